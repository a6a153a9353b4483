/**
 * Search at scale: 100,000 recipes, 200 distinct realistic queries (one or two words, with and
 * without filters) sent round-robin by 50 connections for 20 s, on PGlite and on PostgreSQL.
 * The same query set also runs straight against the database through the driver (the search
 * service in-process, no HTTP), in the same run, so API ÷ database shows what our layers cost.
 * Set BENCH_SEARCH_COUNT to change the catalogue size, BENCH_SEARCH_DB=pglite|postgres to run one.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../src/server/db/client.ts";
import { createRecipeService } from "../src/server/domains/recipes/service.ts";
import { advancedSearchQuerySchema } from "../src/shared/schemas/recipe.ts";
import { withBenchDatabase, printTable, startServer, type LoadRow } from "./support.ts";

const RECIPES = Number(process.env.BENCH_SEARCH_COUNT ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SEARCH_DURATION ?? 20);
const CONNECTIONS = 50;

/** 200 distinct queries a visitor would type, some with filters, as query strings. */
export function searchQuerySet(): string[] {
  const words = [
    "curry",
    "chickpea",
    "lentil",
    "dal",
    "spinach",
    "paneer",
    "chicken",
    "salmon",
    "shrimp",
    "tofu",
    "mushroom",
    "risotto",
    "tacos",
    "soup",
    "salad",
    "stew",
    "tagine",
    "noodle",
    "rice",
    "coconut",
    "ginger",
    "turmeric",
    "garlic",
    "lemon",
    "sweet potato",
    "eggplant",
    "dumplings",
    "pasta",
    "paella",
    "bibimbap",
    "cauliflower",
    "lamb",
    "frittata",
    "congee",
    "miso",
    "harissa",
    "tahini",
    "pilaf",
    "chowder",
    "gratin",
  ];
  const second = ["spicy", "creamy", "smoky", "quick", "herbed", "crispy", "golden", "soup", "bowl", "curry"];
  const filters = [
    "",
    "",
    "",
    "&cuisine=indian",
    "&cuisine=italian",
    "&category=main-course",
    "&dietType=vegan",
    "&difficulty=easy",
    "&cuisine=thai&dietType=vegan",
    "&category=soup",
  ];
  // Five variants of each of 40 words: alone, with a filter, two words, two words with a filter,
  // and with another filter: 200 distinct queries.
  const set = new Set<string>();
  words.forEach((w, i) => {
    const pair = `${w} ${second[i % second.length]}`;
    const filter = (k: number) => filters[3 + ((i + k) % (filters.length - 3))];
    for (const [text, extra] of [
      [w, ""],
      [w, filter(0)],
      [pair, ""],
      [pair, filter(2)],
      [w, filter(4)],
    ] as const) {
      set.add(`query=${encodeURIComponent(text)}${extra}`);
    }
  });
  if (set.size !== 200) throw new Error(`expected 200 distinct queries, made ${set.size}`);
  return [...set];
}

function seed(env: Record<string, string>) {
  const started = Date.now();
  execFileSync(process.execPath, ["--import", "tsx", "scripts/seed-recipes.ts", "--count", String(RECIPES)], {
    env: { ...process.env, LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return (Date.now() - started) / 1000;
}

/** The query set through the service in this process, `concurrency` at a time, for DURATION_S. */
async function loadDatabase(
  name: string,
  options: Parameters<typeof openDatabase>[0],
  queries: string[],
  concurrency: number,
): Promise<LoadRow> {
  const handle = await openDatabase(options);
  // Flush the seed's writes now, so that no checkpoint lands inside one measurement and not the other.
  await handle.rawQuery("CHECKPOINT");
  const service = createRecipeService(handle.db);
  const parsed = queries.map((q) => advancedSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(q))));
  for (const q of parsed.slice(0, 20)) await service.advancedSearch(q);
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const deadline = Date.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const q = parsed[next++ % parsed.length];
        const t = performance.now();
        try {
          await service.advancedSearch(q);
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  await handle.close();
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { name, rps: latencies.length / DURATION_S, p50: at(0.5), p99: at(0.99), errors };
}

async function loadApi(name: string, base: string, queries: string[]): Promise<LoadRow> {
  let n = 0;
  const requests = [
    { setupRequest: (req: autocannon.Request) => ({ ...req, path: `/api/recipes/advanced-search?${queries[n++ % queries.length]}` }) },
  ];
  await autocannon({ url: base, connections: 10, duration: 2, requests });
  const result = await autocannon({ url: base, connections: CONNECTIONS, pipelining: 1, duration: DURATION_S, requests });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export default async function run() {
  const queries = searchQuerySet();
  const which = process.env.BENCH_SEARCH_DB;
  const port = Number(process.env.BENCH_PORT ?? 3912);

  if (!which || which === "pglite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ayur-search-"));
    try {
      const seconds = seed({ DATA_DIR: dataDir, DATABASE_URL: "" });
      // PGlite allows one process per directory: the database side runs first, then the API.
      const direct = await loadDatabase("database (service, in-process)", { dataDir }, queries, 1);
      const server = await startServer(port, { DATA_DIR: dataDir });
      const api = await loadApi("API GET /api/recipes/advanced-search", server.base, queries);
      await server.stop();
      printTable(
        `Search on PGlite: ${RECIPES.toLocaleString("en")} recipes (seeded in ${seconds.toFixed(0)} s), ${queries.length} queries, ${CONNECTIONS} connections, ${DURATION_S} s (ref = database)`,
        [direct, api],
        direct,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (!which || which === "postgres") {
    await withBenchDatabase("ayur_bench_search", "Search on PostgreSQL", async (databaseUrl) => {
      const seconds = seed({ DATABASE_URL: databaseUrl });
      const server = await startServer(port, { DATABASE_URL: databaseUrl });
      const direct = await loadDatabase("database (service, in-process)", { databaseUrl }, queries, CONNECTIONS);
      const api = await loadApi("API GET /api/recipes/advanced-search", server.base, queries);
      await server.stop();
      printTable(
        `Search on PostgreSQL: ${RECIPES.toLocaleString("en")} recipes (seeded in ${seconds.toFixed(0)} s), ${queries.length} queries, ${CONNECTIONS} connections, ${DURATION_S} s (ref = database)`,
        [direct, api],
        direct,
      );
    });
  }
}
