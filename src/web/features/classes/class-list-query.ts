import { isClassCategory, isClassDifficulty, type ClassCategory, type ClassDifficulty } from "../../../shared/rules/classes";
import { paths } from "../../../shared/paths";

/** What /classes shows, as its URL holds it: `?difficulty=beginner&category=baking`. */
export type ClassListState = { difficulty?: ClassDifficulty; category?: ClassCategory };

/**
 * Reads the filters from the URL. An unknown value is ignored rather than refused, so an old or
 * mistyped link still opens the list (with every class).
 */
export function readClassListParams(params: URLSearchParams): ClassListState {
  const difficulty = params.get("difficulty")?.trim().toLowerCase() ?? "";
  const category = params.get("category")?.trim().toLowerCase() ?? "";
  return { ...(isClassDifficulty(difficulty) ? { difficulty } : {}), ...(isClassCategory(category) ? { category } : {}) };
}

/** The URL of a filter state; no filter gives plain /classes, so each list has one URL. */
export function classListHref({ difficulty, category }: ClassListState): string {
  const params = new URLSearchParams();
  if (difficulty) params.set("difficulty", difficulty);
  if (category) params.set("category", category);
  const query = params.toString();
  return query ? `${paths.classes}?${query}` : paths.classes;
}

export const hasClassFilters = (state: ClassListState) => Boolean(state.difficulty || state.category);
