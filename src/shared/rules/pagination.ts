/** One entry of a pager: a page number, or a gap standing for the pages left out. */
export type PageWindowItem = number | "ellipsis";

/** With this many pages or fewer, every page number is shown. */
const SHOW_ALL_UP_TO = 5;

/**
 * The recipe pager's numbers:
 * - 5 pages or fewer: all of them;
 * - current page 3 or lower: 1-4, a gap, the last page;
 * - current page within the last 2: the first page, a gap, the last 4 pages;
 * - otherwise: the first page, a gap, the current page and its neighbours, a gap, the last page.
 * A gap is shown only where numbers are actually left out (with 6 pages on page 4 there is
 * nothing between 5 and 6). A current page outside 1..totalPages is clamped into it.
 */
export function recipePageWindow(currentPage: number, totalPages: number): PageWindowItem[] {
  const last = Math.max(0, Math.floor(totalPages));
  if (last === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(currentPage) || 1), last);

  let pages: number[];
  if (last <= SHOW_ALL_UP_TO) pages = range(1, last);
  else if (current <= 3) pages = [...range(1, 4), last];
  else if (current >= last - 1) pages = [1, ...range(last - 3, last)];
  else pages = [1, current - 1, current, current + 1, last];

  const items: PageWindowItem[] = [];
  pages.forEach((page, index) => {
    if (index > 0 && page - pages[index - 1] > 1) items.push("ellipsis");
    items.push(page);
  });
  return items;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The blog pager shows every page number up to this many pages. */
const BLOG_SHOW_ALL_UP_TO = 7;

/**
 * The blog pager's numbers: every page up to 7 pages; beyond that the first page,
 * the last page and a window of the current page and its neighbours. A gap of a single page is
 * shown as that page (an ellipsis standing for one number hides nothing). A current page outside
 * 1..totalPages is clamped into it.
 */
export function blogPageWindow(currentPage: number, totalPages: number): PageWindowItem[] {
  const last = Math.max(0, Math.floor(totalPages));
  if (last === 0) return [];
  if (last <= BLOG_SHOW_ALL_UP_TO) return range(1, last);
  const current = Math.min(Math.max(1, Math.floor(currentPage) || 1), last);
  const shown = [...new Set([1, current - 1, current, current + 1, last])].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  shown.forEach((page, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push("ellipsis");
    items.push(page);
  });
  return items;
}

/** The buffet pager shows every page up to this many. */
const BUFFET_SHOW_ALL_UP_TO = 7;
/** How many numbers the buffet pager shows at either end. */
const BUFFET_EDGE_RUN = 5;

/**
 * The buffet pager's numbers, used by both catering lists:
 * - 7 pages or fewer: all of them;
 * - current page 4 or lower: the first 5, a gap, the last page;
 * - current page within 3 of the end: the first page, a gap, the last 5;
 * - otherwise: the first page, a gap, the current page and its neighbours, a gap, the last page.
 * A current page outside 1..totalPages is clamped into it.
 */
export function buffetPageWindow(currentPage: number, totalPages: number): PageWindowItem[] {
  const last = Math.max(0, Math.floor(totalPages));
  if (last === 0) return [];
  if (last <= BUFFET_SHOW_ALL_UP_TO) return range(1, last);
  const current = Math.min(Math.max(1, Math.floor(currentPage) || 1), last);
  if (current <= 4) return [...range(1, BUFFET_EDGE_RUN), "ellipsis", last];
  if (current >= last - 3) return [1, "ellipsis", ...range(last - BUFFET_EDGE_RUN + 1, last)];
  return [1, "ellipsis", current - 1, current, current + 1, "ellipsis", last];
}
