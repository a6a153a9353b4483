import { Check, Globe, Loader2 } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { filterLanguages, LANGUAGE_LIST_CAP, SUPPORTED_LANGUAGES } from "../../../shared/languages";
import { useI18n } from "~/lib/i18n";
import { isUiLocale } from "~/lib/i18n/locales";
import { cn } from "~/lib/cn";

const SWITCH_DELAY_MS = 300;

/** The language dropdown: a search box over English and native names, capped at 50 entries. */
export function LanguagePicker() {
  const { t, locale, setLocale } = useI18n();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [switching, setSwitching] = useState(false);
  const listId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // A light disclosure instead of a popover library: focus moves in on open, and Escape or a
  // click outside closes it.
  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  const matches = useMemo(() => filterLanguages(SUPPORTED_LANGUAGES, query), [query]);
  const shown = matches.slice(0, LANGUAGE_LIST_CAP);
  const current = SUPPORTED_LANGUAGES.find((l) => l.code === locale) ?? SUPPORTED_LANGUAGES[0];

  const choose = (code: string) => {
    setOpen(false);
    triggerRef.current?.focus();
    setQuery("");
    if (!isUiLocale(code) || code === locale) return;
    setSwitching(true);
    setTimeout(() => {
      setLocale(code);
      setSwitching(false);
    }, SWITCH_DELAY_MS);
  };

  const moveFocus = (from: HTMLElement, step: number) => {
    const items = Array.from(document.querySelectorAll<HTMLElement>(`[data-language-list="${listId}"] [role="option"]`));
    const index = items.indexOf(from);
    const next = items[index + step];
    if (next) next.focus();
    else if (step < 0) searchRef.current?.focus();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={open ? `${listId}-panel` : undefined}
        className="inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ink hover:bg-sand"
        aria-label={`${t("language.label")}: ${current.nativeName}`}
      >
        {switching ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Globe className="size-4" aria-hidden />}
        <span className="uppercase">{current.code}</span>
        {switching ? <span className="sr-only" role="status">{t("language.switching")}</span> : null}
      </button>
      {open ? (
        <div
          id={`${listId}-panel`}
          className="absolute end-0 top-full z-50 mt-1.5 w-72 max-w-[calc(100vw-2rem)] rounded-2xl border border-line bg-paper p-2 shadow-lift"
        >
          <label className="sr-only" htmlFor={`${listId}-search`}>
            {t("language.search")}
          </label>
          <input
            id={`${listId}-search`}
            ref={searchRef}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "ArrowDown") {
                e.preventDefault();
                document.querySelector<HTMLElement>(`[data-language-list="${listId}"] [role="option"]`)?.focus();
              }
              if (e.key === "Enter" && shown[0]) choose(shown[0].code);
            }}
            placeholder={t("language.search")}
            className="mb-2 h-10 w-full rounded-xl border border-line bg-cream px-3 text-sm outline-none focus:border-herb"
            aria-controls={listId}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={t("language.choose")}
            data-language-list={listId}
            className="max-h-72 overflow-y-auto"
          >
            {shown.map((language) => {
              const selected = language.code === locale;
              return (
                <div
                  key={language.code}
                  role="option"
                  tabIndex={-1}
                  aria-selected={selected}
                  lang={language.code}
                  onClick={() => choose(language.code)}
                  onKeyDown={(e) => {
                    if (e.key === "Enter" || e.key === " ") {
                      e.preventDefault();
                      choose(language.code);
                    } else if (e.key === "ArrowDown") {
                      e.preventDefault();
                      moveFocus(e.currentTarget, 1);
                    } else if (e.key === "ArrowUp") {
                      e.preventDefault();
                      moveFocus(e.currentTarget, -1);
                    }
                  }}
                  className={cn(
                    "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm outline-none hover:bg-sand focus:bg-sand",
                    selected && "font-semibold text-herb-dark",
                  )}
                >
                  <span aria-hidden className="text-lg">{language.flag}</span>
                  <span className="flex-1">
                    {language.nativeName}
                    <span className="ms-2 text-xs text-ink-soft">{language.name}</span>
                  </span>
                  {selected ? <Check className="size-4" aria-hidden /> : null}
                </div>
              );
            })}
            {matches.length === 0 ? (
              <p className="px-3 py-4 text-sm text-ink-soft">{t("language.none", { query })}</p>
            ) : null}
          </div>
          {matches.length > LANGUAGE_LIST_CAP ? (
            <p className="border-t border-line px-3 pt-2 text-xs text-ink-soft">
              {t("language.more", { count: matches.length - LANGUAGE_LIST_CAP })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
