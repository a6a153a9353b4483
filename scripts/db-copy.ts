import "../src/server/env-defaults.ts";
/**
 * `npm run db:copy -- --to postgres://user@host:5432/newsite [--from ./data]`: moves a site that
 * ran on PGlite to PostgreSQL. The target database must exist and be empty; it is migrated to
 * this version's schema, then every table is copied in one transaction. Stop the site first
 * (PGlite opens its directory from one process at a time), then start it with DATABASE_URL set
 * to the target.
 */
import { parseArgs } from "node:util";
import { copyPgliteToPostgres } from "../src/server/db/copy-database.ts";

const USAGE = "Usage: npm run db:copy -- --to postgres://user@host:5432/database [--from DATA_DIR]";

const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } });
const dataDir = values.from ?? process.env.DATA_DIR ?? "data";
if (!values.to) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const report = await copyPgliteToPostgres({ dataDir, databaseUrl: values.to });
  for (const table of report.tables) console.log(`${table.name.padEnd(40)} ${String(table.rows).padStart(9)} rows`);
  console.log(`\nCopied ${report.tables.length} tables from ${dataDir}. Start the site with DATABASE_URL set to the target.`);
} catch (error) {
  console.error(`The copy failed and the target was left unchanged: ${(error as Error).message}`);
  process.exit(1);
}
