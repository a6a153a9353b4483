import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_API } from "../../../shared/schemas/account";
import { PLAIN_COOKIE_NAMES } from "../../security/cookies";
import { userAdminMessages as M } from "../../../shared/schemas/user-admin";
import { accounts, outbox, sessions, userRecipes } from "../../db/schema/index";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { buildAdminTestApp, signIn } from "../admin/admin-test-kit";
import { adminClient, auditOf } from "../moderation/moderation-test-kit";

let app: FastifyInstance;
let api: ReturnType<typeof adminClient>;
const ORIGIN = "http://localhost:80";

beforeAll(async () => {
  app = await buildAdminTestApp();
  api = adminClient(app, (await signIn(app)).token);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

let caller = 0;
const call = (url: string, { method = "POST", body, cookie }: { method?: "GET" | "POST"; body?: unknown; cookie?: string } = {}) =>
  app.inject({
    method,
    url,
    payload: body as never,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    remoteAddress: `10.62.${Math.floor(++caller / 250)}.${caller % 250}`,
  });

const registration = (email: string, firstName: string) => ({
  firstName,
  lastName: "Menon",
  email,
  phone: "+1 415 555 0134",
  password: "Kitchen@2026",
  confirmPassword: "Kitchen@2026",
  dateOfBirth: "1990-04-12",
  gender: "female",
  country: "india",
  cookingLevel: "intermediate",
  newsletter: false,
  terms: true,
  privacy: true,
});
const cookieOf = (res: LightMyRequestResponse) =>
  [res.headers["set-cookie"]]
    .flat()
    .find((c) => c?.startsWith(`${PLAIN_COOKIE_NAMES.session}=`))!
    .split(";")[0];

/** Registers, follows the verification link and signs in twice (two browsers); returns the account id and both cookies. */
async function member(email: string, firstName: string) {
  expect((await call(ACCOUNT_API.register, { body: registration(email, firstName) })).statusCode).toBe(201);
  const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.recipient, email));
  const token = /\/verify-email\/([A-Za-z0-9_-]{43})/.exec(mail.textBody)![1];
  expect((await call(ACCOUNT_API.verifyEmail, { body: { token } })).statusCode).toBe(200);
  const first = await call(ACCOUNT_API.signIn, { body: { email, password: "Kitchen@2026" } });
  const second = await call(ACCOUNT_API.signIn, { body: { email, password: "Kitchen@2026", rememberMe: true } });
  expect(first.statusCode).toBe(200);
  const [row] = await app.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return { id: row.id, cookies: [cookieOf(first), cookieOf(second)] };
}

const recipe = (email: string, title: string) => ({
  title,
  authorName: "Meera",
  email,
  prepTime: 10,
  cookTime: 20,
  servingSize: 2,
  cuisineType: "Indian",
  mealTypes: ["dinner"],
  ingredients: "1 cup rice",
  instructions: "Cook it.",
  status: "pending" as const,
});

describe("GET /api/admin/users", () => {
  it("should list the accounts with name, email, role, status, recipes submitted (address in any case), joined and last active, filtered and searched in SQL", async () => {
    const meera = await member("meera.users@example.com", "Meera");
    await call(ACCOUNT_API.register, { body: registration("pending.users@example.com", "Pending") });
    await app.database.db
      .insert(userRecipes)
      .values([
        recipe("Meera.Users@Example.com", "Rasam"),
        recipe("meera.users@example.com", "Poha"),
        recipe("someone@example.com", "Upma"),
        recipe("another@example.com", "Idli"),
      ]);

    const all = (await api.get("/api/admin/users")).json();
    expect(all.counts).toMatchObject({ all: 2, active: 1, pending: 1, suspended: 0 });
    expect(all.data.map((u: { email: string }) => u.email)).toEqual(["pending.users@example.com", "meera.users@example.com"]);
    const row = all.data[1];
    expect(row).toMatchObject({
      id: meera.id,
      name: "Meera Menon",
      role: "user",
      status: "active",
      recipesSubmitted: 2,
      activeSessions: 2,
    });
    expect(row.joinedAt).toMatch(/^\d{4}-/);
    expect(row.lastActiveAt).toMatch(/^\d{4}-/);

    expect((await api.get("/api/admin/users?status=pending")).json().data.map((u: { email: string }) => u.email)).toEqual([
      "pending.users@example.com",
    ]);
    expect((await api.get("/api/admin/users?search=meera menon")).json().total).toBe(1);
    expect((await api.get("/api/admin/users?limit=1&page=2")).json()).toMatchObject({
      total: 2,
      totalPages: 2,
      hasPrev: true,
      hasNext: false,
      data: [{ email: "meera.users@example.com" }],
    });
    expect((await api.get("/api/admin/users?status=banned")).statusCode).toBe(400);
    expect((await api.get(`/api/admin/users/${meera.id}`)).json()).toMatchObject({ email: "meera.users@example.com" });
    expect((await api.get("/api/admin/users/999999")).statusCode).toBe(404);
  });
});

describe("PATCH /api/admin/users/{id}", () => {
  it("should suspend: every session ends at once, the next request of each is refused, sign-in is refused, and the audit row says how many ended", async () => {
    const ravi = await member("ravi.users@example.com", "Ravi");
    for (const cookie of ravi.cookies)
      expect((await call(ACCOUNT_API.me, { method: "GET", cookie })).json()).toMatchObject({
        account: { email: "ravi.users@example.com" },
      });

    const res = await api.patch(`/api/admin/users/${ravi.id}`, { status: "suspended" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: M.suspended,
      sessionsEnded: 2,
      item: { status: "suspended", activeSessions: 0 },
    });
    expect(await app.database.db.select().from(sessions).where(eq(sessions.accountId, ravi.id))).toEqual([]);

    for (const cookie of ravi.cookies) {
      expect((await call(ACCOUNT_API.me, { method: "GET", cookie })).statusCode).toBe(401);
      expect((await call(ACCOUNT_API.account, { method: "GET", cookie })).statusCode).toBe(401);
    }
    expect((await call(ACCOUNT_API.signIn, { body: { email: "ravi.users@example.com", password: "Kitchen@2026" } })).statusCode).toBe(401);

    const [audit] = await auditOf(app, "account", ravi.id);
    expect(audit).toMatchObject({
      action: "user.suspended",
      actor: "kitchen-lead",
      before: { status: "active" },
      after: { status: "suspended", sessionsEnded: 2 },
    });
    expect((await api.patch(`/api/admin/users/${ravi.id}`, { status: "suspended" })).statusCode).toBe(409);
  });

  it("should refuse a session even when the suspension skipped deleting it (the account's status decides)", async () => {
    const tara = await member("tara.users@example.com", "Tara");
    await app.database.db.update(accounts).set({ status: "suspended" }).where(eq(accounts.id, tara.id));
    expect((await call(ACCOUNT_API.account, { method: "GET", cookie: tara.cookies[0] })).statusCode).toBe(401);
  });

  it("should activate a suspended account (audited), after which it signs in again", async () => {
    const noor = await member("noor.users@example.com", "Noor");
    await api.patch(`/api/admin/users/${noor.id}`, { status: "suspended" });
    const res = await api.patch(`/api/admin/users/${noor.id}`, { status: "active" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.activated, sessionsEnded: 0, item: { status: "active" } });
    const [audit] = await auditOf(app, "account", noor.id);
    expect(audit).toMatchObject({ action: "user.activated", before: { status: "suspended" }, after: { status: "active" } });
    expect((await call(ACCOUNT_API.signIn, { body: { email: "noor.users@example.com", password: "Kitchen@2026" } })).statusCode).toBe(200);
    expect((await api.patch(`/api/admin/users/${noor.id}`, { status: "active" })).statusCode).toBe(409);
  });

  it("should refuse a bad status with the field's message, an unknown id with 404, and audit neither", async () => {
    const bad = await api.patch("/api/admin/users/1", { status: "deleted" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: "status", message: M.actionInvalid }]);
    expect((await api.patch("/api/admin/users/999999", { status: "suspended" })).statusCode).toBe(404);
    expect(await auditOf(app, "account", 999999)).toEqual([]);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish every user route under Admin with its answer and its errors", async () => {
    const paths = /^\/api\/admin\/users(\/|$)/;
    const expected = {
      "GET /api/admin/users": { tags: ["Admin"], statuses: [200, 400, 401], answers: "AdminUserPage", body: [] },
      "GET /api/admin/users/:id": { tags: ["Admin"], statuses: [200, 400, 401, 404], answers: "AdminUser", body: [] },
      "PATCH /api/admin/users/:id": {
        tags: ["Admin"],
        statuses: [200, 400, 401, 403, 404, 409],
        answers: "object",
        body: ["application/json"],
      },
    };
    expect(declaredRoutesMatching(app, paths).sort()).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, paths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
