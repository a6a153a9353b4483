import { Check, ChevronDown, Globe, Loader2 } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { filterLanguages, findLanguage, LANGUAGE_LIST_CAP, SUPPORTED_LANGUAGES } from "../../../shared/languages";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";

const SWITCH_DELAY_MS = 300;

/**
 * The language menu (spec 1 §2): a search box over English and native names, at most 50 entries
 * with a check on the current one. The search box is a combobox: arrows move through the list,
 * Enter chooses, Escape closes and focus returns to the button.
 */
export function LanguagePicker() {
  const { t, language, setLanguage } = useI18n();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [switching, setSwitching] = useState(false);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const searchRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const matches = useMemo(() => filterLanguages(SUPPORTED_LANGUAGES, query), [query]);
  const shown = matches.slice(0, LANGUAGE_LIST_CAP);
  const current = findLanguage(language) ?? SUPPORTED_LANGUAGES[0];
  const optionId = (code: string) => `${baseId}-option-${code}`;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setQuery("");
    if (returnFocus) triggerRef.current?.focus();
  };

  // A light popover instead of a library: focus moves in on open; a click or focus outside closes.
  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open]);

  // Opening starts on the current language; filtering starts on the first match.
  useEffect(() => {
    if (!open) return;
    const index = query ? 0 : shown.findIndex((l) => l.code === language);
    setActive(Math.max(0, index));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, query]);

  useEffect(() => {
    if (!open) return;
    const option = shown[active] ? document.getElementById(optionId(shown[active].code)) : null;
    option?.scrollIntoView({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, open]);

  const choose = (code: string) => {
    close(true);
    if (code === language) return;
    setSwitching(true);
    setTimeout(() => {
      setLanguage(code);
      setSwitching(false);
    }, SWITCH_DELAY_MS);
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setActive((index) => Math.min(last, index + 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        setActive((index) => Math.max(0, index - 1));
        break;
      case "PageDown":
        event.preventDefault();
        setActive((index) => Math.min(last, index + 8));
        break;
      case "PageUp":
        event.preventDefault();
        setActive((index) => Math.max(0, index - 8));
        break;
      case "Enter":
        event.preventDefault();
        if (shown[active]) choose(shown[active].code);
        break;
      case "Escape":
        event.preventDefault();
        close(true);
        break;
      case "Tab":
        close(false);
        break;
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? `${baseId}-panel` : undefined}
        className="inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink hover:bg-sand"
        aria-label={`${t("language.label")}: ${current.nativeName}`}
      >
        {switching ? (
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
        ) : (
          <Globe className="size-4" aria-hidden />
        )}
        <span translate="no" className="uppercase sm:hidden">{current.code.split("-")[0]}</span>
        <span translate="no" className="hidden max-w-28 truncate sm:inline" lang={current.code}>
          {current.nativeName}
        </span>
        <ChevronDown className={cn("hidden size-3.5 text-ink-soft transition-transform sm:block", open && "rotate-180")} aria-hidden />
        {switching ? (
          <span className="sr-only" role="status">
            {t("language.switching")}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={`${baseId}-panel`}
          role="dialog"
          aria-label={t("language.choose")}
          data-no-translate
          className="absolute end-0 top-full z-50 mt-1.5 w-80 max-w-[calc(100vw-2rem)] rounded-2xl border border-line bg-paper p-2 shadow-lift animate-[fade-in_120ms_ease-out]"
        >
          <label className="mb-1 block px-1 text-xs font-semibold text-ink-soft" htmlFor={`${baseId}-search`}>
            {t("language.searchLabel")}
          </label>
          <input
            id={`${baseId}-search`}
            ref={searchRef}
            type="text"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown[active] ? optionId(shown[active].code) : undefined}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKey}
            placeholder={t("language.search")}
            className="mb-2 h-11 w-full rounded-xl border border-line bg-cream px-3 text-sm outline-none focus:border-herb focus-visible:ring-2 focus-visible:ring-herb/30"
          />
          <ul id={listId} role="listbox" aria-label={t("language.choose")} className="max-h-72 overflow-y-auto overscroll-contain">
            {shown.map((entry, index) => {
              const selected = entry.code === language;
              return (
                <li
                  key={entry.code}
                  id={optionId(entry.code)}
                  role="option"
                  aria-selected={selected}
                  onPointerMove={() => setActive(index)}
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => choose(entry.code)}
                  className={cn(
                    "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm",
                    index === active && "bg-sand outline-2 outline-herb/40",
                    selected && "font-semibold text-herb-dark",
                  )}
                >
                  <span aria-hidden className="text-lg leading-none">
                    {entry.flag}
                  </span>
                  <span className="min-w-0 flex-1 truncate">
                    <span lang={entry.code} dir="auto">
                      {entry.nativeName}
                    </span>
                    <span className="ms-2 text-xs font-normal text-ink-soft">{entry.name}</span>
                  </span>
                  {selected ? <Check className="size-4 shrink-0" aria-hidden /> : null}
                </li>
              );
            })}
          </ul>
          {matches.length === 0 ? <p className="px-3 py-4 text-sm text-ink-soft">{t("language.none", { query })}</p> : null}
          {matches.length > LANGUAGE_LIST_CAP ? (
            <p className="border-t border-line px-3 pt-2 pb-1 text-xs text-ink-soft" aria-live="polite">
              {t("language.more", { count: matches.length - LANGUAGE_LIST_CAP })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
