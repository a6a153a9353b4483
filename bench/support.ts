import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** Starts the built site in its own process on a fresh PGlite directory (or the given env). */
export async function startServer(port: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ayur-bench-"));
  const child = spawn(process.execPath, ["--enable-source-maps", path.resolve(process.env.BUILD_DIR ?? "build", "server-app/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error("the server exited during start-up");
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error("server did not become healthy");
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    dataDir,
    /** The server's process id, to read its CPU time and memory. */
    pid: child.pid!,
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type LoadRow = { name: string; rps: number; p50: number; p99: number; errors: number };

/**
 * CPU time (user + system, in ms) a process has used so far. Its difference over a load run,
 * divided by the requests served, is the cost of one request: steadier than req/s on a machine
 * that is busy with other work, since waiting for a core costs no CPU time.
 */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime are the 12th and 13th fields after the command name, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Prints rows as a table, each also as a ratio to the reference row measured in the same run. */
export function printTable(title: string, rows: LoadRow[], reference: LoadRow) {
  console.log(`\n${title}\n`);
  console.log(
    [
      "target".padEnd(40),
      "req/s".padStart(9),
      "p50 ms".padStart(8),
      "p99 ms".padStart(8),
      "rps ÷ ref".padStart(10),
      "p99 ÷ ref".padStart(10),
      "errors".padStart(7),
    ].join(" "),
  );
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(40),
        row.rps.toFixed(0).padStart(9),
        row.p50.toFixed(1).padStart(8),
        row.p99.toFixed(1).padStart(8),
        (row.rps / reference.rps).toFixed(2).padStart(10),
        (row.p99 / Math.max(reference.p99, 0.1)).toFixed(2).padStart(10),
        String(row.errors).padStart(7),
      ].join(" "),
    );
  }
}

/** The built client's entry script: the static asset each bench measures beside its own target. */
export function builtEntryAsset(): string {
  const assetsDir = path.resolve(process.env.BUILD_DIR ?? "build", "client/assets");
  const asset = readdirSync(assetsDir).find((f) => /^entry\.client-.*\.js$/.test(f));
  if (!asset) throw new Error("No built entry asset: run npm run build");
  return asset;
}

/** The PostgreSQL server benches make their databases on. */
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * Runs `work` on a fresh PostgreSQL database called `name`, dropped again afterwards. Without a
 * server the bench says so under `label` and skips that half.
 */
export async function withBenchDatabase(name: string, label: string, work: (databaseUrl: string) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\n${label}: skipped, no server at ${PG_ADMIN_URL} (${(error as Error).message})`);
    return;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
