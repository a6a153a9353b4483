import { countryCode } from "../../../shared/countries";
import type { GuestChef } from "../../../shared/schemas/guest-chef";
import { regionName } from "./region-name";

export type ChefSource = { listApproved: () => Promise<GuestChef[]> };

/** A chef as a card shows them: the country's flag code and its name in the visitor's language. */
export type ChefCard = GuestChef & { flag: string | null; countryLabel: string };

export type FeaturedChefsData = {
  /** The language the country names are in. */
  locale: string;
  chefs: ChefCard[];
  stats: { chefs: number; countries: number; specialties: number };
};

/** A country's name in `locale` from the English name the database keeps; unknown names as kept. */
export function localCountryName(country: string, locale: string): { flag: string | null; label: string } {
  const code = countryCode(country);
  return code ? { flag: code, label: regionName(code, locale, country) } : { flag: null, label: country };
}

/** Distinct values without regard to case or surrounding space. */
const distinct = (values: string[]) => new Set(values.map((value) => value.trim().toLowerCase()).filter(Boolean)).size;

/**
 * The data of /featured-chefs: the approved chefs and the figures counted from them. When the
 * list cannot be read the failure is logged and the page shows its empty state.
 */
export async function loadFeaturedChefs(
  source: ChefSource,
  locale: string,
  log: (error: unknown) => void = console.error,
): Promise<FeaturedChefsData> {
  let chefs: GuestChef[] = [];
  try {
    chefs = await source.listApproved();
  } catch (error) {
    log(error);
  }
  const cards = chefs.map((chef) => {
    const { flag, label } = localCountryName(chef.country, locale);
    return { ...chef, flag, countryLabel: label };
  });
  return {
    locale,
    chefs: cards,
    stats: {
      chefs: cards.length,
      countries: distinct(cards.map((chef) => chef.country)),
      specialties: distinct(cards.flatMap((chef) => chef.specialties)),
    },
  };
}
