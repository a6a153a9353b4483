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
 * under it. The timed rows use wrk where it is installed (see `steadyLoad`), the bursts autocannon,
 * which can send an exact number of requests and read each answer's headers.
 */
import { availableParallelism, loadavg } from "node:os";
import autocannon from "autocannon";
import {
  builtEntryAsset,
  cpuMsOf,
  loadGenerator,
  printTable,
  startServer,
  steadyLoad,
  withBenchDatabase,
  type LoadRow,
} from "./support.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const BURST_CONNECTIONS = 200;
const BURST_REQUESTS = 2_000;
const RECIPE_PAGES = 50;
const HEADERS = { "accept-encoding": "br, gzip", accept: "text/html" };

type Burst = { amount: number; connections: number; paths: (n: number) => string };

/** A burst of exactly `amount` requests; `cacheAnswers` counts the answers by their x-page-cache header. */
async function burst(base: string, name: string, run: Burst, cacheAnswers: Map<string, number>): Promise<LoadRow> {
  let n = 0;
  const requests = [
    {
      setupRequest: (req: autocannon.Request) => ({ ...req, path: run.paths(n++) }),
      onResponse: (_status: number, _body: string, _context: object, headers: autocannon.Request["headers"]) => {
        const how = String(headers?.["x-page-cache"] ?? "none");
        cacheAnswers.set(how, (cacheAnswers.get(how) ?? 0) + 1);
      },
    },
  ];
  const result = await autocannon({
    url: base,
    connections: run.connections,
    pipelining: 1,
    headers: HEADERS,
    amount: run.amount,
    requests,
  });
  return {
    name,
    rps: result.requests.total / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

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

    const coldAnswers = new Map<string, number>();
    rows.push(
      await burst(
        server.base,
        `${RECIPE_PAGES} recipe pages, first hits`,
        { amount: BURST_REQUESTS, connections: CONNECTIONS, paths: (n) => recipePages[n % recipePages.length] },
        coldAnswers,
      ),
    );
    const burstAnswers = new Map<string, number>();
    const newPage = `/recipes?burst=${Date.now()}`;
    rows.push(
      await burst(
        server.base,
        `one new page, ${BURST_CONNECTIONS} connections at once`,
        { amount: BURST_REQUESTS, connections: BURST_CONNECTIONS, paths: () => newPage },
        burstAnswers,
      ),
    );
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
        `${BURST_REQUESTS} requests per burst (autocannon), node ${process.version}, load average ${loadavg()[0].toFixed(1)} ` +
        `on ${availableParallelism()} cores (ref = static asset)`,
      rows,
      rows[0],
    );
    const counts = (answers: Map<string, number>) => [...answers].map(([how, count]) => `${how} ${count}`).join(", ");
    console.log(
      `\n  renders (x-page-cache: miss) in the cold burst over ${RECIPE_PAGES} pages: ${coldAnswers.get("miss") ?? 0} (${counts(coldAnswers)})`,
    );
    console.log(
      `  renders of the one new page under ${BURST_CONNECTIONS} connections: ${burstAnswers.get("miss") ?? 0} (${counts(burstAnswers)})`,
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
