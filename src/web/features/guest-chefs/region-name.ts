/*
 * Country names in the visitor's language from their ISO code, by the runtime's own data: no
 * table ships with the page.
 */

/** One DisplayNames per language, made once: making one costs far more than asking it a name. */
const namers = new Map<string, Intl.DisplayNames>();

/** A region's name in `locale` from its code, or `fallback` where the runtime cannot name it. */
export function regionName(code: string, locale: string, fallback: string): string {
  try {
    let namer = namers.get(locale);
    if (!namer) {
      namer = new Intl.DisplayNames([locale, "en"], { type: "region" });
      if (namers.size < 50) namers.set(locale, namer);
    }
    return namer.of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}
