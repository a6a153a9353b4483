/**
 * What must survive a restart (or hold across two instances): the failed sign-in counts, the
 * generated signing secret and the sessions. The app is built twice on one database: closed and
 * built again (PGlite in a folder), or side by side (PostgreSQL), as a second instance would run.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { appSecrets, admins } from "../../db/schema/index";
import { restartableTestDatabase } from "../../test-support/test-app";
import { ADMIN_SIGN_IN_RULES } from "./service";
import { bearer, login, setCookieOf, TEST_ADMIN } from "./admin-test-kit";

const sideBySide = Boolean(process.env.DATABASE_URL);
const apps: FastifyInstance[] = [];
let dispose: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const app of apps.reverse()) await app.close().catch(() => undefined);
  await dispose?.();
});

describe("admin security state across a restart", () => {
  it("should keep slowing strangers down with 429, remember the admin's browser, and keep the generated secret and live sessions", async () => {
    // No ADMIN_JWT_SECRET: the secret is generated once and kept in the database. The clock
    // stands still, so the wait strangers are given is the same before and after the restart.
    const at = new Date();
    const database = await restartableTestDatabase({
      seedDemoContent: false,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      clock: () => at,
    });
    dispose = () => database.dispose();
    const first = await database.build();
    apps.push(first);

    const signedIn = await login(first, { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json<{ jwtToken: string }>().jwtToken;
    const device = /(?:^|\n)(ak_device=[^;]+)/.exec(setCookieOf(signedIn))![1];
    const [secretBefore] = await first.database.db.select().from(appSecrets);
    expect(secretBefore.name).toBe("admin-jwt-secret");
    expect(Buffer.from(secretBefore.value, "base64url")).toHaveLength(64);

    for (let i = 0; i < ADMIN_SIGN_IN_RULES.strangers.free; i++) {
      expect((await login(first, { username: TEST_ADMIN.username, password: `Wrong-guess-${i}` })).statusCode).toBe(401);
    }
    expect((await login(first, { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).statusCode).toBe(429);

    // PGlite opens a folder from one instance at a time: a restart. PostgreSQL: a second instance.
    if (!sideBySide) await apps.pop()!.close();
    const second = await database.build();
    apps.push(second);

    const refused = await login(second, { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBe(ADMIN_SIGN_IN_RULES.strangers.firstDelayMs / 1000);
    // The browser that signed in before the restart is still known: it signs in at once.
    expect(
      (await login(second, { username: TEST_ADMIN.username, password: TEST_ADMIN.password }, { headers: { cookie: device } })).statusCode,
    ).toBe(200);

    // The same secret signs and checks: the session begun before the restart is still live.
    expect(await second.database.db.select().from(appSecrets)).toEqual([secretBefore]);
    const me = await second.inject({ method: "GET", url: "/api/admin-auth/me", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(await second.database.db.select().from(admins)).toHaveLength(1);
  });
});
