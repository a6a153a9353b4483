import { Check, MailCheck, Newspaper } from "lucide-react";
import { Link } from "react-router";
import { BRAND } from "../../../shared/brand";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
import { useI18n, type MessageKey } from "~/lib/i18n";
import type { PageFormState } from "~/lib/page-form";
import { NewsletterForm } from "./newsletter-form";

const PANEL = "rounded-[var(--radius-card)] border border-line bg-paper p-6 shadow-card sm:p-8";

const POINTS: MessageKey[] = ["newsletterPage.point.recipes", "newsletterPage.point.notes", "newsletterPage.point.classes"];
const NEXT: MessageKey[] = ["newsletterPage.next.open", "newsletterPage.next.confirm", "newsletterPage.next.missing"];

/**
 * /newsletter: where every signup form of the site posts. Asked for plainly it is a signup page
 * of its own, which is also where a refused address comes back with its message; once an
 * address is taken (`sent`) it says to look for the confirmation link, and what to do next.
 */
export function NewsletterPageView({ sent, server }: { sent: boolean; server?: PageFormState }) {
  const { t } = useI18n();
  if (sent) {
    return (
      <div className="container-page max-w-2xl py-12 sm:py-16">
        <section className={PANEL} aria-labelledby="newsletter-sent-title">
          <MailCheck className="size-10 text-herb" aria-hidden />
          <h1 id="newsletter-sent-title" className="mt-4 text-3xl font-semibold sm:text-4xl">
            {t("newsletterPage.sentTitle")}
          </h1>
          <p role="status" className="mt-3 text-lg text-ink" data-testid="newsletter-sent">
            {t("newsletter.footerSuccessBody")}
          </p>
          <h2 className="mt-8 font-sans text-sm font-semibold uppercase tracking-wider text-ink-soft">{t("newsletterPage.nextTitle")}</h2>
          <ol className="mt-3 space-y-3">
            {NEXT.map((key, index) => (
              <li key={key} className="flex gap-3 text-ink-soft">
                <span
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-herb-light text-sm font-semibold text-herb-dark"
                  aria-hidden
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{t(key, { brand: BRAND.name })}</span>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.recipes} size="lg">
              {t("newsletterLinks.recipes")}
            </ButtonLink>
            <ButtonLink to={paths.newsletter} variant="outline" size="lg">
              {t("newsletterPage.again")}
            </ButtonLink>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="container-page grid max-w-5xl gap-8 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:items-start">
      <div>
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-herb">
          <Newspaper className="size-4" aria-hidden />
          {t("newsletterPage.eyebrow")}
        </p>
        <h1 className="mt-3 text-4xl font-semibold leading-tight sm:text-5xl">{t("newsletterPage.title")}</h1>
        <p className="mt-4 text-lg text-ink-soft">{t("newsletterPage.intro")}</p>
        <ul className="mt-6 space-y-3">
          {POINTS.map((key) => (
            <li key={key} className="flex gap-3 text-ink">
              <Check className="mt-0.5 size-5 shrink-0 text-herb" aria-hidden />
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
      <section className={PANEL} aria-labelledby="newsletter-signup-title">
        <h2 id="newsletter-signup-title" className="text-2xl font-semibold">
          {t("newsletterPage.formTitle")}
        </h2>
        <p className="mt-1 mb-5 text-sm text-ink-soft">{t("newsletterPage.confirmFirst")}</p>
        {server?.failure ? (
          // Refused for no fault of the address (too many sign-ups from here, or the server failing): the script's toast, in the page.
          <div role="alert" className="mb-4 rounded-2xl border border-chili/40 bg-chili/5 p-4 text-sm text-ink">
            <p className="font-semibold">{t("newsletter.failedTitle")}</p>
            <p>{server.failure === "limited" ? t("newsletterPage.rateLimited") : t("newsletter.footerFailedBody")}</p>
          </div>
        ) : null}
        <NewsletterForm variant="page" server={server} />
        <p className="mt-5 border-t border-line pt-4 text-sm text-ink-soft">
          {t("newsletterPage.privacy")}{" "}
          <Link to={paths.privacy} className="font-semibold text-herb underline underline-offset-4 hover:text-herb-dark">
            {t("newsletterPage.privacyLink")}
          </Link>
        </p>
      </section>
    </div>
  );
}
