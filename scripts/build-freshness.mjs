// Whether the production build is missing or older than any source that goes into it. It has two
// parts: the site (React Router's client and server build, from src/web) and the server bundle
// (from src/server, scripts/build-server.mjs), each stale on its own sources.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, process.env.BUILD_DIR ?? "build");
const SOURCES = ["src/web", "src/shared", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];
export const BUILD_MARKER = path.join(buildDir, "server/index.js");

/** The compiled server `npm start` runs, and what goes into it. */
export const SERVER_BUNDLE_DIR = path.join(buildDir, "server-app");
export const SERVER_ENTRY = path.join(SERVER_BUNDLE_DIR, "main.js");
const SERVER_SOURCES = ["src/server", "src/shared", "package-lock.json", "tsconfig.json", "scripts/build-server.mjs"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function staleAgainst(marker, sources) {
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

/** The site's part (pages and browser files) needs building. */
export function siteBuildIsStale() {
  return staleAgainst(BUILD_MARKER, SOURCES);
}

/** The server bundle needs building. */
export function serverBuildIsStale() {
  return staleAgainst(SERVER_ENTRY, SERVER_SOURCES);
}

export function buildIsStale() {
  return siteBuildIsStale() || serverBuildIsStale();
}
