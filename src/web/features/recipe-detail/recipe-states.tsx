import { ArrowLeft, RefreshCw, SearchX, TriangleAlert, Utensils } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { useI18n } from "~/lib/i18n";
import { paths } from "../../../shared/paths";

function StatePage({ icon, title, body, children }: { icon: ReactNode; title: string; body: string; children: ReactNode }) {
  return (
    <section className="container-page py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-[2rem] border border-line/70 bg-paper px-6 py-12 text-center shadow-card sm:px-10">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-saffron-light text-saffron-dark">{icon}</span>
        <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="mx-auto mt-3 max-w-md text-ink-soft">{body}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}

function BrowseRecipes() {
  const { t } = useI18n();
  return (
    <ButtonLink to={paths.recipes} variant="outline">
      <Utensils aria-hidden />
      {t("recipeDetail.browse")}
    </ButtonLink>
  );
}

/** The id is not a positive integer (HTTP 400). */
export function InvalidRecipeView() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <StatePage
      icon={<TriangleAlert className="size-8" aria-hidden />}
      title={t("recipeDetail.invalid.title")}
      body={t("recipeDetail.invalid.body")}
    >
      <Button
        onClick={() => {
          // A visitor who landed here directly has nowhere to go back to: take them to the recipes.
          if (window.history.length > 1) navigate(-1);
          else navigate(paths.recipes);
        }}
      >
        <ArrowLeft className="rtl:rotate-180" aria-hidden />
        {t("recipeDetail.goBack")}
      </Button>
      <BrowseRecipes />
    </StatePage>
  );
}

/** No recipe has this id (HTTP 404). */
export function RecipeNotFoundView() {
  const { t } = useI18n();
  return (
    <StatePage
      icon={<SearchX className="size-8" aria-hidden />}
      title={t("recipeDetail.notFound.title")}
      body={t("recipeDetail.notFound.body")}
    >
      <BrowseRecipes />
    </StatePage>
  );
}

/** The recipe could not be loaded (the database failed): try again or browse. */
export function RecipeLoadErrorView() {
  const { t } = useI18n();
  const location = useLocation();
  return (
    <StatePage
      icon={<TriangleAlert className="size-8" aria-hidden />}
      title={t("recipeDetail.loadError.title")}
      body={t("recipeDetail.loadError.body")}
    >
      <ButtonLink to={location.pathname + location.search} reloadDocument>
        <RefreshCw aria-hidden />
        {t("common.tryAgain")}
      </ButtonLink>
      <BrowseRecipes />
    </StatePage>
  );
}

/** The page failed while rendering: the route's error fallback. */
export function RecipeRenderErrorView({ error }: { error: unknown }) {
  const { t } = useI18n();
  const location = useLocation();
  useEffect(() => {
    // The server logs its own rendering errors; this records the ones that happen in the browser.
    console.error("Recipe page failed to render", error);
  }, [error]);
  return (
    <StatePage
      icon={<TriangleAlert className="size-8" aria-hidden />}
      title={t("recipeDetail.renderError.title")}
      body={t("recipeDetail.renderError.body")}
    >
      <ButtonLink to={location.pathname + location.search} reloadDocument>
        <RefreshCw aria-hidden />
        {t("recipeDetail.reload")}
      </ButtonLink>
      <BrowseRecipes />
    </StatePage>
  );
}
