/**
 * The site's pages under load, on PGlite and on PostgreSQL, each table measured in one run:
 * - a hashed static asset (the ceiling) and the home page from the page cache;
 * - 50 recipe pages nobody has asked for yet, 50 connections, 2,000 requests (the cold burst);
 * - one page nobody has asked for yet, asked by 200 connections at once, 2,000 requests: the
 *   renders it cost are counted from each answer's `x-page-cache` (exactly one `miss` is the aim);
 * - the same 50 recipe pages warm, for 10 s;
 * - the home page rendered every time (each request a new address, so no cache can answer it);
 * - the home page's featured-recipes call.
 * The machine's load average is printed with each table, and the server's CPU time per answer
 * under it. Every row uses wrk where it is installed (see `steadyLoad` and `burstLoad`): autocannon
 * spends more CPU per answer than the site does on a cached page, so on a shared machine a burst
 * it sends measures autocannon (a cached page answered at under 1,000 req/s, p99 250 ms, against
 * wrk's 3,000 to 5,000 req/s).
 */
import { availableParallelism, loadavg } from "node:os";
import { builtEntryAsset, burstLoad, cpuMsOf, loadGenerator, printTable, startServer, steadyLoad, withBenchDatabase } from "./support.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const BURST_CONNECTIONS = 200;
const BURST_REQUESTS = 2_000;
const RECIPE_PAGES = 50;
const HEADERS = { "accept-encoding": "br, gzip", accept: "text/html" };

async function measure(label: string, env: Record<string, string>, port: number) {
  const asset = builtEntryAsset();
  const server = await startServer(port, env);
  /** Server CPU per answer of each steady row, printed under the table. */
  const cpuPerAnswer: string[] = [];
  const steady = async (name: string, paths: string[]) => {
    await steadyLoad("warm-up", { base: server.base, paths, connections: 10, durationS: 1, headers: HEADERS });
    const cpuBefore = cpuMsOf(server.pid);
    const row = await steadyLoad(name, { base: server.base, paths, connections: CONNECTIONS, durationS: DURATION_S, headers: HEADERS });
    const answers = Math.max(1, row.rps * DURATION_S);
    cpuPerAnswer.push(`${name.padEnd(40)} ${(((cpuMsOf(server.pid) - cpuBefore) * 1000) / answers).toFixed(0).padStart(6)} µs`);
    return row;
  };
  try {
    const listed = (await (await fetch(`${server.base}/api/recipes?limit=${RECIPE_PAGES}`)).json()) as { recipes: { id: number }[] };
    const recipePages = listed.recipes.map((recipe) => `/recipes/${recipe.id}`);
    if (recipePages.length < RECIPE_PAGES) throw new Error(`the site lists ${recipePages.length} recipes, ${RECIPE_PAGES} are needed`);

    const rows = [await steady("static asset", [`/assets/${asset}`])];
    rows.push(await steady("GET / (page cache)", ["/"]));

    const burst = (name: string, connections: number, paths: string[]) =>
      burstLoad(name, { base: server.base, paths, connections, amount: BURST_REQUESTS, headers: HEADERS, countHeader: "x-page-cache" });
    const cold = await burst(`${RECIPE_PAGES} recipe pages, first hits`, CONNECTIONS, recipePages);
    const newPage = await burst(`one new page, ${BURST_CONNECTIONS} connections at once`, BURST_CONNECTIONS, [
      `/recipes?burst=${Date.now()}`,
    ]);
    rows.push(cold.row, newPage.row);
    rows.push(await steady(`the ${RECIPE_PAGES} recipe pages warm`, recipePages));
    // Each request a new address: more than the run can send, so no answer comes from the cache.
    rows.push(
      await steady(
        "GET / rendered (cache bypassed)",
        Array.from({ length: 20_000 }, (_, n) => `/?v=${n}`),
      ),
    );
    rows.push(await steady("GET /api/recipes?featured=true", ["/api/recipes?featured=true"]));

    printTable(
      `Site pages on ${label}: ${CONNECTIONS} connections, ${DURATION_S} s per timed row (${loadGenerator}), ` +
        `${BURST_REQUESTS} answers per burst (${loadGenerator}), node ${process.version}, load average ${loadavg()[0].toFixed(1)} ` +
        `on ${availableParallelism()} cores (ref = static asset)`,
      rows,
      rows[0],
    );
    const counts = (answers: Map<string, number>) => [...answers].map(([how, count]) => `${how} ${count}`).join(", ");
    console.log(
      `\n  renders (x-page-cache: miss) in the cold burst over ${RECIPE_PAGES} pages: ${cold.counts.get("miss") ?? 0} (${counts(cold.counts)})`,
    );
    console.log(
      `  renders of the one new page under ${BURST_CONNECTIONS} connections: ${newPage.counts.get("miss") ?? 0} (${counts(newPage.counts)})`,
    );
    console.log(`\n  the server's CPU time per answer (user + system, all its threads):\n  ${cpuPerAnswer.join("\n  ")}`);
  } finally {
    await server.stop();
  }
}

export default async function run() {
  const port = Number(process.env.BENCH_PORT ?? 3911);
  await measure("PGlite", {}, port);
  await withBenchDatabase("ayur_bench_pages", "Site pages on PostgreSQL", (databaseUrl) =>
    measure("PostgreSQL", { DATABASE_URL: databaseUrl }, port),
  );
}
