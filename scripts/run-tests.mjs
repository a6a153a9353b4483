// `npm test`: every test. Unit and API tests (Vitest), then browser journeys (Playwright) in
// Debian's Chromium, which is installed here when missing and we are allowed to.
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Browser tests need Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
        "or point CHROMIUM_PATH at an installed Chromium.",
    );
    process.exit(1);
  }
  console.log("Installing Chromium for the browser tests (apt-get)…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Lint and typecheck first: they are the quickest to fail, and CI must stop on either. They read
// only the source, so CI's second run (the same source on the other database) skips them.
if (process.env.STATIC_CHECKS === "skip") console.log("Lint and typecheck skipped (STATIC_CHECKS=skip).");
else {
  run("npm", ["run", "lint"]);
  run("npm", ["run", "typecheck"]);
}
ensureChromium();
run("node", ["scripts/ensure-build.mjs"]);
run("npx", ["vitest", "run"]);
// The site exactly as `npm start` serves it, over real HTTP (test/served).
run("npx", ["vitest", "run", "--config", "vitest.served.config.ts"]);
// CI runs the journeys on one of its two databases (.ci/run); `npm test` alone runs them always.
if (process.env.BROWSER_JOURNEYS === "skip") console.log("Browser journeys skipped (BROWSER_JOURNEYS=skip).");
else run("npx", ["playwright", "test"]);
