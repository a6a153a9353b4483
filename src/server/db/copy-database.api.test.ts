import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "./client";
import { copyPgliteToPostgres } from "./copy-database";
import { seedIfEmpty } from "./seed/load-seed";

/** The PostgreSQL server the copy writes to (the machine's own in tests and CI). */
const SERVER = process.env.COPY_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const TARGET_NAME = `ayur_copy_${process.pid}`;
const targetUrl = () => {
  const url = new URL(SERVER);
  url.pathname = `/${TARGET_NAME}`;
  return url.toString();
};

let source: DatabaseHandle;
const admin = new pg.Client({ connectionString: SERVER });

beforeAll(async () => {
  source = await openDatabase({ inMemory: true });
  await seedIfEmpty(source.db, new Date("2026-11-20T10:00:00Z"), "America/Los_Angeles");
  // What a running site adds: an order with its lines, a mail in the outbox, JSON and arrays.
  await source.rawQuery("INSERT INTO newsletter_subscribers (email, status) VALUES ('reader@example.com', 'confirmed')");
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TARGET_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TARGET_NAME}`);
});
afterAll(async () => {
  await source?.close();
  await admin.query(`DROP DATABASE IF EXISTS ${TARGET_NAME} WITH (FORCE)`);
  await admin.end();
});

const countsOf = async (query: (sql: string) => Promise<Record<string, unknown>[]>, tables: string[]) =>
  Object.fromEntries(await Promise.all(tables.map(async (t) => [t, Number((await query(`SELECT count(*)::int AS n FROM "${t}"`))[0].n)])));

describe("npm run db:copy (PGlite to PostgreSQL)", () => {
  it("should copy every table's rows and values, then let the site go on writing with new ids", async () => {
    const report = await copyPgliteToPostgres({ source, databaseUrl: targetUrl() });
    const tables = report.tables.map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(["recipes", "cooking_classes", "products", "outbox", "newsletter_subscribers"]));
    expect(report.tables.find((t) => t.name === "recipes")!.rows).toBeGreaterThan(10);

    const target = await openDatabase({ databaseUrl: targetUrl() });
    try {
      const sourceCounts = await countsOf(async (sql) => (await source.rawQuery(sql)).rows, tables);
      const targetCounts = await countsOf(async (sql) => (await target.rawQuery(sql)).rows, tables);
      expect(targetCounts).toEqual(sourceCounts);

      // JSON, arrays, dates and generated search columns come through as the site wrote them.
      const recipeSql =
        "SELECT id, title, ingredients, tags, created_at, search_vector IS NOT NULL AS searchable FROM recipes ORDER BY id LIMIT 3";
      const [before, after] = [(await source.rawQuery(recipeSql)).rows, (await target.rawQuery(recipeSql)).rows];
      expect(after).toEqual(before);
      expect(after.every((row) => row.searchable)).toBe(true);

      // The sequences continue past the copied ids: a new row takes the next id, no collision.
      const [{ max }] = (await target.rawQuery("SELECT max(id)::int AS max FROM newsletter_subscribers")).rows;
      const [{ id }] = (await target.rawQuery("INSERT INTO newsletter_subscribers (email) VALUES ('new@example.com') RETURNING id")).rows;
      expect(Number(id)).toBe(Number(max) + 1);
    } finally {
      await target.close();
    }
  });

  it("should refuse a target that already holds data and leave it as it was", async () => {
    await expect(copyPgliteToPostgres({ source, databaseUrl: targetUrl() })).rejects.toThrow(/not empty/);
  });
});
