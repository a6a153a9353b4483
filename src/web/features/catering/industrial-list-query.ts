import { paths } from "../../../shared/paths";
import { readPage, readSearchText } from "./buffet-list-query";
import {
  CATERING_COUNTRIES,
  CATERING_CUISINES,
  CATERING_INDUSTRIES,
  CATERING_MEAL_TYPES,
  spelledAs,
  type CateringCountry,
  type CateringCuisine,
  type CateringIndustry,
  type CateringMealType,
} from "./catering-options";

/** What /industrial-catering shows, as its URL holds it: `?country=India&industry=Manufacturing&featured=true&page=2`. */
export type IndustrialListState = {
  search?: string;
  country?: CateringCountry;
  cuisine?: CateringCuisine;
  mealType?: CateringMealType;
  industry?: CateringIndustry;
  featured?: true;
  page: number;
};

export type IndustrialFilters = Omit<IndustrialListState, "page">;

/**
 * Reads the list's state from the URL. 'all', an empty value or an unknown one is no filter; `industryType`, the API's name, is read as `industry`; featured-only is `featured=true`.
 */
export function readIndustrialListParams(params: URLSearchParams): IndustrialListState {
  const country = spelledAs(CATERING_COUNTRIES, params.get("country") ?? "");
  const cuisine = spelledAs(CATERING_CUISINES, params.get("cuisine") ?? "");
  const mealType = spelledAs(CATERING_MEAL_TYPES, params.get("mealType") ?? "");
  const industry = spelledAs(CATERING_INDUSTRIES, params.get("industry") ?? params.get("industryType") ?? "");
  const featured = params.get("featured")?.trim().toLowerCase() === "true";
  const search = readSearchText(params.get("search"));
  return {
    ...(search ? { search } : {}),
    ...(country ? { country } : {}),
    ...(cuisine ? { cuisine } : {}),
    ...(mealType ? { mealType } : {}),
    ...(industry ? { industry } : {}),
    ...(featured ? { featured } : {}),
    page: readPage(params.get("page")),
  };
}

/** The URL of a list state; no filter and page 1 are left out, so each list has one URL. */
export function industrialListHref({ search, country, cuisine, mealType, industry, featured, page }: IndustrialListState): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (country) params.set("country", country);
  if (cuisine) params.set("cuisine", cuisine);
  if (mealType) params.set("mealType", mealType);
  if (industry) params.set("industry", industry);
  if (featured) params.set("featured", "true");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${paths.industrialCatering}?${query}` : paths.industrialCatering;
}

export const hasIndustrialFilters = (state: IndustrialFilters) =>
  Boolean(state.search || state.country || state.cuisine || state.mealType || state.industry || state.featured);
