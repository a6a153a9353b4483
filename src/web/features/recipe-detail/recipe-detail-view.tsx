import {
  ChefHat,
  ChevronRight,
  Clock,
  Flame,
  Gauge,
  Lightbulb,
  MessageCircleQuestion,
  Printer,
  Smartphone,
  Star,
  Timer,
  Users,
  Video,
} from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { BRAND } from "../../../shared/brand";
import { capitalize, formatMinutes } from "../../../shared/rules/format";
import type { Recipe } from "../../../shared/schemas/recipe";
import { Button, ButtonLink } from "~/components/ui/button";
import { Flag } from "~/components/ui/flag";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion, contentRegionIf } from "~/lib/content-region";
import { AdSlot } from "~/features/ads/ad-slot";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { paths } from "../../../shared/paths";
import { cn } from "~/lib/cn";
import type { PageFormState } from "~/lib/page-form";
import { preloadableLazy } from "~/lib/preloadable-lazy";
import type { TipText } from "./cooking-tips";
import { EXPERT_ANCHOR, expertFormParameter, type ExpertRequest } from "./expert-request";
import { IngredientsPanel, useScaledIngredients } from "./ingredients-panel";
import { RecipePrintView } from "./recipe-print-view";
import type { RecipeContent, RecipePageRecipe } from "./recipe-page-data";
import { RecipeTabs, type RecipeTab } from "./recipe-tabs";
import { useWakeLock } from "./use-wake-lock";
import { usePagePath } from "~/lib/page-path";

const loadExpertDialog = () => import("./expert-dialog");
const ExpertDialog = lazy(loadExpertDialog);
// The same form in the page, when its address asks for it: in the server's HTML, so it works
// before and without the page's scripts, which the first load does not carry.
const expertPanel = preloadableLazy(() => loadExpertDialog().then((module) => module.ExpertPanel));
const ExpertPanel = expertPanel.Component;
/** The recipe page's loader awaits this when the page will show the question form or its outcome. */
export const preloadExpertPanel = expertPanel.preload;

export type RecipeDetailData = {
  recipe: Recipe;
  cuisine: { name: string; flag: string | null } | null;
  categoryName: string | null;
};

/** What the loader sends (see recipe-page-data.ts): the content parsed, the structured data serialized, the absolute URL. */
type RecipeDetailViewProps = Omit<RecipeDetailData, "recipe"> & {
  recipe: RecipePageRecipe;
  content: RecipeContent;
  /** The tips the page shows, in the visitor's language (from the loader). */
  tips: TipText[];
  jsonLd: string;
  url: string;
  /** What the address asks of the question part: the form in the page, or the word that it was sent. */
  expert?: ExpertRequest;
  /** The page's answer to its question form sent without JavaScript. */
  server?: PageFormState;
};

/** Whole minutes, or the page's fallback of 30 when a time is missing. */
const minutesOr30 = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 30);

export function RecipeDetailView({
  recipe,
  content,
  tips,
  cuisine,
  categoryName,
  jsonLd,
  url: recipeUrl,
  expert = null,
  server,
}: RecipeDetailViewProps) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const showAllTips = searchParams.get("showAll") === "true";

  const title = recipe.title?.trim() || t("recipe.untitled");
  // The fallbacks come from the catalogue: only the recipe's own text is marked for the engine.
  const titleRegion = contentRegionIf(!!recipe.title?.trim());
  const baseServings = Number.isInteger(recipe.servings) && recipe.servings > 0 ? recipe.servings : 4;
  const prep = minutesOr30(recipe.prepTime);
  const cook = minutesOr30(recipe.cookTime);
  const { calories } = content;

  const [servings, setServings] = useState(baseServings);
  const printIngredients = useScaledIngredients(content.ingredients, baseServings, servings);
  const [tab, setTab] = useState<RecipeTab>("instructions");
  const [cookMode, setCookMode] = useState(false);
  const wakeLock = useWakeLock(cookMode);
  const [expertOpen, setExpertOpen] = useState(false);
  const [expertLoaded, setExpertLoaded] = useState(false);

  const difficultyKey = `recipeDetail.difficulty.${recipe.difficulty}` as MessageKey;
  const difficulty = ["easy", "medium", "hard"].includes(recipe.difficulty) ? t(difficultyKey) : capitalize(recipe.difficulty ?? "");

  const facts = [
    { key: "prep", label: t("recipeDetail.prep"), value: formatMinutes(prep), Icon: Timer },
    { key: "cook", label: t("recipeDetail.cook"), value: formatMinutes(cook), Icon: Flame },
    { key: "servings", label: t("recipeDetail.servings"), value: String(baseServings), Icon: Users },
    difficulty ? { key: "difficulty", label: t("recipeDetail.difficulty"), value: difficulty, Icon: Gauge } : null,
    calories !== null ? { key: "calories", label: t("recipeDetail.calories"), value: String(calories), Icon: ChefHat } : null,
  ].filter((f): f is NonNullable<typeof f> => f !== null);

  const showAyurveda = () => {
    setTab("ayurveda");
    document.getElementById("recipe-tabs")?.scrollIntoView({ block: "start" });
  };

  const videoMail = `mailto:${BRAND.email}?subject=${encodeURIComponent(t("recipeDetail.video.subject", { title }))}&body=${encodeURIComponent(recipeUrl)}`;

  return (
    <>
      <article className="pb-16 print:hidden" aria-labelledby="recipe-title">
        <div className="bg-gradient-to-b from-saffron-light/70 to-cream">
          <div className="container-page pt-5 pb-10 sm:pt-8">
            <nav aria-label={t("recipeDetail.breadcrumb")} className="text-sm text-ink-soft">
              <ol className="flex flex-wrap items-center gap-1">
                <li>
                  <Link to={paths.home} className="rounded hover:text-herb">
                    {t("common.home")}
                  </Link>
                </li>
                <li aria-hidden>
                  <ChevronRight className="size-3.5 rtl:rotate-180" />
                </li>
                <li>
                  <Link to={paths.recipes} className="rounded hover:text-herb">
                    {t("nav.recipes")}
                  </Link>
                </li>
                <li aria-hidden>
                  <ChevronRight className="size-3.5 rtl:rotate-180" />
                </li>
                <li aria-current="page" className="max-w-[14rem] truncate text-ink sm:max-w-md" {...titleRegion}>
                  {title}
                </li>
              </ol>
            </nav>

            <div className="mt-5 grid items-start gap-8 lg:grid-cols-[1.05fr_1fr] lg:gap-12">
              <div>
                <ul className="flex flex-wrap gap-2">
                  {cuisine ? (
                    <li
                      className="inline-flex items-center gap-1.5 rounded-full bg-paper px-3 py-1 text-sm font-semibold text-herb-dark shadow-sm"
                      {...contentRegion}
                    >
                      {cuisine.flag ? <Flag code={cuisine.flag} width={20} eager /> : null}
                      {cuisine.name}
                    </li>
                  ) : null}
                  {categoryName ? (
                    <li className="rounded-full bg-paper px-3 py-1 text-sm font-semibold text-herb-dark shadow-sm" {...contentRegion}>
                      {categoryName}
                    </li>
                  ) : null}
                  <li className="inline-flex items-center gap-1.5 rounded-full bg-herb px-3 py-1 text-sm font-semibold text-white shadow-sm">
                    <Clock className="size-3.5" aria-hidden />
                    {t("recipeDetail.totalTime", { time: formatMinutes(prep + cook) })}
                  </li>
                </ul>
                <h1 id="recipe-title" className="mt-4 text-4xl leading-[1.1] font-semibold sm:text-5xl" {...titleRegion}>
                  {title}
                </h1>
                <p className="mt-4 max-w-2xl text-lg text-ink-soft" {...contentRegionIf(!!recipe.description?.trim())}>
                  {recipe.description?.trim() || t("recipe.noDescription")}
                </p>
                <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-soft">
                  <span
                    className="inline-flex items-center gap-1"
                    role="img"
                    aria-label={`${t("common.ratingLabel", { rating: (recipe.rating ?? 0).toFixed(1) })} ${t("common.reviews", { count: recipe.reviewCount ?? 0 })}`}
                  >
                    <Star className="size-4 fill-saffron text-saffron" aria-hidden />
                    <span className="font-semibold text-ink" aria-hidden>
                      {(recipe.rating ?? 0).toFixed(1)}
                    </span>
                    <span aria-hidden>{t("common.reviews", { count: recipe.reviewCount ?? 0 })}</span>
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <ChefHat className="size-4 text-herb" aria-hidden />
                    {recipe.creditedAuthor?.trim() ? t("recipeDetail.sharedBy", { name: recipe.creditedAuthor.trim() }) : BRAND.chef}
                  </span>
                </p>

                <div className="mt-6 flex flex-wrap gap-2">
                  <ButtonLink to="#recipe" size="md">
                    {t("recipeDetail.jumpToRecipe")}
                  </ButtonLink>
                  <Button variant="outline" onClick={() => window.print()} aria-label={t("recipeDetail.printLabel")}>
                    <Printer aria-hidden />
                    {t("recipeDetail.print")}
                  </Button>
                  <Button
                    variant={cookMode ? "primary" : "outline"}
                    aria-pressed={cookMode}
                    onClick={() => setCookMode((on) => !on)}
                    title={t("recipeDetail.cookModeHint")}
                  >
                    <Smartphone aria-hidden />
                    {t("recipeDetail.cookMode")}
                  </Button>
                </div>
                <p
                  role="status"
                  className={cn("text-sm", cookMode ? "mt-3 rounded-xl bg-paper px-4 py-2 text-herb-dark shadow-sm" : "sr-only")}
                >
                  {wakeLock === "on"
                    ? t("recipeDetail.cookModeOn")
                    : wakeLock === "unsupported"
                      ? t("recipeDetail.cookModeUnsupported")
                      : wakeLock === "failed"
                        ? t("recipeDetail.cookModeFailed")
                        : ""}
                </p>

                <dl className="mt-6 grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3">
                  {facts.map(({ key, label, value, Icon }) => (
                    <div key={key} className="rounded-2xl border border-line/70 bg-paper/90 px-3 py-3 shadow-sm">
                      <dt className="flex items-center gap-1.5 text-[0.68rem] font-semibold uppercase tracking-wide text-ink-soft sm:text-xs">
                        <Icon className="hidden size-3.5 text-saffron-dark sm:block" aria-hidden />
                        {label}
                      </dt>
                      <dd className="mt-1 font-display text-lg font-semibold">{value}</dd>
                    </div>
                  ))}
                </dl>
              </div>

              <div className="space-y-4">
                {recipe.image ? (
                  <SmartImage
                    src={recipe.image}
                    alt={title}
                    width={800}
                    height={600}
                    fetchPriority="high"
                    wrapperClassName="aspect-[4/3] rounded-[2rem] shadow-lift"
                  />
                ) : (
                  <div className="grid aspect-[4/3] place-items-center rounded-[2rem] bg-sand text-ink-soft shadow-card">
                    <span className="flex flex-col items-center gap-2">
                      <ChefHat className="size-10" aria-hidden />
                      {t("recipeDetail.noImage")}
                    </span>
                  </div>
                )}
                <aside
                  aria-labelledby="video-box-title"
                  className="flex items-start gap-4 rounded-2xl border border-line/70 bg-paper p-4 shadow-sm"
                >
                  <span className="grid size-11 shrink-0 place-items-center rounded-full bg-herb-light text-herb">
                    <Video className="size-5" aria-hidden />
                  </span>
                  <div className="min-w-0 flex-1">
                    {recipe.videoUrl ? (
                      <>
                        <h2 id="video-box-title" className="font-sans text-base font-semibold">
                          {t("recipeDetail.video.watchTitle")}
                        </h2>
                        <a
                          href={recipe.videoUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="mt-1 inline-flex min-h-10 items-center font-semibold text-herb hover:text-herb-dark"
                        >
                          {t("recipeDetail.video.watch")}
                        </a>
                      </>
                    ) : (
                      <>
                        <h2 id="video-box-title" className="font-sans text-base font-semibold">
                          {t("recipeDetail.video.requestTitle")}
                        </h2>
                        <p className="mt-1 text-sm text-ink-soft">{t("recipeDetail.video.requestBody")}</p>
                        <a href={videoMail} className="mt-1 inline-flex min-h-10 items-center font-semibold text-herb hover:text-herb-dark">
                          {t("recipeDetail.video.request")}
                        </a>
                      </>
                    )}
                  </div>
                </aside>
              </div>
            </div>
          </div>
        </div>

        <div id="recipe" className="container-page scroll-mt-20 pt-10">
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:gap-x-12">
            <div className="lg:col-start-2 lg:row-start-1">
              <IngredientsPanel
                recipe={{ id: recipe.id, title, image: recipe.image }}
                ingredients={content.ingredients}
                baseServings={baseServings}
                servings={servings}
                onServingsChange={setServings}
              />
            </div>
            <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
              <RecipeTabs
                tab={tab}
                onTabChange={setTab}
                instructions={content.instructions}
                nutrition={content.nutrition}
                ayurveda={content.ayurveda}
                benefits={content.benefits}
                cookMode={cookMode}
              />
            </div>
            <aside className="space-y-6 lg:col-start-2 lg:row-start-2" aria-label={t("recipeDetail.summary.title")}>
              {content.tags.length > 0 ? (
                <section aria-labelledby="tags-title">
                  <h2 id="tags-title" className="text-lg font-semibold">
                    {t("recipeDetail.tags")}
                  </h2>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {content.tags.map((tag) => (
                      <li key={tag}>
                        <Link
                          to={paths.recipeSearch(tag)}
                          className="inline-flex min-h-9 items-center rounded-full border border-line bg-paper px-3 text-sm text-ink-soft transition hover:border-herb hover:text-herb"
                          {...contentRegion}
                        >
                          #{tag}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {content.ayurveda ? (
                <section aria-labelledby="summary-title" className="rounded-[var(--radius-card)] bg-herb p-5 text-white shadow-card">
                  <h2 id="summary-title" className="text-xl font-semibold text-white">
                    {t("recipeDetail.summary.title")}
                  </h2>
                  <dl className="mt-3 space-y-2 text-sm">
                    {content.ayurveda.dosha ? (
                      <div className="flex justify-between gap-4">
                        <dt className="text-white/75">{t("recipeDetail.summary.balances")}</dt>
                        <dd className="font-semibold" {...contentRegion}>
                          {capitalize(content.ayurveda.dosha)}
                        </dd>
                      </div>
                    ) : null}
                    {content.ayurveda.taste.length ? (
                      <div className="flex justify-between gap-4">
                        <dt className="text-white/75">{t("recipeDetail.summary.tastes")}</dt>
                        <dd className="text-end font-semibold" {...contentRegion}>
                          {content.ayurveda.taste.map(capitalize).join(", ")}
                        </dd>
                      </div>
                    ) : null}
                    {content.ayurveda.season.length ? (
                      <div className="flex justify-between gap-4">
                        <dt className="text-white/75">{t("recipeDetail.summary.seasons")}</dt>
                        <dd className="text-end font-semibold" {...contentRegion}>
                          {content.ayurveda.season.map(capitalize).join(", ")}
                        </dd>
                      </div>
                    ) : null}
                  </dl>
                  <button
                    type="button"
                    onClick={showAyurveda}
                    className="mt-4 inline-flex min-h-10 items-center gap-1 rounded-full bg-white/15 px-4 text-sm font-semibold text-white transition hover:bg-white/25"
                  >
                    {t("recipeDetail.summary.more")}
                  </button>
                </section>
              ) : null}
            </aside>
          </div>

          <AdSlot slotId="recipe-detail-content" className="mt-14" />

          <section id="tips" aria-labelledby="tips-title" className="mt-14 scroll-mt-20">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <h2 id="tips-title" className="text-3xl font-semibold">
                  {t("recipeDetail.tips.title")}
                </h2>
                <p className="mt-1 text-ink-soft">{t("recipeDetail.tips.body")}</p>
              </div>
              <Link
                to={showAllTips ? `${paths.recipe(recipe.id)}#tips` : `${paths.recipe(recipe.id)}?showAll=true#tips`}
                preventScrollReset
                className="inline-flex min-h-11 items-center font-semibold text-herb hover:text-herb-dark"
              >
                {showAllTips ? t("recipeDetail.tips.showFewer") : t("recipeDetail.tips.showAll")}
              </Link>
            </div>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="tip-cards">
              {tips.map(({ id, title, body }) => (
                <li key={id} className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card">
                  <span className="grid size-10 place-items-center rounded-full bg-saffron-light text-saffron-dark">
                    <Lightbulb className="size-5" aria-hidden />
                  </span>
                  <h3 className="mt-3 text-lg font-semibold leading-snug">{title}</h3>
                  <p className="mt-2 text-sm leading-6 text-ink-soft">{body}</p>
                </li>
              ))}
            </ul>
          </section>

          <section
            id={EXPERT_ANCHOR}
            aria-labelledby="expert-title"
            className="mt-14 scroll-mt-24 overflow-hidden rounded-[2rem] bg-gradient-to-br from-herb to-herb-dark p-6 text-white shadow-lift sm:p-10"
          >
            <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
              <div className="max-w-2xl">
                <span className="grid size-12 place-items-center rounded-2xl bg-white/15">
                  <MessageCircleQuestion className="size-6" aria-hidden />
                </span>
                <h2 id="expert-title" className="mt-4 text-3xl font-semibold text-white">
                  {t("recipeDetail.expert.title")}
                </h2>
                <p className="mt-2 text-white/85">{t("recipeDetail.expert.teaser")}</p>
              </div>
              {/* A small form asking for the page with the question form (`?ask=1`), so a tap before
                  the scripts have started, or without them, still leads to it; once they run, the
                  tap opens the dialog instead. */}
              <form method="get" action={pagePath(`${paths.recipe(recipe.id)}#${EXPERT_ANCHOR}`)} className="shrink-0">
                {showAllTips ? <input type="hidden" name="showAll" value="true" /> : null}
                <input type="hidden" name={expertFormParameter.name} value={expertFormParameter.value} />
                <Button
                  type="submit"
                  variant="accent"
                  size="lg"
                  onPointerEnter={() => void loadExpertDialog()}
                  onFocus={() => void loadExpertDialog()}
                  onClick={(event) => {
                    event.preventDefault();
                    setExpertLoaded(true);
                    setExpertOpen(true);
                  }}
                  aria-haspopup="dialog"
                >
                  {t("recipeDetail.expert.open")}
                </Button>
              </form>
            </div>
            {expert !== null || server ? (
              <div className="mt-8">
                <ExpertPanel recipeId={recipe.id} recipeTitle={title} server={server} sent={expert === "sent"} />
              </div>
            ) : null}
          </section>
        </div>
        {expertLoaded ? (
          <Suspense fallback={null}>
            <ExpertDialog open={expertOpen} onOpenChange={setExpertOpen} recipeId={recipe.id} recipeTitle={title} />
          </Suspense>
        ) : null}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      </article>
      <RecipePrintView
        title={title}
        titleIsContent={!!recipe.title?.trim()}
        servings={servings}
        prepTime={prep}
        cookTime={cook}
        ingredients={printIngredients}
        instructions={content.instructions}
        ayurveda={content.ayurveda}
        url={recipeUrl}
      />
    </>
  );
}
