// Builds the site when the build is missing or older than its sources (used by start, test, bench).
import { execSync } from "node:child_process";
import path from "node:path";
import { buildIsStale } from "./build-freshness.mjs";

if (buildIsStale()) {
  console.log("Building the site (the build is missing or older than the sources)…");
  execSync("npm run build", { stdio: "inherit", cwd: path.resolve(import.meta.dirname, "..") });
}
