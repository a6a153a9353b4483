import { BadgeDollarSign, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../shared/paths";
import { useI18n } from "~/lib/i18n";
import type { PageFormState } from "~/lib/page-form";
import { ShareRecipeForm } from "./share-recipe-form";

/** /share-recipe: what happens to a shared recipe, the creator payout of Earn & Share, and the form. */
export function ShareRecipeView({ server, sentReference }: { server?: PageFormState; sentReference?: string | null }) {
  const { t } = useI18n();
  const steps = [t("shareRecipe.step1"), t("shareRecipe.step2"), t("shareRecipe.step3")];
  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-saffron-light via-cream to-herb-light/70" aria-labelledby="share-title">
        <div className="container-page pt-10 pb-10 sm:pt-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-herb">
            <Link to={paths.communityRecipes} className="hover:underline">
              {t("shareRecipe.eyebrow")}
            </Link>
          </p>
          <h1 id="share-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
            {t("shareRecipe.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("shareRecipe.intro")}</p>
          {/* On a phone the payout panel comes after the form; the promise is said up here too. */}
          <Link
            to={paths.earnShare}
            className="mt-4 inline-flex items-center gap-2 rounded-full bg-paper/90 px-4 py-2 text-sm font-semibold text-herb-dark shadow-sm hover:text-herb lg:hidden"
          >
            <BadgeDollarSign className="size-4 text-saffron-dark" aria-hidden />
            {t("shareRecipe.payoutShort")}
            <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
          </Link>
        </div>
      </section>

      <div className="container-page mt-8 grid items-start gap-8 lg:mt-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <ShareRecipeForm server={server} sentReference={sentReference} />
        </div>
        <aside className="space-y-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1" aria-label={t("shareRecipe.stepsTitle")}>
          <section aria-labelledby="share-steps" className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card">
            <h2 id="share-steps" className="text-xl font-semibold">
              {t("shareRecipe.stepsTitle")}
            </h2>
            <ol className="mt-3 space-y-3">
              {steps.map((text, index) => (
                <li key={index} className="flex gap-3 text-sm">
                  <span
                    className="grid size-7 shrink-0 place-items-center rounded-full bg-herb text-sm font-semibold text-white"
                    aria-hidden
                  >
                    {index + 1}
                  </span>
                  <span className="pt-1">{text}</span>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="share-payout" className="rounded-[var(--radius-card)] bg-saffron-light/80 p-5">
            <h2 id="share-payout" className="flex items-center gap-2 text-xl font-semibold">
              <BadgeDollarSign className="size-5 text-saffron-dark" aria-hidden />
              {t("shareRecipe.payoutTitle")}
            </h2>
            <p className="mt-2 text-sm text-ink">{t("shareRecipe.payoutBody")}</p>
            <Link
              to={paths.earnShare}
              className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-herb-dark underline-offset-4 hover:underline"
            >
              {t("shareRecipe.payoutLink")}
              <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
            </Link>
          </section>
        </aside>
      </div>
    </div>
  );
}
