// Compiles the server (src/server/main.ts and everything it imports) into one ESM bundle with
// source maps, so production starts plain JavaScript instead of compiling TypeScript at each start.
// Packages stay outside the bundle and load from node_modules as they are (native modules, files
// they read beside themselves). The files the server reads at run time go beside the bundle, where
// src/server/db/data-files.ts looks for them.
import { build } from "esbuild";
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { SERVER_BUNDLE_DIR } from "./build-freshness.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dbDir = path.join(root, "src/server/db");
// Built aside and swapped in whole, so a server starting meanwhile never finds half a bundle.
const staging = `${SERVER_BUNDLE_DIR}.staging-${process.pid}`;
rmSync(staging, { recursive: true, force: true });

const started = Date.now();
await build({
  absWorkingDir: root,
  // PGlite's worker thread is an entry of its own: the server starts it by its file name.
  entryPoints: { main: "src/server/main.ts", "pglite-worker": "src/server/db/pglite-worker.ts" },
  outdir: staging,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  // main.ts loads the rest of the server with a dynamic import, after NODE_ENV has its default;
  // splitting keeps that import a chunk of its own (a single file would import every package first).
  splitting: true,
  // Chunks sit beside main.js: a module's import.meta.url must name the bundle's directory.
  chunkNames: "[name]-[hash]",
  sourcemap: true,
  // The server's own log lines and stack traces keep the sources' function names.
  keepNames: true,
  logLevel: "warning",
});

cpSync(path.join(dbDir, "migrations"), path.join(staging, "migrations"), { recursive: true });
mkdirSync(path.join(staging, "seed"));
for (const file of readdirSync(path.join(dbDir, "seed")).filter((f) => f.endsWith(".json"))) {
  cpSync(path.join(dbDir, "seed", file), path.join(staging, "seed", file));
}

// Two builds may finish together (instances sharing a checkout start at once): whichever swaps
// last wins, and a swap that finds the other's bundle already in place tries again.
const previous = `${SERVER_BUNDLE_DIR}.previous-${process.pid}`;
for (let attempt = 1; ; attempt++) {
  try {
    if (existsSync(SERVER_BUNDLE_DIR)) renameSync(SERVER_BUNDLE_DIR, previous);
    renameSync(staging, SERVER_BUNDLE_DIR);
    break;
  } catch (error) {
    if (attempt === 5 || !["ENOTEMPTY", "EEXIST", "ENOENT"].includes(error.code)) throw error;
  } finally {
    rmSync(previous, { recursive: true, force: true });
  }
}
console.log(`built the server into ${path.relative(root, SERVER_BUNDLE_DIR)} in ${Date.now() - started} ms`);
