import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows, type DatabaseHandle } from "./client";
import { startPgliteThread } from "./pglite-thread";

const threadDates = pgTable("thread_dates", {
  id: serial("id").primaryKey(),
  label: text("label").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

describe("PGlite in its worker thread (a site on disk)", () => {
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "ayur-pglite-thread-"));
    handle = await openDatabase({ dataDir });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("should migrate the database and return typed rows through drizzle", async () => {
    const [row] = await queryRows<{ n: number; big: string; doc: { a: number[] } }>(
      handle.db,
      sql`SELECT 7::int AS n, 9007199254740993::bigint::text AS big, '{"a":[1,2]}'::jsonb AS doc`,
    );
    expect(row).toEqual({ n: 7, big: "9007199254740993", doc: { a: [1, 2] } });
    // Without drizzle's parsers, PGlite's own turn timestamps into Dates on the database's thread.
    const { rows } = await handle.rawQuery("SELECT '2026-01-02T03:04:05Z'::timestamptz AS at");
    expect(rows).toEqual([{ at: new Date("2026-01-02T03:04:05Z") }]);
    // drizzle asks for timestamps as text and maps them itself: a Date must come back.
    await handle.rawQuery("CREATE TABLE thread_dates (id serial PRIMARY KEY, label text NOT NULL, at timestamptz NOT NULL DEFAULT now())");
    const [inserted] = await handle.db.insert(threadDates).values({ label: "stew" }).returning();
    expect(inserted.at).toBeInstanceOf(Date);
    const [found] = await handle.db.select().from(threadDates).where(eq(threadDates.id, inserted.id));
    expect(found).toEqual(inserted);
  });

  it("should commit a transaction's writes together and roll them all back when it throws", async () => {
    await handle.rawQuery("CREATE TABLE IF NOT EXISTS thread_probe (n int PRIMARY KEY)");
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_probe VALUES (1)`);
      await tx.execute(sql`INSERT INTO thread_probe VALUES (2)`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_probe VALUES (3)`);
        await tx.execute(sql`INSERT INTO thread_probe VALUES (1)`);
      }),
    ).rejects.toMatchObject({ cause: { code: "23505", constraint: "thread_probe_pkey" } });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_probe VALUES (4)`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    const { rows } = await handle.rawQuery("SELECT n FROM thread_probe ORDER BY n");
    expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("should keep other queries out of an open transaction until it ends", async () => {
    await handle.rawQuery("CREATE TABLE IF NOT EXISTS thread_counter (n int)");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inside = handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_counter VALUES (1)`);
      await held;
      await tx.execute(sql`INSERT INTO thread_counter VALUES (2)`);
    });
    // Sent while the transaction is open: it must see both of its rows or neither.
    const outside = handle.rawQuery("SELECT count(*)::int AS n FROM thread_counter");
    release();
    await inside;
    expect((await outside).rows).toEqual([{ n: 2 }]);
  });

  it("should leave the event loop free while a long query runs", async () => {
    const query = handle.rawQuery("SELECT count(*) FROM generate_series(1, 3000000)");
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await query;
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(2);
  });

  it("should report a PostgreSQL error with its fields and go on answering", async () => {
    await expect(handle.rawQuery("SELECT * FROM no_such_table")).rejects.toMatchObject({
      code: "42P01",
      message: expect.stringContaining("no_such_table"),
    });
    expect((await handle.rawQuery("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
  });
});

describe.each([
  ["in its worker thread (on disk)", true],
  ["in this thread (in memory)", false],
])("PGlite's recipes version %s", (_where, onDisk) => {
  let dataDir: string | undefined;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dataDir = onDisk ? mkdtempSync(path.join(tmpdir(), "ayur-pglite-version-")) : undefined;
    handle = await openDatabase(dataDir ? { dataDir } : { inMemory: true });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const stored = async () => (await handle.rawQuery("SELECT version::text AS version FROM recipes_version")).rows[0].version;

  it("should know a write to recipes by the time the writer's call returns, and ignore one rolled back", async () => {
    const version = handle.recipesVersion!;
    expect(version()).toBe(await stored());
    const before = BigInt(version());
    // A statement-level trigger: even an update of no rows is a write to announce.
    await handle.rawQuery("UPDATE recipes SET title = title WHERE false");
    expect(BigInt(version())).toBe(before + 1n);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE recipes SET title = title WHERE false`);
      await tx.execute(sql`UPDATE recipes SET rating = rating WHERE false`);
    });
    expect(BigInt(version())).toBe(before + 3n);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE recipes SET title = title WHERE false`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(BigInt(version())).toBe(before + 3n);
    expect(version()).toBe(await stored());
  });
});

describe("a database thread that stops", () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "ayur-pglite-lost-"));
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const settledYet = (promise: Promise<unknown>) =>
    Promise.race([promise.then(() => "settled"), new Promise((resolve) => setImmediate(() => resolve("pending")))]);

  it("should report a thread that dies on its own, fail its queries and not report a closed one", async () => {
    // A small heap for the thread's JavaScript, and an answer far larger than it.
    const thread = await startPgliteThread(path.join(dataDir, "dies"), { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 });
    expect(await settledYet(thread.lost)).toBe("pending");
    await expect(thread.query("SELECT repeat(md5(n::text), 50000) AS text FROM generate_series(1, 400) AS n")).rejects.toThrow(
      /database thread/,
    );
    const reason = await thread.lost;
    expect(reason.message).toMatch(/database thread/);
    await expect(thread.query("SELECT 1")).rejects.toBe(reason);
    await thread.close();

    const closed = await startPgliteThread(path.join(dataDir, "closed"));
    expect((await closed.query<{ n: number }>("SELECT 1 AS n")).rows).toEqual([{ n: 1 }]);
    await closed.close();
    expect(await settledYet(closed.lost)).toBe("pending");
  }, 60_000);
});
