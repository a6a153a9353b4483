/**
 * Start-up and resident memory of the server process, run three ways: from the sources through tsx
 * (TypeScript compiled at every start, as `npm start` did before the server build), the compiled
 * server as `npm start` runs it (build/server-app/main.js with --enable-source-maps), and the same
 * without source maps, to show what they cost.
 *
 * Start-up is the time from spawning the process until /healthz answers 200, on PGlite: on a fresh,
 * empty DATA_DIR (migrations, the demo content and the first admin included) and on a DATA_DIR that
 * already holds them. Memory is VmRSS once healthy, and after 1,000 GETs of the home page (10
 * connections, compressed answers, as browsers ask). Each figure is the median of START_RUNS runs
 * (default 5); the ways take turns within each round, so load from elsewhere on the machine falls on
 * all of them alike. Every process started here is stopped by its pid.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import autocannon from "autocannon";

const RUNS = Number(process.env.START_RUNS ?? 5);
const HOME_GETS = 1_000;
const SERVER_ENTRY = path.resolve(process.env.BUILD_DIR ?? "build", "server-app/main.js");

const WAYS = [
  { name: "tsx, from the sources", args: ["--import", "tsx", "src/server/main.ts"] },
  { name: "compiled, source maps (npm start)", args: ["--enable-source-maps", SERVER_ENTRY] },
  { name: "compiled, no source maps", args: [SERVER_ENTRY] },
] as const;

type Sample = { startMs: number; rssHealthyMb: number; rssAfterGetsMb?: number };

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.match(/\d+/)?.[0]) / 1024;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function stop(child: ChildProcess) {
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  await exited(child);
  clearTimeout(timer);
}

/** A port nothing listens on, so the answer to /healthz can only come from the process started. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts one way on `dataDir` and times it until /healthz answers; the caller stops it. */
async function start(args: readonly string[], dataDir: string): Promise<{ child: ChildProcess; base: string; startMs: number }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error" };
  for (const name of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "NODE_ENV"]) delete env[name];
  const began = performance.now();
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "ignore", "inherit"] });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited during start-up`);
    try {
      if ((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - began > 180_000) {
      await stop(child);
      throw new Error(`${args.join(" ")} did not become healthy`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, base, startMs: performance.now() - began };
}

async function getHome(base: string) {
  const result = await autocannon({ url: `${base}/`, connections: 10, amount: HOME_GETS, headers: { "accept-encoding": "br, gzip" } });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${failed} of ${HOME_GETS} GETs of / failed`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export default async function run() {
  const workDir = mkdtempSync(path.join(tmpdir(), "ayur-bench-start-"));
  const fresh = new Map<string, Sample[]>(WAYS.map((w) => [w.name, []]));
  const seeded = new Map<string, Sample[]>(WAYS.map((w) => [w.name, []]));
  try {
    // One seeded directory, made once; each seeded run starts on a copy of it, as it was.
    const template = path.join(workDir, "seeded");
    const first = await start(WAYS[1].args, template);
    await stop(first.child);

    for (let round = 1; round <= RUNS; round++) {
      for (const way of WAYS) {
        const freshDir = path.join(workDir, `fresh-${round}`);
        const a = await start(way.args, freshDir);
        fresh.get(way.name)!.push({ startMs: a.startMs, rssHealthyMb: rssMb(a.child.pid!) });
        await stop(a.child);
        rmSync(freshDir, { recursive: true, force: true });

        const seededDir = path.join(workDir, `seeded-${round}`);
        cpSync(template, seededDir, { recursive: true });
        const b = await start(way.args, seededDir);
        const rssHealthyMb = rssMb(b.child.pid!);
        await getHome(b.base);
        seeded.get(way.name)!.push({ startMs: b.startMs, rssHealthyMb, rssAfterGetsMb: rssMb(b.child.pid!) });
        await stop(b.child);
        rmSync(seededDir, { recursive: true, force: true });
      }
      console.log(`start-up: round ${round} of ${RUNS} done`);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }

  console.log(`\nServer start-up on PGlite, median of ${RUNS} (spawn until /healthz answers 200; VmRSS in MB)\n`);
  console.log(
    [
      "way".padEnd(36),
      "fresh ms".padStart(9),
      "seeded ms".padStart(10),
      "seeded ÷ tsx".padStart(12),
      "RSS fresh".padStart(10),
      "RSS seeded".padStart(11),
      `RSS +${HOME_GETS} GET /`.padStart(16),
    ].join(" "),
  );
  const reference = median(seeded.get(WAYS[0].name)!.map((s) => s.startMs));
  for (const way of WAYS) {
    const f = fresh.get(way.name)!;
    const s = seeded.get(way.name)!;
    const seededMs = median(s.map((x) => x.startMs));
    console.log(
      [
        way.name.padEnd(36),
        median(f.map((x) => x.startMs))
          .toFixed(0)
          .padStart(9),
        seededMs.toFixed(0).padStart(10),
        (seededMs / reference).toFixed(2).padStart(12),
        median(f.map((x) => x.rssHealthyMb))
          .toFixed(0)
          .padStart(10),
        median(s.map((x) => x.rssHealthyMb))
          .toFixed(0)
          .padStart(11),
        median(s.map((x) => x.rssAfterGetsMb!))
          .toFixed(0)
          .padStart(16),
      ].join(" "),
    );
  }
}
