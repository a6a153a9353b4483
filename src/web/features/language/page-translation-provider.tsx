import { Loader2 } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useToast } from "~/components/ui/toast";
import { subscribeToLocale, useI18n } from "~/lib/i18n";
import { isUiLocale, machineTranslationScope } from "~/lib/i18n/locales";
import type { PageTranslator } from "./page-translation";

// The engine's client code is only fetched by visitors who need it.
const loadPageTranslation = () => import("./page-translation");

type PageTranslationValue = {
  /** True while a page translation has texts out at the engine. */
  translating: boolean;
  /** Machine-translates the page as it stands into `language` (en reloads the page). */
  translatePage: (language: string) => Promise<void>;
};

const PageTranslationContext = createContext<PageTranslationValue | null>(null);

/**
 * Keeps the page in the chosen language: its content (database text) in every language but
 * English, and the interface too where no UI catalogue exists. Translates after hydration, after
 * each navigation and whenever the site renders new text, and shows the banner meanwhile. The
 * work happens here in the browser rather than in the server's HTML: page-translation.ts says why.
 */
export function PageTranslationProvider({ children }: { children: ReactNode }) {
  const { language, t } = useI18n();
  const { toast } = useToast();
  const location = useLocation();
  const [translating, setTranslating] = useState(false);
  const translatorRef = useRef<PageTranslator | null>(null);
  const languageRef = useRef(language);
  const noticeShown = useRef(false);
  const noticeText = useRef({ title: "", body: "" });
  const unavailableTitle = t("language.unavailableTitle");
  const unavailableBody = t("language.unavailableBody");
  // The translator's callbacks read the latest values; refs are written after render, and this
  // effect comes first so the passes scheduled by the effects below already see them.
  useEffect(() => {
    languageRef.current = language;
    noticeText.current = { title: unavailableTitle, body: unavailableBody };
  }, [language, unavailableTitle, unavailableBody]);

  const ensureRef = useRef<() => Promise<PageTranslator | null>>(async () => null);

  // Created after hydration only: nothing may touch the DOM React is still adopting.
  useEffect(() => {
    let disposed = false;
    ensureRef.current = async () => {
      if (translatorRef.current) return translatorRef.current;
      const { createPageTranslator } = await loadPageTranslation();
      if (disposed) return null;
      if (!translatorRef.current) {
        const translator = createPageTranslator({
          getAutomaticTarget: () => {
            const scope = machineTranslationScope(languageRef.current);
            return scope ? { language: languageRef.current, scope } : null;
          },
          onBusyChange: setTranslating,
          onUnavailable: () => {
            if (noticeShown.current) return;
            noticeShown.current = true;
            toast({ title: noticeText.current.title, description: noticeText.current.body, durationMs: 8000 });
          },
        });
        translator.observe();
        translatorRef.current = translator;
      }
      return translatorRef.current;
    };
    const unsubscribe = subscribeToLocale((next, previous) => {
      const translator = translatorRef.current;
      if (next === previous || !translator) return;
      translator.resetFailures();
      if (next === "en") {
        // Back to English reloads, so every text is the page's own again.
        if (translator.hasMachineText) window.location.reload();
      } else if (isUiLocale(next)) {
        // The catalogue renders the interface, so machine text goes (the interface's, after a
        // language without a catalogue, and the content's in the previous language); the pass
        // that follows translates the content again from its original text.
        translator.restoreOriginals();
      }
    });
    return () => {
      disposed = true;
      unsubscribe();
      translatorRef.current?.disconnect();
      translatorRef.current = null;
    };
  }, [toast]);

  // A new language or a new page: translate once React has committed it.
  useEffect(() => {
    if (!machineTranslationScope(language)) return;
    void ensureRef.current().then((translator) => translator?.refresh(0));
  }, [language, location.pathname, location.search]);

  const translatePage = useCallback(async (target: string) => {
    if (target === "en") {
      if (translatorRef.current?.hasMachineText) window.location.reload();
      return;
    }
    const translator = await ensureRef.current();
    if (!translator) return;
    translator.resetFailures();
    await translator.translatePage(target);
  }, []);

  const value = useMemo(() => ({ translating, translatePage }), [translating, translatePage]);
  return (
    <PageTranslationContext.Provider value={value}>
      {children}
      <TranslatingBanner visible={translating} label={t("language.translating")} />
    </PageTranslationContext.Provider>
  );
}

function TranslatingBanner({ visible, label }: { visible: boolean; label: string }) {
  // The live region stays in the page so screen readers hear the text when it appears; the
  // status role sits on the banner itself, which exists only while a translation runs.
  return (
    <div aria-live="polite" data-no-translate className="pointer-events-none fixed inset-x-0 top-[4.75rem] z-[65] flex justify-center px-4">
      {visible ? (
        <p
          role="status"
          className="inline-flex items-center gap-2 rounded-full bg-herb-dark px-4 py-2 text-sm font-semibold text-white shadow-lift animate-[fade-in_200ms_ease-out]"
        >
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          {label}
        </p>
      ) : null}
    </div>
  );
}

export function usePageTranslation(): PageTranslationValue {
  const value = useContext(PageTranslationContext);
  if (!value) throw new Error("usePageTranslation must be used within a PageTranslationProvider");
  return value;
}
