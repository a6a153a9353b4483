/**
 * Search at scale: 100,000 recipes and a stream of searches as visitors send them, by 50
 * connections for 20 s, on PGlite and on PostgreSQL. The mix (MIX, described in the table's
 * title): one or two words by popularity, a share misspelt (the typo path: the spelling
 * dictionary's trigram lookup), a cuisine on about a third, other list filters, pages 1 to 4,
 * half through the list's search and half through the advanced search, some of those with a
 * range filter, another sort or an ingredient. The same stream also runs through the search
 * service in this process (no HTTP), in the same run, so API ÷ database shows what our layers
 * cost; on PGlite both rows use the database as the site does, in its worker thread, and the
 * service row sends one search at a time (PGlite answers one query at a time). The API is
 * measured twice, each time on a server of its own: just started (its search memory empty), and
 * after a warm-up as long as the measurement (its memory holding what such traffic keeps). Set
 * BENCH_SEARCH_COUNT to change the catalogue size, BENCH_SEARCH_DB=pglite|postgres to run one.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../src/server/db/client.ts";
import { createRecipeService } from "../src/server/domains/recipes/service.ts";
import { advancedSearchQuerySchema, recipeListQuerySchema } from "../src/shared/schemas/recipe.ts";
import { loadGenerator, printTable, startServer, steadyLoad, withBenchDatabase, type LoadRow } from "./support.ts";

const RECIPES = Number(process.env.BENCH_SEARCH_COUNT ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SEARCH_DURATION ?? 20);
const CONNECTIONS = 50;

/** Search words by popularity (most searched first), each with a misspelling visitors type. */
const WORDS: [string, string | null][] = [
  ["curry", "cury"],
  ["chickpea", "chikpea"],
  ["lentil", "lentl"],
  ["dal", null],
  ["spinach", "spinnach"],
  ["paneer", "panner"],
  ["chicken", "chiken"],
  ["salmon", "salmn"],
  ["shrimp", "shrimps"],
  ["tofu", null],
  ["mushroom", "mushrom"],
  ["risotto", "risoto"],
  ["tacos", "tacoss"],
  ["soup", null],
  ["salad", "sallad"],
  ["stew", null],
  ["tagine", "tajine"],
  ["noodle", "noodel"],
  ["rice", null],
  ["coconut", "cocunut"],
  ["ginger", "gingr"],
  ["turmeric", "tumeric"],
  ["garlic", "garlik"],
  ["lemon", "lemmon"],
  ["sweet potato", "sweet potatoe"],
  ["eggplant", "egplant"],
  ["dumplings", "dumplins"],
  ["pasta", null],
  ["paella", "paela"],
  ["bibimbap", "bibimbop"],
  ["cauliflower", "cauliflour"],
  ["lamb", null],
  ["frittata", "fritata"],
  ["congee", "congie"],
  ["miso", null],
  ["harissa", "harrisa"],
  ["tahini", "tahni"],
  ["pilaf", "pilav"],
  ["chowder", "chowdar"],
  ["gratin", "gratine"],
];
const SECOND = ["spicy", "creamy", "smoky", "quick", "herbed", "crispy", "golden", "soup", "bowl", "curry"];
const CUISINES = [
  "indian",
  "italian",
  "thai",
  "mexican",
  "japanese",
  "chinese",
  "french",
  "greek",
  "moroccan",
  "korean",
  "vietnamese",
  "middle-eastern",
  "spanish",
  "american",
];
const LIST_FILTERS = ["category=main-course", "category=soup", "dietType=vegan", "dietType=vegetarian", "difficulty=easy"];
const ADVANCED_EXTRAS = ["cookingTimeMax=30", "sort=rating", "sort=quickest", "ingredients=garlic", "caloriesMax=500"];

/** The share of each page: most visitors stop at the first, some read on to the fourth. */
const PAGES: [number, number][] = [
  [1, 0.55],
  [2, 0.22],
  [3, 0.13],
  [4, 0.1],
];
export const MIX = {
  twoWords: 0.4,
  typo: 0.15,
  cuisine: 1 / 3,
  listFilter: 0.15,
  advancedExtra: 0.1,
  listEndpoint: 0.5,
};
/** How the mix reads in the table's title. */
export const MIX_DESCRIPTION =
  `pages 1-4 (${PAGES.map(([, p]) => `${Math.round(p * 100)}%`).join("/")}), ${MIX.typo * 100}% misspelt, ` +
  `${Math.round(MIX.cuisine * 100)}% with a cuisine, ${MIX.listFilter * 100}% another list filter, ` +
  `${MIX.twoWords * 100}% two words, half through /api/recipes?search, ${MIX.advancedExtra * 100}% of the advanced ones with a range, sort or ingredient`;

/** A deterministic generator, so every run sends the same requests in the same order. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A stream of `length` requests (paths with their query) as visitors send them: word popularity
 * falls off as 1/rank^0.8, so the popular searches repeat and a long tail is asked once or twice.
 * The stream is long enough not to wrap within a run, so repeats come from the mix alone.
 */
export function searchRequests(length = 40_000): string[] {
  const rand = random(24);
  const weights = WORDS.map((_, i) => 1 / (i + 1) ** 0.8);
  const sum = weights.reduce((a, b) => a + b, 0);
  const pickWord = () => {
    let r = rand() * sum;
    for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) < 0) return WORDS[i];
    return WORDS[WORDS.length - 1];
  };
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  // Words without a misspelling are always spelt right: the others are misspelt a little more
  // often, so that the whole stream has the stated share.
  const typoWeight = WORDS.reduce((acc, [, typo], i) => acc + (typo ? weights[i] : 0), 0) / sum;
  const pickPage = () => {
    let r = rand();
    for (const [page, share] of PAGES) if ((r -= share) < 0) return page;
    return 1;
  };
  const requests: string[] = [];
  for (let n = 0; n < length; n++) {
    const [word, typo] = pickWord();
    const misspelt = typo !== null && rand() < MIX.typo / typoWeight;
    let text = misspelt ? typo : word;
    if (rand() < MIX.twoWords) text = `${text} ${pick(SECOND.filter((s) => s !== word))}`;
    const list = rand() < MIX.listEndpoint;
    const params = [list ? `search=${encodeURIComponent(text)}` : `query=${encodeURIComponent(text)}`];
    if (rand() < MIX.cuisine) params.push(`cuisine=${pick(CUISINES)}`);
    if (rand() < MIX.listFilter) params.push(pick(list ? LIST_FILTERS.filter((f) => !f.startsWith("difficulty")) : LIST_FILTERS));
    if (!list && rand() < MIX.advancedExtra) params.push(pick(ADVANCED_EXTRAS));
    const page = pickPage();
    if (page > 1) params.push(`page=${page}`);
    requests.push(`${list ? "/api/recipes" : "/api/recipes/advanced-search"}?${params.join("&")}`);
  }
  return requests;
}

function seed(env: Record<string, string>) {
  const started = Date.now();
  execFileSync(process.execPath, ["--import", "tsx", "scripts/seed-recipes.ts", "--count", String(RECIPES)], {
    env: { ...process.env, LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return (Date.now() - started) / 1000;
}

/** A request's service call, as the route would make it. */
function serviceCall(service: ReturnType<typeof createRecipeService>, request: string): () => Promise<unknown> {
  const [pathname, search] = request.split("?");
  const params = Object.fromEntries(new URLSearchParams(search));
  if (pathname === "/api/recipes") {
    const query = recipeListQuerySchema.parse(params);
    return () => service.list(query);
  }
  const query = advancedSearchQuerySchema.parse(params);
  return () => service.advancedSearch(query);
}

/** The request stream through the service in this process, `concurrency` at a time, for DURATION_S. */
async function loadDatabase(
  name: string,
  options: Parameters<typeof openDatabase>[0],
  requests: string[],
  concurrency: number,
): Promise<LoadRow> {
  const handle = await openDatabase(options);
  // Flush the seed's writes now, so that no checkpoint lands inside one measurement and not the other.
  await handle.rawQuery("CHECKPOINT");
  const service = createRecipeService(handle.db);
  const calls = requests.map((request) => serviceCall(service, request));
  // Warm up on requests the measurement sends late in its stream (as the API's warm-up does).
  for (const call of calls.slice(-20)) await call();
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const deadline = Date.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const call = calls[next++ % calls.length];
        const t = performance.now();
        try {
          await call();
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

/**
 * The stream through the API of a server started for it: after a warm-up of `warmUpS` seconds
 * by `warmUpConnections` connections, which read the stream from its end, so the measurement
 * starts on requests not yet sent. A short warm-up measures a server just started, its search
 * memory empty; a long one a server that has been answering the same kind of traffic.
 */
async function loadApi(
  name: string,
  port: number,
  env: Record<string, string>,
  requests: string[],
  warmUp: { connections: number; durationS: number },
): Promise<LoadRow> {
  const server = await startServer(port, env);
  try {
    await steadyLoad("warm-up", { base: server.base, paths: requests.toReversed(), ...warmUp });
    return await steadyLoad(name, { base: server.base, paths: requests, connections: CONNECTIONS, durationS: DURATION_S });
  } finally {
    await server.stop();
  }
}

/** The API rows: a server just started, and one after as long a stream of the same searches. */
async function loadApiRows(port: number, env: Record<string, string>, requests: string[]): Promise<LoadRow[]> {
  return [
    await loadApi("API GET, just started (2 s warm-up)", port, env, requests, { connections: 10, durationS: 2 }),
    await loadApi(`API GET, after ${DURATION_S} s of searches`, port, env, requests, { connections: CONNECTIONS, durationS: DURATION_S }),
  ];
}

export default async function run() {
  const requests = searchRequests();
  const distinct = new Set(requests).size;
  const which = process.env.BENCH_SEARCH_DB;
  const port = Number(process.env.BENCH_PORT ?? 3912);

  if (!which || which === "pglite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ayur-search-"));
    try {
      const seconds = seed({ DATA_DIR: dataDir, DATABASE_URL: "" });
      // PGlite allows one process per directory: the database side runs first, then the API.
      const direct = await loadDatabase("database (service, in-process)", { dataDir }, requests, 1);
      const api = await loadApiRows(port, { DATA_DIR: dataDir }, requests);
      printTable(
        `Search on PGlite: ${RECIPES.toLocaleString("en")} recipes (seeded in ${seconds.toFixed(0)} s), ${requests.length.toLocaleString("en")} requests (${distinct.toLocaleString("en")} distinct): ${MIX_DESCRIPTION}; ${CONNECTIONS} connections, ${DURATION_S} s, HTTP by ${loadGenerator} (ref = database)`,
        [direct, ...api],
        direct,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (!which || which === "postgres") {
    await withBenchDatabase("ayur_bench_search", "Search on PostgreSQL", async (databaseUrl) => {
      const seconds = seed({ DATABASE_URL: databaseUrl });
      const direct = await loadDatabase("database (service, in-process)", { databaseUrl }, requests, CONNECTIONS);
      const api = await loadApiRows(port, { DATABASE_URL: databaseUrl }, requests);
      printTable(
        `Search on PostgreSQL: ${RECIPES.toLocaleString("en")} recipes (seeded in ${seconds.toFixed(0)} s), ${requests.length.toLocaleString("en")} requests (${distinct.toLocaleString("en")} distinct): ${MIX_DESCRIPTION}; ${CONNECTIONS} connections, ${DURATION_S} s, HTTP by ${loadGenerator} (ref = database)`,
        [direct, ...api],
        direct,
      );
    });
  }
}
