import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The web zone's `~/` alias (tsconfig paths), so feature modules test as they build.
  resolve: { alias: { "~": fileURLToPath(new URL("./src/web", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each server test file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // A worker imports the app's modules once for all its files, not once per file: nearly every
    // server test file builds the whole app, and importing it again for each of them was over
    // half of a run's time. The files keep their state in the apps and databases they build (and
    // close), not in modules, so sharing the modules changes no result.
    isolate: false,
  },
});
