/**
 * Every cookie the site sets follows SITE_URL: under https it is Secure and `__Host-` prefixed
 * (Path=/, no Domain) whether or not TRUST_PROXY lets the server see the https, and only the
 * name in force is read. Over plain http (a development site) the names are bare.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_API, type RegistrationInput } from "../../shared/schemas/account";
import { outbox } from "../db/schema/index";
import { buildAdminTestApp, TEST_ADMIN } from "../domains/admin/admin-test-kit";
import { cookieName, PLAIN_COOKIE_NAMES, siteCookies } from "./cookies";

const VISITOR = { email: "cookie-jar@example.com", password: "Ajwain@Seeds26" };

const setCookies = (res: LightMyRequestResponse) => [res.headers["set-cookie"] ?? []].flat().map(String);
const valueOf = (lines: string[], name: string) => {
  const line = lines.find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(lines)}`);
  return line.slice(name.length + 1).split(";")[0];
};

describe.each([
  { siteUrl: "http://localhost:3000", https: false },
  { siteUrl: "https://ayurkitchen.example", https: true },
])("cookies on a site at $siteUrl", ({ siteUrl, https }) => {
  let app: FastifyInstance;
  const prefix = https ? "__Host-" : "";
  const secure = https ? "; Secure" : "";
  const other = (name: string) => (https ? name : `__Host-${name}`);
  const everyCookie: string[] = [];
  const send = async (method: "GET" | "POST", url: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) => {
    const res = await app.inject({
      method,
      url,
      payload: body as never,
      remoteAddress: "192.0.2.50",
      headers: { origin: siteUrl, ...(cookie ? { cookie } : {}) },
    });
    everyCookie.push(...setCookies(res));
    return res;
  };

  beforeAll(async () => {
    // No TRUST_PROXY: behind a proxy the server sees plain http, and the cookies must not care.
    app = await buildAdminTestApp({ SITE_URL: siteUrl, TRUST_PROXY: false });
    const input: RegistrationInput = {
      firstName: "Ravi",
      lastName: "Menon",
      email: VISITOR.email,
      phone: "+1 415 555 0177",
      password: VISITOR.password,
      confirmPassword: VISITOR.password,
      dateOfBirth: "1979-09-02",
      gender: "male",
      country: "india",
      cookingLevel: "beginner",
      newsletter: false,
      terms: true,
      privacy: true,
      recipientEmail: undefined,
    };
    await app.services.accounts.register(input, "192.0.2.60");
    const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.recipient, VISITOR.email));
    expect(await app.services.accounts.verifyEmail(/\/verify-email\/([A-Za-z0-9_-]{43})/.exec(mail.textBody)![1])).toBe(true);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("should name the cookies for the site", () => {
    for (const cookie of ["session", "admin", "device"] as const) {
      expect(cookieName(cookie, siteUrl)).toBe(`${prefix}${PLAIN_COOKIE_NAMES[cookie]}`);
      expect(siteCookies(siteUrl).set(cookie, "v", { protocol: "http" })).toMatch(https ? /; Secure$/ : /SameSite=(Lax|Strict)$/);
    }
  });

  it("should set, read and clear the admin's cookies under the names in force", async () => {
    const signedIn = await send("POST", "/api/admin-auth/login", {
      body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json<{ jwtToken: string }>().jwtToken;
    const [admin, device] = setCookies(signedIn);
    expect(admin).toBe(`${prefix}admin_session=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=86400${secure}`);
    expect(device).toMatch(
      new RegExp(`^${prefix}ak_device=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict; Max-Age=31536000${secure}$`),
    );

    expect((await send("GET", "/api/admin-auth/me", { cookie: `${prefix}admin_session=${token}` })).statusCode).toBe(200);
    expect((await send("GET", "/api/admin-auth/me", { cookie: `${other("admin_session")}=${token}` })).statusCode).toBe(401);
    // The page guard asks the same question with the same name.
    expect(await app.services.admin.sessionFromCookies(`${prefix}admin_session=${token}`)).not.toBeNull();
    expect(await app.services.admin.sessionFromCookies(`${other("admin_session")}=${token}`)).toBeNull();

    // The device cookie of the name in force is the one that counts at the next sign-in.
    const again = await send("POST", "/api/admin-auth/login", {
      body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      cookie: `${prefix}ak_device=${valueOf([device], `${prefix}ak_device`)}`,
    });
    expect(again.statusCode).toBe(200);

    const out = await send("POST", "/api/admin-auth/logout", { cookie: `${prefix}admin_session=${token}` });
    expect(out.statusCode).toBe(200);
    expect(setCookies(out)).toEqual([`${prefix}admin_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure}`]);
  });

  it("should set, read and clear the visitor's cookies under the names in force", async () => {
    const signedIn = await send("POST", ACCOUNT_API.signIn, { body: { email: VISITOR.email, password: VISITOR.password } });
    expect(signedIn.statusCode).toBe(200);
    const [session, device] = setCookies(signedIn);
    expect(session).toMatch(new RegExp(`^${prefix}ak_session=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax${secure}$`));
    expect(device).toMatch(
      new RegExp(`^${prefix}ak_device=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict; Max-Age=31536000${secure}$`),
    );
    const token = valueOf([session], `${prefix}ak_session`);

    expect((await send("GET", ACCOUNT_API.me, { cookie: `${prefix}ak_session=${token}` })).statusCode).toBe(200);
    expect((await send("GET", ACCOUNT_API.me, { cookie: `${other("ak_session")}=${token}` })).statusCode).toBe(401);
    // The pages' loaders read the same name.
    expect(await app.services.accounts.signedInAccount(`${prefix}ak_session=${token}`)).toMatchObject({ email: VISITOR.email });
    expect(await app.services.accounts.signedInAccount(`${other("ak_session")}=${token}`)).toBeNull();

    const out = await send("POST", ACCOUNT_API.signOut, { cookie: `${prefix}ak_session=${token}` });
    expect(setCookies(out)).toEqual([`${prefix}ak_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`]);
    expect((await send("GET", ACCOUNT_API.me, { cookie: `${prefix}ak_session=${token}` })).statusCode).toBe(401);
  });

  it("should give every cookie it set the same shape: HttpOnly, Path=/, no Domain, and under https Secure with the prefix", () => {
    expect(everyCookie.length).toBeGreaterThanOrEqual(7);
    for (const line of everyCookie) {
      expect(line).toMatch(
        https
          ? /^__Host-\w+=[^;]*; Path=\/; HttpOnly; SameSite=(Lax|Strict)(; Max-Age=\d+)?; Secure$/
          : /^\w+=[^;]*; Path=\/; HttpOnly; SameSite=(Lax|Strict)(; Max-Age=\d+)?$/,
      );
      expect(line).not.toMatch(/Domain=/i);
    }
  });
});
