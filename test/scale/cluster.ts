/**
 * What the scale suite runs: a fresh PostgreSQL database, Redis under a key prefix of this run's
 * own, a real SMTP server, nginx, and instances of the site started exactly as `npm start` starts
 * them (the compiled server, `node build/server-app/main.js`). Everything started here is stopped by pid.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdtempSync, rmSync, type WriteStream } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { send, waitFor } from "./http.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** The compiled server `npm start` runs (npm run test:scale builds it first when stale). */
const SERVER_ENTRY = path.resolve(ROOT, process.env.BUILD_DIR ?? "build", "server-app/main.js");

/** The first admin, created by whichever instance wins the start-up lock. */
export const SCALE_ADMIN = { username: "scale-admin", password: "Cumin-Harbour-Lantern-73" } as const;
export const METRICS_TOKEN = "scale-metrics-token-5d1e88b0c4";
/** The address nginx connects to the instances from, and the only one they trust. */
export const PROXY_ADDRESS = "127.0.0.2";

/**
 * Every process started here, so that a test run that ends abruptly (a worker stopped on a
 * timeout) still takes them down with it, by pid.
 */
const started = new Map<ChildProcess, NodeJS.Signals>();
process.once("exit", () => {
  for (const [child, signal] of started) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
});
/** `signal`: what ends it at once (nginx's master takes its workers down on TERM; KILL would orphan them). */
export function track(child: ChildProcess, signal: NodeJS.Signals = "SIGKILL") {
  started.set(child, signal);
  child.once("exit", () => started.delete(child));
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A database of this run's own on the PostgreSQL server, dropped by `drop`. */
export async function createDatabase(serverUrl: string) {
  const name = `scale_test_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  pool.on("error", () => {});
  return {
    name,
    url: url.toString(),
    /** The test's own connection, to look at what the instances stored. */
    query: async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    drop: async () => {
      await pool.end().catch(() => {});
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
export type ScratchDatabase = Awaited<ReturnType<typeof createDatabase>>;

/** Deletes every key under `prefix` (this run's), leaving the rest of the server alone. */
export async function dropRedisKeys(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on("error", () => {});
  try {
    await redis.connect();
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}

export type CapturedMail = { instance: number; to: string[]; subject: string; raw: string; at: number };

/**
 * A real SMTP server with one port per instance, so every mail is known by the instance that
 * sent it. `slowness(ms)` delays each accepted message, to keep a batch of mail in flight.
 */
export async function startMailCapture(instances: number) {
  const received: CapturedMail[] = [];
  /** Connection faults other than a sender vanishing mid-conversation; the suite expects none. */
  const faults: Error[] = [];
  let delayMs = 0;
  const servers: SMTPServer[] = [];
  const ports: number[] = [];
  for (let instance = 0; instance < instances; instance++) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const accept = () => {
            received.push({
              instance,
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
              raw,
              at: Date.now(),
            });
            callback();
          };
          if (delayMs > 0) setTimeout(accept, delayMs);
          else accept();
        });
      },
    });
    // The server re-emits every connection's error as its own: an instance killed while it sends
    // mail resets its connection, which is expected here; unheard, the event would crash the run.
    server.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") faults.push(error);
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
    servers.push(server);
    ports.push((server.server.address() as AddressInfo).port);
  }
  return {
    received,
    faults,
    urlFor: (instance: number) => `smtp://127.0.0.1:${ports[instance]}`,
    slowness(ms: number) {
      delayMs = ms;
    },
    close: () => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))),
  };
}
export type MailCapture = Awaited<ReturnType<typeof startMailCapture>>;

export type InstanceOptions = {
  name: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
};

/** One instance of the site, started as `npm start` starts it; it can be killed and started again. */
export class Instance {
  child: ChildProcess | null = null;
  private log: WriteStream;
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> = Promise.resolve({ code: null, signal: null });

  constructor(private readonly options: InstanceOptions) {
    this.log = createWriteStream(options.logFile, { flags: "a" });
  }

  get name() {
    return this.options.name;
  }
  get port() {
    return this.options.port;
  }
  get pid() {
    return this.child?.pid;
  }
  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }
  get logFile() {
    return this.options.logFile;
  }

  /** Spawns the process (returns at once; `ready()` waits for it). */
  start() {
    if (this.running) throw new Error(`${this.name} is already running`);
    this.log.write(`\n--- ${new Date().toISOString()} starting ${this.name} on port ${this.port}\n`);
    const child = spawn(process.execPath, ["--enable-source-maps", SERVER_ENTRY], {
      cwd: ROOT,
      env: { ...process.env, ...this.options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.pipe(this.log, { end: false });
    child.stderr!.pipe(this.log, { end: false });
    this.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    track(child);
    this.child = child;
  }

  /** Waits until /readyz answers 200 on the instance's own port. */
  async ready(timeoutMs = 120_000) {
    await waitFor(
      `${this.name} to be ready`,
      async () => {
        if (!this.running) throw new Error(`${this.name} stopped during start-up; see ${this.logFile}`);
        const answer = await send(this.port, "/readyz", { timeoutMs: 2_000 });
        return answer.status === 200 ? true : undefined;
      },
      timeoutMs,
      100,
    );
  }

  signal(signal: NodeJS.Signals) {
    if (this.running) this.child!.kill(signal);
  }

  /** Resolves with the exit code and signal once the process has ended. */
  exit() {
    return this.exited;
  }

  /** Stops it (TERM, then KILL after `graceMs`); safe to call when it is not running. */
  async stop(graceMs = 20_000) {
    if (!this.running) return;
    this.child!.kill("SIGTERM");
    const timer = setTimeout(() => this.child?.kill("SIGKILL"), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  closeLog() {
    this.log.end();
  }
}

export type Cluster = {
  workDir: string;
  database: ScratchDatabase;
  redisUrl: string;
  redisPrefix: string;
  mail: MailCapture;
  instances: Instance[];
  proxyPort: number;
  siteUrl: string;
};

/** The environment every instance gets: the served suite's, on PostgreSQL and Redis, behind the proxy. */
export function instanceEnv(options: {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  smtpUrl: string;
  siteUrl: string;
  dataDir: string;
}): Record<string, string> {
  return {
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: options.redisPrefix,
    // Only the proxy's hop is trusted: a visitor's own X-Forwarded-For entries are not.
    TRUST_PROXY: PROXY_ADDRESS,
    SITE_URL: options.siteUrl,
    SMTP_URL: options.smtpUrl,
    METRICS_TOKEN,
    ADMIN_USERNAME: SCALE_ADMIN.username,
    ADMIN_PASSWORD: SCALE_ADMIN.password,
    // The signing secret is generated once and shared through the database: both must use it.
    ADMIN_JWT_SECRET: "",
    LOG_LEVEL: "warn",
    // Nothing else of the environment this runs in changes the site under test.
    TRANSLATE_PROVIDER: "",
    STRIPE_SECRET_KEY: "",
    STRIPE_WEBHOOK_SECRET: "",
  };
}

export function makeWorkDir() {
  return mkdtempSync(path.join(tmpdir(), "ayur-scale-"));
}

export function removeWorkDir(dir: string) {
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}
