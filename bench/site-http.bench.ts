/**
 * The site's HTTP baseline: a hashed static asset, the home page (from the page cache and
 * rendered), and the home page's featured-recipes call. 50 connections, 10 s each, no pipelining.
 */
import autocannon from "autocannon";
import { builtEntryAsset, printTable, startServer, type LoadRow } from "./support.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

export default async function run() {
  const asset = builtEntryAsset();
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3911));

  /** `everyRequestNew` gives each request its own query string, so no cache can answer it. */
  async function load(name: string, urlPath: string, everyRequestNew = false): Promise<LoadRow> {
    let n = 0;
    const headers = { "accept-encoding": "br, gzip" };
    await autocannon({ url: server.base + urlPath, connections: 10, duration: 1, headers });
    const result = await autocannon({
      url: server.base + urlPath,
      connections: CONNECTIONS,
      pipelining: 1,
      duration: DURATION_S,
      headers,
      ...(everyRequestNew ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: `${urlPath}?v=${n++}` }) }] } : {}),
    });
    return {
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  }

  try {
    const rows = [
      await load("static asset", `/assets/${asset}`),
      await load("GET /", "/"),
      await load("GET / rendered (cache bypassed)", "/", true),
      await load("GET /api/recipes?featured=true", "/api/recipes?featured=true"),
    ];
    printTable(
      `Site HTTP: ${CONNECTIONS} connections, ${DURATION_S} s each, PGlite, node ${process.version} (ref = static asset)`,
      rows,
      rows[0],
    );
  } finally {
    await server.stop();
  }
}
