/**
 * The languages whose pages have addresses of their own: English at the root, Spanish under
 * /es and French under /fr, each rendered on the server in its language (interface and content),
 * so that a search engine finds every version. The other languages of the picker are English
 * addresses translated in the browser. Zod-free: pages, the server and the sitemap all read it.
 */
export const ADDRESSED_LANGUAGES = ["en", "es", "fr"] as const;
export type AddressedLanguage = (typeof ADDRESSED_LANGUAGES)[number];

/** The language of the root addresses, and what `x-default` points at. */
export const DEFAULT_PAGE_LANGUAGE: AddressedLanguage = "en";

/** The address prefix of each language: "" for English, "/es", "/fr". */
export function languagePrefix(language: AddressedLanguage): string {
  return language === DEFAULT_PAGE_LANGUAGE ? "" : `/${language}`;
}

export function isAddressedLanguage(language: string | null | undefined): language is AddressedLanguage {
  return (ADDRESSED_LANGUAGES as readonly string[]).includes(language ?? "");
}

const PREFIXED = /^\/(es|fr)(?=\/|$|\?)/;

/** The language an address is in, by its prefix: /es/recipes/6 is Spanish, /recipes/6 English. */
export function languageOfPath(pathname: string): AddressedLanguage {
  return (PREFIXED.exec(pathname)?.[1] as AddressedLanguage | undefined) ?? DEFAULT_PAGE_LANGUAGE;
}

/** The address without its language prefix (/es/recipes/6 → /recipes/6, /es → /). */
export function pathWithoutLanguage(pathAndQuery: string): string {
  const rest = pathAndQuery.replace(PREFIXED, "");
  return rest === "" || rest.startsWith("?") ? `/${rest}` : rest;
}

/** The same page in `language`: /recipes/6 → /es/recipes/6, / → /es. Takes an address with or without a prefix. */
export function pathInLanguage(language: AddressedLanguage, pathAndQuery: string): string {
  const root = pathWithoutLanguage(pathAndQuery);
  const prefix = languagePrefix(language);
  if (!prefix) return root;
  return root === "/" ? prefix : root.startsWith("/?") ? `${prefix}${root.slice(1)}` : `${prefix}${root}`;
}

/** Addresses that stay in one language whatever the visitor's: the admin area works from its own cookie. */
export function hasLanguageVersions(pathname: string): boolean {
  const root = pathWithoutLanguage(pathname);
  return !/^\/(admin|chef-admin|admin-login)(\/|$)/.test(root) && !root.startsWith("/api/");
}
