// `npm test`: every test. Unit and API tests (Vitest), then browser journeys (Playwright) in
// Debian's Chromium headless shell, installed here with Chromium when missing and we are allowed to.
import { execSync, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// The journeys run in the headless shell; screenshots and Lighthouse in the full browser.
const BROWSERS = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"];
const PACKAGES = "chromium chromium-headless-shell";

function ensureChromium() {
  if (BROWSERS.every((browser) => existsSync(browser))) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Browser tests need ${BROWSERS.join(" and ")}. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${PACKAGES}\n` +
        "or point CHROMIUM_PATH at an installed Chromium.",
    );
    process.exit(1);
  }
  console.log("Installing Chromium and its headless shell for the browser tests (apt-get)…");
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`, { stdio: "inherit" });
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs the commands at once (each is single-threaded; the machine has two cores), printing each one's output whole when it ends. */
async function runTogether(commands) {
  const statuses = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: process.env, stdio: ["ignore", "pipe", "pipe"] });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("error", (error) => {
            output.push(Buffer.from(`${error.message}\n`));
            resolve(1);
          });
          child.on("close", (status) => {
            process.stdout.write(`> ${command} ${args.join(" ")}\n${Buffer.concat(output).toString()}`);
            resolve(status ?? 1);
          });
        }),
    ),
  );
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}

// Lint and typecheck first, side by side: they are the quickest to fail, and CI must stop on either. They read
// only the source, so CI's second run (the same source on the other database) skips them.
if (process.env.STATIC_CHECKS === "skip") console.log("Lint and typecheck skipped (STATIC_CHECKS=skip).");
else {
  // Route types first: both checks read them.
  run("npx", ["react-router", "typegen"]);
  await runTogether([
    ["npm", ["run", "lint"]],
    ["npx", ["tsc"]],
  ]);
}
ensureChromium();
run("node", ["scripts/ensure-build.mjs"]);
run("npx", ["vitest", "run"]);
// The site exactly as `npm start` serves it, over real HTTP (test/served).
run("npx", ["vitest", "run", "--config", "vitest.served.config.ts"]);
// CI runs the journeys on one of its two databases (.ci/run); `npm test` alone runs them always.
if (process.env.BROWSER_JOURNEYS === "skip") console.log("Browser journeys skipped (BROWSER_JOURNEYS=skip).");
else run("npx", ["playwright", "test"]);
