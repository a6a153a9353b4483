// Builds the site when the build is missing or older than its sources (used by start, test, bench).
// A change to the server alone rebuilds only the server bundle, which takes a second, not the site.
import { execSync } from "node:child_process";
import path from "node:path";
import { serverBuildIsStale, siteBuildIsStale } from "./build-freshness.mjs";

const root = path.resolve(import.meta.dirname, "..");
if (siteBuildIsStale()) {
  console.log("Building the site (the build is missing or older than the sources)…");
  execSync("npm run build", { stdio: "inherit", cwd: root });
} else if (serverBuildIsStale()) {
  console.log("Building the server (its bundle is missing or older than the sources)…");
  execSync("node scripts/build-server.mjs", { stdio: "inherit", cwd: root });
}
