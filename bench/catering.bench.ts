/**
 * The catering lists under load: GET /api/buffet-menus and GET /api/industrial-catering, plain,
 * with filters, and with a search (the trigram-indexed search text), beside a hashed static asset
 * measured in the same run, on PGlite and on PostgreSQL. 50 connections, 10 s each, no pipelining.
 * The demo content has 12 buffet and 20 industrial menus, so these are the costs of the query path
 * (parse, count, one page) rather than of scanning many rows.
 * BENCH_CATERING_DB=pglite|postgres runs one database, BENCH_DURATION sets the seconds per load.
 */
import { loadavg } from "node:os";
import { builtEntryAsset, loadGenerator, printTable, startServer, steadyLoad, withBenchDatabase } from "./support.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3951);
const HEADERS = { "accept-encoding": "br, gzip" };

const TARGETS: [string, string][] = [
  // A paged list of the same size from another area, for comparison within the run.
  ["blog list (comparison)", "/api/blog"],
  ["buffet list", "/api/buffet-menus"],
  ["buffet occasion + meal type", "/api/buffet-menus?occasion=wedding&mealType=dinner&country=all&guestCount=all&page=1&limit=12"],
  ["buffet country + guests", "/api/buffet-menus?country=India&guestCount=200"],
  ["buffet search", "/api/buffet-menus?search=biryani"],
  ["buffet detail", "/api/buffet-menus/1"],
  ["industrial list", "/api/industrial-catering"],
  ["industrial meal + featured", "/api/industrial-catering?mealType=Lunch&featured=true&country=all&cuisine=all&industryType=all"],
  ["industrial country + industry", "/api/industrial-catering?country=India&industryType=Manufacturing"],
  ["industrial search", "/api/industrial-catering?search=curry"],
];

async function measure(label: string, env: Record<string, string>, asset: string) {
  const server = await startServer(PORT, env);
  try {
    // What each target answers, so the figures are read against real work.
    const found: string[] = [];
    for (const [name, target] of TARGETS) {
      const res = await fetch(server.base + target);
      if (!res.ok) throw new Error(`${target} answered ${res.status}`);
      const body = (await res.json()) as { pagination?: { total: number }; data?: unknown[] };
      found.push(`${name}: ${body.pagination ? `${body.data?.length} of ${body.pagination.total}` : "one item"}`);
    }
    const load = async (name: string, path: string) => {
      await steadyLoad("warm-up", { base: server.base, paths: [path], connections: 10, durationS: 1, headers: HEADERS });
      return steadyLoad(name, { base: server.base, paths: [path], connections: CONNECTIONS, durationS: DURATION_S, headers: HEADERS });
    };
    const rows = [await load("static asset", `/assets/${asset}`)];
    for (const [name, target] of TARGETS) rows.push(await load(`GET ${name}`, target));
    printTable(
      `Catering lists on ${label}: ${CONNECTIONS} connections, ${DURATION_S} s each (${loadGenerator}), node ${process.version}, load average ${loadavg()[0].toFixed(1)} (ref = static asset)`,
      rows,
      rows[0],
    );
    console.log(`  menus answered: ${found.join("; ")}`);
  } finally {
    await server.stop();
  }
}

export default async function run() {
  const asset = builtEntryAsset();
  const which = process.env.BENCH_CATERING_DB;

  if (!which || which === "pglite") await measure("PGlite", {}, asset);

  if (!which || which === "postgres") {
    await withBenchDatabase("ayur_bench_catering", "Catering lists on PostgreSQL", async (databaseUrl) => {
      await measure("PostgreSQL", { DATABASE_URL: databaseUrl }, asset);
    });
  }
}
