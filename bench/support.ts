import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

/** Starts the built site in its own process on a fresh PGlite directory (or the given env). */
export async function startServer(port: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ayur-bench-"));
  // BENCH_SERVER_FLAGS: node flags for the server under test, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p" to profile it.
  const flags = (process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean);
  const child = spawn(
    process.execPath,
    [...flags, "--enable-source-maps", path.resolve(process.env.BUILD_DIR ?? "build", "server-app/main.js")],
    {
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
    },
  );
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

/** Where Debian's wrk is, if installed (`apt-get install wrk`): a load generator written in C. */
const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((file) => existsSync(file)) ?? null;

/**
 * The load generator the throughput rows use. The server and the generator share this machine's
 * cores, so a generator that spends more CPU per answer than the server does measures itself:
 * autocannon (JavaScript) reads a 33 KB page slower than the site sends it from the page cache.
 * wrk spends far less per answer, so its figures are the server's; without it autocannon runs,
 * and the table says which one measured.
 */
export const loadGenerator = WRK ? "wrk" : "autocannon";

export type SteadyLoad = {
  base: string;
  /** Sent in turn, one per request. */
  paths: string[];
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
};

/** `connections` connections asking `paths` in turn for `durationS` seconds, with wrk where it is installed. */
export async function steadyLoad(name: string, load: SteadyLoad): Promise<LoadRow> {
  if (!WRK) {
    let n = 0;
    const result = await autocannon({
      url: load.base,
      connections: load.connections,
      duration: load.durationS,
      headers: load.headers,
      requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: load.paths[n++ % load.paths.length] }) }],
    });
    return autocannonRow(name, result, result.requests.average);
  }
  const output = await runWrk(pathsInTurn(load.paths), [`-c${load.connections}`, `-d${load.durationS}s`], load);
  return { name, ...parseWrk(output) };
}

/** A row from autocannon's result, at the given rate; every request without a 2xx answer is an error. */
const autocannonRow = (name: string, result: autocannon.Result, rps: number): LoadRow => ({
  name,
  rps,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

/** wrk's Lua `request` sending `paths` in turn, the first path first. */
const pathsInTurn = (paths: string[]) => [
  `local paths = {${paths.map((p) => JSON.stringify(p)).join(",")}}`,
  "local n = 0",
  "request = function()",
  "  n = n + 1",
  "  return wrk.format(nil, paths[((n - 1) % #paths) + 1])",
  "end",
];

/**
 * Runs wrk (one thread, latency report) with a Lua script. When `stopLine` is given, the script
 * prints a line starting with it once it is done; wrk is then told to finish (SIGINT) instead of
 * running its whole duration, and its report covers the answers until then.
 */
async function runWrk(script: string[], args: string[], load: Pick<SteadyLoad, "base" | "headers">, stopLine?: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "ayur-wrk-"));
  try {
    const file = path.join(dir, "load.lua");
    writeFileSync(file, script.join("\n"));
    const headerArgs = Object.entries(load.headers ?? {}).flatMap(([key, value]) => ["-H", `${key}: ${value}`]);
    return await new Promise<string>((resolve, reject) => {
      const child = spawn(WRK!, ["-t1", ...args, "--timeout", "10s", "--latency", "-s", file, ...headerArgs, load.base], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => {
        const before = text;
        text += chunk.toString();
        if (stopLine && !before.includes(stopLine) && text.includes(stopLine)) child.kill("SIGINT");
      });
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`))));
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type BurstLoad = Omit<SteadyLoad, "durationS"> & {
  /** Exactly this many answers are measured. */
  amount: number;
  /** The answers are counted by this header's value (`none` where it is missing). */
  countHeader: string;
};

/**
 * A burst of exactly `amount` answers over `connections` connections, `paths` in turn from the
 * first request on, each answer counted by the value of its `countHeader`. wrk where it is
 * installed: its one thread stops the moment the last answer is counted, so its latency report
 * holds exactly these answers. autocannon otherwise, whose own cost per answer then limits the rate.
 */
export async function burstLoad(name: string, load: BurstLoad): Promise<{ row: LoadRow; counts: Map<string, number> }> {
  const counts = new Map<string, number>();
  if (!WRK) {
    let n = 0;
    const result = await autocannon({
      url: load.base,
      connections: load.connections,
      pipelining: 1,
      headers: load.headers,
      amount: load.amount,
      requests: [
        {
          setupRequest: (req: autocannon.Request) => ({ ...req, path: load.paths[n++ % load.paths.length] }),
          onResponse: (_status: number, _body: string, _context: object, headers: autocannon.Request["headers"]) => {
            const value = String(headers?.[load.countHeader] ?? "none");
            counts.set(value, (counts.get(value) ?? 0) + 1);
          },
        },
      ],
    });
    return { row: autocannonRow(name, result, result.requests.total / Math.max(result.duration, 0.001)), counts };
  }
  const script = [
    ...pathsInTurn(load.paths),
    `local amount = ${load.amount}`,
    "local answered, counts = 0, {}",
    "response = function(status, headers, body)",
    "  if answered >= amount then return end",
    `  local value = headers[${JSON.stringify(load.countHeader)}] or "none"`,
    "  counts[value] = (counts[value] or 0) + 1",
    "  answered = answered + 1",
    "  if answered == amount then",
    "    local parts = {}",
    '    for value, count in pairs(counts) do parts[#parts + 1] = value .. "=" .. count end',
    '    io.stdout:write("counted: " .. table.concat(parts, " ") .. "\\n")',
    "    io.stdout:flush()",
    "    wrk.thread:stop()",
    "  end",
    "end",
  ];
  const output = await runWrk(script, [`-c${load.connections}`, "-d120s"], load, "counted: ");
  for (const pair of output.match(/^counted: (.*)$/m)?.[1].split(" ") ?? []) {
    const [value, count] = pair.split("=");
    counts.set(value, Number(count));
  }
  return { row: { name, ...parseWrk(output) }, counts };
}

/** req/s, p50 and p99 (ms) and failed answers from wrk's `--latency` report. */
export function parseWrk(output: string): Omit<LoadRow, "name"> {
  const ms = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? Number.NaN);
  const percentile = (p: number) => {
    const match = output.match(new RegExp(`^\\s*${p}(?:\\.0+)?%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m"));
    if (!match) throw new Error(`wrk printed no ${p}th percentile:\n${output}`);
    return ms(match[1], match[2]);
  };
  const rps = output.match(/^Requests\/sec:\s+([\d.]+)/m);
  if (!rps) throw new Error(`wrk printed no rate:\n${output}`);
  const non2xx = Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const socket = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const socketErrors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  return { rps: Number(rps[1]), p50: percentile(50), p99: percentile(99), errors: non2xx + socketErrors };
}
