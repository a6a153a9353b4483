/*
 * Country names in the visitor's language from their ISO code, by the runtime's own data: no
 * table ships with the page.
 */
import { regionNames } from "../../../shared/rules/intl-formats";

/** A region's name in `locale` from its code, or `fallback` where the runtime cannot name it. */
export function regionName(code: string, locale: string, fallback: string): string {
  try {
    return regionNames(locale).of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}
