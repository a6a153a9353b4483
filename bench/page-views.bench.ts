/**
 * A recipe page as visitors load it, from the page cache and rendered, beside a hashed static
 * asset. Every one of these page answers is counted by the analytics (in memory, written every
 * few seconds), so running this bench on a build with and without the counter shows its cost.
 * 50 connections, 10 s each, no pipelining.
 */
import autocannon from "autocannon";
import { builtEntryAsset, printTable, startServer, type LoadRow } from "./support.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const RECIPE = "/recipes/1";

export default async function run() {
  const asset = builtEntryAsset();
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3913));

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
      await load(`GET ${RECIPE} (page cache)`, RECIPE),
      await load(`GET ${RECIPE} rendered (cache bypassed)`, RECIPE, true),
    ];
    printTable(
      `Recipe page views: ${CONNECTIONS} connections, ${DURATION_S} s each, PGlite, node ${process.version} (ref = static asset)`,
      rows,
      rows[0],
    );
  } finally {
    await server.stop();
  }
}
