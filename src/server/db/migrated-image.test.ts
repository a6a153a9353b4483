import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { inMemoryFromMigratedImage } from "./migrated-image.ts";

const folders: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("in-memory databases from a migrated image", () => {
  it("should migrate once, then start each database from the image, each database its own", async () => {
    const migrations = folder("image-migrations-");
    const images = folder("images-");
    writeFileSync(path.join(migrations, "0000_notes.sql"), "CREATE TABLE notes (text text NOT NULL);");
    let migrated = 0;
    const migrate = async (client: PGlite) => {
      migrated++;
      await client.exec("CREATE TABLE IF NOT EXISTS notes (text text NOT NULL);");
    };

    const first = await inMemoryFromMigratedImage({}, migrations, migrate, images);
    expect(migrated).toBe(1);
    expect(readdirSync(images).filter((name) => name.endsWith(".tar"))).toHaveLength(1);
    const second = await inMemoryFromMigratedImage({}, migrations, migrate, images);
    expect(migrated, "the second database starts from the image").toBe(1);

    await first.exec("INSERT INTO notes VALUES ('only in the first')");
    expect((await first.query("SELECT text FROM notes")).rows).toEqual([{ text: "only in the first" }]);
    expect((await second.query("SELECT text FROM notes")).rows).toEqual([]);
    await Promise.all([first.close(), second.close()]);
  });

  it("should make a new image when a migration changes, and drop the old one", async () => {
    const migrations = folder("image-migrations-");
    const images = folder("images-");
    writeFileSync(path.join(migrations, "0000_notes.sql"), "CREATE TABLE notes (text text);");
    const tables: string[] = [];
    const migrate = (table: string) => async (client: PGlite) => {
      tables.push(table);
      await client.exec(`CREATE TABLE ${table} (text text);`);
    };
    await (await inMemoryFromMigratedImage({}, migrations, migrate("notes"), images)).close();
    const before = readdirSync(images);

    writeFileSync(path.join(migrations, "0001_cards.sql"), "CREATE TABLE cards (text text);");
    const changed = await inMemoryFromMigratedImage({}, migrations, migrate("cards"), images);
    expect(tables).toEqual(["notes", "cards"]);
    expect((await changed.query("SELECT to_regclass('cards') IS NOT NULL AS present")).rows).toEqual([{ present: true }]);
    const after = readdirSync(images);
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    await changed.close();
  });
});
