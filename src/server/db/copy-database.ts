import pg from "pg";
import { openDatabase, type DatabaseHandle } from "./client.ts";

/** Rows sent in one INSERT: PostgreSQL takes at most 65,535 parameters a statement. */
const MAX_PARAMETERS = 60_000;
/** Rows read from PGlite at a time, so a large library never sits in memory whole. */
const READ_BATCH = 2_000;

type Column = { name: string; dataType: string; identity: boolean; serial: boolean };

export type CopyReport = { tables: { name: string; rows: number }[] };

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The site's tables, parents before the tables whose foreign keys point at them. */
async function tablesInDependencyOrder(source: DatabaseHandle): Promise<string[]> {
  const { rows: tables } = await source.rawQuery(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const { rows: links } = await source.rawQuery(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
     WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const parentsOf = new Map<string, Set<string>>(tables.map((t) => [String(t.name), new Set<string>()]));
  for (const link of links) if (link.child !== link.parent) parentsOf.get(String(link.child))?.add(String(link.parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table)) return;
    if (path.has(table)) throw new Error(`Foreign keys form a cycle through ${table}`);
    path.add(table);
    for (const parent of parentsOf.get(table) ?? []) place(parent, path);
    path.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of parentsOf.keys()) place(table, new Set());
  return ordered;
}

/** The columns a copy writes: every stored column (generated ones are computed again by the target). */
async function writableColumns(target: pg.Client, table: string): Promise<Column[]> {
  const { rows } = await target.query<{
    name: string;
    data_type: string;
    is_identity: string;
    is_generated: string;
    column_default: string | null;
  }>(
    `SELECT column_name AS name, data_type, is_identity, is_generated, column_default FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return rows
    .filter((row) => row.is_generated !== "ALWAYS")
    .map((row) => ({
      name: row.name,
      dataType: row.data_type,
      identity: row.is_identity === "YES",
      serial: row.is_identity === "YES" || (row.column_default ?? "").startsWith("nextval("),
    }));
}

/**
 * Tables a migration itself gives a row (the recipe library's version counter): a new database
 * has them filled, so they do not make it "not empty", and the source's rows replace theirs.
 */
const FILLED_BY_MIGRATIONS = new Set(["recipes_version"]);

/** A value as the PostgreSQL driver must be given it: JSON columns as their text, the rest as read. */
function writable(value: unknown, column: Column): unknown {
  if (value === null || value === undefined) return null;
  if (column.dataType === "json" || column.dataType === "jsonb") return JSON.stringify(value);
  return value;
}

/**
 * Copies a PGlite site's data into an empty PostgreSQL database: the target is migrated to the
 * same schema, then every table is copied (parents first), and each id sequence set past the
 * highest id copied, all in one transaction, so a copy that fails leaves the target as empty as
 * it found it. The site must be stopped: PGlite opens its directory from one process at a time.
 */
export async function copyPgliteToPostgres(options: {
  dataDir?: string;
  source?: DatabaseHandle;
  databaseUrl: string;
}): Promise<CopyReport> {
  const source = options.source ?? (await openDatabase({ dataDir: options.dataDir }));
  // Opening the target migrates it to the schema this version of the site runs on.
  const migrated = await openDatabase({ databaseUrl: options.databaseUrl });
  await migrated.close();
  const target = new pg.Client({ connectionString: options.databaseUrl });
  await target.connect();
  try {
    const tables = await tablesInDependencyOrder(source);
    for (const table of tables) {
      if (FILLED_BY_MIGRATIONS.has(table)) continue;
      const { rows } = await target.query<{ filled: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS filled`);
      if (rows[0]?.filled) throw new Error(`The target database is not empty (${table} has rows): copy into a new database.`);
    }
    const report: CopyReport = { tables: [] };
    await target.query("BEGIN");
    // Tables the site keeps up to date by triggers (the recipe counts) are copied as they are,
    // so the triggers rest during the copy; foreign keys are still checked.
    for (const table of tables) await target.query(`ALTER TABLE ${quote(table)} DISABLE TRIGGER USER`);
    for (const table of tables) {
      const columns = await writableColumns(target, table);
      if (columns.length === 0) continue;
      // The migration's own row gives way to the source's.
      if (FILLED_BY_MIGRATIONS.has(table)) await target.query(`DELETE FROM ${quote(table)}`);
      const list = columns.map((c) => quote(c.name)).join(", ");
      const override = columns.some((c) => c.identity) ? " OVERRIDING SYSTEM VALUE" : "";
      const perInsert = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
      let copied = 0;
      for (let offset = 0; ; offset += READ_BATCH) {
        const { rows } = await source.rawQuery(`SELECT ${list} FROM ${quote(table)} ORDER BY 1 LIMIT ${READ_BATCH} OFFSET ${offset}`);
        for (let start = 0; start < rows.length; start += perInsert) {
          const slice = rows.slice(start, start + perInsert);
          const params: unknown[] = [];
          const tuples = slice.map((row) => {
            const marks = columns.map((column) => {
              params.push(writable(row[column.name], column));
              return `$${params.length}`;
            });
            return `(${marks.join(", ")})`;
          });
          await target.query(`INSERT INTO ${quote(table)} (${list})${override} VALUES ${tuples.join(", ")}`, params);
        }
        copied += rows.length;
        if (rows.length < READ_BATCH) break;
      }
      for (const column of columns.filter((c) => c.serial)) {
        await target.query(
          `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT MAX(${quote(column.name)}) FROM ${quote(table)}), 0) + 1, false)`,
          [quote(table), column.name],
        );
      }
      report.tables.push({ name: table, rows: copied });
    }
    for (const table of tables) await target.query(`ALTER TABLE ${quote(table)} ENABLE TRIGGER USER`);
    await target.query("COMMIT");
    return report;
  } catch (error) {
    await target.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await target.end();
    if (!options.source) await source.close();
  }
}
