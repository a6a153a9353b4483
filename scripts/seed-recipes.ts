/**
 * `npm run seed:recipes -- --count N`: adds N generated, varied recipes to the configured
 * database (PGlite in DATA_DIR, or DATABASE_URL), in batches; the database's triggers keep the
 * search postings and the spelling dictionary in step. The demo content is loaded first if the
 * database is empty.
 */
import "../src/server/env-defaults.ts";
import { count as countRows } from "drizzle-orm";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { recipes } from "../src/server/db/schema/index.ts";
import { generateRecipes } from "../src/server/db/seed/recipe-generator.ts";
import { seedIfEmpty } from "../src/server/db/seed/load-seed.ts";

const args = process.argv.slice(2);
const countArg = args[args.indexOf("--count") + 1];
const total = Number(countArg);
if (!args.includes("--count") || !Number.isInteger(total) || total < 1 || total > 2_000_000) {
  console.error("Usage: npm run seed:recipes -- --count N   (N from 1 to 2,000,000)");
  process.exit(1);
}

const config = loadConfig();
const started = Date.now();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await seedIfEmpty(handle.db);
const [{ value: before }] = await handle.db.select({ value: countRows() }).from(recipes);
const BATCH = 500;
for (let done = 0; done < total; done += BATCH) {
  const size = Math.min(BATCH, total - done);
  const rows = generateRecipes(size, before + done + 1);
  await handle.db.insert(recipes).values(rows);
  if ((done / BATCH) % 20 === 0) process.stdout.write(`\r${done + size} / ${total} recipes`);
}
process.stdout.write(`\r${total} / ${total} recipes\n`);
// VACUUM marks the new pages all-visible, so searches read the postings' indexes without
// visiting their heap, and ANALYZE gives the planner the new sizes.
for (const table of ["recipes", "recipe_search_terms", "search_terms", "search_words", "recipe_counts"]) {
  await handle.rawQuery(`VACUUM ANALYZE ${table}`);
}
const [{ value: after }] = await handle.db.select({ value: countRows() }).from(recipes);
await handle.close();
console.log(`added ${after - before} recipes (now ${after}) in ${((Date.now() - started) / 1000).toFixed(1)} s on ${handle.kind}`);
