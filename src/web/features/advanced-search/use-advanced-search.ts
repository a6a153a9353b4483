import { useCallback, useRef, useState } from "react";
import type { RecipeListResponse } from "../../../shared/schemas/recipe";
import { apiRequest, ApiRequestError } from "~/lib/api";
import { toSearchParams, type AdvancedFilters } from "./filters";

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; filters: AdvancedFilters; page: number }
  /** `linked`: the page's own answer to its address, whose other pages are addresses too. */
  | { status: "success"; filters: AdvancedFilters; page: number; data: RecipeListResponse; linked?: true }
  | { status: "error"; filters: AdvancedFilters; page: number; issues: string[] };

/**
 * Runs GET /api/recipes/advanced-search on demand; a newer search makes an older answer stale.
 * `initial` is a search the page already answered (its address asked for one); `show` puts such
 * an answer in place of whatever is shown, and makes any search still under way stale.
 */
export function useAdvancedSearch(initial: SearchState = { status: "idle" }) {
  const [state, setState] = useState<SearchState>(initial);
  const latest = useRef(0);

  const show = useCallback((next: SearchState) => {
    latest.current++;
    setState(next);
  }, []);

  const run = useCallback(async (filters: AdvancedFilters, page = 1) => {
    const id = ++latest.current;
    setState({ status: "loading", filters, page });
    try {
      const data = await apiRequest<RecipeListResponse>("GET", `/api/recipes/advanced-search?${toSearchParams(filters, page)}`);
      if (id === latest.current) setState({ status: "success", filters, page, data });
    } catch (error) {
      if (id !== latest.current) return;
      const issues = error instanceof ApiRequestError ? (error.body?.issues ?? []).map((issue) => issue.message) : [];
      setState({ status: "error", filters, page, issues });
    }
  }, []);

  return { state, run, show };
}
