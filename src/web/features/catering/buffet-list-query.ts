import { hasForbiddenCharacters } from "../../../shared/rules/text";
import { SEARCH_TEXT_MAX_LENGTH } from "../../../shared/rules/search";
import { paths } from "../../../shared/paths";
import {
  BUFFET_COUNTRIES,
  BUFFET_GUEST_COUNTS,
  BUFFET_MEAL_TYPES,
  BUFFET_OCCASIONS,
  spelledAs,
  type BuffetCountry,
  type BuffetGuestCount,
  type BuffetMealType,
  type BuffetOccasion,
} from "./catering-options";

/** What /buffet-menus shows, as its URL holds it: `?search=tapas&occasion=birthday&guestCount=25&page=2`. */
export type BuffetListState = {
  search?: string;
  occasion?: BuffetOccasion;
  mealType?: BuffetMealType;
  guestCount?: BuffetGuestCount;
  country?: BuffetCountry;
  page: number;
};

/** The filters only, as the form holds them. */
export type BuffetFilters = Omit<BuffetListState, "page">;

const PAGE_PATTERN = /^[1-9]\d{0,5}$/;

/** A search text as the list uses it: trimmed, spaces collapsed, cut to the contract's length; refused text is no search. */
export function readSearchText(value: string | null | undefined): string | undefined {
  const text = (value ?? "").trim().replace(/\s+/g, " ").slice(0, SEARCH_TEXT_MAX_LENGTH).trim();
  return text && !hasForbiddenCharacters(text) ? text : undefined;
}

export const readPage = (value: string | null | undefined) => {
  const text = value?.trim() ?? "";
  return PAGE_PATTERN.test(text) ? Number(text) : 1;
};

/**
 * Reads the list's state from the URL. 'all', an empty value or an unknown one is no filter, and
 * a page that is not a positive whole number is the first: an old or hand-made link still opens
 * the list.
 */
export function readBuffetListParams(params: URLSearchParams): BuffetListState {
  const occasion = spelledAs(BUFFET_OCCASIONS, params.get("occasion") ?? "");
  const mealType = spelledAs(BUFFET_MEAL_TYPES, params.get("mealType") ?? "");
  const country = spelledAs(BUFFET_COUNTRIES, params.get("country") ?? "");
  const guestText = params.get("guestCount")?.trim() ?? "";
  const guestCount = BUFFET_GUEST_COUNTS.find((count) => String(count) === guestText);
  const search = readSearchText(params.get("search"));
  return {
    ...(search ? { search } : {}),
    ...(occasion ? { occasion } : {}),
    ...(mealType ? { mealType } : {}),
    ...(guestCount ? { guestCount } : {}),
    ...(country ? { country } : {}),
    page: readPage(params.get("page")),
  };
}

/** The URL of a list state; no filter and page 1 are left out, so each list has one URL. */
export function buffetListHref({ search, occasion, mealType, guestCount, country, page }: BuffetListState): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (occasion) params.set("occasion", occasion);
  if (mealType) params.set("mealType", mealType);
  if (guestCount) params.set("guestCount", String(guestCount));
  if (country) params.set("country", country);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${paths.buffetMenus}?${query}` : paths.buffetMenus;
}

export const hasBuffetFilters = (state: BuffetFilters) =>
  Boolean(state.search || state.occasion || state.mealType || state.guestCount || state.country);
