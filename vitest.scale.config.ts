import { defineConfig } from "vitest/config";

/**
 * The scale suite (`npm run test:scale`): two instances of the site started as `npm start`
 * starts them, on one PostgreSQL database and one Redis, behind nginx. One file, one cluster:
 * its checks run in order and some leave the cluster changed (an instance killed, then back).
 */
export default defineConfig({
  test: {
    include: ["test/scale/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    // Two instances migrating and seeding an empty database on a loaded 2-core machine.
    hookTimeout: 180_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
