/**
 * Starts the site exactly as `npm start` does: the production build (built first when missing or
 * stale), the compiled server `node build/server-app/main.js` in a process of its own, on a temporary PGlite
 * directory or, when DATABASE_URL is set, on a fresh database of that server that is dropped
 * afterwards. Used by the served-site suite's global setup.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startFakeTranslateServer } from "../../e2e/support/fake-translate-server.ts";
import { buildApp } from "../../src/server/app.ts";
import { testConfig } from "../../src/server/config.ts";
import { contractKeys, contractProblems } from "../../src/server/http/route-contracts.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** A route and the inputs its contract declares, in a form that crosses to the test workers. */
/** The bearer token of the served site's `/metrics`. */
export const SERVED_METRICS_TOKEN = "served-metrics-token-2f7c9a41";

/** The first admin of the served site. */
export const SERVED_ADMIN = { username: "served-admin", password: "Ghee-Lamp-Tamarind-58" } as const;

export type RouteTableEntry = {
  method: string;
  url: string;
  queryKeys: string[];
  paramKeys: string[];
  bodyKeys: string[];
  exampleBody?: Record<string, unknown>;
};
export type RouteTable = { routes: RouteTableEntry[]; problems: string[] };

/**
 * The API's route table as the code the server runs registers it: the app built in-process
 * without pages, on an in-memory database, and closed again (no listening).
 */
export async function readRouteTable(): Promise<RouteTable> {
  const app = await buildApp(testConfig({ seedDemoContent: false, DATABASE_URL: undefined, inMemoryDatabase: true }), { pages: "none" });
  try {
    const routes = app.declaredRoutes.map(({ method, url, contract }) => ({
      method,
      url,
      queryKeys: contractKeys(contract?.query),
      paramKeys: contractKeys(contract?.params),
      bodyKeys: contractKeys(contract?.body),
      exampleBody: contract?.exampleBody,
    }));
    return { routes, problems: contractProblems(app.declaredRoutes) };
  } finally {
    await app.close();
  }
}

export type ServedSite = {
  baseUrl: string;
  /** Absolute path of the build the server serves. */
  buildDir: string;
  /** Where the server's stdout and stderr go, for failure messages. */
  logFile: string;
  stop: () => Promise<void>;
};

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

/** A database of its own on the DATABASE_URL server; dropped by the returned function. */
async function createScratchDatabase(adminUrl: string) {
  const name = `test_served_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
    }, timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The site stopped during start-up (exit ${child.exitCode}); see ${logFile}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The site did not answer /healthz within ${timeoutMs / 1000} s; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startServedSite(
  whileStarting?: () => Promise<void>,
  { smtpUrl = "" }: { smtpUrl?: string } = {},
): Promise<ServedSite> {
  const built = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: ROOT, stdio: "inherit", env: process.env });
  if (built.status !== 0) throw new Error("Building the site failed");
  const buildDir = path.resolve(ROOT, process.env.BUILD_DIR ?? "build");

  const workDir = mkdtempSync(path.join(tmpdir(), "ayur-served-"));
  const logFile = path.join(workDir, "server.log");
  const database = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  // Pages and the translation API reach a real engine: a LibreTranslate-speaking fake on loopback.
  const translator = await startFakeTranslateServer(0, 0);
  const translatorPort = (translator.address() as AddressInfo).port;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ["--enable-source-maps", path.join(buildDir, "server-app", "main.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(workDir, "data"),
      DATABASE_URL: database?.url ?? "",
      LOG_LEVEL: "warn",
      // Mail goes to the suite's SMTP capture, which files it where the tests read it.
      SMTP_URL: smtpUrl,
      // Hostile-input requests each come "from" their own address, so rate limits let them reach
      // validation; the limits themselves are tested by the API tests.
      TRUST_PROXY: "127.0.0.1",
      // Operators' metrics, read with this token.
      METRICS_TOKEN: SERVED_METRICS_TOKEN,
      // The first admin, created at start-up, whom the admin sign-in tests use.
      ADMIN_USERNAME: SERVED_ADMIN.username,
      ADMIN_PASSWORD: SERVED_ADMIN.password,
      TRANSLATE_PROVIDER: "libretranslate",
      TRANSLATE_URL: `http://127.0.0.1:${translatorPort}`,
      // With REDIS_URL set, this run's limits and counts are kept apart from any other run's.
      REDIS_KEY_PREFIX: `served-${randomBytes(6).toString("hex")}:`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });

  const stop = async () => {
    child.kill("SIGTERM");
    await waitForExit(child, 20_000);
    log.end();
    await new Promise<void>((resolve) => translator.close(() => resolve()));
    await database?.drop();
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    // Work of the caller's that can overlap the server's start-up (database creation, migrations).
    await Promise.all([waitForHealth(baseUrl, child, logFile, 120_000), whileStarting?.()]);
  } catch (error) {
    child.kill("SIGKILL");
    await waitForExit(child, 5_000);
    await new Promise<void>((resolve) => translator.close(() => resolve()));
    await database?.drop();
    throw error;
  }
  return { baseUrl, buildDir, logFile, stop };
}
