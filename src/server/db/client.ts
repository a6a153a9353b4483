import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { MIGRATIONS_DIR } from "./data-files.ts";
import { inMemoryFromMigratedImage } from "./migrated-image.ts";
import { preparingClient, replayOn, PREPARED_PER_CONNECTION, type StatementNotes } from "./prepared-statements.ts";
import { createScratchDatabase } from "./scratch-database.ts";
import { startPgliteThread } from "./pglite-thread.ts";
import * as schema from "./schema/index.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs raw SQL; for benchmarks and diagnostics, never with visitor input. */
  rawQuery: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs start-up work (seeding, the first admin) while holding the site's start-up lock, so
   * instances started together on one database take turns instead of racing; PGlite serves one
   * process and needs none.
   */
  underStartupLock: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * PGlite only: the recipes' version (recipes_version) as its trigger last announced it. One
   * process owns a PGlite database, so every write to recipes passes through this handle and is
   * announced here before the writer's own query returns; searches read it from memory instead
   * of asking the database first. On PostgreSQL other instances write too, and an announcement
   * reaches a listening connection later than the writer's answer: there it is read each time.
   */
  recipesVersion?: () => string;
  /**
   * PGlite on disk only: settles if its database thread stops without being closed. The handle
   * cannot recover from that (see pglite-thread.ts), so the server ends its process then.
   */
  lost?: Promise<Error>;
  /**
   * Runs `work` (the production server's warm-up), noting the reading statements it sends, then
   * runs each once on every connection of the pool, so that none of them meets a visitor's first
   * searches cold. PGlite has one connection, which `work` itself warms.
   */
  primeConnections: (work: () => Promise<void>) => Promise<{ connections: number; statements: number }>;
  /** PostgreSQL's connection pool as it stands (PGlite has one connection and no pool). */
  poolUse?: () => { open: number; idle: number; waiting: number; max: number };
  close: () => Promise<void>;
};

/** The channel the trigger on recipes announces each new version on. */
const RECIPES_VERSION_CHANNEL = "recipes_version";

/** The recipes' version as a scalar subquery, read in the snapshot of the query it is part of. */
export const recipesVersionNow = sql<string>`(SELECT version::text FROM recipes_version)`;

/** PostgreSQL connections one instance keeps at most. */
const POOL_SIZE = 10;

/** The advisory lock key instances take turns on at start-up (any constant of the site's own). */
const STARTUP_LOCK_KEY = 7_215_640_331;

type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** PostgreSQL only: create (and on close drop) a database of this name, to isolate a test run. */
  isolatedDatabase?: string;
  /**
   * PostgreSQL only: told when an idle pooled connection fails (the server restarted, an admin
   * ended it). The pool drops that connection and opens another when needed; without a listener
   * the error would end the process.
   */
  onConnectionError?: (error: Error) => void;
};

const migrationsFolder = MIGRATIONS_DIR;

/** Open the database (PostgreSQL when a URL is given, else PGlite) and apply migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.inMemory ? undefined : options.dataDir);
}

/**
 * A site on disk runs PGlite in a worker thread (pglite-thread.ts), so its synchronous queries
 * never hold the event loop; an in-memory database (unit tests) stays in the calling thread,
 * where a test starts hundreds of them and each thread would cost its own start.
 */
async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let client: Pick<PGlite, "query" | "exec" | "transaction" | "close"> & {
    listen: (channel: string, listener: (payload: string) => void) => Promise<unknown>;
  };
  let lost: Promise<Error> | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    const thread = await startPgliteThread(path.resolve(dataDir));
    client = thread;
    lost = thread.lost;
  } else {
    client = await inMemoryFromMigratedImage({ pg_trgm, unaccent }, migrationsFolder, async (first) => {
      await migratePglite(drizzlePglite({ client: first, schema }) as never, { migrationsFolder });
    });
  }
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  // Listening first, then reading: a write between the two is announced, not missed.
  let recipesVersion = "";
  await client.listen(RECIPES_VERSION_CHANNEL, (payload) => (recipesVersion = payload));
  const [read] = await queryRows<{ version: string }>(db, sql`SELECT ${recipesVersionNow} AS version`);
  // An announcement that arrived meanwhile may be older than what was read, never newer.
  if (!recipesVersion || BigInt(read.version) > BigInt(recipesVersion)) recipesVersion = read.version;
  return {
    db,
    kind: "pglite",
    recipesVersion: () => recipesVersion,
    lost,
    underStartupLock: (work) => work(),
    primeConnections: async (work) => {
      await work();
      return { connections: 1, statements: 0 };
    },
    rawQuery: async (sql, params) => {
      const result = await client.query<Record<string, unknown>>(sql, params as never[]);
      return { rows: result.rows };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  // Tests get a database of their own on the same server, dropped again on close.
  const scratch = options.isolatedDatabase ? await createScratchDatabase(url, options.isolatedDatabase) : undefined;
  const connectionString = scratch?.url ?? url;
  const notes: StatementNotes = { noting: false, statements: new Map() };
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    Client: preparingClient(PREPARED_PER_CONNECTION, notes),
    // A connection is kept while the process runs, not closed after some idle seconds: a new
    // one costs PostgreSQL its first run of every statement again (catalogue lookups, plans),
    // several times a warm one's, and would land on the first visitors after a quiet spell.
    idleTimeoutMillis: 0,
  });
  pool.on("error", (error) => (options.onConnectionError ?? ((e) => console.warn(`database connection lost: ${e.message}`)))(error));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  // A session-level advisory lock on a connection of its own: a second instance waits here while
  // the first migrates (two migrating at once collide on the catalogue's unique indexes).
  const underStartupLock = async <T>(work: () => Promise<T>): Promise<T> => {
    const holder = await pool.connect();
    try {
      await holder.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
      try {
        return await work();
      } finally {
        await holder.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
      }
    } finally {
      holder.release();
    }
  };
  await underStartupLock(() => migratePg(db as never, { migrationsFolder }));
  return {
    db,
    kind: "postgres",
    underStartupLock,
    primeConnections: async (work) => {
      notes.noting = true;
      try {
        await work();
      } finally {
        notes.noting = false;
      }
      const statements = new Map(notes.statements);
      notes.statements.clear();
      // Every connection at once, each held until it has run them all, so each is a new one.
      const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
      try {
        await Promise.all(clients.map((client) => replayOn(client, statements)));
      } finally {
        for (const client of clients) client.release();
      }
      return { connections: clients.length, statements: statements.size };
    },
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_SIZE }),
    rawQuery: async (sql, params) => {
      const result = await pool.query<Record<string, unknown>>(sql, params);
      return { rows: result.rows };
    },
    close: async () => {
      await pool.end();
      await scratch?.drop();
    },
  };
}

/** A text[] of bound parameters (drizzle would spread a plain JS array into a list). */
export function textArray(values: string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** Rows of a hand-written SQL query; both drivers answer execute() with `{ rows }`. */
export async function queryRows<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute<Record<string, unknown>>(query)) as { rows: T[] };
  return result.rows;
}
