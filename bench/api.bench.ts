/**
 * The API near its database: `GET /api/recipes/{id}` over HTTP (ids rotating over the seeded
 * library, 50 connections) beside the same SELECT sent through the PostgreSQL driver by 50
 * concurrent loops on a pool of 10, measured in the same run on the same database. Also the list
 * call the home page makes. The ratio API ÷ driver says what the HTTP layer, validation and
 * serialisation cost on top of the query. The driver sends one statement per recipe; the API reads
 * the recipes asked for in one turn of its event loop in one statement, so the statements it sent
 * per request are printed under the table beside its CPU time per request.
 */
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { recipes } from "../src/server/db/schema/index.ts";
import { recipeDetailColumns } from "../src/server/domains/recipes/service.ts";
import { cpuMsOf, loadGenerator, printTable, startServer, steadyLoad, withBenchDatabase, type LoadRow } from "./support.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

/** The recipe service's own SELECT (its columns) for one recipe, as SQL text the driver runs. */
const RECIPE_DETAIL_SQL = drizzle.mock().select(recipeDetailColumns).from(recipes).where(eq(recipes.id, 0)).toSQL().sql;

/** The server's CPU time and statements per request of each HTTP row, printed under the table. */
const costPerRequest: string[] = [];

/**
 * Transactions the database has committed so far: one per statement outside a transaction. A
 * backend reports its counts within a second of going idle, so this waits for them to settle.
 */
async function committedStatements(probe: pg.Client): Promise<number> {
  const read = async () =>
    Number(
      (await probe.query<{ n: string }>("SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()")).rows[0].n,
    );
  let last = await read();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const now = await read();
    // The probe's own reads are counted too: two of them between equal counts.
    if (now - last <= 2) return now;
    last = now;
  }
}

async function httpLoad(server: { base: string; pid: number }, probe: pg.Client, name: string, paths: string[]): Promise<LoadRow> {
  await steadyLoad("warm-up", { base: server.base, paths, connections: 10, durationS: 1 });
  const statementsBefore = await committedStatements(probe);
  const cpuBefore = cpuMsOf(server.pid);
  const row = await steadyLoad(name, { base: server.base, paths, connections: CONNECTIONS, durationS: DURATION_S });
  const cpuMs = cpuMsOf(server.pid) - cpuBefore;
  const served = Math.max(1, row.rps * DURATION_S);
  const statements = (await committedStatements(probe)) - statementsBefore;
  costPerRequest.push(
    `${name.padEnd(40)} ${((cpuMs * 1000) / served).toFixed(0)} µs of server CPU and ${(statements / served).toFixed(2)} statements a request`,
  );
  return row;
}

/** `CONNECTIONS` loops sending the recipe SELECT through one pool of 10 for `DURATION_S`. */
async function driverLoad(databaseUrl: string, ids: number[], sql: string): Promise<LoadRow> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const latencies: number[] = [];
  let n = 0;
  let errors = 0;
  const run = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        await pool.query(sql, [ids[n++ % ids.length]]);
      } catch {
        errors += 1;
      }
      if (record) latencies.push(performance.now() - started);
    }
  };
  try {
    await Promise.all(Array.from({ length: 10 }, () => run(performance.now() + 1000, false)));
    const started = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, () => run(started + DURATION_S * 1000, true)));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return { name: "the same SELECT through the driver", rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
  } finally {
    await pool.end();
  }
}

export default async function run() {
  await withBenchDatabase("ayur_bench_api", "API near its database (PostgreSQL)", async (databaseUrl) => {
    const server = await startServer(Number(process.env.BENCH_PORT ?? 3913), { DATABASE_URL: databaseUrl });
    try {
      const probe = new pg.Client({ connectionString: databaseUrl });
      await probe.connect();
      const ids = (await probe.query<{ id: number }>("SELECT id FROM recipes ORDER BY id LIMIT 200")).rows.map((r) => r.id);

      const driver = await driverLoad(databaseUrl, ids, RECIPE_DETAIL_SQL);
      const rows = [
        driver,
        await httpLoad(
          server,
          probe,
          "GET /api/recipes/{id}",
          ids.map((id) => `/api/recipes/${id}`),
        ),
        await httpLoad(server, probe, "GET /api/recipes?featured=true", ["/api/recipes?featured=true"]),
      ];
      await probe.end();
      printTable(
        `API near its database: PostgreSQL, ${ids.length} recipe ids rotating, ${CONNECTIONS} connections, ${DURATION_S} s each, ` +
          `node ${process.version}, HTTP by ${loadGenerator} (ref = the driver loop, pool of 10)`,
        rows,
        driver,
      );
      console.log(`\n${costPerRequest.join("\n")}`);
    } finally {
      await server.stop();
    }
  });
}
