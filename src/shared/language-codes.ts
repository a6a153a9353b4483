/**
 * The codes of the supported languages, without their names: the small part every page needs to
 * accept or refuse a language and to set its direction. The names, flags and the picker's data
 * live in languages.ts (a test keeps the two lists identical).
 */
export const LANGUAGE_CODES: readonly string[] = [
  "en",
  "es",
  "fr",
  "af",
  "sq",
  "am",
  "ar",
  "hy",
  "as",
  "ay",
  "az",
  "bm",
  "ba",
  "eu",
  "be",
  "bn",
  "bho",
  "bs",
  "br",
  "bg",
  "my",
  "yue",
  "ca",
  "ceb",
  "ny",
  "zh",
  "zh-TW",
  "cv",
  "co",
  "hr",
  "cs",
  "da",
  "dv",
  "doi",
  "nl",
  "eo",
  "et",
  "ee",
  "fo",
  "fj",
  "tl",
  "fi",
  "fy",
  "gl",
  "ka",
  "de",
  "el",
  "gn",
  "gu",
  "ht",
  "ha",
  "haw",
  "he",
  "hi",
  "hmn",
  "hu",
  "is",
  "ig",
  "ilo",
  "id",
  "ga",
  "it",
  "ja",
  "jv",
  "kn",
  "kk",
  "km",
  "rw",
  "gom",
  "ko",
  "kri",
  "ku",
  "ckb",
  "ky",
  "lo",
  "la",
  "lv",
  "ln",
  "lt",
  "lg",
  "lb",
  "mk",
  "mai",
  "mg",
  "ms",
  "ml",
  "mt",
  "mi",
  "mr",
  "mni",
  "lus",
  "mn",
  "ne",
  "no",
  "oc",
  "or",
  "om",
  "ps",
  "fa",
  "pl",
  "pt",
  "pa",
  "qu",
  "ro",
  "ru",
  "sm",
  "sa",
  "gd",
  "nso",
  "sr",
  "st",
  "sn",
  "sd",
  "si",
  "sk",
  "sl",
  "so",
  "su",
  "sw",
  "sv",
  "ty",
  "tg",
  "ta",
  "tt",
  "te",
  "th",
  "ti",
  "to",
  "ts",
  "tr",
  "tk",
  "ak",
  "uk",
  "ur",
  "ug",
  "uz",
  "vi",
  "cy",
  "xh",
  "yi",
  "yo",
  "zu",
];

export const DEFAULT_LANGUAGE = "en";

const CODES: ReadonlySet<string> = new Set(LANGUAGE_CODES);

/** Only codes in the list are accepted anywhere; the match is exact (`zh-TW`, not `zh-tw`). */
export function isSupportedLanguage(code: unknown): code is string {
  return typeof code === "string" && CODES.has(code);
}

/** Languages of the list written right to left: the page sets `dir="rtl"` for them. */
export const RTL_LANGUAGES: readonly string[] = ["ar", "ckb", "dv", "fa", "he", "ps", "sd", "ug", "ur", "yi"];

export function isRtl(code: string): boolean {
  return RTL_LANGUAGES.includes(code);
}

/** The cookie that carries the visitor's chosen language to the server (first render, page cache). */
export const LANGUAGE_COOKIE = "lang";

const LANGUAGE_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The language a Cookie header carries, or null when it carries none or one not on the list:
 * the pages and the page cache read it the same way, so a made-up value can neither mint cache
 * entries nor break a render with malformed percent-encoding.
 */
export function languageFromCookie(cookieHeader: string | null | undefined): string | null {
  const raw = cookieHeader ? LANGUAGE_COOKIE_PATTERN.exec(cookieHeader)?.[1] : undefined;
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return isSupportedLanguage(value) ? value : null;
}
