/** One entry of a pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = number | "ellipsis";

/** With this many pages or fewer, every page number is shown (spec 2 §9). */
const SHOW_ALL_UP_TO = 7;
/** How many numbers the pager shows at either end. */
const EDGE_RUN = 5;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The buffet pager's numbers (spec 2 §9), used by both catering lists:
 * - 7 pages or fewer: all of them;
 * - current page 4 or lower: the first 5, a gap, the last page;
 * - current page within 3 of the end: the first page, a gap, the last 5;
 * - otherwise: the first page, a gap, the current page and its neighbours, a gap, the last page.
 * A current page outside 1..totalPages is clamped into it.
 */
export function cateringPageWindow(currentPage: number, totalPages: number): PagerItem[] {
  const last = Math.max(0, Math.floor(totalPages));
  if (last === 0) return [];
  if (last <= SHOW_ALL_UP_TO) return range(1, last);
  const current = Math.min(Math.max(1, Math.floor(currentPage) || 1), last);
  if (current <= 4) return [...range(1, EDGE_RUN), "ellipsis", last];
  if (current >= last - 3) return [1, "ellipsis", ...range(last - EDGE_RUN + 1, last)];
  return [1, "ellipsis", current - 1, current, current + 1, "ellipsis", last];
}
