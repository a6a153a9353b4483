import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { testConfig, type AppConfig } from "../config.ts";

/**
 * The whole API on a fresh database: in-memory PGlite by default, or, when DATABASE_URL is set,
 * a schema of its own on that PostgreSQL server (dropped again on close).
 */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const config = testConfig({ DATABASE_URL: databaseUrl, inMemoryDatabase: !databaseUrl, ...overrides });
  return buildApp(config, {
    pages: "none",
    isolatedDatabase: databaseUrl ? `test_${randomBytes(6).toString("hex")}` : undefined,
  });
}
