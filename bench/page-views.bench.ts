/**
 * A recipe page as visitors load it, from the page cache and rendered, beside a hashed static
 * asset. Every one of these page answers is counted by the analytics (in memory, written every
 * few seconds), so running this bench on a build with and without the counter shows its cost.
 * 50 connections, 10 s each, no pipelining.
 */
import { builtEntryAsset, loadGenerator, printTable, startServer, steadyLoad, type LoadRow } from "./support.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const RECIPE = "/recipes/1";

export default async function run() {
  const asset = builtEntryAsset();
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3913));

  const headers = { "accept-encoding": "br, gzip" };
  /** `everyRequestNew` gives each request its own query string, so no cache can answer it. */
  async function load(name: string, urlPath: string, everyRequestNew = false): Promise<LoadRow> {
    const paths = everyRequestNew ? Array.from({ length: 50_000 }, (_, n) => `${urlPath}?v=${n}`) : [urlPath];
    await steadyLoad("warm-up", { base: server.base, paths: paths.toReversed(), connections: 10, durationS: 1, headers });
    return steadyLoad(name, { base: server.base, paths, connections: CONNECTIONS, durationS: DURATION_S, headers });
  }

  try {
    const rows = [
      await load("static asset", `/assets/${asset}`),
      await load(`GET ${RECIPE} (page cache)`, RECIPE),
      await load(`GET ${RECIPE} rendered (cache bypassed)`, RECIPE, true),
    ];
    printTable(
      `Recipe page views: ${CONNECTIONS} connections, ${DURATION_S} s each (${loadGenerator}), PGlite, node ${process.version} (ref = static asset)`,
      rows,
      rows[0],
    );
  } finally {
    await server.stop();
  }
}
