import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The database's files that are read at run time rather than imported: the SQL migrations and the
 * demo content. Both are found beside this module, so this is the one place that says where: in
 * the sources, src/server/db/; in the server build, the bundle's directory, where the build copies
 * them under the same names (scripts/build-server.mjs).
 */
const here = path.dirname(fileURLToPath(import.meta.url));

export const MIGRATIONS_DIR = path.join(here, "migrations");
export const SEED_DIR = path.join(here, "seed");
