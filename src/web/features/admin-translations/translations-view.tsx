import { ExternalLink, LoaderCircle, RotateCcw, Save } from "lucide-react";
import { useId, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { pathInLanguage } from "../../../shared/page-languages";
import {
  TRANSLATION_CORRECTION_MAX,
  TRANSLATION_DESK_LANGUAGES,
  TRANSLATION_DESK_STATES,
  translationDeskMessages,
  type TranslationDeskLanguage,
  type TranslationDeskState,
  type TranslationText,
  type TranslationTextPage,
} from "../../../shared/schemas/translation-desk";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { usePageFormState, type PageFormState } from "~/lib/page-form";
import { useHydrated } from "~/lib/use-hydrated";
import { AdminPageHeader } from "~/features/admin/admin-shell";
import { isSessionLost } from "~/features/admin-review/review-api";
import { ApprovalPager, SearchForm, signInAgain, useDateFormat, usePageLoading } from "~/features/admin-review/review-parts";
import { Badge, FilterPills, ListBody } from "~/features/admin-people/people-parts";
import { translationsApi } from "./translations-api";
import { DONE_PARAMETER, TEXT_FIELDS, anchorOf, type DeskIntent } from "./translations-form";

export type TranslationsData = {
  language: TranslationDeskLanguage | undefined;
  address: string;
  state: TranslationDeskState | undefined;
  done: "saved" | "reverted" | null;
  list: TranslationTextPage;
};

/** The API's English refusals, by the catalogue key that says them in the admin's language. */
const KEY_OF = new Map<string, MessageKey>(
  Object.entries(translationDeskMessages).map(([key, text]) => [text, `adminTranslations.message.${key}` as MessageKey]),
);

const FIELD =
  "w-full rounded-xl border border-line bg-paper px-3.5 py-2.5 text-sm outline-none placeholder:text-ink-soft/70 focus:border-herb focus:ring-2 focus:ring-herb/20";

/** /admin/translations: the texts of the Spanish and French pages, page by page, each correctable. */
export function TranslationsView({ data }: { data: TranslationsData }) {
  const { t } = useI18n();
  const loading = usePageLoading();
  const formState = usePageFormState();
  const { list } = data;
  const groups = groupByPage(list.data);

  return (
    <>
      <AdminPageHeader
        title={t("adminTranslations.title")}
        intro={`${t("adminTranslations.intro")} ${t("adminTranslations.sharedHint")}`}
      />
      {data.done ? (
        <p role="status" className="mb-5 rounded-xl bg-herb-light px-4 py-3 text-sm font-semibold text-herb-dark ring-1 ring-herb/25">
          {t(data.done === "saved" ? "adminTranslations.saved" : "adminTranslations.reverted")}
        </p>
      ) : null}

      <div className="mb-6 flex flex-col gap-3 xl:flex-row xl:flex-wrap xl:items-center xl:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <FilterPills
            param="language"
            value={data.language}
            label={t("adminTranslations.languageFilter")}
            options={[
              { value: undefined, label: t("adminTranslations.all") },
              ...TRANSLATION_DESK_LANGUAGES.map((language) => ({
                value: language,
                label: t(`adminTranslations.language.${language}` as MessageKey),
              })),
            ]}
          />
          <FilterPills
            param="state"
            value={data.state}
            label={t("adminTranslations.stateFilter")}
            options={[
              { value: undefined, label: t("adminTranslations.all") },
              ...TRANSLATION_DESK_STATES.map((state) => ({ value: state, label: t(`adminTranslations.state.${state}` as MessageKey) })),
            ]}
          />
        </div>
        <AddressSearch data={data} />
      </div>

      <ListBody
        loading={loading}
        empty={list.data.length === 0}
        emptyMessage={t(data.address || data.language || data.state ? "adminTranslations.emptyFiltered" : "adminTranslations.empty")}
        filtered={Boolean(data.address || data.language || data.state)}
      >
        <p className="mb-3 text-sm text-ink-soft" data-testid="translation-total">
          {t("adminTranslations.total", { count: list.total })}
        </p>
        <div className="space-y-6">
          {groups.map((group) => (
            <PageGroup key={`${group.language}${group.path}`} group={group} formState={formState} />
          ))}
        </div>
      </ListBody>
      {loading ? null : <ApprovalPager page={list.page} totalPages={list.totalPages} label={t("adminTranslations.pagerLabel")} />}
    </>
  );
}

/** The address search, keeping the other filters. */
function AddressSearch({ data }: { data: TranslationsData }) {
  const { t } = useI18n();
  return (
    <SearchForm
      value={data.address}
      label={t("adminTranslations.searchLabel")}
      placeholder={t("adminTranslations.searchPlaceholder")}
      keep={{ language: data.language, state: data.state }}
    />
  );
}

type PageTexts = { path: string; language: TranslationDeskLanguage; texts: TranslationText[] };

/** Consecutive texts of one page and language, as the list is ordered. */
function groupByPage(texts: TranslationText[]): PageTexts[] {
  const groups: PageTexts[] = [];
  for (const text of texts) {
    const last = groups.at(-1);
    if (last && last.path === text.path && last.language === text.language) last.texts.push(text);
    else groups.push({ path: text.path, language: text.language, texts: [text] });
  }
  return groups;
}

function PageGroup({ group, formState }: { group: PageTexts; formState: PageFormState | undefined }) {
  const { t } = useI18n();
  const id = useId();
  const languageName = t(`adminTranslations.language.${group.language}` as MessageKey);
  return (
    <section aria-labelledby={id} className="overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-line bg-sand/40 px-4 py-3 sm:px-5">
        <h2 id={id} className="min-w-0 text-base font-semibold break-all">
          {t("adminTranslations.pageHeading", { path: group.path, language: languageName })}
        </h2>
        <a
          href={pathInLanguage(group.language, group.path)}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-herb-dark underline-offset-4 hover:underline"
        >
          {t("adminTranslations.openPage")}
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
      </header>
      <ol className="divide-y divide-line">
        {group.texts.map((text) => (
          // A text whose translation changed (saved here, or by someone else) starts from the new one.
          <TextItem key={`${text.key}|${text.sourceHash}|${text.translation ?? ""}`} text={text} formState={formState} />
        ))}
      </ol>
    </section>
  );
}

/** A text's key in the admin's language: "step 2" → "Step 2"; a key the desk does not know as it is. */
function useKeyLabel() {
  const { t } = useI18n();
  return (key: string) => {
    if (key === "title" || key === "description") return t(`adminTranslations.key.${key}`);
    const match = /^(ingredient|step|health benefit|tag) (\d+)$/.exec(key);
    if (!match) return key;
    const name = match[1] === "health benefit" ? "benefit" : match[1];
    return t(`adminTranslations.key.${name}` as MessageKey, { n: match[2] });
  };
}

function TextItem({ text, formState }: { text: TranslationText; formState: PageFormState | undefined }) {
  const { t } = useI18n();
  const { dateTime } = useDateFormat();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const location = useLocation();
  const hydrated = useHydrated();
  const keyLabel = useKeyLabel();
  const id = useId();
  // The page answered this text's form sent without a script: its typed text and its message.
  const refused =
    formState && formState.values[TEXT_FIELDS.sourceHash] === text.sourceHash && formState.values[TEXT_FIELDS.language] === text.language
      ? formState
      : undefined;
  const [draft, setDraft] = useState(() => {
    const typed = refused?.values[TEXT_FIELDS.text];
    return typeof typed === "string" ? typed : (text.translation ?? "");
  });
  const [busy, setBusy] = useState<DeskIntent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const serverError = refused
    ? refused.errors[TEXT_FIELDS.text]
      ? t(refused.errors[TEXT_FIELDS.text] as MessageKey)
      : t(KEY_OF.get(refused.message ?? "") ?? "adminTranslations.failed")
    : null;
  const shownError = error ?? serverError;
  const languageName = t(`adminTranslations.language.${text.language}` as MessageKey);
  const action = `${location.pathname}${location.search}`;

  async function send(intent: DeskIntent, event: React.FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    if (intent === "correct" && !draft.trim()) {
      setError(t("adminTranslations.message.correctionRequired"));
      return;
    }
    setBusy(intent);
    setError(null);
    try {
      const result =
        intent === "correct"
          ? await translationsApi.correct(text.language, text.sourceHash, draft)
          : await translationsApi.revert(text.language, text.sourceHash);
      setDraft(result.translation ?? "");
      toast({
        title: t("adminTranslations.successTitle"),
        description: t(intent === "correct" ? "adminTranslations.saved" : "adminTranslations.reverted"),
      });
      await revalidator.revalidate();
    } catch (failure) {
      if (isSessionLost(failure)) {
        signInAgain();
        return;
      }
      const body = failure instanceof ApiRequestError ? failure.body : null;
      const known = KEY_OF.get(body?.issues?.[0]?.message ?? body?.message ?? "");
      const message = t(known ?? "adminTranslations.failed");
      setError(message);
      toast({ variant: "destructive", title: t("adminTranslations.errorTitle"), description: message });
    } finally {
      setBusy(null);
    }
  }

  const hidden = (intent: DeskIntent) => (
    <>
      <input type="hidden" name={TEXT_FIELDS.intent} value={intent} />
      <input type="hidden" name={TEXT_FIELDS.language} value={text.language} />
      <input type="hidden" name={TEXT_FIELDS.sourceHash} value={text.sourceHash} />
    </>
  );

  return (
    <li id={anchorOf(text.language, text.sourceHash)} className="scroll-mt-24 px-4 py-4 sm:px-5" data-testid="translation-text">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{keyLabel(text.key)}</span>
        {text.corrected ? <Badge tone="herb">{t("adminTranslations.correctedBadge")}</Badge> : null}
        {text.sourceChanged ? <Badge tone="saffron">{t("adminTranslations.changedBadge")}</Badge> : null}
      </div>
      <div className="mt-2 grid gap-4 md:grid-cols-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-ink-soft">{t("adminTranslations.english")}</p>
          <p lang="en" className="mt-1 text-sm break-words whitespace-pre-line">
            {text.sourceText}
          </p>
          {text.sourceChanged && text.sourceChangedAt ? (
            <div className="mt-3 rounded-xl bg-saffron-light/50 px-3 py-2 text-xs ring-1 ring-saffron/30">
              <p className="font-semibold">{t("adminTranslations.changedOn", { date: dateTime(text.sourceChangedAt) })}</p>
              {text.previousSourceText ? (
                <p lang="en" className="mt-1 break-words">
                  {text.previousSourceText}
                </p>
              ) : null}
              {text.previousTranslation ? (
                <p lang={text.language} className="mt-1 break-words text-ink-soft">
                  {t("adminTranslations.previousTranslation", { text: text.previousTranslation })}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="min-w-0">
          <form method="post" action={action} onSubmit={(event) => void send("correct", event)} noValidate={hydrated}>
            {hidden("correct")}
            <label htmlFor={`${id}-text`} className="text-xs font-semibold text-ink-soft">
              {t("adminTranslations.translation")}
              <span className="sr-only">
                {" "}
                — {t("adminTranslations.correctionLabel", { language: languageName, key: keyLabel(text.key) })}
              </span>
            </label>
            <textarea
              id={`${id}-text`}
              name={TEXT_FIELDS.text}
              lang={text.language}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              rows={Math.min(6, Math.max(2, Math.ceil(Math.max(draft.length, text.sourceText.length) / 60)))}
              maxLength={TRANSLATION_CORRECTION_MAX}
              required
              aria-invalid={shownError ? true : undefined}
              aria-describedby={
                cn((text.translation === null || (text.corrected && text.machineText)) && `${id}-hint`, shownError && `${id}-error`) ||
                undefined
              }
              // Grows with its text where the browser can; the rows are the fallback.
              className={cn(FIELD, "mt-1 max-h-72 min-h-16 field-sizing-content", shownError && "border-chili")}
            />
            {shownError ? (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-chili">
                {shownError}
              </p>
            ) : null}
            {text.translation === null || (text.corrected && text.machineText) ? (
              <p id={`${id}-hint`} className="mt-1 text-xs break-words text-ink-soft">
                {text.translation === null
                  ? t("adminTranslations.notTranslated")
                  : t("adminTranslations.machineWas", { text: text.machineText ?? "" })}
              </p>
            ) : null}
            {text.corrected && text.correctedAt ? (
              <p className="mt-1 text-xs text-ink-soft">
                {t("adminTranslations.correctedBy", { name: text.correctedBy ?? "—", date: dateTime(text.correctedAt) })}
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <Button type="submit" size="sm" disabled={busy !== null}>
                {busy === "correct" ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
                {t(busy === "correct" ? "adminTranslations.saving" : "adminTranslations.save")}
              </Button>
            </div>
          </form>
          {text.corrected && text.machineText ? (
            <form method="post" action={action} onSubmit={(event) => void send("revert", event)} className="mt-2">
              {hidden("revert")}
              <Button type="submit" size="sm" variant="outline" disabled={busy !== null} className={cn("whitespace-normal text-start")}>
                {busy === "revert" ? <LoaderCircle className="animate-spin" aria-hidden /> : <RotateCcw aria-hidden />}
                {t("adminTranslations.revert")}
              </Button>
            </form>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** What a form sent without a script did, from the address it was sent back to. */
export function doneFrom(url: URL): TranslationsData["done"] {
  const done = url.searchParams.get(DONE_PARAMETER);
  return done === "saved" || done === "reverted" ? done : null;
}
