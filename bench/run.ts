/**
 * `npm run bench`: starts the built site on a fresh PGlite database in its own process and loads
 * it with autocannon (50 connections, 10 s each, no pipelining). Prints requests per second and
 * p50/p99 latency per target, and each as a ratio to the static asset measured in the same run,
 * since ratios travel between machines better than absolute numbers.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 3911);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const base = `http://127.0.0.1:${PORT}`;

const assetsDir = path.resolve("build/client/assets");
const asset = readdirSync(assetsDir).find((f) => /^entry\.client-.*\.js$/.test(f));
if (!asset) throw new Error("No built entry asset: run npm run build");

const dataDir = mkdtempSync(path.join(tmpdir(), "ayur-bench-"));
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not become healthy");
}

type Row = { name: string; path: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** `everyRequestNew` gives each request its own query string, so no cache can answer it. */
async function load(name: string, urlPath: string, everyRequestNew = false): Promise<Row> {
  let n = 0;
  const requests = everyRequestNew
    ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: `${urlPath}?v=${n++}` }) }]
    : undefined;
  // A short warm-up so the first compile of each path is not measured.
  await autocannon({ url: base + urlPath, connections: 10, duration: 1, headers: { "accept-encoding": "br, gzip" } });
  const result = await autocannon({
    url: base + urlPath,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: DURATION_S,
    headers: { "accept-encoding": "br, gzip" },
    ...(requests ? { requests } : {}),
  });
  return {
    name,
    path: urlPath,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

try {
  await waitForHealth();
  const rows = [
    await load("static asset", `/assets/${asset}`),
    await load("GET /", "/"),
    await load("GET / rendered (cache bypassed)", "/", true),
    await load("GET /api/recipes?featured=true", "/api/recipes?featured=true"),
  ];
  const reference = rows[0];
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, PGlite, node ${process.version}\n`);
  console.log(
    ["target".padEnd(34), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "rps ÷ static".padStart(13), "p99 ÷ static".padStart(12), "errors".padStart(7)].join(" "),
  );
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(34),
        row.rps.toFixed(0).padStart(9),
        row.p50.toFixed(1).padStart(8),
        row.p99.toFixed(1).padStart(8),
        (row.rps / reference.rps).toFixed(2).padStart(13),
        (row.p99 / Math.max(reference.p99, 0.1)).toFixed(1).padStart(12),
        String(row.errors + row.non2xx).padStart(7),
      ].join(" "),
    );
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
