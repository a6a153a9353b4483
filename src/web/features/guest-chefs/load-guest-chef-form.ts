import { COUNTRIES } from "../../../shared/countries";
import { regionName } from "./region-name";

export type CountryOption = { code: string; name: string };

/** The form's country choices, named in the visitor's language and sorted as that language sorts. */
export function countryOptions(locale: string): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return COUNTRIES.map(([code, english]) => ({ code, name: regionName(code, locale, english) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/** The reference of an application the browser sent by itself, as the API's redirect names it. */
export function sentReference(value: string): string | null {
  return /^GC-[2-9A-HJ-NP-Z]{8}$/.test(value) ? value : null;
}
