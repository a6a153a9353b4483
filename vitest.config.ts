import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each server test file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
