/**
 * What must survive a restart (or hold across two instances): the failed sign-in counts, the
 * generated signing secret and the sessions. Two apps are built on one database: on PGlite one
 * after the other on a data directory, on PostgreSQL side by side on one test database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { testConfig, type AppConfig } from "../../config";
import { appSecrets, admins } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/test-app";
import { ADMIN_LOGIN_LIMITS } from "./service";
import { bearer, login, TEST_ADMIN } from "./admin-test-kit";

const databaseUrl = process.env.DATABASE_URL || undefined;
// No ADMIN_JWT_SECRET: the secret is generated once and kept in the database.
const adminConfig: Partial<AppConfig> = { seedDemoContent: false, ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password };

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The first app on a fresh database, and a way to open a second one on that same database. */
async function firstApp(): Promise<{ app: FastifyInstance; reopen: () => Promise<FastifyInstance>; closeFirst: () => Promise<void> }> {
  if (databaseUrl) {
    const app = await buildTestApp(adminConfig);
    cleanups.push(() => app.close());
    const { rows } = await app.database.rawQuery("SELECT current_database() AS name");
    const url = new URL(databaseUrl);
    url.pathname = `/${String(rows[0].name)}`;
    return {
      app,
      // Side by side, as a second instance would run; the first app drops the database when it closes.
      reopen: async () => {
        const second = await buildApp(testConfig({ ...adminConfig, DATABASE_URL: url.toString(), inMemoryDatabase: false }), { pages: "none" });
        cleanups.push(() => second.close());
        return second;
      },
      closeFirst: async () => {},
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "ayur-admin-restart-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = () => testConfig({ ...adminConfig, DATA_DIR: dataDir, inMemoryDatabase: false });
  const app = await buildApp(config(), { pages: "none" });
  let closed = false;
  cleanups.push(() => (closed ? undefined : app.close()));
  return {
    app,
    reopen: async () => {
      const second = await buildApp(config(), { pages: "none" });
      cleanups.push(() => second.close());
      return second;
    },
    // PGlite opens a data directory from one instance at a time: a restart.
    closeFirst: async () => {
      closed = true;
      await app.close();
    },
  };
}

describe("admin security state across a restart", () => {
  it("should keep refusing a locked username with 429, and keep the generated secret and live sessions", async () => {
    const { app, reopen, closeFirst } = await firstApp();

    const signedIn = await login(app, { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json<{ jwtToken: string }>().jwtToken;
    const [secretBefore] = await app.database.db.select().from(appSecrets);
    expect(secretBefore.name).toBe("admin-jwt-secret");
    expect(Buffer.from(secretBefore.value, "base64url")).toHaveLength(64);

    for (let i = 0; i < ADMIN_LOGIN_LIMITS.perUsername.max; i++) {
      expect((await login(app, { username: TEST_ADMIN.username, password: `Wrong-guess-${i}` })).statusCode).toBe(401);
    }
    expect((await login(app, { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).statusCode).toBe(429);

    await closeFirst();
    const second = await reopen();

    const refused = await login(second, { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    // The same secret signs and checks: the session begun before the restart is still live.
    expect(await second.database.db.select().from(appSecrets)).toEqual([secretBefore]);
    const me = await second.inject({ method: "GET", url: "/api/admin-auth/me", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(await second.database.db.select().from(admins)).toHaveLength(1);
  });
});
