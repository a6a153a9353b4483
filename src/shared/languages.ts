/**
 * A display language the visitor can choose. `flag` is the code of its flag in the
 * site's SVG flag set (see flags.ts), or null for a language of no country, shown with a globe.
 */
export type Language = { code: string; name: string; nativeName: string; flag: string | null };

/**
 * The languages the site offers: the set Google Cloud Translation supports (its long-standing
 * 133 languages plus a few from its later expansion), so every entry can really be translated by
 * each configured engine or is refused by it with a clear error (never silently faked).
 *
 * Codes, chosen once and used everywhere (picker, URLs, API, translation memory):
 * - ISO 639-1 where the language has one (`he`, not the legacy `iw`; `jv`, not `jw`; `tl` for
 *   Filipino), so the browser's first two letters match directly;
 * - otherwise the ISO 639-2/3 code the translation services use (`ceb`, `haw`, `hmn`, `ckb`,
 *   `gom`, `mni`, `yue`, ...);
 * - one regional variant only: Chinese is `zh` (Simplified) and `zh-TW` (Traditional).
 * Engines map these codes to their own where they differ (see the server's engines).
 *
 * Flags: the country most associated with the language, as its ISO 3166-1 code; a regional
 * language takes the country where it is spoken (Basque, Galician -> Spain, Breton, Corsican,
 * Occitan -> France) and Scots Gaelic and Welsh their nation's flag (`gb-sct`, `gb-wls`); Latin
 * takes the Vatican, Esperanto (no country) no flag and a globe. Flags are drawn as SVG, never as
 * emoji: regional-indicator emoji show as two letters on Windows and as boxes without a colour
 * emoji font.
 *
 * en, es and fr (the languages with a built-in UI catalogue) come first; the rest are sorted by
 * English name.
 */
export const SUPPORTED_LANGUAGES: Language[] = [
  { code: "en", name: "English", nativeName: "English", flag: "gb" },
  { code: "es", name: "Spanish", nativeName: "Español", flag: "es" },
  { code: "fr", name: "French", nativeName: "Français", flag: "fr" },
  { code: "af", name: "Afrikaans", nativeName: "Afrikaans", flag: "za" },
  { code: "sq", name: "Albanian", nativeName: "Shqip", flag: "al" },
  { code: "am", name: "Amharic", nativeName: "አማርኛ", flag: "et" },
  { code: "ar", name: "Arabic", nativeName: "العربية", flag: "sa" },
  { code: "hy", name: "Armenian", nativeName: "Հայերեն", flag: "am" },
  { code: "as", name: "Assamese", nativeName: "অসমীয়া", flag: "in" },
  { code: "ay", name: "Aymara", nativeName: "Aymar aru", flag: "bo" },
  { code: "az", name: "Azerbaijani", nativeName: "Azərbaycanca", flag: "az" },
  { code: "bm", name: "Bambara", nativeName: "Bamanankan", flag: "ml" },
  { code: "ba", name: "Bashkir", nativeName: "Башҡортса", flag: "ru" },
  { code: "eu", name: "Basque", nativeName: "Euskara", flag: "es" },
  { code: "be", name: "Belarusian", nativeName: "Беларуская", flag: "by" },
  { code: "bn", name: "Bengali", nativeName: "বাংলা", flag: "bd" },
  { code: "bho", name: "Bhojpuri", nativeName: "भोजपुरी", flag: "in" },
  { code: "bs", name: "Bosnian", nativeName: "Bosanski", flag: "ba" },
  { code: "br", name: "Breton", nativeName: "Brezhoneg", flag: "fr" },
  { code: "bg", name: "Bulgarian", nativeName: "Български", flag: "bg" },
  { code: "my", name: "Burmese", nativeName: "မြန်မာဘာသာ", flag: "mm" },
  { code: "yue", name: "Cantonese", nativeName: "粵語", flag: "hk" },
  { code: "ca", name: "Catalan", nativeName: "Català", flag: "ad" },
  { code: "ceb", name: "Cebuano", nativeName: "Sinugboanon", flag: "ph" },
  { code: "ny", name: "Chichewa", nativeName: "Chicheŵa", flag: "mw" },
  { code: "zh", name: "Chinese (Simplified)", nativeName: "简体中文", flag: "cn" },
  { code: "zh-TW", name: "Chinese (Traditional)", nativeName: "繁體中文", flag: "tw" },
  { code: "cv", name: "Chuvash", nativeName: "Чӑвашла", flag: "ru" },
  { code: "co", name: "Corsican", nativeName: "Corsu", flag: "fr" },
  { code: "hr", name: "Croatian", nativeName: "Hrvatski", flag: "hr" },
  { code: "cs", name: "Czech", nativeName: "Čeština", flag: "cz" },
  { code: "da", name: "Danish", nativeName: "Dansk", flag: "dk" },
  { code: "dv", name: "Dhivehi", nativeName: "ދިވެހި", flag: "mv" },
  { code: "doi", name: "Dogri", nativeName: "डोगरी", flag: "in" },
  { code: "nl", name: "Dutch", nativeName: "Nederlands", flag: "nl" },
  { code: "eo", name: "Esperanto", nativeName: "Esperanto", flag: null },
  { code: "et", name: "Estonian", nativeName: "Eesti", flag: "ee" },
  { code: "ee", name: "Ewe", nativeName: "Eʋegbe", flag: "gh" },
  { code: "fo", name: "Faroese", nativeName: "Føroyskt", flag: "fo" },
  { code: "fj", name: "Fijian", nativeName: "Vosa Vakaviti", flag: "fj" },
  { code: "tl", name: "Filipino", nativeName: "Filipino", flag: "ph" },
  { code: "fi", name: "Finnish", nativeName: "Suomi", flag: "fi" },
  { code: "fy", name: "Frisian", nativeName: "Frysk", flag: "nl" },
  { code: "gl", name: "Galician", nativeName: "Galego", flag: "es" },
  { code: "ka", name: "Georgian", nativeName: "ქართული", flag: "ge" },
  { code: "de", name: "German", nativeName: "Deutsch", flag: "de" },
  { code: "el", name: "Greek", nativeName: "Ελληνικά", flag: "gr" },
  { code: "gn", name: "Guarani", nativeName: "Avañeʼẽ", flag: "py" },
  { code: "gu", name: "Gujarati", nativeName: "ગુજરાતી", flag: "in" },
  { code: "ht", name: "Haitian Creole", nativeName: "Kreyòl ayisyen", flag: "ht" },
  { code: "ha", name: "Hausa", nativeName: "Hausa", flag: "ng" },
  { code: "haw", name: "Hawaiian", nativeName: "ʻŌlelo Hawaiʻi", flag: "us" },
  { code: "he", name: "Hebrew", nativeName: "עברית", flag: "il" },
  { code: "hi", name: "Hindi", nativeName: "हिन्दी", flag: "in" },
  { code: "hmn", name: "Hmong", nativeName: "Hmoob", flag: "la" },
  { code: "hu", name: "Hungarian", nativeName: "Magyar", flag: "hu" },
  { code: "is", name: "Icelandic", nativeName: "Íslenska", flag: "is" },
  { code: "ig", name: "Igbo", nativeName: "Asụsụ Igbo", flag: "ng" },
  { code: "ilo", name: "Ilocano", nativeName: "Ilokano", flag: "ph" },
  { code: "id", name: "Indonesian", nativeName: "Bahasa Indonesia", flag: "id" },
  { code: "ga", name: "Irish", nativeName: "Gaeilge", flag: "ie" },
  { code: "it", name: "Italian", nativeName: "Italiano", flag: "it" },
  { code: "ja", name: "Japanese", nativeName: "日本語", flag: "jp" },
  { code: "jv", name: "Javanese", nativeName: "Basa Jawa", flag: "id" },
  { code: "kn", name: "Kannada", nativeName: "ಕನ್ನಡ", flag: "in" },
  { code: "kk", name: "Kazakh", nativeName: "Қазақ тілі", flag: "kz" },
  { code: "km", name: "Khmer", nativeName: "ភាសាខ្មែរ", flag: "kh" },
  { code: "rw", name: "Kinyarwanda", nativeName: "Ikinyarwanda", flag: "rw" },
  { code: "gom", name: "Konkani", nativeName: "कोंकणी", flag: "in" },
  { code: "ko", name: "Korean", nativeName: "한국어", flag: "kr" },
  { code: "kri", name: "Krio", nativeName: "Krio", flag: "sl" },
  { code: "ku", name: "Kurdish (Kurmanji)", nativeName: "Kurdî (Kurmancî)", flag: "iq" },
  { code: "ckb", name: "Kurdish (Sorani)", nativeName: "کوردی (سۆرانی)", flag: "iq" },
  { code: "ky", name: "Kyrgyz", nativeName: "Кыргызча", flag: "kg" },
  { code: "lo", name: "Lao", nativeName: "ພາສາລາວ", flag: "la" },
  { code: "la", name: "Latin", nativeName: "Latina", flag: "va" },
  { code: "lv", name: "Latvian", nativeName: "Latviešu", flag: "lv" },
  { code: "ln", name: "Lingala", nativeName: "Lingála", flag: "cd" },
  { code: "lt", name: "Lithuanian", nativeName: "Lietuvių", flag: "lt" },
  { code: "lg", name: "Luganda", nativeName: "Luganda", flag: "ug" },
  { code: "lb", name: "Luxembourgish", nativeName: "Lëtzebuergesch", flag: "lu" },
  { code: "mk", name: "Macedonian", nativeName: "Македонски", flag: "mk" },
  { code: "mai", name: "Maithili", nativeName: "मैथिली", flag: "in" },
  { code: "mg", name: "Malagasy", nativeName: "Malagasy", flag: "mg" },
  { code: "ms", name: "Malay", nativeName: "Bahasa Melayu", flag: "my" },
  { code: "ml", name: "Malayalam", nativeName: "മലയാളം", flag: "in" },
  { code: "mt", name: "Maltese", nativeName: "Malti", flag: "mt" },
  { code: "mi", name: "Maori", nativeName: "Te Reo Māori", flag: "nz" },
  { code: "mr", name: "Marathi", nativeName: "मराठी", flag: "in" },
  { code: "mni", name: "Meiteilon (Manipuri)", nativeName: "ꯃꯤꯇꯩꯂꯣꯟ", flag: "in" },
  { code: "lus", name: "Mizo", nativeName: "Mizo ṭawng", flag: "in" },
  { code: "mn", name: "Mongolian", nativeName: "Монгол", flag: "mn" },
  { code: "ne", name: "Nepali", nativeName: "नेपाली", flag: "np" },
  { code: "no", name: "Norwegian", nativeName: "Norsk", flag: "no" },
  { code: "oc", name: "Occitan", nativeName: "Occitan", flag: "fr" },
  { code: "or", name: "Odia", nativeName: "ଓଡ଼ିଆ", flag: "in" },
  { code: "om", name: "Oromo", nativeName: "Afaan Oromoo", flag: "et" },
  { code: "ps", name: "Pashto", nativeName: "پښتو", flag: "af" },
  { code: "fa", name: "Persian", nativeName: "فارسی", flag: "ir" },
  { code: "pl", name: "Polish", nativeName: "Polski", flag: "pl" },
  { code: "pt", name: "Portuguese", nativeName: "Português", flag: "pt" },
  { code: "pa", name: "Punjabi", nativeName: "ਪੰਜਾਬੀ", flag: "in" },
  { code: "qu", name: "Quechua", nativeName: "Runa Simi", flag: "pe" },
  { code: "ro", name: "Romanian", nativeName: "Română", flag: "ro" },
  { code: "ru", name: "Russian", nativeName: "Русский", flag: "ru" },
  { code: "sm", name: "Samoan", nativeName: "Gagana Sāmoa", flag: "ws" },
  { code: "sa", name: "Sanskrit", nativeName: "संस्कृतम्", flag: "in" },
  { code: "gd", name: "Scots Gaelic", nativeName: "Gàidhlig", flag: "gb-sct" },
  { code: "nso", name: "Sepedi", nativeName: "Sesotho sa Leboa", flag: "za" },
  { code: "sr", name: "Serbian", nativeName: "Српски", flag: "rs" },
  { code: "st", name: "Sesotho", nativeName: "Sesotho", flag: "ls" },
  { code: "sn", name: "Shona", nativeName: "ChiShona", flag: "zw" },
  { code: "sd", name: "Sindhi", nativeName: "سنڌي", flag: "pk" },
  { code: "si", name: "Sinhala", nativeName: "සිංහල", flag: "lk" },
  { code: "sk", name: "Slovak", nativeName: "Slovenčina", flag: "sk" },
  { code: "sl", name: "Slovenian", nativeName: "Slovenščina", flag: "si" },
  { code: "so", name: "Somali", nativeName: "Soomaali", flag: "so" },
  { code: "su", name: "Sundanese", nativeName: "Basa Sunda", flag: "id" },
  { code: "sw", name: "Swahili", nativeName: "Kiswahili", flag: "tz" },
  { code: "sv", name: "Swedish", nativeName: "Svenska", flag: "se" },
  { code: "ty", name: "Tahitian", nativeName: "Reo Tahiti", flag: "pf" },
  { code: "tg", name: "Tajik", nativeName: "Тоҷикӣ", flag: "tj" },
  { code: "ta", name: "Tamil", nativeName: "தமிழ்", flag: "in" },
  { code: "tt", name: "Tatar", nativeName: "Татарча", flag: "ru" },
  { code: "te", name: "Telugu", nativeName: "తెలుగు", flag: "in" },
  { code: "th", name: "Thai", nativeName: "ไทย", flag: "th" },
  { code: "ti", name: "Tigrinya", nativeName: "ትግርኛ", flag: "er" },
  { code: "to", name: "Tongan", nativeName: "Lea Fakatonga", flag: "to" },
  { code: "ts", name: "Tsonga", nativeName: "Xitsonga", flag: "za" },
  { code: "tr", name: "Turkish", nativeName: "Türkçe", flag: "tr" },
  { code: "tk", name: "Turkmen", nativeName: "Türkmençe", flag: "tm" },
  { code: "ak", name: "Twi (Akan)", nativeName: "Twi", flag: "gh" },
  { code: "uk", name: "Ukrainian", nativeName: "Українська", flag: "ua" },
  { code: "ur", name: "Urdu", nativeName: "اردو", flag: "pk" },
  { code: "ug", name: "Uyghur", nativeName: "ئۇيغۇرچە", flag: "cn" },
  { code: "uz", name: "Uzbek", nativeName: "Oʻzbekcha", flag: "uz" },
  { code: "vi", name: "Vietnamese", nativeName: "Tiếng Việt", flag: "vn" },
  { code: "cy", name: "Welsh", nativeName: "Cymraeg", flag: "gb-wls" },
  { code: "xh", name: "Xhosa", nativeName: "isiXhosa", flag: "za" },
  { code: "yi", name: "Yiddish", nativeName: "ייִדיש", flag: "il" },
  { code: "yo", name: "Yoruba", nativeName: "Yorùbá", flag: "ng" },
  { code: "zu", name: "Zulu", nativeName: "isiZulu", flag: "za" },
];

export { DEFAULT_LANGUAGE, isRtl, isSupportedLanguage, RTL_LANGUAGES } from "./language-codes.ts";

export const LANGUAGE_LIST_CAP = 50;

const LANGUAGE_BY_CODE: ReadonlyMap<string, Language> = new Map(SUPPORTED_LANGUAGES.map((l) => [l.code, l]));

export function findLanguage(code: string): Language | undefined {
  return LANGUAGE_BY_CODE.get(code);
}

/** Case-insensitive match on the English or the native name. */
export function filterLanguages(languages: readonly Language[], query: string): Language[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...languages];
  return languages.filter((l) => l.name.toLowerCase().includes(q) || l.nativeName.toLowerCase().includes(q));
}
