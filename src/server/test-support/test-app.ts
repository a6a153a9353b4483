import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { testConfig, type AppConfig } from "../config.ts";
import { createScratchDatabase } from "../db/scratch-database.ts";

/** Redis when the run is given one (REDIS_URL), under keys of this test's own. */
function sharedStoreOf(name: string): Partial<AppConfig> {
  const redisUrl = process.env.REDIS_URL || undefined;
  return redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test:${name}:` } : {};
}

/**
 * The whole API on a fresh database: in-memory PGlite by default, or, when DATABASE_URL is set,
 * a schema of its own on that PostgreSQL server (dropped again on close).
 */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const config = testConfig({
    DATABASE_URL: databaseUrl,
    inMemoryDatabase: !databaseUrl,
    ...sharedStoreOf(randomBytes(6).toString("hex")),
    ...overrides,
  });
  const app = await buildApp(config, {
    pages: "none",
    isolatedDatabase: databaseUrl ? `test_${randomBytes(6).toString("hex")}` : undefined,
  });
  if (config.REDIS_URL) app.addHook("onClose", () => forgetRedisKeys(config.REDIS_URL!, config.REDIS_KEY_PREFIX));
  return app;
}

/** Deletes a test app's keys from the shared Redis, as its database is dropped. */
async function forgetRedisKeys(url: string, prefix: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for (let cursor = "0"; ;) {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
      if (cursor === "0") break;
    }
  } finally {
    redis.disconnect();
  }
}

/**
 * An app that can be closed and built again on the same database, as a restart or a second
 * instance would see it: PGlite in a temporary folder, or a database of its own on the
 * PostgreSQL server. `dispose` removes the database.
 */
export async function restartableTestDatabase(overrides: Partial<AppConfig> = {}) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  let dataDir: string | undefined;
  const name = `test_${randomBytes(6).toString("hex")}`;
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl, name) : undefined;
  const ownUrl = scratch?.url;
  if (!scratch) {
    dataDir = await mkdtemp(path.join(tmpdir(), "restartable-db-"));
  }
  return {
    build: () =>
      buildApp(
        testConfig({
          ...(ownUrl ? { DATABASE_URL: ownUrl } : { DATA_DIR: dataDir }),
          inMemoryDatabase: false,
          ...sharedStoreOf(name),
          ...overrides,
        }),
        {
          pages: "none",
        },
      ),
    async dispose() {
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
}
