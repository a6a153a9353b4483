import { Check } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { filterLanguages, LANGUAGE_LIST_CAP, SUPPORTED_LANGUAGES, type Language } from "../../../shared/languages";
import { Flag } from "~/components/ui/flag";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";

/**
 * The open language menu: a combobox over English and native names, at most 50 entries, a check
 * on the current one. Loaded on first open, with the list of languages it needs.
 */
export default function LanguagePanel({
  baseId,
  onChoose,
  onClose,
}: {
  baseId: string;
  onChoose: (entry: Language) => void;
  onClose: (returnFocus: boolean) => void;
}) {
  const { t, language } = useI18n();
  const [query, setQuery] = useState("");
  // Opening starts on the current language (when it is among the first entries).
  const currentIndex = () =>
    Math.max(
      0,
      SUPPORTED_LANGUAGES.slice(0, LANGUAGE_LIST_CAP).findIndex((l) => l.code === language),
    );
  const [active, setActive] = useState(currentIndex);
  const searchRef = useRef<HTMLInputElement>(null);
  const listId = `${baseId}-list`;
  const matches = useMemo(() => filterLanguages(SUPPORTED_LANGUAGES, query), [query]);
  const shown = matches.slice(0, LANGUAGE_LIST_CAP);
  const optionId = (code: string) => `${baseId}-option-${code}`;
  const choose = (code: string) => {
    const entry = SUPPORTED_LANGUAGES.find((l) => l.code === code);
    if (entry) onChoose(entry);
  };
  const close = onClose;

  useEffect(() => searchRef.current?.focus(), []);

  useEffect(() => {
    const option = shown[active] ? document.getElementById(optionId(shown[active].code)) : null;
    option?.scrollIntoView({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only moving the active option scrolls; `shown` is a new array on every render
  }, [active]);

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
        onChange={(event) => {
          // Filtering starts on the first match; clearing the search returns to the current language.
          setQuery(event.target.value);
          setActive(event.target.value ? 0 : currentIndex());
        }}
        onKeyDown={onSearchKey}
        placeholder={t("language.search")}
        className="mb-2 h-11 w-full rounded-xl border border-line bg-cream px-3 text-sm outline-none focus:border-herb focus-visible:ring-2 focus-visible:ring-herb/30"
      />
      <ul id={listId} role="listbox" aria-label={t("language.choose")} className="max-h-72 overflow-y-auto overscroll-contain">
        {shown.map((entry, index) => {
          const selected = entry.code === language;
          return (
            // Options are chosen from the keyboard through the combobox (aria-activedescendant),
            // as the ARIA combobox pattern does; the click handler serves the pointer only.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard reaches options through the combobox, as said above
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
              <Flag code={entry.flag} width={24} />
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
  );
}
