/**
 * Intl formatters made once per language and options, and kept. Making an Intl.DateTimeFormat
 * costs about 150 µs (the language's patterns are loaded and compiled), using one about 1 µs;
 * `toLocaleDateString` makes a new one at every call. A page shows dozens of dates, so every
 * formatter a page uses comes from here.
 */

/** Distinct languages × options are few; a bound keeps odd callers from growing the map without end. */
const MAX_KEPT = 500;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const regionNamers = new Map<string, Intl.DisplayNames>();

function kept<F>(formats: Map<string, F>, locale: string, options: object | undefined, make: () => F): F {
  const key = `${locale}\u0000${JSON.stringify(options ?? {})}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= MAX_KEPT) formats.clear();
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** Country names in `locale`, English where the runtime has no name in it. Throws for a malformed locale. */
export function regionNames(locale: string): Intl.DisplayNames {
  return kept(regionNamers, locale, undefined, () => new Intl.DisplayNames([locale, "en"], { type: "region" }));
}
