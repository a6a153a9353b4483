import { and, desc, gte, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { queryRows, type Database } from "../../db/client.ts";
import { pageViewCounts, recipes, recipeViewCounts, searchQueryCounts } from "../../db/schema/index.ts";
import type { AnalyticsRange, AnalyticsReport } from "../../../shared/schemas/admin-library.ts";

/** How often the counts kept in memory are written (and on close). */
export const FLUSH_INTERVAL_MS = 5_000;
/** The longest query kept; the table's check holds the same bound. */
export const SEARCH_QUERY_MAX = 100;
/** Distinct keys kept in memory between flushes: a flood of made-up searches cannot grow it without end. */
export const MAX_PENDING_KEYS = 20_000;
const TOP = 20;

/** A search as it is counted: trimmed, lower-cased, runs of white space made one space, at most 100 characters. */
export function normalisedSearchQuery(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ").slice(0, SEARCH_QUERY_MAX).trim();
}

/**
 * The site's area a page belongs to: its first path segment ("" is home). Admin pages, API
 * calls, files (anything with an extension, `.data` included) are not pages a visitor views.
 */
export function pageAreaOf(pathname: string): string | null {
  if (pathname.startsWith("/api/") || pathname === "/api") return null;
  const segments = pathname.split("/").filter(Boolean);
  if (segments.some((s) => s.includes("."))) return null;
  const first = (segments[0] ?? "").toLowerCase();
  if (first === "admin" || first.startsWith("admin-") || first === "chef-admin" || first === "assets") return null;
  if (first === "") return "home";
  return /^[a-z0-9][a-z0-9-]{0,39}$/.test(first) ? first : "other";
}

/** The library recipe a page shows (/recipes/42), if it is one. */
export function recipeIdOfPage(pathname: string): number | null {
  const match = /^\/recipes\/([1-9][0-9]{0,9})\/?$/.exec(pathname);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function bump<K>(map: Map<K, number>, key: K, by = 1) {
  if (!map.has(key) && map.size >= MAX_PENDING_KEYS) return;
  map.set(key, (map.get(key) ?? 0) + by);
}

/**
 * First-party, cookie-free counts. A request only bumps a number in
 * memory; the numbers are added to the day's rows with one upsert per table every few seconds
 * and when the app closes, so counting never waits on the database. Nothing about the visitor is
 * kept: no address, no agent, no id; only the day, the area, the recipe and the words searched.
 */
export function createAnalyticsService(db: Database, options: { now?: () => Date; log?: FastifyBaseLogger } = {}) {
  const now = options.now ?? (() => new Date());
  let pageViews = new Map<string, number>();
  let recipeViews = new Map<string, number>();
  let searches = new Map<string, { searches: number; empty: number }>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  /**
   * Adds a flush's counts to the day's rows, one upsert per table. Each table's rows go to the
   * database as one JSON parameter, read back by `jsonb_to_recordset`: a flush under heavy search
   * traffic holds thousands of distinct queries, and a statement with a parameter per value (four
   * per row) took tens of milliseconds of the event loop to build, and the database as long to
   * parse, every few seconds.
   */
  async function writeCounts(
    pages: Map<string, number>,
    recipeCounts: Map<string, number>,
    queries: Map<string, { searches: number; empty: number }>,
  ) {
    if (pages.size === 0 && recipeCounts.size === 0 && queries.size === 0) return;
    const split = (key: string) => [key.slice(0, 10), key.slice(11)] as const;
    const rowsOf = <V>(counts: Map<string, V>, row: (day: string, rest: string, value: V) => object) =>
      sql`jsonb_to_recordset(${JSON.stringify([...counts].map(([key, value]) => row(...split(key), value)))}::jsonb)`;
    await db.transaction(async (tx) => {
      if (pages.size) {
        await tx.execute(sql`
          INSERT INTO ${pageViewCounts} (day, area, views)
          SELECT v.day, v.area, v.views FROM ${rowsOf(pages, (day, area, views) => ({ day, area, views }))} AS v(day date, area text, views int)
          ON CONFLICT (day, area) DO UPDATE SET views = ${pageViewCounts.views} + excluded.views
        `);
      }
      if (recipeCounts.size) {
        // Only recipes that still exist: one deleted since its page was viewed is left out.
        const rows = rowsOf(recipeCounts, (day, id, views) => ({ day, recipe_id: Number(id), views }));
        await tx.execute(sql`
          INSERT INTO ${recipeViewCounts} (day, recipe_id, views)
          SELECT v.day, v.recipe_id, v.views FROM ${rows} AS v(day date, recipe_id int, views int)
          WHERE EXISTS (SELECT 1 FROM ${recipes} r WHERE r.id = v.recipe_id)
          ON CONFLICT (day, recipe_id) DO UPDATE SET views = ${recipeViewCounts.views} + excluded.views
        `);
      }
      if (queries.size) {
        const rows = rowsOf(queries, (day, query, count) => ({ day, query, searches: count.searches, empty_results: count.empty }));
        await tx.execute(sql`
          INSERT INTO ${searchQueryCounts} (day, query, searches, empty_results)
          SELECT v.day, v.query, v.searches, v.empty_results FROM ${rows} AS v(day date, query text, searches int, empty_results int)
          ON CONFLICT (day, query) DO UPDATE SET
            searches = ${searchQueryCounts.searches} + excluded.searches,
            empty_results = ${searchQueryCounts.emptyResults} + excluded.empty_results
        `);
      }
    });
  }

  /** Writes what was counted since the last flush; flushes never overlap. */
  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      const pages = pageViews;
      const recipeCounts = recipeViews;
      const queries = searches;
      pageViews = new Map();
      recipeViews = new Map();
      searches = new Map();
      try {
        await writeCounts(pages, recipeCounts, queries);
      } catch (error) {
        // Counts are a report, not a record: a failed write is logged and those counts dropped.
        options.log?.warn({ err: error }, "analytics counts could not be written");
      }
    });
    return flushing;
  }

  return {
    /** A page document a visitor was sent (see pageAreaOf for what counts). */
    recordPageView(pathname: string) {
      const area = pageAreaOf(pathname);
      if (!area) return;
      const day = dayOf(now());
      bump(pageViews, `${day}|${area}`);
      const recipeId = recipeIdOfPage(pathname);
      if (recipeId !== null) bump(recipeViews, `${day}|${recipeId}`);
    },

    /** One recipe search run by a visitor, and whether it found anything. */
    recordSearch(text: string, total: number) {
      const query = normalisedSearchQuery(text);
      if (!query) return;
      const key = `${dayOf(now())}|${query}`;
      const count = searches.get(key);
      if (count) {
        count.searches += 1;
        if (total === 0) count.empty += 1;
      } else if (searches.size < MAX_PENDING_KEYS) {
        searches.set(key, { searches: 1, empty: total === 0 ? 1 : 0 });
      }
    },

    flush,

    start() {
      if (timer) return;
      timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
      timer.unref();
    },

    /** Stops the timer and writes what is left (the app's onClose, before the database closes). */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },

    /** The report of the last `days` days (UTC), today included. */
    async report(days: AnalyticsRange): Promise<AnalyticsReport> {
      const today = now();
      const to = dayOf(today);
      const from = dayOf(new Date(today.getTime() - (days - 1) * 86_400_000));
      const inRange = <T extends { day: unknown }>(table: T) => and(gte(table.day as never, from), lte(table.day as never, to));
      // One after another: PGlite answers one query at a time anyway, and the page is admin-only.
      const dailyRows = await db
        .select({ day: pageViewCounts.day, views: sql<number>`sum(${pageViewCounts.views})::int` })
        .from(pageViewCounts)
        .where(inRange(pageViewCounts))
        .groupBy(pageViewCounts.day);
      const areas = await db
        .select({ area: pageViewCounts.area, views: sql<number>`sum(${pageViewCounts.views})::int` })
        .from(pageViewCounts)
        .where(inRange(pageViewCounts))
        .groupBy(pageViewCounts.area)
        .orderBy(desc(sql`2`), pageViewCounts.area)
        .limit(TOP);
      const topRecipes = await queryRows<{ id: number; title: string; views: number }>(
        db,
        sql`
        SELECT r.id, r.title, sum(v.views)::int AS views
        FROM ${recipeViewCounts} v JOIN ${recipes} r ON r.id = v.recipe_id
        WHERE v.day BETWEEN ${from}::date AND ${to}::date
        GROUP BY r.id, r.title ORDER BY views DESC, r.id LIMIT ${TOP}
      `,
      );
      const queryTotals = sql`SELECT query, sum(searches)::int AS searches, sum(empty_results)::int AS "emptyResults"
        FROM ${searchQueryCounts} WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY query`;
      const topSearches = await queryRows<{ query: string; searches: number; emptyResults: number }>(
        db,
        sql`${queryTotals} ORDER BY searches DESC, query LIMIT ${TOP}`,
      );
      const empty = await queryRows<{ query: string; searches: number }>(
        db,
        sql`
        SELECT query, "emptyResults" AS searches FROM (${queryTotals}) q WHERE "emptyResults" > 0 ORDER BY "emptyResults" DESC, query LIMIT ${TOP}
      `,
      );
      const [totals] = await queryRows<{ searches: number; emptySearches: number }>(
        db,
        sql`
        SELECT coalesce(sum(searches), 0)::int AS searches, coalesce(sum(empty_results), 0)::int AS "emptySearches"
        FROM ${searchQueryCounts} WHERE day BETWEEN ${from}::date AND ${to}::date
      `,
      );
      const byDay = new Map(dailyRows.map((row) => [row.day, row.views]));
      const daily = Array.from({ length: days }, (_, i) => {
        const day = dayOf(new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000));
        return { day, views: byDay.get(day) ?? 0 };
      });
      return {
        days,
        from,
        to,
        totals: { views: daily.reduce((sum, d) => sum + d.views, 0), searches: totals.searches, emptySearches: totals.emptySearches },
        daily,
        areas,
        recipes: topRecipes,
        searches: topSearches,
        emptySearches: empty,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
