import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "./client";
import { preparingClient } from "./prepared-statements";

const databaseUrl = process.env.DATABASE_URL;

/** One connection, so that every statement, and the server's list of what it prepared, is on it. */
async function withOneConnection(maxPerConnection: number, work: (pool: pg.Pool) => Promise<void>) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, Client: preparingClient(maxPerConnection) });
  try {
    await work(pool);
  } finally {
    await pool.end();
  }
}

const preparedOn = async (pool: pg.Pool) =>
  (await pool.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements ORDER BY prepare_time")).rows.map(
    (row) => row.statement,
  );

describe.skipIf(!databaseUrl)("statements prepared once per connection", () => {
  it("should prepare a statement with parameters once and run it again with other values", async () => {
    await withOneConnection(10, async (pool) => {
      const text = "SELECT $1::int + 1 AS next";
      expect((await pool.query(text, [1])).rows).toEqual([{ next: 2 }]);
      expect((await pool.query({ text, values: [41] })).rows).toEqual([{ next: 42 }]);
      expect(await preparedOn(pool)).toEqual([text]);
    });
  });

  it("should send statements without parameters as they are, several in one text included", async () => {
    await withOneConnection(10, async (pool) => {
      await pool.query("CREATE TEMP TABLE kept (n int); INSERT INTO kept VALUES (1), (2)");
      expect((await pool.query("SELECT count(*)::int AS n FROM kept")).rows).toEqual([{ n: 2 }]);
      expect(await preparedOn(pool)).toEqual([]);
    });
  });

  it("should prepare no more than its bound and answer the statements past it unprepared", async () => {
    await withOneConnection(2, async (pool) => {
      const texts = ["SELECT $1::int AS n", "SELECT $1::int + 0 AS n", "SELECT $1::int * 1 AS n"];
      for (const [i, text] of texts.entries()) expect((await pool.query(text, [i])).rows).toEqual([{ n: i }]);
      expect((await pool.query(texts[2], [7])).rows).toEqual([{ n: 7 }]);
      expect(await preparedOn(pool)).toEqual(texts.slice(0, 2));
    });
  });

  it("should keep a statement usable after a run of it failed on its values", async () => {
    await withOneConnection(10, async (pool) => {
      const text = "SELECT $1::int AS n";
      await expect(pool.query(text, ["not a number"])).rejects.toThrow(/invalid input syntax/);
      expect((await pool.query(text, ["5"])).rows).toEqual([{ n: 5 }]);
    });
  });

  it("should be what the site's own connections use", async () => {
    const handle = await openDatabase({ databaseUrl, isolatedDatabase: `test_prepared_${process.pid}` });
    try {
      const [row] = await queryRows<{ word: string }>(handle.db, sql`SELECT ${"prepared"}::text AS word`);
      expect(row.word).toBe("prepared");
      // Queries one after another get the same connection: the pool hands out the one released last.
      const prepared = await queryRows<{ statement: string }>(handle.db, sql`SELECT statement FROM pg_prepared_statements`);
      expect(prepared.map((entry) => entry.statement)).toContain("SELECT $1::text AS word");
    } finally {
      await handle.close();
    }
  });
});
