// Whether the production build is missing or older than any source that goes into it.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const SOURCES = ["src/web", "src/shared", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];
export const BUILD_MARKER = path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js");

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIsStale() {
  if (!existsSync(BUILD_MARKER)) return true;
  const built = statSync(BUILD_MARKER).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}
