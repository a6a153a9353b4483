import { ChevronDown, Loader2 } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { Language } from "../../../shared/languages";
import { hasLanguageVersions, isAddressedLanguage, languageOfPath, pathInLanguage } from "../../../shared/page-languages";

const LanguagePanel = lazy(() => import("./language-panel"));
import { Flag } from "~/components/ui/flag";
import { saveLanguageChoice, useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";

const SWITCH_DELAY_MS = 300;

/**
 * The language menu: a search box over English and native names, at most 50 entries
 * with a check on the current one. The search box is a combobox: arrows move through the list,
 * Enter chooses, Escape closes and focus returns to the button.
 */
export function LanguagePicker() {
  const { t, language, setLanguage } = useI18n();
  const [open, setOpen] = useState(false);
  const [switching, setSwitching] = useState(false);
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // The label and flag come from the server (which knows every language) until the visitor picks
  // another: the list of languages loads only with the open panel.
  const root = useRouteLoaderData<{ languageName?: string; languageFlag?: string | null }>("root");
  const [chosen, setChosen] = useState<{ code: string; name: string; flag: string | null } | null>(null);
  const currentName = chosen?.code === language ? chosen.name : (root?.languageName ?? language);
  const currentFlag = chosen?.code === language ? chosen.flag : (root?.languageFlag ?? null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  // A light popover instead of a library: focus moves in on open; a click or focus outside closes.
  useEffect(() => {
    if (!open) return;
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

  const choose = (entry: Language) => {
    close(true);
    if (entry.code === language) return;
    setSwitching(true);
    // Spanish, French and English pages have addresses of their own: the visitor goes to this
    // page's. The other languages are the English page translated here, in the browser.
    const { pathname, search, hash } = window.location;
    const target = isAddressedLanguage(entry.code) ? entry.code : languageOfPath(pathname) !== "en" ? "en" : null;
    if (hasLanguageVersions(pathname) && target) {
      saveLanguageChoice(entry.code);
      window.location.assign(pathInLanguage(target, pathname + search) + hash);
      return;
    }
    setTimeout(() => {
      setChosen({ code: entry.code, name: entry.nativeName, flag: entry.flag });
      setLanguage(entry.code);
      setSwitching(false);
    }, SWITCH_DELAY_MS);
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
        aria-label={`${t("language.label")}: ${currentName}`}
      >
        {/* One fixed 20×15 box for the flag and the spinner, so the button never changes width. */}
        <span className="inline-flex h-[15px] w-5 shrink-0 items-center justify-center">
          {switching ? (
            <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          ) : (
            <Flag code={currentFlag} width={20} eager />
          )}
        </span>
        <span translate="no" className="uppercase sm:hidden">
          {language.split("-")[0]}
        </span>
        <span translate="no" className="hidden max-w-28 truncate sm:inline" lang={language}>
          {currentName}
        </span>
        <ChevronDown className={cn("hidden size-3.5 text-ink-soft transition-transform sm:block", open && "rotate-180")} aria-hidden />
        {switching ? (
          <span className="sr-only" role="status">
            {t("language.switching")}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LanguagePanel baseId={baseId} onChoose={choose} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
