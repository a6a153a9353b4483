import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { RecipeSummary } from "../../shared/schemas/recipe.ts";

/**
 * A new process renders its first pages several times slower than one that has served some: V8
 * compiles each function on first use and optimises it only once it has run often, and the cache's
 * compressed forms and answers go through code no request has run yet. An instance that joins
 * under load (a deploy, a scale-out) would make its first visitors pay for that. So before it
 * listens, the production server renders a few pages of each kind and answers each from the page
 * cache several times, in both encodings, through `inject`: the same routes, hooks and code paths
 * a visitor's request takes.
 *
 * The pages are asked for under addresses of their own (`?warm-up`), so every page a visitor asks
 * for is still rendered for them, and those copies expire from the cache like any other. Warm-up
 * requests carry a token made by this process alone: they are not logged, counted as page views
 * or counted in the metrics.
 */
const WARM_UP_HEADER = "x-warm-up";
const WARM_UP_TOKEN = randomBytes(18).toString("base64url");

/** Answers from the page cache per page and encoding: enough for V8 to optimise that path. */
const HITS_PER_ENCODING = 10;

/** Whether a request (Fastify's or Node's own) is one of this process's warm-up requests. */
export function isWarmUpRequest(request: { headers: Record<string, string | string[] | undefined> }): boolean {
  return request.headers[WARM_UP_HEADER] === WARM_UP_TOKEN;
}

/** The headers that mark a request as this process's warm-up (for tests of what skips them). */
export function warmUpHeaders(): Record<string, string> {
  return { [WARM_UP_HEADER]: WARM_UP_TOKEN };
}

/**
 * Each recipe page is rendered under this many addresses: recipe pages are most of what visitors
 * open, and V8 optimises a function only once it has run often. Measured on a first burst of 50 new
 * recipe pages: three renders of four pages (1.4 s at start) cut its p99 by about 14 % and its CPU
 * by 8 %; every page four times (2.3 s at start) by 26 % and 13 %.
 */
const RECIPE_RENDERS = 3;

/** The pages warmed: one of each kind visitors arrive on, and the recipe pages the home page features. */
export function warmUpAddresses(featured: Pick<RecipeSummary, "id">[]): string[] {
  const sections = ["/", "/recipes", "/classes", "/shop", "/blog", "/about"].map((path) => `${path}?warm-up`);
  const recipePages = featured.flatMap((recipe) =>
    Array.from({ length: RECIPE_RENDERS }, (_, n) => `/recipes/${recipe.id}?warm-up${n === 0 ? "" : `=${n}`}`),
  );
  return [...sections, ...recipePages];
}

export type WarmUpResult = { pages: number; failed: string[]; ms: number };

/**
 * Asks for one address as the warm-up: its status as text ("200"), or the error's message when the
 * request itself failed, with whether the page cache kept the answer.
 */
async function warmUpStatus(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: string; kept: boolean }> {
  return app.inject({ method: "GET", url, headers: { ...warmUpHeaders(), ...headers } }).then(
    (reply) => ({ status: String(reply.statusCode), kept: reply.headers["x-page-cache"] !== undefined }),
    (error: unknown) => ({ status: error instanceof Error ? error.message : String(error), kept: false }),
  );
}

/** This process's warm-up, once done (what the operators' metrics report). */
let lastWarmUp: WarmUpResult | null = null;
export const processWarmUp = (): WarmUpResult | null => lastWarmUp;

/**
 * Renders each address once, then has it answered from the page cache in brotli and gzip. A page
 * that fails is left (the warm-up must never stop a start); the result says how it went.
 */
export async function warmUpPages(app: FastifyInstance, addresses: string[], hitsPerEncoding = HITS_PER_ENCODING): Promise<WarmUpResult> {
  const started = performance.now();
  const failed: string[] = [];
  page: for (const url of addresses) {
    for (const encoding of ["br", "gzip"]) {
      // The first request renders the page (in brotli's turn); the others are answered from the cache.
      for (let i = 0; i <= hitsPerEncoding; i++) {
        const answer = await warmUpStatus(app, url, { accept: "text/html", "accept-encoding": encoding });
        if (answer.status !== "200") {
          failed.push(`${url} (${answer.status})`);
          continue page;
        }
        // A page never kept (live numbers) would be rendered again for each request: once is enough.
        if (!answer.kept) continue page;
      }
    }
  }
  lastWarmUp = { pages: addresses.length, failed, ms: Math.round(performance.now() - started) };
  return lastWarmUp;
}

/**
 * Searches asked before listening, in rounds of this many at once: the search path (its query
 * parsing, planning and statements) is as cold in a new process as the pages, and on PostgreSQL
 * each pooled connection prepares each kind of statement the first time it runs it. A search
 * warm-up of about 4 s measured on a server just started (100,000 recipes, 50 connections) cut its
 * CPU per search over the next 6 s by 15 to 30 %, and the p99 of its first 2 s by about half.
 */
const SEARCHES_AT_ONCE = 10;
/** Each kind of search is asked this many times, a page further each time: distinct searches, read from the database. */
const SEARCH_ROUNDS = 4;

type FeaturedCard = Pick<RecipeSummary, "title" | "cuisine" | "category" | "dietType">;

/**
 * The searches warmed, made from the catalogue's own words (the featured recipes' titles), in
 * every kind the search path reads differently: one word, two words, a later page, list filters,
 * the advanced search's filters and another sort, a misspelt word (the dictionary's nearest-word
 * lookup) and a list without words. Then, once, each shape of statement visitors' searches most
 * often take (`statementShapes`), for every pooled connection to run afterwards.
 */
export function searchWarmUpAddresses(featured: FeaturedCard[]): string[] {
  const words = [
    ...new Set(featured.flatMap((recipe) => recipe.title.toLowerCase().split(/[^\p{L}]+/u)).filter((word) => word.length >= 4)),
  ];
  const addresses = new Set<string>();
  featured.forEach((recipe, n) => {
    const own = words.filter((word) => recipe.title.toLowerCase().includes(word));
    for (const [i, word] of own.entries()) {
      const other = words[(words.indexOf(word) + 1) % words.length];
      for (let round = 0; round < SEARCH_ROUNDS; round++) {
        const page = round + 1;
        addresses.add(`/api/recipes?search=${text(word)}&page=${page}`);
        addresses.add(`/api/recipes?search=${text(`${word} ${other}`)}&cuisine=${recipe.cuisine}&page=${page}`);
        addresses.add(`/api/recipes/advanced-search?query=${text(word)}&category=${recipe.category}&page=${page}`);
        addresses.add(`/api/recipes/advanced-search?query=${text(`${word} ${other}`)}&sort=rating&page=${page}`);
        addresses.add(`/api/recipes/advanced-search?query=${text(word.slice(0, -1))}&dietType=${recipe.dietType}&page=${page}`);
        if (i === 0 && n === 0) addresses.add(`/api/recipes?cuisine=${recipe.cuisine}&page=${page}`);
      }
      if (i === 0 && n === 0) for (const address of statementShapes(recipe, word, other)) addresses.add(address);
    }
  });
  return [...addresses];
}

const text = (value: string) => encodeURIComponent(value);

/**
 * A search's statement differs in text with its number of words and with each filter it has, and
 * PostgreSQL prepares and plans each text on each connection the first time it runs there: several
 * times the cost of a later run. These are the shapes visitors' searches most often take (one and
 * two words, alone, with each list filter and the usual pairs, and with the advanced search's
 * ranges, sorts and ingredients), each asked once.
 */
function statementShapes(recipe: FeaturedCard, word: string, other: string): string[] {
  const { cuisine, category, dietType } = recipe;
  const listFilters = [
    "",
    `&cuisine=${cuisine}`,
    `&category=${category}`,
    `&dietType=${dietType}`,
    `&category=${category}&cuisine=${cuisine}`,
    `&cuisine=${cuisine}&dietType=${dietType}`,
    `&category=${category}&dietType=${dietType}`,
  ];
  const advanced = [
    "&difficulty=easy",
    `&cuisine=${cuisine}&difficulty=easy`,
    "&sort=quickest",
    "&sort=newest",
    "&cookingTimeMax=30",
    "&caloriesMax=500",
    `&ingredients=${text(word)}`,
  ];
  return [word, `${word} ${other}`].flatMap((words) => [
    ...listFilters.map((filters) => `/api/recipes?search=${text(words)}${filters}`),
    ...advanced.map((extra) => `/api/recipes/advanced-search?query=${text(words)}${extra}`),
  ]);
}

export type SearchWarmUpResult = { searches: number; failed: string[]; ms: number };

/**
 * Asks each search, `SEARCHES_AT_ONCE` at a time, marked as the warm-up's own (not counted among
 * visitors' searches). A search that fails is reported and left: the warm-up never stops a start.
 */
export async function warmUpSearches(app: FastifyInstance, addresses: string[]): Promise<SearchWarmUpResult> {
  const started = performance.now();
  const failed: string[] = [];
  for (let first = 0; first < addresses.length; first += SEARCHES_AT_ONCE) {
    await Promise.all(
      addresses.slice(first, first + SEARCHES_AT_ONCE).map(async (url) => {
        const { status } = await warmUpStatus(app, url);
        if (status !== "200") failed.push(`${url} (${status})`);
      }),
    );
  }
  return { searches: addresses.length, failed, ms: Math.round(performance.now() - started) };
}
