import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Database } from "./client";
import { MIGRATIONS_DIR } from "./data-files";
import { createScratchDatabase } from "./scratch-database";
import { recipes } from "./schema/index";
import { generateRecipes } from "./seed/recipe-generator";

const COPIES_MIGRATION = "0026_search_postings_recipe_columns";

/** The migrations folder as it stood before `tag`: the same files, the journal ending just before it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "ayur-migrations-"));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at, tag).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A database of this test's own (PGlite in memory, or one on the PostgreSQL server of DATABASE_URL), migrated by `migrate`. */
async function openBare(): Promise<{ db: Database; migrate: (folder: string) => Promise<void>; close: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl) {
    const client = new PGlite({ extensions: { pg_trgm, unaccent } });
    const db = drizzlePglite({ client }) as unknown as Database;
    return { db, migrate: (folder) => migratePglite(db as never, { migrationsFolder: folder }), close: () => client.close() };
  }
  const scratch = await createScratchDatabase(databaseUrl, `test_${randomBytes(6).toString("hex")}`);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const db = drizzleNodePostgres({ client: pool }) as unknown as Database;
  return {
    db,
    migrate: (folder) => migrateNodePostgres(db as never, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}

/** Postings whose copies differ from their recipe's columns. */
const staleCopies = async (db: Database) => {
  const [row] = await queryRows<{ postings: number; stale: number }>(
    db,
    sql`SELECT count(*)::int AS postings,
          count(*) FILTER (WHERE (t.total_time, t.calories, t.servings, t.created_at)
                                 IS DISTINCT FROM (r.total_time, r.calories, r.servings, r.created_at))::int AS stale
        FROM recipe_search_terms t JOIN recipes r ON r.id = t.recipe_id`,
  );
  return row;
};

describe(`migration ${COPIES_MIGRATION}`, () => {
  let database: Awaited<ReturnType<typeof openBare>>;
  let before: string;

  beforeAll(async () => {
    before = migrationsBefore(COPIES_MIGRATION);
    database = await openBare();
  });
  afterAll(async () => {
    await database?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  it("should give the postings already stored their recipes' times, calories, servings and creation time", async () => {
    await database.migrate(before);
    const [withoutCalories, ...others] = generateRecipes(40, 500);
    const { calories: _calories, ...nutritionFacts } = withoutCalories.nutritionFacts;
    await database.db.insert(recipes).values([{ ...withoutCalories, nutritionFacts }, ...others]);

    await database.migrate(MIGRATIONS_DIR);
    const filled = await staleCopies(database.db);
    expect(filled.postings).toBeGreaterThan(400);
    expect(filled.stale).toBe(0);
    const [{ missing }] = await queryRows<{ missing: number }>(
      database.db,
      sql`SELECT count(*)::int AS missing FROM recipe_search_terms WHERE calories IS NULL`,
    );
    expect(missing).toBeGreaterThan(0);

    // From now on the triggers write the copies: a new recipe's, and a changed one's.
    await database.db.insert(recipes).values(generateRecipes(5, 900));
    const [{ id }] = await queryRows<{ id: number }>(database.db, sql`SELECT min(id) AS id FROM recipes`);
    await database.db
      .update(recipes)
      .set({ prepTime: 1, cookTime: 2, servings: 11, nutritionFacts })
      .where(eq(recipes.id, id + 1));
    expect(await staleCopies(database.db)).toEqual({ postings: expect.any(Number), stale: 0 });
  });
});
