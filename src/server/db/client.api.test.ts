import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "./client";

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("PostgreSQL connection pool", () => {
  it("should survive the server ending its idle connections and answer the next query", async () => {
    const name = `test_${randomBytes(6).toString("hex")}`;
    const lost: Error[] = [];
    const handle = await openDatabase({ databaseUrl, isolatedDatabase: name, onConnectionError: (error) => lost.push(error) });
    try {
      await Promise.all([1, 2, 3].map(() => queryRows(handle.db, sql`SELECT pg_sleep(0.01)`)));
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      const ended = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
      await admin.end();
      // Each ended idle connection reports its loss on its own; until the last has, the pool
      // could still hand out one that is already gone.
      expect(ended.rowCount).toBeGreaterThan(0);
      await expect.poll(() => lost.length).toBeGreaterThanOrEqual(ended.rowCount ?? 1);
      const [row] = await queryRows<{ answer: number }>(handle.db, sql`SELECT 42 AS answer`);
      expect(row.answer).toBe(42);
    } finally {
      await handle.close();
    }
  });

  it("should run the warm-up, then every statement it read once on each pooled connection", async () => {
    const handle = await openDatabase({ databaseUrl, isolatedDatabase: `test_${randomBytes(6).toString("hex")}` });
    try {
      let worked = false;
      const primed = await handle.primeConnections(async () => {
        await queryRows(handle.db, sql`SELECT ${"primed"}::text AS word`);
        worked = true;
      });
      expect(worked).toBe(true);
      expect(primed).toEqual({ connections: 10, statements: 1 });
      // Ten at once, each holding its connection a moment: every connection of the pool answers.
      const lists = await Promise.all(
        Array.from({ length: 10 }, () =>
          queryRows<{ backend: number; statements: string[] }>(
            handle.db,
            sql`SELECT pg_backend_pid() AS backend, array(SELECT statement FROM pg_prepared_statements) AS statements, pg_sleep(0.2)`,
          ),
        ),
      );
      expect(new Set(lists.map(([row]) => row.backend)).size).toBe(10);
      for (const [row] of lists) expect(row.statements).toContain("SELECT $1::text AS word");
    } finally {
      await handle.close();
    }
  });
});

describe("PGlite's one connection", () => {
  it("should be warmed by the warm-up itself, with nothing to replay", async () => {
    const handle = await openDatabase({ inMemory: true });
    try {
      let worked = false;
      const primed = await handle.primeConnections(async () => {
        await queryRows(handle.db, sql`SELECT ${"primed"}::text AS word`);
        worked = true;
      });
      expect(worked).toBe(true);
      expect(primed).toEqual({ connections: 1, statements: 0 });
    } finally {
      await handle.close();
    }
  });
});
