import { AlertTriangle, CheckCircle2, Clock, Eye, FileUp, Loader2, Trash2, Upload, Users, XCircle } from "lucide-react";
import { useState, type ChangeEvent } from "react";
import { Link } from "react-router";
import { paths } from "../../../shared/paths";
import type {
  ImportedRecipe,
  RecipeDraftPage,
  RecipeImportItem,
  RecipeImportPreview,
  RecipeImportResult,
} from "../../../shared/schemas/admin-library";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";
import { AdminPageHeader } from "~/features/admin/admin-shell";
import { libraryApi } from "./library-api";
import { useLibraryAction } from "./use-library-action";

export type ImporterData = { drafts: RecipeDraftPage };

/** Files larger than this are refused before reading (the API takes at most about 900 KB). */
const MAX_FILE_BYTES = 900_000;

/**
 * /admin/spoonacular, the recipe importer: paste or upload schema.org Recipe JSON-LD, preview what
 * the library would get, then import as published recipes or as drafts. The server reads the
 * text only; nothing is fetched.
 */
export function ImporterView({ data }: { data: ImporterData }) {
  const { t } = useI18n();
  const { run, busy } = useLibraryAction();
  const [text, setText] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<RecipeImportPreview | null>(null);
  const [mode, setMode] = useState<"published" | "draft">("published");
  const [includeDuplicates, setIncludeDuplicates] = useState(false);
  const [result, setResult] = useState<RecipeImportResult | null>(null);
  /** Why the server refused the text (not JSON, no Recipe, a recipe with errors), shown under it. */
  const [problem, setProblem] = useState<string | null>(null);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError(t("adminLibrary.import.fileTooBig"));
      return;
    }
    void file.text().then((content) => {
      setText(content);
      setPreview(null);
      setResult(null);
    });
  }

  async function showPreview() {
    setResult(null);
    setProblem(null);
    const answer = await run("preview", () => libraryApi.previewImport(text), undefined, setProblem);
    setPreview(answer);
  }

  async function importAll() {
    setProblem(null);
    const answer = await run(
      "import",
      () => libraryApi.importRecipes(text, mode, includeDuplicates ? "import" : "skip"),
      (r) =>
        t(r.mode === "published" ? "adminLibrary.import.importedToast" : "adminLibrary.import.draftedToast", { count: r.created.length }),
      setProblem,
    );
    if (answer) {
      setResult(answer);
      setPreview(null);
    }
  }

  return (
    <>
      <AdminPageHeader title={t("adminLibrary.import.title")} intro={t("adminLibrary.import.intro")} />

      <section
        aria-labelledby="import-source"
        className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-4 shadow-card sm:p-6"
      >
        <h2 id="import-source" className="text-xl font-semibold">
          {t("adminLibrary.import.sourceTitle")}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t("adminLibrary.import.sourceHelp")}</p>
        <label htmlFor="json-ld" className="mt-4 block font-semibold">
          {t("adminLibrary.import.pasteLabel")}
        </label>
        <textarea
          id="json-ld"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPreview(null);
            setProblem(null);
          }}
          rows={10}
          spellCheck={false}
          placeholder='{"@context": "https://schema.org", "@type": "Recipe", "name": "…"}'
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "json-ld-problem" : undefined}
          className={cn(
            "mt-2 w-full rounded-2xl border bg-cream/40 p-3 font-mono text-sm focus-visible:outline-2 focus-visible:outline-herb",
            problem ? "border-chili" : "border-line",
          )}
        />
        {problem ? (
          <p
            id="json-ld-problem"
            role="alert"
            className="mt-2 flex items-start gap-2 rounded-xl bg-chili/10 px-3 py-2 text-sm font-medium text-chili"
          >
            <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            {problem}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <label className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-paper px-5 text-sm font-semibold hover:border-herb hover:text-herb focus-within:outline-2 focus-within:outline-herb">
            <FileUp className="size-4" aria-hidden />
            {t("adminLibrary.import.upload")}
            <input type="file" accept=".json,.jsonld,application/json,application/ld+json" className="sr-only" onChange={onFile} />
          </label>
          <Button type="button" onClick={() => void showPreview()} disabled={busy !== null || text.trim() === ""}>
            {busy === "preview" ? <Loader2 className="animate-spin" aria-hidden /> : <Eye aria-hidden />}
            {t("adminLibrary.import.preview")}
          </Button>
          {fileError ? (
            <p role="alert" className="text-sm font-semibold text-chili">
              {fileError}
            </p>
          ) : null}
        </div>
      </section>

      <div aria-live="polite">
        {preview ? (
          <section aria-labelledby="preview-title" className="mt-6">
            <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
              <div>
                <h2 id="preview-title" className="text-xl font-semibold">
                  {t("adminLibrary.import.previewTitle")}
                </h2>
                <p className="text-sm text-ink-soft" data-testid="preview-summary">
                  {t("adminLibrary.import.previewSummary", {
                    count: preview.items.length,
                    importable: preview.importable,
                    duplicates: preview.duplicates,
                  })}
                </p>
              </div>
            </div>
            <ul className="grid gap-4 lg:grid-cols-2">
              {preview.items.map((item) => (
                <li key={item.position}>
                  <PreviewCard item={item} />
                </li>
              ))}
            </ul>
            <fieldset className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-[var(--radius-card)] border border-line/70 bg-paper p-4 shadow-card">
              <legend className="sr-only">{t("adminLibrary.import.howTitle")}</legend>
              <span className="font-semibold" aria-hidden>
                {t("adminLibrary.import.howTitle")}
              </span>
              {(["published", "draft"] as const).map((value) => (
                <label key={value} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="mode"
                    value={value}
                    checked={mode === value}
                    onChange={() => setMode(value)}
                    className="size-4 accent-herb"
                  />
                  {t(value === "published" ? "adminLibrary.import.modePublished" : "adminLibrary.import.modeDraft")}
                </label>
              ))}
              {preview.duplicates > 0 ? (
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    checked={includeDuplicates}
                    onChange={(e) => setIncludeDuplicates(e.target.checked)}
                    className="size-4 accent-herb"
                  />
                  {t("adminLibrary.import.includeDuplicates")}
                </label>
              ) : null}
              <Button
                type="button"
                className="ms-auto"
                onClick={() => void importAll()}
                disabled={busy !== null || preview.importable === 0 || preview.importable < preview.items.length}
              >
                {busy === "import" ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
                {t("adminLibrary.import.import", { count: preview.importable })}
              </Button>
              {preview.importable < preview.items.length ? (
                <p className="w-full text-sm text-chili">{t("adminLibrary.import.fixErrorsFirst")}</p>
              ) : null}
            </fieldset>
          </section>
        ) : null}

        {result ? (
          <section
            aria-labelledby="result-title"
            className="mt-6 rounded-[var(--radius-card)] border border-herb/30 bg-herb-light/50 p-4 sm:p-6"
            data-testid="import-result"
          >
            <h2 id="result-title" className="flex items-center gap-2 text-xl font-semibold">
              <CheckCircle2 className="size-5 text-herb" aria-hidden />
              {result.message}
            </h2>
            <ul className="mt-3 space-y-1.5">
              {result.created.map((c) => (
                <li key={c.position}>
                  {c.path ? (
                    <Link to={c.path} className="font-semibold text-herb-dark underline underline-offset-2">
                      {c.title}
                    </Link>
                  ) : (
                    <span className="font-semibold">{t("adminLibrary.import.savedDraft", { title: c.title })}</span>
                  )}
                </li>
              ))}
              {result.skipped.map((s) => (
                <li key={s.position} className="text-ink-soft">
                  {t("adminLibrary.import.skippedDuplicate", { title: s.title })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <DraftList drafts={data.drafts} />
    </>
  );
}

function minutes(t: ReturnType<typeof useI18n>["t"], value: number) {
  return t("adminLibrary.import.minutes", { count: value });
}

function PreviewCard({ item }: { item: RecipeImportItem }) {
  const { t } = useI18n();
  const recipe = item.recipe;
  return (
    <article
      className={cn(
        "h-full rounded-[var(--radius-card)] border bg-paper p-4 shadow-card sm:p-5",
        recipe ? "border-line/70" : "border-chili/40",
      )}
      data-testid="preview-card"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">
        {t("adminLibrary.import.recipeN", { position: item.position })}
      </p>
      {recipe ? <RecipeFacts recipe={recipe} /> : <h3 className="mt-1 text-lg font-semibold">{t("adminLibrary.import.unreadable")}</h3>}
      {item.duplicateOf ? (
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-saffron-light px-3 py-2 text-sm text-saffron-dark" role="note">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {t("adminLibrary.import.duplicate")}{" "}
            <Link
              to={paths.recipe(item.duplicateOf.id)}
              className="font-semibold underline underline-offset-2"
              target="_blank"
              rel="noopener"
            >
              {item.duplicateOf.title}
            </Link>
          </span>
        </p>
      ) : null}
      {item.errors.length ? (
        <ul className="mt-3 space-y-1 text-sm text-chili" aria-label={t("adminLibrary.import.errors")}>
          {item.errors.map((error) => (
            <li key={error} className="flex items-start gap-2">
              <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              {error}
            </li>
          ))}
        </ul>
      ) : null}
      {item.warnings.length ? (
        <ul className="mt-3 space-y-1 text-sm text-ink-soft" aria-label={t("adminLibrary.import.warnings")}>
          {item.warnings.map((warning) => (
            <li key={warning} className="flex items-start gap-2">
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-saffron-dark" aria-hidden />
              {warning}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

function RecipeFacts({ recipe }: { recipe: ImportedRecipe }) {
  const { t } = useI18n();
  const nutrition = Object.entries(recipe.nutritionFacts);
  return (
    <>
      <div className="mt-1 flex gap-4">
        {recipe.image?.startsWith("/") ? (
          <img src={recipe.image} alt="" width={80} height={80} className="size-20 shrink-0 rounded-xl bg-sand object-cover" />
        ) : null}
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">{recipe.title}</h3>
          <p className="mt-0.5 line-clamp-2 text-sm text-ink-soft">{recipe.description}</p>
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li className="inline-flex items-center gap-1">
          <Clock className="size-4 text-herb" aria-hidden />
          {t("adminLibrary.import.times", { prep: minutes(t, recipe.prepTime), cook: minutes(t, recipe.cookTime) })}
        </li>
        <li className="inline-flex items-center gap-1">
          <Users className="size-4 text-herb" aria-hidden />
          {t("adminLibrary.import.servings", { count: recipe.servings })}
        </li>
        <li>
          {recipe.cuisine} · {recipe.category} · {recipe.dietType}
        </li>
      </ul>
      <p className="mt-2 break-all text-xs text-ink-soft">
        {recipe.image ? t("adminLibrary.import.image", { url: recipe.image }) : t("adminLibrary.import.noImage")}
      </p>
      <details className="mt-3 rounded-xl bg-cream/60 px-3 py-2 text-sm">
        <summary className="cursor-pointer font-semibold">
          {t("adminLibrary.import.contents", { ingredients: recipe.ingredients.length, steps: recipe.instructions.length })}
        </summary>
        <h4 className="mt-2 font-semibold">{t("adminLibrary.import.ingredients")}</h4>
        <ul className="ms-4 list-disc">
          {recipe.ingredients.map((i, index) => (
            <li key={index}>{[i.amount, i.unit, i.name].filter(Boolean).join(" ")}</li>
          ))}
        </ul>
        <h4 className="mt-2 font-semibold">{t("adminLibrary.import.steps")}</h4>
        <ol className="ms-4 list-decimal">
          {recipe.instructions.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
        {nutrition.length ? (
          <>
            <h4 className="mt-2 font-semibold">{t("adminLibrary.import.nutrition")}</h4>
            <p>{nutrition.map(([key, value]) => `${key} ${value}`).join(" · ")}</p>
          </>
        ) : null}
      </details>
    </>
  );
}

function DraftList({ drafts }: { drafts: RecipeDraftPage }) {
  const { t } = useI18n();
  const { run, busy } = useLibraryAction();
  return (
    <section aria-labelledby="drafts-title" className="mt-8">
      <h2 id="drafts-title" className="text-xl font-semibold">
        {t("adminLibrary.drafts.title", { count: drafts.total })}
      </h2>
      {drafts.data.length === 0 ? (
        <p className="mt-2 rounded-[var(--radius-card)] border border-dashed border-line bg-paper/70 px-4 py-6 text-center text-ink-soft">
          {t("adminLibrary.drafts.empty")}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line/70 rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card">
          {drafts.data.map((draft) => (
            <li key={draft.id} className="flex flex-wrap items-center gap-3 p-4" data-testid="draft">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{draft.title}</p>
                <p className="text-sm text-ink-soft">
                  {t("adminLibrary.drafts.meta", {
                    ingredients: draft.recipe.ingredients.length,
                    steps: draft.recipe.instructions.length,
                    by: draft.importedBy ?? "—",
                  })}
                </p>
                {draft.duplicateOf ? (
                  <p className="text-sm text-saffron-dark">{t("adminLibrary.drafts.duplicate", { title: draft.duplicateOf.title })}</p>
                ) : null}
              </div>
              <Button
                type="button"
                size="sm"
                disabled={busy !== null}
                onClick={() =>
                  void run(
                    `publish-${draft.id}`,
                    () => libraryApi.publishDraft(draft.id),
                    () => t("adminLibrary.drafts.published", { title: draft.title }),
                  )
                }
              >
                <Upload aria-hidden />
                {t("adminLibrary.drafts.publish")}
                <span className="sr-only">{draft.title}</span>
              </Button>
              <Button
                type="button"
                size="sm"
                variant="danger"
                disabled={busy !== null}
                onClick={() =>
                  void run(
                    `discard-${draft.id}`,
                    () => libraryApi.discardDraft(draft.id),
                    () => t("adminLibrary.drafts.discarded", { title: draft.title }),
                  )
                }
              >
                <Trash2 aria-hidden />
                {t("adminLibrary.drafts.discard")}
                <span className="sr-only">{draft.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {drafts.totalPages > 1 ? (
        <nav aria-label={t("adminLibrary.drafts.pages")} className="mt-4 flex justify-center gap-2">
          {drafts.hasPrev ? (
            <Link
              to={`${paths.adminImporter}?page=${drafts.page - 1}`}
              className="inline-flex h-11 items-center rounded-full border border-line px-4 hover:border-herb"
            >
              {t("adminLibrary.previous")}
            </Link>
          ) : null}
          <span className="inline-flex h-11 items-center px-2 text-sm text-ink-soft">
            {t("adminLibrary.pageOf", { page: drafts.page, total: drafts.totalPages })}
          </span>
          {drafts.hasNext ? (
            <Link
              to={`${paths.adminImporter}?page=${drafts.page + 1}`}
              className="inline-flex h-11 items-center rounded-full border border-line px-4 hover:border-herb"
            >
              {t("adminLibrary.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
