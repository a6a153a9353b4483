import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { en, type Catalogue, type MessageKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { DEFAULT_LOCALE, isUiLocale, type Locale } from "./locales";

export type { MessageKey } from "./en";

const catalogues: Record<Locale, Partial<Catalogue>> = { en, es, fr };

export const PREFERRED_LANGUAGE_KEY = "preferred-language";
export const LANGUAGE_COOKIE = "lang";

export type TranslateParams = Record<string, string | number>;

/** Looks a key up in the locale, then English, then returns the key itself. */
export function translate(locale: Locale, key: string, params?: TranslateParams): string {
  const template =
    (catalogues[locale] as Record<string, string | undefined>)[key] ??
    (en as Record<string, string | undefined>)[key] ??
    key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  );
}

type I18nValue = {
  locale: Locale;
  t: (key: MessageKey, params?: TranslateParams) => string;
  setLocale: (locale: Locale) => void;
};

const I18nContext = createContext<I18nValue | null>(null);

type Listener = (locale: Locale) => void;
const listeners = new Set<Listener>();
/** Subscribers (for example page translation) are told whenever the language changes. */
export function subscribeToLocale(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The initial language: the saved preference if supported, else the browser's, else English. */
export function detectLocale(saved: string | null, browserLanguage: string | undefined): Locale {
  if (isUiLocale(saved)) return saved;
  const browser = browserLanguage?.slice(0, 2).toLowerCase();
  if (isUiLocale(browser)) return browser;
  return DEFAULT_LOCALE;
}

export function I18nProvider({ initialLocale, children }: { initialLocale: Locale; children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);

  const setLocale = useCallback((next: Locale) => {
    if (!isUiLocale(next)) return;
    setLocaleState(next);
    try {
      localStorage.setItem(PREFERRED_LANGUAGE_KEY, next);
    } catch {
      // Private mode can refuse storage; the cookie below still carries the choice.
    }
    document.cookie = `${LANGUAGE_COOKIE}=${next}; Path=/; Max-Age=31536000; SameSite=Lax`;
    document.documentElement.lang = next;
    for (const listener of listeners) listener(next);
  }, []);

  const value = useMemo<I18nValue>(
    () => ({ locale, setLocale, t: (key, params) => translate(locale, key, params) }),
    [locale, setLocale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used within an I18nProvider");
  return value;
}
