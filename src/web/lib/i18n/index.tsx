import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { isRtl, isSupportedLanguage, LANGUAGE_COOKIE, languageFromCookie } from "../../../shared/language-codes";
import { hasLanguageVersions, languageOfPath } from "../../../shared/page-languages";
import { en, type Catalogue, type MessageKey } from "./en";
import { detectLanguage, uiLocaleFor, type LanguageCode, type Locale } from "./locales";

export type { MessageKey } from "./en";
export type { LanguageCode } from "./locales";

/**
 * English ships with every page (it is also the fallback); Spanish and French load only for
 * visitors who read them, before the page hydrates or when they switch.
 */
const catalogues: Partial<Record<Locale, Partial<Catalogue>>> = { en: { ...en } };
const catalogueLoaders: Record<Exclude<Locale, "en">, () => Promise<Partial<Catalogue>>> = {
  es: () => import("./es").then((m) => m.es),
  fr: () => import("./fr").then((m) => m.fr),
};

/** Adds a page's own English strings to the catalogue when that page's module loads. */
export function registerEnglishMessages(messages: Partial<Catalogue>): void {
  Object.assign(catalogues.en!, messages);
}

/** Makes the UI catalogue of a language available to translate(); resolves at once when loaded. */
export async function loadCatalogue(language: LanguageCode): Promise<void> {
  const locale = uiLocaleFor(language);
  if (catalogues[locale] || locale === "en") return;
  catalogues[locale] = await catalogueLoaders[locale]();
}

const PREFERRED_LANGUAGE_KEY = "preferred-language";

type TranslateParams = Record<string, string | number>;

/** Looks a key up in the language's catalogue, then English, then returns the key itself. */
export function translate(locale: LanguageCode, key: string, params?: TranslateParams): string {
  const template =
    (catalogues[uiLocaleFor(locale)] as Record<string, string | undefined> | undefined)?.[key] ??
    (catalogues.en as Record<string, string | undefined>)[key] ??
    key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (params[name] === undefined ? match : String(params[name])));
}

export function textDirection(language: LanguageCode): "rtl" | "ltr" {
  return isRtl(language) ? "rtl" : "ltr";
}

type I18nValue = {
  /** The chosen language: any supported code (see shared/languages.ts). */
  language: LanguageCode;
  /** The UI catalogue in use: the language's own when shipped (en, es, fr), else English. */
  locale: Locale;
  dir: "ltr" | "rtl";
  t: (key: MessageKey, params?: TranslateParams) => string;
  /** Switches, saves and announces the language; an unsupported code is ignored. */
  setLanguage: (language: LanguageCode) => void;
};

const I18nContext = createContext<I18nValue | null>(null);

type Listener = (language: LanguageCode, previous: LanguageCode) => void;
const listeners = new Set<Listener>();
/** Subscribers are told whenever the language changes, with the new and the previous code. */
export function subscribeToLocale(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The initial language as a supported code: saved preference, else the browser's, else English. */
export { detectLanguage };

/** The UI catalogue for the initial language (pages whose copy exists only in en, es and fr). */
export function detectLocale(saved: string | null, browserLanguage: string | undefined): Locale {
  return uiLocaleFor(detectLanguage(saved, browserLanguage));
}

/** The language a page request asks for: the language cookie (the saved choice), else the browser's. */
/**
 * The language a page is rendered in. A public page's is its address's (/es/…, /fr/…, English at
 * the root), whoever asks, so one address is one page for every visitor and cache; the admin
 * area, which has one address per page, follows the visitor's saved choice.
 */
export function requestLanguage(request: Request): LanguageCode {
  const { pathname } = new URL(request.url);
  if (hasLanguageVersions(pathname)) return languageOfPath(pathname);
  return detectLanguage(languageFromCookie(request.headers.get("cookie")), request.headers.get("accept-language"));
}

export function readSavedLanguage(): string | null {
  try {
    return localStorage.getItem(PREFERRED_LANGUAGE_KEY);
  } catch {
    // Storage can be refused (private mode, blocked cookies); the cookie still carries the choice.
    return null;
  }
}

/**
 * Remembers the visitor's language: in storage and in a cookie. Public pages never read the
 * cookie to choose what they show (their address does); it suggests the visitor's language on
 * the home page, and sets the admin area's.
 */
export function saveLanguageChoice(language: LanguageCode): void {
  try {
    localStorage.setItem(PREFERRED_LANGUAGE_KEY, language);
  } catch {
    // See readSavedLanguage: the cookie below still carries the choice.
  }
  // Over https the choice travels only on https, like the site's other cookies.
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

export function I18nProvider({ initialLanguage, children }: { initialLanguage: LanguageCode; children: ReactNode }) {
  const [language, setLanguageState] = useState<LanguageCode>(isSupportedLanguage(initialLanguage) ? initialLanguage : "en");
  const current = useRef(language);

  const applyLanguage = useCallback((next: LanguageCode) => {
    const previous = current.current;
    current.current = next;
    setLanguageState(next);
    saveLanguageChoice(next);
    // React re-renders <html> too; setting it now keeps assistive technology and CSS in step
    // with listeners that act before that render.
    document.documentElement.lang = next;
    document.documentElement.dir = textDirection(next);
    for (const listener of listeners) listener(next, previous);
  }, []);

  const setLanguage = useCallback(
    (next: LanguageCode) => {
      if (!isSupportedLanguage(next)) return;
      // The catalogue arrives first, so the switch never shows a half-translated interface.
      void loadCatalogue(next).then(() => applyLanguage(next));
    },
    [applyLanguage],
  );

  const value = useMemo<I18nValue>(() => {
    const locale = uiLocaleFor(language);
    return { language, locale, dir: textDirection(language), setLanguage, t: (key, params) => translate(locale, key, params) };
  }, [language, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * Hands the page's language to a part of it that React renders as a root of its own (a form
 * hydrated later than the page): the value is `useI18n()`'s, read in the page.
 */
export const I18nValueProvider = I18nContext.Provider;

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used within an I18nProvider");
  return value;
}
