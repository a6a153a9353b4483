import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Starts the built site in its own process on a fresh PGlite directory (or the given env). */
export async function startServer(port: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ayur-bench-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", LOG_LEVEL: "error", ...env },
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
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type LoadRow = { name: string; rps: number; p50: number; p99: number; errors: number };

/** Prints rows as a table, each also as a ratio to the reference row measured in the same run. */
export function printTable(title: string, rows: LoadRow[], reference: LoadRow) {
  console.log(`\n${title}\n`);
  console.log(
    ["target".padEnd(40), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "rps ÷ ref".padStart(10), "p99 ÷ ref".padStart(10), "errors".padStart(7)].join(" "),
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
