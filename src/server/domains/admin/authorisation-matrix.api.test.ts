/**
 * Every admin route refuses every kind of bad token. The routes come from the app's own route
 * table (recorded by an onRoute hook as they are registered), never from a list kept by hand, so
 * a route added tomorrow is checked tomorrow.
 */
import type { FastifyInstance } from "fastify";
import { SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildAdminTestApp, SITE, signIn, TEST_JWT_SECRET } from "./admin-test-kit";
import { PUBLIC_ADMIN_ROUTES } from "./guard";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildAdminTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Routes that are admin-only outside the /api/admin* prefix (the image manager's calls). */
const ADMIN_ONLY_ELSEWHERE = ["PATCH /api/recipes/:id", "PATCH /api/products/:id"];

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Every route that must demand an admin: under /api/admin* (sign-in aside) or the image manager's. */
function adminRoutes(): { method: string; url: string }[] {
  const all: { method: string; url: string }[] = app.declaredRoutes
    .filter(
      (route) =>
        (route.url.startsWith("/api/admin") && !PUBLIC_ADMIN_ROUTES.has(routeKey(route))) || ADMIN_ONLY_ELSEWHERE.includes(routeKey(route)),
    )
    .map(({ method, url }) => ({ method, url }));
  // Every route the guard says it protects is in the list too (adminOnly routes anywhere).
  for (const key of app.adminGuardedRoutes) {
    if (key.startsWith("HEAD ")) continue;
    if (!all.some((route) => routeKey(route) === key)) {
      const [method, url] = key.split(" ");
      all.push({ method, url });
    }
  }
  return all;
}

const filled = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, "1");

type Attempt = { name: string; headers: () => Promise<Record<string, string>> };

let liveSession: { token: string; jti: string; sub: string };
let loggedOutToken: string;
let passwordChangedToken: string;

const issuedNow = () => Math.floor(Date.now() / 1000);

/** A token exactly like ours but for its signature, or its expiry. */
async function craft(options: { secret?: string; expired?: boolean }) {
  const iat = options.expired ? issuedNow() - 2 * 86_400 : issuedNow();
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(liveSession.sub)
    .setJti(liveSession.jti)
    .setIssuer(SITE)
    .setAudience(`${SITE}/admin`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 86_400)
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

beforeAll(async () => {
  liveSession = await signIn(app);

  const toEnd = await signIn(app);
  const logout = await app.inject({ method: "POST", url: "/api/admin-auth/logout", headers: bearer(toEnd.token) });
  expect(logout.statusCode).toBe(200);
  loggedOutToken = toEnd.token;

  // A second admin whose password then changes: that admin's older token is dead.
  const password = "Mustard-Seed-Tadka-31";
  await app.services.admin.saveAdmin({ username: "second-admin", password, name: "Second Admin" }, "test");
  const second = await app.inject({
    method: "POST",
    url: "/api/admin-auth/login",
    payload: { username: "second-admin", password },
    remoteAddress: "10.99.0.1",
  });
  passwordChangedToken = second.json().jwtToken;
  const change = await app.inject({
    method: "POST",
    url: "/api/admin-auth/change-password",
    headers: bearer(passwordChangedToken),
    payload: { currentPassword: password, newPassword: "Mustard-Seed-Tadka-32", confirmPassword: "Mustard-Seed-Tadka-32" },
  });
  expect(change.statusCode).toBe(200);
});

const attempts: Attempt[] = [
  { name: "no token", headers: async () => ({}) },
  { name: "an expired token", headers: async () => bearer(await craft({ expired: true })) },
  {
    name: "a token signed with another secret",
    headers: async () => bearer(await craft({ secret: "another-secret-another-secret-another-secret" })),
  },
  {
    name: "an alg:none token",
    headers: async () =>
      bearer(
        new UnsecuredJWT({})
          .setSubject(liveSession.sub)
          .setJti(liveSession.jti)
          .setIssuer(SITE)
          .setAudience(`${SITE}/admin`)
          .setIssuedAt()
          .setExpirationTime("1h")
          .encode(),
      ),
  },
  {
    name: "an alg:none token with an empty signature dressed as HS256 in the payload",
    headers: async () => {
      const [, payload, signature] = (await craft({})).split(".");
      const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
      return bearer(`${header}.${payload}.${signature}`);
    },
  },
  { name: "a token of a logged-out session", headers: async () => bearer(loggedOutToken) },
  { name: "a token of a session ended by a password change", headers: async () => bearer(passwordChangedToken) },
  {
    name: "a logged-out session's cookie (with our Origin)",
    headers: async () => ({ cookie: `admin_session=${loggedOutToken}`, origin: SITE }),
  },
  {
    name: "a forged cookie (with our Origin)",
    headers: async () => ({
      cookie: `admin_session=${await craft({ secret: "another-secret-another-secret-another-secret" })}`,
      origin: SITE,
    }),
  },
  {
    name: "a malformed Authorization header beside a live cookie",
    headers: async () => ({ authorization: `Token ${liveSession.token}`, cookie: `admin_session=${liveSession.token}`, origin: SITE }),
  },
];

describe("the authorisation matrix", () => {
  it("should find the admin routes in the route table, the image manager's PATCH routes among them", () => {
    const keys = adminRoutes().map(routeKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/admin-auth/me",
        "POST /api/admin-auth/logout",
        "POST /api/admin-auth/change-password",
        "GET /api/admin/dashboard",
        ...ADMIN_ONLY_ELSEWHERE,
      ]),
    );
    // The guard protects each of them, sign-in being the only open admin route.
    for (const key of keys) expect(app.adminGuardedRoutes, key).toContain(key);
    expect(app.adminGuardedRoutes).not.toContain("POST /api/admin-auth/login");
  });

  it("should answer 401 on every admin route for every bad token, whatever the method", async () => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      for (const method of route.method === "GET" ? ["GET", "HEAD"] : [route.method]) {
        for (const attempt of attempts) {
          const res = await app.inject({
            method: method as "GET",
            url: filled(route.url),
            headers: { ...(await attempt.headers()), "content-type": "application/json" },
            payload: method === "GET" || method === "HEAD" ? undefined : "{}",
          });
          if (res.statusCode !== 401) failures.push(`${method} ${route.url} with ${attempt.name}: ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("should let a live session through on every admin route (the refusals above are about the token)", async () => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      // A session of its own per route: logout and a password change end the one they ride on.
      const { token } = await signIn(app);
      const res = await app.inject({
        method: route.method as "GET",
        url: filled(route.url),
        headers: { ...bearer(token), "content-type": "application/json" },
        payload: route.method === "GET" ? undefined : "{}",
      });
      if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500)
        failures.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
  });

  it("should refuse every cookie-borne state change from another origin or none (403), however live the session", async () => {
    const failures: string[] = [];
    for (const route of adminRoutes().filter((r) => r.method !== "GET")) {
      const { token } = await signIn(app);
      for (const origin of [undefined, "https://evil.example", "null", "http://localhost:3000.evil.example"]) {
        const res = await app.inject({
          method: route.method as "POST",
          url: filled(route.url),
          headers: { cookie: `admin_session=${token}`, "content-type": "application/json", ...(origin ? { origin } : {}) },
          payload: "{}",
        });
        if (res.statusCode !== 403) failures.push(`${route.method} ${route.url} from ${origin ?? "no origin"}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
