import { defineConfig } from "vitest/config";

/** The served-site suite (`npm run test:served`): the site as `npm start` runs it, over real HTTP. */
export default defineConfig({
  test: {
    include: ["test/served/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/served/global-setup.ts"],
    // The hostile-input run sends thousands of requests (every page and API route); on a loaded
    // 2-core machine that takes minutes, not seconds.
    testTimeout: 600_000,
    hookTimeout: 180_000,
    // The files share one server; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
