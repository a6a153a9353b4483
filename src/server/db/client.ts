import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Schema = typeof schema;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs raw SQL; for benchmarks and diagnostics, never with visitor input. */
  rawQuery: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** PostgreSQL only: keep every table in this schema (used to isolate test runs). */
  schemaName?: string;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Open the database (PostgreSQL when a URL is given, else PGlite) and apply migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schemaName);
  return openPglite(options.inMemory ? undefined : options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(path.resolve(dataDir)) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    rawQuery: async (sql, params) => {
      const result = await client.query<Record<string, unknown>>(sql, params as never[]);
      return { rows: result.rows };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, schemaName?: string): Promise<DatabaseHandle> {
  if (schemaName && !/^[a-z_][a-z0-9_]*$/.test(schemaName)) {
    throw new Error(`Invalid schema name: ${schemaName}`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schemaName ? { options: `-c search_path=${schemaName},public` } : {}),
  });
  if (schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  await migratePg(db as never, {
    migrationsFolder,
    ...(schemaName ? { migrationsSchema: schemaName } : {}),
  });
  return {
    db,
    kind: "postgres",
    rawQuery: async (sql, params) => {
      const result = await pool.query(sql, params);
      return { rows: result.rows };
    },
    close: async () => {
      if (schemaName && schemaName.startsWith("test_")) {
        await pool.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
      }
      await pool.end();
    },
  };
}
