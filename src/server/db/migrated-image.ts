import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite, type Extensions } from "@electric-sql/pglite";

/**
 * In-memory PGlite databases (the API tests open one or more per test file) start from the files
 * of a database already migrated instead of migrating anew: loading them takes about a quarter of
 * the time. The image is made once per set of migrations and PGlite version, and kept in the
 * system's temporary folder, where every test process finds it; it is written under a name of its
 * own and renamed into place, so a process never reads one half written.
 *
 * `migrate` brings the image's database up to date when the image is made. The caller migrates the
 * database it is handed as it would any other, and finds nothing left to do.
 */
export async function inMemoryFromMigratedImage(
  extensions: Extensions,
  migrationsDir: string,
  migrate: (client: PGlite) => Promise<void>,
  imagesDir = tmpdir(),
): Promise<PGlite> {
  const file = path.join(imagesDir, `ayur-kitchen-pglite-${imageKey(migrationsDir)}.tar`);
  let image: Blob;
  try {
    image = new Blob([readFileSync(file)]);
  } catch {
    const first = new PGlite({ extensions });
    await migrate(first);
    image = await first.dumpDataDir("none");
    await first.close();
    const part = `${file}.${randomBytes(6).toString("hex")}.part`;
    try {
      writeFileSync(part, Buffer.from(await image.arrayBuffer()));
      renameSync(part, file);
      // Images of earlier migrations are no longer used (a process reading one has it whole).
      for (const name of readdirSync(imagesDir)) {
        const other = path.join(imagesDir, name);
        if (/^ayur-kitchen-pglite-[0-9a-f]{16}\.tar$/.test(name) && other !== file) rmSync(other, { force: true });
      }
    } catch {
      // A folder that cannot be written to: this process made its image and uses it all the same.
      rmSync(part, { force: true });
    }
  }
  const client = new PGlite({ extensions, loadDataDir: image });
  await client.waitReady;
  return client;
}

/** Names the image by everything its files depend on: PGlite's version and each migration's name and text. */
function imageKey(migrationsDir: string): string {
  const hash = createHash("sha256");
  hash.update(pgliteVersion());
  for (const file of filesUnder(migrationsDir)) hash.update(`\0${file}\0`).update(readFileSync(path.join(migrationsDir, file)));
  return hash.digest("hex").slice(0, 16);
}

function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(path.join(dir, prefix))
    .sort()
    .flatMap((name) => {
      const relative = path.join(prefix, name);
      return statSync(path.join(dir, relative)).isDirectory() ? filesUnder(dir, relative) : [relative];
    });
}

/** The installed PGlite's version, from its package.json (which its exports do not name). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { name?: string; version: string };
      if (manifest.name === "@electric-sql/pglite") return manifest.version;
    } catch {
      // No package.json here: look one folder up.
    }
    const parent = path.dirname(dir);
    if (parent === dir) return "unknown";
    dir = parent;
  }
}
