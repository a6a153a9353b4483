import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "./client";
import { MAX_NOTED_STATEMENTS, preparingClient, replayOn, type StatementNotes } from "./prepared-statements";

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

const preparedOn = async (pool: pg.Pool | pg.PoolClient) =>
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

  it("should note each reading statement once while noting is on, and none that writes or keeps something", async () => {
    const notes: StatementNotes = { noting: false, statements: new Map() };
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, Client: preparingClient(10, notes) });
    try {
      await pool.query("SELECT $1::int AS before", [1]);
      notes.noting = true;
      await pool.query("SELECT $1::int AS n", [1]);
      await pool.query("SELECT $1::int AS n", [2]);
      await pool.query({ text: "WITH t AS (SELECT $1::text AS word) SELECT word FROM t", values: ["curry"] });
      await pool.query("SELECT 1 AS plain");
      await pool.query("CREATE TEMP TABLE noted (n int)");
      await pool.query("INSERT INTO noted VALUES ($1)", [1]);
      await pool.query("SELECT n FROM noted WHERE n = $1 FOR UPDATE", [1]);
      await pool.query("SELECT pg_advisory_lock($1)", [42]);
      await pool.query("SELECT pg_advisory_unlock($1)", [42]);
      await pool.query("SELECT set_config('application_name', $1, false)", ["noted"]);
      notes.noting = false;
      await pool.query("SELECT $1::int AS after", [1]);
      expect([...notes.statements]).toEqual([
        ["SELECT $1::int AS n", [1]],
        ["WITH t AS (SELECT $1::text AS word) SELECT word FROM t", ["curry"]],
        ["SELECT 1 AS plain", []],
      ]);
    } finally {
      await pool.end();
    }
  });

  it("should note no more than its bound", async () => {
    const notes: StatementNotes = { noting: true, statements: new Map() };
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, Client: preparingClient(10, notes) });
    try {
      for (let n = 0; n <= MAX_NOTED_STATEMENTS; n++) await pool.query(`SELECT ${n} AS n`);
      expect(notes.statements.size).toBe(MAX_NOTED_STATEMENTS);
    } finally {
      await pool.end();
    }
  });

  it("should replay statements read-only on a connection: reads prepared there, writes refused and nothing kept", async () => {
    // A table of the database's own: a read-only transaction may still write a temporary one.
    const table = `replayed_${process.pid}`;
    await withOneConnection(10, async (pool) => {
      await pool.query(`CREATE TABLE ${table} (n int)`);
      const client = await pool.connect();
      try {
        const answered = await replayOn(
          client,
          new Map<string, unknown[]>([
            ["SELECT $1::int + 1 AS next", [1]],
            [`WITH written AS (INSERT INTO ${table} VALUES ($1) RETURNING n) SELECT n FROM written`, [7]],
            ["SELECT $1::int AS broken", ["not a number"]],
            [`SELECT count(*)::int AS n FROM ${table}`, []],
          ]),
        );
        expect(answered).toBe(2);
        expect((await client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows).toEqual([{ n: 0 }]);
        // The connection is out of every transaction, and the read is prepared on it.
        expect((await client.query("SELECT now() = statement_timestamp() AS alone")).rows).toEqual([{ alone: true }]);
        expect(await preparedOn(client)).toContain("SELECT $1::int + 1 AS next");
      } finally {
        client.release();
        await pool.query(`DROP TABLE ${table}`);
      }
    });
  });
});
