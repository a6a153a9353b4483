import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../../shared/schemas/admin";
import { admins, adminSessions, auditLog } from "../../db/schema/index";
import { ADMIN_PASSWORD_CHANGE_LIMIT, ADMIN_SIGN_IN_RULES } from "./service";
import { sessionKey } from "./tokens";
import { bearer, buildAdminTestApp, freshAddress, login, SITE, setCookieOf, signIn, TEST_ADMIN } from "./admin-test-kit";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildAdminTestApp({ TRUST_PROXY: ["127.0.0.1"] });
});
afterAll(async () => {
  await app?.close();
});

const auditRows = async (action: string) =>
  app.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

const me = (headers: Record<string, string>) => app.inject({ method: "GET", url: "/api/admin-auth/me", headers });

describe("the first admin", () => {
  it("should be created from ADMIN_USERNAME and ADMIN_PASSWORD on an empty database, with an argon2id hash and an audit row", async () => {
    const rows = await app.database.db.select().from(admins);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: TEST_ADMIN.username, status: "active" });
    expect(rows[0].passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0].passwordHash).not.toContain(TEST_ADMIN.password);
    const [created] = await auditRows("admin.created");
    expect(created).toMatchObject({ actor: "start-up", itemType: "admin", itemId: String(rows[0].id) });
    expect(JSON.stringify(created.after)).not.toContain(TEST_ADMIN.password);
  });

  it("should not create another admin when the database has one", async () => {
    expect(await app.services.admin.ensureFirstAdmin({ username: "someone-else", password: "Another-Strong-Pass-1" })).toBeNull();
    expect(await app.database.db.select().from(admins)).toHaveLength(1);
  });
});

describe("POST /api/admin-auth/login", () => {
  it("should sign in with the right password: the token, the admin, a session row and a strict HttpOnly cookie for 24 hours", async () => {
    const res = await login(app, { username: "  Kitchen-Lead ", password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: adminMessages.loginSucceeded,
      admin: { username: TEST_ADMIN.username, name: "Administrator" },
    });
    expect(body.jwtToken.split(".")).toHaveLength(3);
    expect(Object.keys(body.admin).sort()).toEqual(["id", "name", "username"]);
    expect(res.headers["cache-control"]).toBe("no-store");

    const [cookie, device] = setCookieOf(res).split("\n");
    expect(cookie).toBe(`admin_session=${body.jwtToken}; Path=/; HttpOnly; SameSite=Strict; Max-Age=86400`);
    // The browser is remembered, so strangers' failures never lock it out (a year, renewed at each sign-in).
    expect(device).toMatch(/^ak_device=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=31536000$/);

    const header = JSON.parse(Buffer.from(body.jwtToken.split(".")[0], "base64url").toString());
    expect(header).toEqual({ alg: "HS256", typ: "JWT" });
    const claims = JSON.parse(Buffer.from(body.jwtToken.split(".")[1], "base64url").toString());
    expect(claims).toMatchObject({ iss: SITE, aud: `${SITE}/admin`, sub: String(body.admin.id) });
    expect(claims.exp - claims.iat).toBe(86_400);
    // The session row is keyed by the jti's hash: a copy of the database holds no usable token id.
    const [session] = await app.database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.id, sessionKey(claims.jti)));
    expect(session).toMatchObject({ adminId: body.admin.id, endedAt: null });
    expect(await app.database.db.select().from(adminSessions).where(eq(adminSessions.id, claims.jti))).toEqual([]);

    const [audit] = await auditRows("auth.login");
    expect(audit).toMatchObject({
      adminId: body.admin.id,
      actor: TEST_ADMIN.username,
      itemType: "admin",
      ip: expect.stringMatching(/^10\.20\./),
    });
  });

  it("should set the cookies Secure when answering over https, under the names SITE_URL (http here) sets", async () => {
    const res = await login(
      app,
      { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      { remoteAddress: "127.0.0.1", headers: { "x-forwarded-proto": "https", "x-forwarded-for": freshAddress() } },
    );
    expect(res.statusCode).toBe(200);
    const token = res.json().jwtToken;
    const [cookie, device] = setCookieOf(res).split("\n");
    expect(cookie).toBe(`admin_session=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=86400; Secure`);
    expect(device).toMatch(/^ak_device=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=31536000; Secure$/);
    // Every reader, the page loaders too, agrees on the one name SITE_URL sets (an https SITE_URL: security/cookies.api.test.ts).
    const https = { "x-forwarded-proto": "https", "x-forwarded-for": "10.9.9.9" };
    expect(
      (
        await app.inject({
          method: "GET",
          url: "/api/admin-auth/me",
          remoteAddress: "127.0.0.1",
          headers: { ...https, cookie: `admin_session=${token}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: "GET",
          url: "/api/admin-auth/me",
          remoteAddress: "127.0.0.1",
          headers: { ...https, cookie: `__Host-admin_session=${token}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("should answer a wrong password and an unknown username alike with 401, no cookie, and an audit row each", async () => {
    const wrong = await login(app, { username: TEST_ADMIN.username, password: "Not-The-Password-1" });
    const unknown = await login(app, { username: "nobody-here", password: "Not-The-Password-1" });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      // Refused as the success is answered: with `success`, here false.
      expect(res.json()).toEqual({ success: false, message: adminMessages.invalidCredentials });
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    const failures = await auditRows("auth.login_failed");
    expect(failures.find((row) => row.actor === "nobody-here")).toMatchObject({ adminId: null, after: { reason: "unknown username" } });
    expect(failures.find((row) => row.actor === TEST_ADMIN.username)).toMatchObject({ after: { reason: "wrong password" } });
  });

  it("should refuse a suspended admin with the same 401", async () => {
    const [row] = await app.database.db.select().from(admins).where(eq(admins.username, TEST_ADMIN.username));
    const { token } = await signIn(app);
    await app.database.db.update(admins).set({ status: "suspended" }).where(eq(admins.id, row.id));
    try {
      const res = await login(app, { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(adminMessages.invalidCredentials);
      // A suspension ends the sessions it finds at once.
      expect((await me(bearer(token))).statusCode).toBe(401);
    } finally {
      await app.database.db.update(admins).set({ status: "active" }).where(eq(admins.id, row.id));
    }
  });

  it("should ask for both fields with the spec's rule (400), before counting anything", async () => {
    const res = await login(app, { username: " ", password: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: adminMessages.usernameRequired });
    expect(res.json().issues).toEqual([
      { path: "username", message: adminMessages.usernameRequired },
      { path: "password", message: adminMessages.passwordRequired },
    ]);
  });

  it("should refuse a sign-in sent from another site's page (403) and accept one without Origin (an API client)", async () => {
    const foreign = await login(
      app,
      { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      { headers: { origin: "https://evil.example" } },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ success: false, message: "This request can only be sent from the site's own pages." });
    expect(foreign.headers["set-cookie"]).toBeUndefined();
    const own = await login(app, { username: TEST_ADMIN.username, password: TEST_ADMIN.password }, { headers: { origin: SITE } });
    expect(own.statusCode).toBe(200);
  });
});

describe("failed sign-in limits", () => {
  const strangers = ADMIN_SIGN_IN_RULES.strangers;
  const deviceOf = (res: LightMyRequestResponse) => /(?:^|\n)(ak_device=[^;]+)/.exec(setCookieOf(res))![1];
  // Counted in the app's attempt store, Redis or the database, as the limits see them.
  const strangersOn = async (username: string) => (await app.attemptStore.count(strangers.scope, username, strangers.windowMs)).total;

  it("should slow strangers down after 10 failures for one username from many addresses, whatever the password, answering 429 with Retry-After", async () => {
    const username = "limited-user";
    for (let i = 0; i < strangers.free; i++) {
      expect((await login(app, { username, password: `Wrong-guess-${i}` })).statusCode).toBe(401);
    }
    const refused = await login(app, { username: username.toUpperCase(), password: "Wrong-guess-x" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/),
      retryAfterSeconds: expect.any(Number),
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // A slow-down, not a lock: the first wait is seconds.
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(strangers.firstDelayMs / 1000);
    expect(refused.json().retryAfterSeconds).toBe(Number(refused.headers["retry-after"]));
  });

  it("should never lock the real admin out of a browser that signed in before, and not count the refusals", async () => {
    // From no earlier failures on this username (the tests above made a few).
    await app.attemptStore.clear(strangers.scope, TEST_ADMIN.username);
    const usual = await login(app, { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(usual.statusCode).toBe(200);
    const device = deviceOf(usual);
    for (let i = 0; i < strangers.free; i++) {
      expect((await login(app, { username: TEST_ADMIN.username, password: `Wrong-guess-${i}` })).statusCode).toBe(401);
    }
    const counted = await strangersOn(TEST_ADMIN.username);
    expect(counted).toBe(strangers.free);
    // A stranger, even with the right password, waits; hammering that refusal changes nothing.
    for (let i = 0; i < 5; i++) {
      const stranger = await login(app, { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
      expect(stranger.statusCode).toBe(429);
      expect(stranger.headers["set-cookie"]).toBeUndefined();
    }
    expect(await strangersOn(TEST_ADMIN.username)).toBe(counted);
    // The usual browser, from any address, keeps its own budget: a typo is a 401, the password signs in.
    expect(
      (await login(app, { username: TEST_ADMIN.username, password: "Typo-in-the-password-1" }, { headers: { cookie: device } })).statusCode,
    ).toBe(401);
    const back = await login(app, { username: TEST_ADMIN.username, password: TEST_ADMIN.password }, { headers: { cookie: device } });
    expect(back.statusCode).toBe(200);
    // A new token each time: a copy of the old one stops counting.
    expect(deviceOf(back)).not.toBe(device);
    // Lift the slow-down for the tests that follow, as the time passing would.
    await app.attemptStore.clear(strangers.scope, TEST_ADMIN.username);
  });

  it("should answer 429 to one address after 50 attempts across usernames", async () => {
    const address = freshAddress();
    for (let i = 0; i < ADMIN_SIGN_IN_RULES.address.max; i++) {
      expect((await login(app, { username: `spray-${i}`, password: "Wrong-guess-1" }, { remoteAddress: address })).statusCode).toBe(401);
    }
    const refused = await login(app, { username: TEST_ADMIN.username, password: TEST_ADMIN.password }, { remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    // Another address is not affected.
    expect((await login(app, { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).statusCode).toBe(200);
  });

  it("should not let a burst of parallel guesses past the limit", async () => {
    const username = "burst-target";
    const answers = await Promise.all(
      Array.from({ length: strangers.free + 6 }, (_, i) => login(app, { username, password: `Parallel-${i}` })),
    );
    const checked = answers.filter((res) => res.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(strangers.free);
    expect(answers.filter((res) => res.statusCode === 429).length).toBeGreaterThanOrEqual(6);
  });
});

describe("GET /api/admin-auth/me", () => {
  it("should answer the admin for the cookie and for a Bearer header", async () => {
    const { token, cookie } = await signIn(app);
    for (const headers of [{ cookie }, bearer(token)]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        admin: { id: expect.any(Number), name: "Administrator", username: TEST_ADMIN.username },
      });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("should answer 401 with WWW-Authenticate without a token, and drop a dead cookie", async () => {
    const none = await me({});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: adminMessages.authenticationRequired });
    expect(none.headers["www-authenticate"]).toBe('Bearer realm="admin"');

    const dead = await me({ cookie: "admin_session=not.a.token" });
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual({ message: adminMessages.authenticationExpired });
    expect(setCookieOf(dead)).toBe("admin_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0");

    expect((await me({ authorization: "Basic a2l0Y2hlbjpsZWFk" })).statusCode).toBe(401);
  });
});

describe("POST /api/admin-auth/logout", () => {
  const logout = (headers: Record<string, string>) => app.inject({ method: "POST", url: "/api/admin-auth/logout", headers });

  it("should end the session at once, expire the cookie and write the audit row", async () => {
    const { token, cookie, jti } = await signIn(app);
    const res = await logout({ cookie, origin: SITE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: adminMessages.loggedOut });
    expect(setCookieOf(res)).toBe("admin_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0");
    const [session] = await app.database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.id, sessionKey(jti)));
    expect(session.endedAt).toBeInstanceOf(Date);
    expect((await me(bearer(token))).statusCode).toBe(401);
    expect((await me({ cookie })).statusCode).toBe(401);
    const [audit] = await auditRows("auth.logout");
    expect(audit).toMatchObject({ actor: TEST_ADMIN.username, itemType: "admin" });
  });

  it("should refuse a cookie-borne logout without Origin or from another origin (403), and accept a Bearer one without Origin", async () => {
    const { token, cookie } = await signIn(app);
    expect((await logout({ cookie })).statusCode).toBe(403);
    expect((await logout({ cookie, origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await logout({ cookie, origin: "null" })).statusCode).toBe(403);
    expect((await me({ cookie })).statusCode).toBe(200);
    expect((await logout(bearer(token))).statusCode).toBe(200);
    expect((await me({ cookie })).statusCode).toBe(401);
  });
});

describe("POST /api/admin-auth/change-password", () => {
  const change = (headers: Record<string, string>, payload: unknown) =>
    app.inject({
      method: "POST",
      url: "/api/admin-auth/change-password",
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });

  it("should apply the spec's rules and messages and the strength rule, changing nothing", async () => {
    const { token, sub } = await signIn(app);
    const auth = bearer(token);
    const cases: [unknown, string, string][] = [
      [{ currentPassword: "", newPassword: "", confirmPassword: "" }, "currentPassword", adminMessages.passwordFieldsRequired],
      [
        { currentPassword: TEST_ADMIN.password, newPassword: "Fennel-Seed-88", confirmPassword: "Fennel-Seed-89" },
        "confirmPassword",
        adminMessages.passwordMismatch,
      ],
      [
        { currentPassword: TEST_ADMIN.password, newPassword: "Ab1!", confirmPassword: "Ab1!" },
        "newPassword",
        adminMessages.passwordTooShort,
      ],
      [
        { currentPassword: TEST_ADMIN.password, newPassword: "lowercaseonly", confirmPassword: "lowercaseonly" },
        "newPassword",
        adminMessages.passwordVariety,
      ],
      [
        { currentPassword: TEST_ADMIN.password, newPassword: "P@ssw0rd2024!", confirmPassword: "P@ssw0rd2024!" },
        "newPassword",
        adminMessages.passwordGuessable,
      ],
      [
        { currentPassword: TEST_ADMIN.password, newPassword: "Kitchen-Lead-99", confirmPassword: "Kitchen-Lead-99" },
        "newPassword",
        adminMessages.passwordGuessable,
      ],
      [
        { currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.password, confirmPassword: TEST_ADMIN.password },
        "newPassword",
        adminMessages.passwordUnchanged,
      ],
      [
        { currentPassword: "Wrong-Current-1", newPassword: "Fennel-Seed-88", confirmPassword: "Fennel-Seed-88" },
        "currentPassword",
        adminMessages.currentPasswordWrong,
      ],
    ];
    for (const [payload, path, message] of cases) {
      const res = await change(auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues, JSON.stringify(payload)).toContainEqual({ path, message });
    }
    expect((await me(auth)).statusCode).toBe(200);
    const [failed] = await auditRows("auth.password_change_failed");
    expect(failed).toMatchObject({ actor: TEST_ADMIN.username, after: { reason: "wrong current password" } });
    await app.attemptStore.clear(ADMIN_PASSWORD_CHANGE_LIMIT.scope, sub);
  });

  it("should refuse with 429 after 5 wrong current passwords", async () => {
    const { token, sub } = await signIn(app);
    for (let i = 0; i < ADMIN_PASSWORD_CHANGE_LIMIT.max; i++) {
      expect((await change(bearer(token), { currentPassword: `Wrong-${i}-Current`, newPassword: "Fennel-Seed-88" })).statusCode).toBe(400);
    }
    const refused = await change(bearer(token), { currentPassword: TEST_ADMIN.password, newPassword: "Fennel-Seed-88" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many wrong passwords\. Please try again in/);
    await app.attemptStore.clear(ADMIN_PASSWORD_CHANGE_LIMIT.scope, sub);
  });

  it("should check Origin when the cookie carries the change", async () => {
    const { cookie } = await signIn(app);
    const res = await change(
      { cookie, origin: "https://evil.example" },
      { currentPassword: TEST_ADMIN.password, newPassword: "Fennel-Seed-88", confirmPassword: "Fennel-Seed-88" },
    );
    expect(res.statusCode).toBe(403);
  });

  it("should change the password, end every session of the admin and audit it; the new password then signs in", async () => {
    const first = await signIn(app);
    const second = await signIn(app);
    const newPassword = "Fennel-Seed-Basmati-88";
    const res = await change(
      { cookie: first.cookie, origin: SITE },
      { currentPassword: TEST_ADMIN.password, newPassword, confirmPassword: newPassword },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: adminMessages.passwordChanged });
    expect(setCookieOf(res)).toContain("Max-Age=0");
    expect((await me(bearer(first.token))).statusCode).toBe(401);
    expect((await me(bearer(second.token))).statusCode).toBe(401);
    const live = await app.database.rawQuery("SELECT count(*)::int AS n FROM admin_sessions WHERE ended_at IS NULL");
    expect(live.rows[0].n).toBe(0);

    expect((await login(app, { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).statusCode).toBe(401);
    const again = await signIn(app, newPassword);
    expect((await me(bearer(again.token))).statusCode).toBe(200);
    const [audit] = await auditRows("auth.password_changed");
    expect(audit).toMatchObject({ actor: TEST_ADMIN.username, after: { sessionsEnded: expect.any(Number) } });
    expect((audit.after as { sessionsEnded: number }).sessionsEnded).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audit)).not.toContain(newPassword);

    // Back to the shared password for the other files' expectations.
    const restored = await change(bearer(again.token), { currentPassword: newPassword, newPassword: TEST_ADMIN.password });
    expect(restored.statusCode).toBe(200);
  });
});

describe("the audit log", () => {
  it("should refuse UPDATE, DELETE and TRUNCATE at the database", async () => {
    const [row] = await app.database.db.select().from(auditLog).limit(1);
    expect(row).toBeDefined();
    await expect(app.database.db.update(auditLog).set({ actor: "someone else" }).where(eq(auditLog.id, row.id))).rejects.toThrow();
    await expect(app.database.db.delete(auditLog).where(eq(auditLog.id, row.id))).rejects.toThrow();
    await expect(app.database.rawQuery("TRUNCATE audit_log")).rejects.toThrow();
    const [still] = await app.database.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(still).toEqual(row);
  });

  it("should list the latest actions, newest first, for a signed-in admin", async () => {
    const { token } = await signIn(app);
    const res = await app.inject({ method: "GET", url: "/api/admin/activity?limit=3", headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { id: number; action: string; at: string }[] }>();
    expect(data).toHaveLength(3);
    expect(data[0].action).toBe("auth.login");
    expect(data[0].id).toBeGreaterThan(data[1].id);
    expect(data[0].at).toMatch(/Z$/);
  });
});
