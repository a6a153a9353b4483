import "~/lib/i18n/areas/api-demo/register";
import { AlertCircle, Code2, Languages, Loader2, RotateCcw } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { data, useActionData, type ActionFunctionArgs, type MetaFunction } from "react-router";
import { SUPPORTED_LANGUAGES } from "../../shared/languages";
import { Button } from "~/components/ui/button";
import { requestTranslation, SOURCE_LANGUAGE } from "~/features/language/page-translation";
import { usePageTranslation } from "~/features/language/page-translation-provider";
import { ApiRequestError } from "~/lib/api";
import { PRIVATE_PAGE, sharedPageHeaders } from "~/lib/cache-headers";
import { readPageForm } from "~/lib/page-form.server";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { getPageApi } from "~/services.server";
import { translate, useI18n, type MessageKey } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";
import { paths } from "../../shared/paths";
import { rootDataFromMatches } from "~/lib/root-data";
import { usePagePath } from "~/lib/page-path";

export const headers = sharedPageHeaders(300);

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "language.demo.title"),
    description: translate(locale, "language.demo.description"),
    path: paths.apiDemo,
    siteUrl,
    locale,
  });
};

const TARGET_LANGUAGES = SUPPORTED_LANGUAGES.filter((l) => l.code !== SOURCE_LANGUAGE);

/** The demo's translation sent without JavaScript: the text, the language, and what came back. */
type DemoAnswer = { text: string; target: string; translated?: string; failure?: string; textRequired?: true };

/**
 * The demo form sent without JavaScript, answered by the same translation route the script calls.
 * The page answers the POST itself: the text a visitor typed never goes into an address, and
 * nothing is stored, so there is nothing to redirect to.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const fields = await readPageForm(request);
  const field = (name: string) => (typeof fields[name] === "string" ? fields[name] : "");
  const text = field("text").slice(0, 5000);
  const target = TARGET_LANGUAGES.some((l) => l.code === field("targetLanguage")) ? field("targetLanguage") : "es";
  const answer = (body: DemoAnswer, status = 200) => data(body, { status, headers: PRIVATE_PAGE });
  if (!text.trim()) return answer({ text, target, textRequired: true }, 400);
  const api = await getPageApi(context)("POST", "/api/translation/translate", {
    text: text.trim(),
    targetLanguage: target,
    sourceLanguage: SOURCE_LANGUAGE,
  });
  const body = (api.body ?? {}) as { translatedText?: unknown; message?: unknown };
  if (api.status < 300 && typeof body.translatedText === "string") return answer({ text, target, translated: body.translatedText });
  return answer({ text, target, failure: typeof body.message === "string" ? body.message : "" }, api.status >= 400 ? api.status : 502);
}

type Parameter = { name: string; type: string; meaningKey: MessageKey };
type Endpoint = {
  path: string;
  summaryKey: MessageKey;
  pathParameters?: Parameter[];
  queryParameters?: Parameter[];
  sample: string;
};

/** The public recipe API as served by src/server/domains/recipes/routes.ts. */
const ENDPOINTS: Endpoint[] = [
  {
    path: "/api/recipes",
    summaryKey: "language.demo.recipes.summary",
    queryParameters: [
      { name: "category", type: "string", meaningKey: "language.demo.recipes.category" },
      { name: "cuisine", type: "string", meaningKey: "language.demo.recipes.cuisine" },
      { name: "dietType", type: "string", meaningKey: "language.demo.recipes.dietType" },
      { name: "search", type: "string", meaningKey: "language.demo.recipes.search" },
      { name: "page", type: "integer", meaningKey: "language.demo.recipes.page" },
      { name: "limit", type: "integer", meaningKey: "language.demo.recipes.limit" },
      { name: "featured", type: "boolean", meaningKey: "language.demo.recipes.featured" },
    ],
    sample: `{
  "recipes": [
    {
      "id": 12,
      "title": "Golden Moong Dal",
      "description": "Split mung beans simmered with turmeric…",
      "image": "/images/recipes/12.webp",
      "cuisine": "indian",
      "category": "main-course",
      "dietType": "vegan",
      "difficulty": "easy",
      "prepTime": 10,
      "cookTime": 30,
      "servings": 4,
      "rating": 4.8,
      "reviewCount": 126,
      "featured": true
    }
  ],
  "total": 240,
  "totalPages": 20
}`,
  },
  {
    path: "/api/recipes/{id}",
    summaryKey: "language.demo.recipe.summary",
    pathParameters: [{ name: "id", type: "integer", meaningKey: "language.demo.recipe.id" }],
    sample: `{
  "id": 12,
  "title": "Golden Moong Dal",
  "cuisine": "indian",
  "prepTime": 10,
  "cookTime": 30,
  "servings": 4,
  "tags": ["dal", "comfort"],
  "ingredients": [{ "amount": "1", "unit": "cup", "name": "split mung beans" }],
  "instructions": ["Rinse the beans until the water runs clear…"],
  "nutritionFacts": { "calories": 310, "protein": 18, "carbs": 45, "fat": 7 },
  "ayurvedicProperties": {
    "vata": "balancing", "pitta": "balancing", "kapha": "neutral",
    "dosha": "tridoshic", "season": ["winter"], "taste": ["sweet", "astringent"]
  },
  "healthBenefits": ["Easy to digest"],
  "createdAt": "2025-03-14T09:00:00.000Z"
}`,
  },
  {
    path: "/api/categories",
    summaryKey: "language.demo.categories.summary",
    sample: `[
  { "id": 1, "name": "breakfast", "displayName": "Breakfast" },
  { "id": 2, "name": "main-course", "displayName": "Main Course" }
]`,
  },
  {
    path: "/api/cuisines",
    summaryKey: "language.demo.cuisines.summary",
    sample: `[
  { "id": 1, "name": "indian", "displayName": "Indian", "flag": "in" },
  { "id": 2, "name": "italian", "displayName": "Italian", "flag": "it" }
]`,
  },
  {
    path: "/api/diet-types",
    summaryKey: "language.demo.dietTypes.summary",
    sample: `[
  { "id": 1, "name": "vegetarian", "displayName": "Vegetarian" },
  { "id": 2, "name": "vegan", "displayName": "Vegan" }
]`,
  },
];

const CARD = "rounded-[var(--radius-card)] border border-line bg-paper p-5 shadow-card sm:p-7";

export default function ApiDemoRoute() {
  const { t, language } = useI18n();
  return (
    <div className="container-page py-12 sm:py-16">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 rounded-full bg-herb-light px-4 py-1.5 text-sm font-semibold text-herb-dark">
          <Code2 className="size-4" aria-hidden />
          {t("language.demo.eyebrow")}
        </p>
        <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">{t("language.demo.title")}</h1>
        <p className="mt-4 text-lg text-ink-soft">{t("language.demo.intro")}</p>
      </header>
      <TranslationDemo initialTarget={language === SOURCE_LANGUAGE ? "es" : language} server={useActionData<typeof action>()} />
      <RecipeApiReference />
      <FullApiReference />
    </div>
  );
}

function TranslationDemo({ initialTarget, server }: { initialTarget: string; server?: DemoAnswer }) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const { translating, translatePage } = usePageTranslation();
  const hydrated = useHydrated();
  const ids = useId();
  // The form sent without JavaScript comes back with its text, its language and the answer.
  const [text, setText] = useState(server?.text ?? "");
  const [target, setTarget] = useState(server?.target ?? initialTarget);
  const [fieldError, setFieldError] = useState<string | null>(server?.textRequired ? t("language.demo.textRequired") : null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ text: string; language: string } | null>(
    server?.translated !== undefined ? { text: server.translated, language: server.target } : null,
  );
  const [failure, setFailure] = useState<string | null>(server?.failure ?? null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(textArea, text, setText);
  const [pageTranslated, setPageTranslated] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setFieldError(t("language.demo.textRequired"));
      return;
    }
    setFieldError(null);
    setFailure(null);
    setResult(null);
    setPending(true);
    try {
      setResult({ text: await requestTranslation(trimmed, target), language: target });
    } catch (error) {
      console.error("Translation failed", error);
      setFailure(error instanceof ApiRequestError && error.body?.message ? error.body.message : "");
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={`${ids}-title`} className={`${CARD} mt-10`}>
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-saffron-light text-herb-dark">
          <Languages className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id={`${ids}-title`} className="text-2xl font-semibold">
            {t("language.demo.translateTitle")}
          </h2>
          <p className="mt-1 text-ink-soft">{t("language.demo.translateBody")}</p>
        </div>
      </div>

      <form
        method="post"
        action={pagePath(paths.apiDemo)}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-6 grid gap-5 lg:grid-cols-[1fr_16rem]"
      >
        <div className="lg:row-span-2">
          <label htmlFor={`${ids}-text`} className="block text-sm font-semibold">
            {t("language.demo.textLabel")}
          </label>
          <textarea
            ref={textArea}
            id={`${ids}-text`}
            name="text"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (fieldError && event.target.value.trim()) setFieldError(null);
            }}
            rows={4}
            maxLength={5000}
            required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${ids}-text-error` : undefined}
            placeholder={t("language.demo.textPlaceholder")}
            className="notranslate mt-2 w-full resize-y rounded-2xl border border-line bg-cream px-4 py-3 outline-none focus:border-herb focus-visible:ring-2 focus-visible:ring-herb/30 aria-[invalid=true]:border-chili"
          />
          {fieldError ? (
            <p id={`${ids}-text-error`} role="alert" className="mt-2 flex items-center gap-1.5 text-sm font-medium text-chili">
              <AlertCircle className="size-4 shrink-0" aria-hidden />
              {fieldError}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${ids}-target`} className="block text-sm font-semibold">
            {t("language.demo.targetLabel")}
          </label>
          <select
            id={`${ids}-target`}
            name="targetLanguage"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            className="notranslate mt-2 h-11 w-full rounded-full border border-line bg-paper px-4 text-sm outline-none focus:border-herb focus-visible:ring-2 focus-visible:ring-herb/30"
          >
            {TARGET_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.nativeName} · {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="self-end">
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden /> : null}
            {pending ? t("language.demo.submitting") : t("language.demo.submit")}
          </Button>
        </div>
      </form>

      <div aria-live="polite" className="mt-5 empty:hidden">
        {result ? (
          <figure className="rounded-2xl border border-herb/25 bg-herb-light/60 p-4">
            <figcaption className="text-xs font-semibold tracking-wider text-herb-dark uppercase">{t("language.demo.result")}</figcaption>
            <p
              data-no-translate
              lang={result.language}
              dir="auto"
              className="mt-1 text-lg whitespace-pre-wrap text-ink"
              data-testid="translation-result"
            >
              {result.text}
            </p>
          </figure>
        ) : null}
        {failure !== null ? (
          <div role="alert" className="flex items-start gap-3 rounded-2xl border border-chili/30 bg-chili/5 p-4 text-chili">
            <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
            <div>
              <p className="font-semibold">{t("language.demo.failed")}</p>
              {failure ? <p className="mt-0.5 text-sm">{failure}</p> : null}
            </div>
          </div>
        ) : null}
      </div>

      {/* Translating the page in place is the browser's work: offered once the script runs. */}
      {hydrated ? (
        <div className="mt-8 flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="max-w-xl">
            <h3 className="text-lg font-semibold">{t("language.demo.pageTitle")}</h3>
            <p className="mt-1 text-sm text-ink-soft">{t("language.demo.pageBody")}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="accent" disabled={translating} onClick={() => void translatePage(target).then(() => setPageTranslated(true))}>
              <Languages aria-hidden />
              {t("language.demo.pageButton")}
            </Button>
            {pageTranslated ? (
              <Button variant="outline" onClick={() => void translatePage(SOURCE_LANGUAGE)}>
                <RotateCcw aria-hidden />
                {t("language.demo.pageRestore")}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function RecipeApiReference() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="recipe-api" className="mt-14">
      <h2 id="recipe-api" className="text-3xl font-semibold">
        {t("language.demo.apiTitle")}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-soft">{t("language.demo.apiBody")}</p>
      <div className="mt-8 grid gap-6">
        {ENDPOINTS.map((endpoint) => (
          <article key={endpoint.path} aria-labelledby={`endpoint-${slug(endpoint.path)}`} className={CARD}>
            <h3 id={`endpoint-${slug(endpoint.path)}`} className="flex flex-wrap items-center gap-2 font-sans text-base font-semibold">
              <span translate="no" className="rounded-md bg-herb px-2 py-0.5 text-xs font-bold tracking-wider text-white">
                GET
              </span>
              <code className="text-lg break-all text-ink">{endpoint.path}</code>
            </h3>
            <p className="mt-2 text-ink-soft">{t(endpoint.summaryKey)}</p>
            <div className="mt-5 grid gap-6 lg:grid-cols-2">
              <div>
                {endpoint.pathParameters ? (
                  <ParameterTable title={t("language.demo.pathParameters")} parameters={endpoint.pathParameters} />
                ) : null}
                {endpoint.queryParameters ? (
                  <ParameterTable title={t("language.demo.parameters")} parameters={endpoint.queryParameters} />
                ) : null}
                {!endpoint.pathParameters && !endpoint.queryParameters ? (
                  <p className="text-sm text-ink-soft">{t("language.demo.noParameters")}</p>
                ) : null}
              </div>
              <div className="min-w-0">
                <h4 className="text-sm font-semibold">{t("language.demo.sampleResponse")}</h4>
                <pre
                  dir="ltr"
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling code sample must take keyboard focus to scroll (axe: scrollable-region-focusable)
                  tabIndex={0}
                  className="mt-2 max-h-96 overflow-auto rounded-2xl bg-ink p-4 text-start text-xs leading-relaxed text-cream"
                >
                  <code>{endpoint.sample}</code>
                </pre>
              </div>
            </div>
          </article>
        ))}
      </div>
      <p className="mt-6 max-w-3xl text-sm text-ink-soft">{t("language.demo.errors")}</p>
    </section>
  );
}

/** The generated reference of every endpoint, shown in a frame: its files load with this page only. */
function FullApiReference() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="full-api" className="mt-14">
      <h2 id="full-api" className="text-3xl font-semibold">
        {t("language.demo.referenceTitle")}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-soft">{t("language.demo.referenceBody")}</p>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <a href={paths.apiReference} className="text-herb underline-offset-4 hover:underline">
          {t("language.demo.referenceOpen")}
        </a>
        <a href={paths.openApiDocument} className="text-herb underline-offset-4 hover:underline">
          {t("language.demo.referenceDocument")}
        </a>
      </p>
      <iframe
        src={paths.apiReference}
        title={t("language.demo.referenceFrame")}
        loading="lazy"
        className="mt-6 h-[80vh] min-h-[32rem] w-full rounded-[var(--radius-card)] border border-line/70 bg-paper"
      />
    </section>
  );
}

function ParameterTable({ title, parameters }: { title: string; parameters: Parameter[] }) {
  const { t } = useI18n();
  return (
    <div className="mb-4">
      <h4 className="text-sm font-semibold">{title}</h4>
      <table className="mt-2 w-full text-start text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t("language.demo.parameter")}</th>
            <th scope="col">{t("language.demo.meaning")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {parameters.map((p) => (
            <tr key={p.name} className="align-top">
              <th scope="row" className="py-2 pe-4 text-start font-normal whitespace-nowrap">
                <code className="font-semibold text-herb-dark">{p.name}</code>
                <span translate="no" className="block text-xs text-ink-soft">
                  {p.type}
                </span>
              </th>
              <td className="py-2 text-ink-soft">{t(p.meaningKey)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function slug(path: string) {
  return path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");
}
