import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, newsletterSubscribers, outbox, savedRecipes, sessions } from "../../db/schema/index";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { buildTestApp, restartableTestDatabase } from "../../test-support/test-app";
import { ACCOUNT_API, accountMessages } from "../../../shared/schemas/account";
import { PLAIN_COOKIE_NAMES } from "../../security/cookies";
import { ACCOUNT_SIGN_IN_RULES } from "./service";

const SESSION_COOKIE = PLAIN_COOKIE_NAMES.session;

let app: FastifyInstance;
let clock = new Date("2026-11-26T10:00:00Z");
const ORIGIN = "http://localhost:80";

beforeAll(async () => {
  app = await buildTestApp({ clock: () => clock });
});
afterAll(async () => {
  await app?.close();
});

// Each call comes from an address of its own unless a test says otherwise, so the per-IP
// limits only speak in the tests about them.
let caller = 0;
const nextAddress = () => `10.2.${(++caller >> 8) & 255}.${caller & 255}`;

type Call = { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown; cookie?: string; origin?: string | null; ip?: string };
function call(url: string, { method = "POST", body, cookie, origin = ORIGIN, ip = nextAddress() }: Call = {}) {
  const headers: Record<string, string> = {};
  if (origin) headers.origin = origin;
  if (cookie) headers.cookie = cookie;
  return app.inject({ method, url, payload: body as never, headers, remoteAddress: ip });
}

const registration = (email: string, changes: Record<string, unknown> = {}) => ({
  firstName: "Asha",
  lastName: "Rao",
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
  ...changes,
});

const mailsTo = (email: string) => app.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
const accountOf = async (email: string) => (await app.database.db.select().from(accounts).where(eq(accounts.email, email)))[0];
const linkIn = (text: string, kind: "verify-email" | "reset-password") => {
  const match = new RegExp(`/${kind}/([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no ${kind} link in: ${text}`);
  return match[1];
};
const sessionCookieOf = (res: LightMyRequestResponse) => {
  const header = [res.headers["set-cookie"]].flat().find((c) => c?.startsWith(`${SESSION_COOKIE}=`));
  if (!header) throw new Error("no session cookie");
  return { header, cookie: header.split(";")[0] };
};
const tamper = (token: string) => `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;

/** Registers, follows the verification link and signs in; returns the session cookie. */
async function verifiedMember(email: string, password = "Kitchen@2026") {
  expect((await call(ACCOUNT_API.register, { body: registration(email, { password, confirmPassword: password }) })).statusCode).toBe(201);
  const [mail] = await mailsTo(email);
  expect((await call(ACCOUNT_API.verifyEmail, { body: { token: linkIn(mail.textBody, "verify-email") } })).statusCode).toBe(200);
  const signIn = await call(ACCOUNT_API.signIn, { body: { email, password } });
  expect(signIn.statusCode).toBe(200);
  return sessionCookieOf(signIn).cookie;
}

describe("registration", () => {
  it.each([
    ["firstName", { firstName: "A" }, accountMessages.firstName],
    ["lastName", { lastName: " " }, accountMessages.lastName],
    ["email", { email: "not-an-email" }, accountMessages.email],
    ["phone", { phone: "12345" }, accountMessages.phone],
    ["password", { password: "Ab1!", confirmPassword: "Ab1!" }, accountMessages.passwordLength],
    ["password", { password: "kitchen2026", confirmPassword: "kitchen2026" }, accountMessages.passwordClasses],
    ["confirmPassword", { confirmPassword: "Kitchen@2025" }, accountMessages.passwordsDiffer],
    ["dateOfBirth", { dateOfBirth: "" }, accountMessages.dateOfBirth],
    ["dateOfBirth", { dateOfBirth: "2020-02-30" }, accountMessages.dateOfBirth],
    ["dateOfBirth", { dateOfBirth: `${new Date().getUTCFullYear() - 5}-01-01` }, accountMessages.tooYoung],
    ["gender", { gender: "" }, accountMessages.gender],
    ["country", { country: "atlantis" }, accountMessages.country],
    ["cookingLevel", { cookingLevel: "master" }, accountMessages.cookingLevel],
    ["terms", { terms: false }, accountMessages.terms],
    ["privacy", { privacy: false }, accountMessages.privacy],
  ])("should refuse a wrong %s with the spec's message and store nothing", async (field, change, message) => {
    const email = `invalid-${caller}@example.com`;
    const res = await call(ACCOUNT_API.register, { body: registration(email, change) });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: field, message });
    expect(await accountOf(email)).toBeUndefined();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("should store a new account as pending with an argon2id hash and mail only its owner a verification link", async () => {
    const res = await call(ACCOUNT_API.register, { body: registration("  Asha@Example.com ", { recipientEmail: "relay@example.net" }) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: accountMessages.registered });
    const account = await accountOf("asha@example.com");
    expect(account).toMatchObject({ status: "pending", emailVerifiedAt: null, firstName: "Asha", country: "india" });
    expect(account.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account.passwordHash).not.toContain("Kitchen@2026");
    const [mail, ...others] = await mailsTo("asha@example.com");
    expect(others).toHaveLength(0);
    expect(mail.subject).toBe("Please verify your email address for Ayur Kitchen");
    expect(mail.textBody).toContain("/verify-email/");
    expect(await mailsTo("relay@example.net")).toHaveLength(0);
    // Without the newsletter ticked, no newsletter mail or row.
    expect(
      await app.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "asha@example.com")),
    ).toHaveLength(0);
  });

  it("should answer a known address exactly like a new one and tell the owner instead", async () => {
    const fresh = await call(ACCOUNT_API.register, { body: registration("someone-new@example.com") });
    const known = await call(ACCOUNT_API.register, {
      body: registration("ASHA@example.com", { firstName: "Mallory", password: "Other@2026x", confirmPassword: "Other@2026x" }),
    });
    expect([known.statusCode, known.body]).toEqual([fresh.statusCode, fresh.body]);
    expect(await app.database.db.select().from(accounts).where(eq(accounts.email, "asha@example.com"))).toHaveLength(1);
    expect((await accountOf("asha@example.com")).firstName).toBe("Asha");
    const mails = await mailsTo("asha@example.com");
    expect(mails.map((m) => m.subject)).toEqual([
      "Please verify your email address for Ayur Kitchen",
      "Someone tried to open a new account with your address at Ayur Kitchen",
    ]);
    expect(mails[1].textBody).not.toContain("Mallory");
  });

  it("should sign up for the newsletter under double opt-in when ticked", async () => {
    await call(ACCOUNT_API.register, { body: registration("reader@example.com", { newsletter: true }) });
    const [subscriber] = await app.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader@example.com"));
    expect(subscriber.status).toBe("unconfirmed");
    expect((await mailsTo("reader@example.com")).map((m) => m.subject)).toEqual([
      "Please verify your email address for Ayur Kitchen",
      "Please confirm your Ayur Kitchen newsletter subscription",
    ]);
  });

  it("should answer a bot that fills the honeypot as usual and store nothing", async () => {
    const res = await call(ACCOUNT_API.register, { body: registration("bot@example.com", { homepage: "spam" }) });
    expect([res.statusCode, res.json()]).toEqual([201, { message: accountMessages.registered }]);
    expect(await accountOf("bot@example.com")).toBeUndefined();
    expect(await mailsTo("bot@example.com")).toHaveLength(0);
  });
});

describe("email verification and sign-in", () => {
  it("should refuse sign-in before verification with the right password only, mailing a new link", async () => {
    const wrong = await call(ACCOUNT_API.signIn, { body: { email: "asha@example.com", password: "Wrong@2026" } });
    expect([wrong.statusCode, wrong.json()]).toEqual([401, { message: accountMessages.invalidCredentials }]);
    clock = new Date(clock.getTime() + 3 * 60_000);
    const right = await call(ACCOUNT_API.signIn, { body: { email: "asha@example.com", password: "Kitchen@2026" } });
    expect([right.statusCode, right.json()]).toEqual([403, { message: accountMessages.unverified }]);
    expect(right.headers["set-cookie"]).toBeUndefined();
    expect((await mailsTo("asha@example.com")).filter((m) => m.textBody.includes("/verify-email/"))).toHaveLength(2);
  });

  it("should verify once per link and refuse tampered, used and expired links", async () => {
    const links = (await mailsTo("asha@example.com"))
      .filter((m) => m.textBody.includes("/verify-email/"))
      .map((m) => linkIn(m.textBody, "verify-email"));
    const bad = await call(ACCOUNT_API.verifyEmail, { body: { token: tamper(links[1]) } });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: accountMessages.linkInvalid }]);
    expect((await call(ACCOUNT_API.verifyEmail, { body: { token: "short" } })).statusCode).toBe(400);
    const ok = await call(ACCOUNT_API.verifyEmail, { body: { token: links[1] } });
    expect([ok.statusCode, ok.json()]).toEqual([200, { message: accountMessages.emailVerified }]);
    expect(await accountOf("asha@example.com")).toMatchObject({ status: "active", emailVerifiedAt: clock });
    expect((await call(ACCOUNT_API.verifyEmail, { body: { token: links[1] } })).statusCode).toBe(400);

    await call(ACCOUNT_API.register, { body: registration("late@example.com") });
    const [late] = await mailsTo("late@example.com");
    clock = new Date(clock.getTime() + 24 * 60 * 60_000 + 1000);
    expect((await call(ACCOUNT_API.verifyEmail, { body: { token: linkIn(late.textBody, "verify-email") } })).statusCode).toBe(400);
    expect((await accountOf("late@example.com")).status).toBe("pending");
  });

  it("should answer a wrong password and an unknown address alike", async () => {
    const unknown = await call(ACCOUNT_API.signIn, { body: { email: "nobody@example.com", password: "Kitchen@2026" } });
    const wrong = await call(ACCOUNT_API.signIn, { body: { email: "asha@example.com", password: "Kitchen@2025" } });
    expect([unknown.statusCode, unknown.body]).toEqual([wrong.statusCode, wrong.body]);
    expect(unknown.json()).toEqual({ message: accountMessages.invalidCredentials });
    const empty = await call(ACCOUNT_API.signIn, { body: { email: "asha@example.com", password: "" } });
    expect(empty.json().issues).toContainEqual({ path: "password", message: accountMessages.passwordRequired });
  });

  it("should set a browser-session cookie without remember me and a 30-day one with it, a new token each time", async () => {
    const plain = await call(ACCOUNT_API.signIn, { body: { email: "Asha@example.com", password: "Kitchen@2026" } });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({
      message: accountMessages.signedIn,
      account: { firstName: "Asha", lastName: "Rao", email: "asha@example.com" },
    });
    const first = sessionCookieOf(plain);
    expect(first.header).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax$`));

    const remembered = await call(ACCOUNT_API.signIn, {
      body: { email: "asha@example.com", password: "Kitchen@2026", rememberMe: true },
      cookie: first.cookie,
    });
    const second = sessionCookieOf(remembered);
    expect(second.header).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    expect(second.cookie).not.toBe(first.cookie);
    // Signing in again ended the session the browser already held.
    expect((await call(ACCOUNT_API.me, { method: "GET", cookie: first.cookie })).statusCode).toBe(401);
    const me = await call(ACCOUNT_API.me, { method: "GET", cookie: second.cookie });
    expect([me.statusCode, me.json()]).toEqual([200, { account: { firstName: "Asha", lastName: "Rao", email: "asha@example.com" } }]);
    const stored = await app.database.db.select().from(sessions);
    expect(stored.some((s) => second.cookie.includes(s.tokenHash))).toBe(false);
  });

  it("should refuse sign-in and cookie-riding changes from another site's page", async () => {
    const foreign = await call(ACCOUNT_API.signIn, {
      body: { email: "asha@example.com", password: "Kitchen@2026" },
      origin: "https://evil.example",
    });
    expect(foreign.statusCode).toBe(403);
    const cookie = sessionCookieOf(
      await call(ACCOUNT_API.signIn, { body: { email: "asha@example.com", password: "Kitchen@2026" } }),
    ).cookie;
    for (const origin of ["https://evil.example", null]) {
      const res = await call(ACCOUNT_API.savedRecipe(1), { method: "PUT", cookie, origin });
      expect(res.statusCode).toBe(403);
    }
    expect(await app.database.db.select().from(savedRecipes)).toHaveLength(0);
  });

  it("should end the session on sign-out", async () => {
    const cookie = sessionCookieOf(
      await call(ACCOUNT_API.signIn, { body: { email: "asha@example.com", password: "Kitchen@2026" } }),
    ).cookie;
    const out = await call(ACCOUNT_API.signOut, { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.headers["set-cookie"]).toMatch(new RegExp(`^${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0$`));
    expect((await call(ACCOUNT_API.me, { method: "GET", cookie })).statusCode).toBe(401);
    expect((await call(ACCOUNT_API.account, { method: "GET", cookie })).statusCode).toBe(401);
  });
});

describe("password reset", () => {
  it("should answer a known and an unknown address alike, mailing only the known one", async () => {
    const known = await call(ACCOUNT_API.forgotPassword, { body: { email: "asha@example.com" } });
    const unknown = await call(ACCOUNT_API.forgotPassword, { body: { email: "nobody@example.com" } });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(known.json()).toEqual({ message: accountMessages.resetLinkSent });
    expect(await mailsTo("nobody@example.com")).toHaveLength(0);
    const empty = await call(ACCOUNT_API.forgotPassword, { body: { email: " " } });
    expect([empty.statusCode, empty.json().message]).toEqual([400, accountMessages.resetEmailRequired]);
  });

  it("should set a new password once, end every session and tell the owner; tampered, used and expired links fail", async () => {
    const cookie = sessionCookieOf(
      await call(ACCOUNT_API.signIn, { body: { email: "asha@example.com", password: "Kitchen@2026" } }),
    ).cookie;
    const resetMail = (await mailsTo("asha@example.com")).find((m) => m.subject === "Choose a new password for Ayur Kitchen");
    const token = linkIn(resetMail!.textBody, "reset-password");
    const body = { token, password: "Spices@2027", confirmPassword: "Spices@2027" };

    expect((await call(ACCOUNT_API.resetPassword, { body: { ...body, token: tamper(token) } })).json()).toEqual({
      message: accountMessages.linkInvalid,
    });
    const weak = await call(ACCOUNT_API.resetPassword, { body: { ...body, password: "spices", confirmPassword: "spices" } });
    expect(weak.json().issues).toContainEqual({ path: "password", message: accountMessages.passwordLength });
    const ok = await call(ACCOUNT_API.resetPassword, { body });
    expect([ok.statusCode, ok.json()]).toEqual([200, { message: accountMessages.passwordReset }]);
    expect((await call(ACCOUNT_API.resetPassword, { body })).statusCode).toBe(400);
    expect((await call(ACCOUNT_API.me, { method: "GET", cookie })).statusCode).toBe(401);
    expect((await mailsTo("asha@example.com")).at(-1)?.subject).toBe("Your Ayur Kitchen password was changed");
    expect((await call(ACCOUNT_API.signIn, { body: { email: "asha@example.com", password: "Kitchen@2026" } })).statusCode).toBe(401);
    expect((await call(ACCOUNT_API.signIn, { body: { email: "asha@example.com", password: "Spices@2027" } })).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 3 * 60_000);
    await call(ACCOUNT_API.forgotPassword, { body: { email: "asha@example.com" } });
    const later = (await mailsTo("asha@example.com")).filter((m) => m.subject === "Choose a new password for Ayur Kitchen").at(-1);
    clock = new Date(clock.getTime() + 61 * 60_000);
    const expired = await call(ACCOUNT_API.resetPassword, { body: { ...body, token: linkIn(later!.textBody, "reset-password") } });
    expect(expired.statusCode).toBe(400);
  });

  it("should verify a pending account through a reset (the link proves the mailbox)", async () => {
    await call(ACCOUNT_API.forgotPassword, { body: { email: "late@example.com" } });
    const mail = (await mailsTo("late@example.com")).find((m) => m.subject === "Choose a new password for Ayur Kitchen");
    await call(ACCOUNT_API.resetPassword, {
      body: { token: linkIn(mail!.textBody, "reset-password"), password: "Ghee&Rice1", confirmPassword: "Ghee&Rice1" },
    });
    expect((await accountOf("late@example.com")).status).toBe("active");
    expect((await call(ACCOUNT_API.signIn, { body: { email: "late@example.com", password: "Ghee&Rice1" } })).statusCode).toBe(200);
  });
});

describe("the account", () => {
  it("should keep saved recipes and searches on the server, merged from the browser at sign-in", async () => {
    const cookie = await verifiedMember("saver@example.com");
    const put = await call(ACCOUNT_API.savedRecipe(2), { method: "PUT", cookie });
    expect(put.statusCode).toBe(204);
    expect((await call(ACCOUNT_API.savedRecipe(999_999), { method: "PUT", cookie })).statusCode).toBe(404);
    const search = { id: "s-1", name: "Warm vata dinners", filters: { doshas: ["vata"] } };
    expect((await call(ACCOUNT_API.savedSearch("s-1"), { method: "PUT", cookie, body: search })).statusCode).toBe(204);
    const merged = await call(ACCOUNT_API.savedLists, {
      cookie,
      body: { recipeIds: [1, 2, 999_999], searches: [{ id: "s-2", name: "Quick lunches", filters: {} }] },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json<{ recipeIds: number[] }>().recipeIds.sort()).toEqual([1, 2]);
    expect(
      merged
        .json<{ searches: { id: string }[] }>()
        .searches.map((s) => s.id)
        .sort(),
    ).toEqual(["s-1", "s-2"]);
    // Another device, another session: the same lists.
    const elsewhere = sessionCookieOf(
      await call(ACCOUNT_API.signIn, { body: { email: "saver@example.com", password: "Kitchen@2026", rememberMe: true } }),
    ).cookie;
    const lists = await call(ACCOUNT_API.savedLists, { method: "GET", cookie: elsewhere });
    expect(lists.json<{ recipeIds: number[] }>().recipeIds.sort()).toEqual([1, 2]);
    expect((await call(ACCOUNT_API.savedRecipe(1), { method: "DELETE", cookie: elsewhere })).statusCode).toBe(204);
    expect((await app.services.accounts.savedRecipeCards((await accountOf("saver@example.com")).id)).map((r) => r.id)).toEqual([2]);
    expect((await call(ACCOUNT_API.savedLists, { method: "GET" })).statusCode).toBe(401);
  });

  it("should edit the profile, change the email only once the new address is verified, and change the password with the current one", async () => {
    const cookie = await verifiedMember("editor@example.com");
    const profile = await call(ACCOUNT_API.profile, {
      method: "PATCH",
      cookie,
      body: { firstName: "Mira", lastName: "Das", phone: "+44 20 7946 0000", country: "united-kingdom", cookingLevel: "expert" },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile).toMatchObject({
      firstName: "Mira",
      country: "united-kingdom",
      cookingLevel: "expert",
      email: "editor@example.com",
    });
    const badProfile = await call(ACCOUNT_API.profile, {
      method: "PATCH",
      cookie,
      body: { firstName: "M", lastName: "Das", phone: "1", country: "x", cookingLevel: "x" },
    });
    expect(badProfile.statusCode).toBe(400);

    const wrongPassword = await call(ACCOUNT_API.email, { cookie, body: { newEmail: "mira@example.com", password: "Nope@2026x" } });
    expect([wrongPassword.statusCode, wrongPassword.json().message]).toEqual([400, accountMessages.passwordWrong]);
    const change = await call(ACCOUNT_API.email, { cookie, body: { newEmail: "Mira@Example.com", password: "Kitchen@2026" } });
    expect([change.statusCode, change.json()]).toEqual([200, { message: accountMessages.emailChangeSent }]);
    expect(await accountOf("editor@example.com")).toMatchObject({ pendingEmail: "mira@example.com" });
    const [link] = await mailsTo("mira@example.com");
    expect((await call(ACCOUNT_API.verifyEmail, { body: { token: linkIn(link.textBody, "verify-email") } })).statusCode).toBe(200);
    expect(await accountOf("mira@example.com")).toMatchObject({ pendingEmail: null, firstName: "Mira" });
    expect((await mailsTo("editor@example.com")).at(-1)?.subject).toBe("The email address of your Ayur Kitchen account was changed");

    const other = sessionCookieOf(await call(ACCOUNT_API.signIn, { body: { email: "mira@example.com", password: "Kitchen@2026" } })).cookie;
    const wrongCurrent = await call(ACCOUNT_API.password, {
      cookie,
      body: { currentPassword: "Kitchen@2025", newPassword: "Saffron@2027", confirmPassword: "Saffron@2027" },
    });
    expect([wrongCurrent.statusCode, wrongCurrent.json().message]).toEqual([400, accountMessages.currentPasswordWrong]);
    const changed = await call(ACCOUNT_API.password, {
      cookie,
      body: { currentPassword: "Kitchen@2026", newPassword: "Saffron@2027", confirmPassword: "Saffron@2027" },
    });
    expect([changed.statusCode, changed.json()]).toEqual([200, { message: accountMessages.passwordChanged }]);
    expect((await call(ACCOUNT_API.me, { method: "GET", cookie })).statusCode).toBe(200);
    expect((await call(ACCOUNT_API.me, { method: "GET", cookie: other })).statusCode).toBe(401);
  });

  it("should download everything kept about the account, and delete it with the password", async () => {
    const cookie = await verifiedMember("leaver@example.com");
    await call(ACCOUNT_API.savedRecipe(3), { method: "PUT", cookie });
    const data = await call(ACCOUNT_API.data, { method: "GET", cookie });
    expect(data.statusCode).toBe(200);
    expect(data.headers["content-disposition"]).toMatch(/^attachment; filename="ayur-kitchen-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(data.headers["cache-control"]).toBe("private, no-store");
    expect(data.json()).toMatchObject({
      profile: { email: "leaver@example.com", firstName: "Asha" },
      savedRecipes: [{ id: 3 }],
      classBookings: [],
      orders: [],
    });

    expect((await call(ACCOUNT_API.deleteAccount, { cookie, body: { password: "Wrong@2026" } })).statusCode).toBe(400);
    const gone = await call(ACCOUNT_API.deleteAccount, { cookie, body: { password: "Kitchen@2026" } });
    expect([gone.statusCode, gone.json()]).toEqual([200, { message: accountMessages.accountDeleted }]);
    expect(await accountOf("leaver@example.com")).toBeUndefined();
    expect((await call(ACCOUNT_API.me, { method: "GET", cookie })).statusCode).toBe(401);
    expect((await mailsTo("leaver@example.com")).at(-1)?.subject).toBe("Your Ayur Kitchen account is deleted");
  });
});

describe("brute-force limits", () => {
  it("should slow strangers down after 10 failures for an account, whatever the password, without counting refusals, even after a restart", async () => {
    let at = new Date("2026-11-26T10:00:00Z");
    const { strangers } = ACCOUNT_SIGN_IN_RULES;
    const database = await restartableTestDatabase({ seedDemoContent: false, clock: () => at });
    let first: FastifyInstance | null = await database.build();
    try {
      const inject = (target: FastifyInstance, body: unknown, ip: string) =>
        target.inject({ method: "POST", url: ACCOUNT_API.signIn, payload: body as never, headers: { origin: ORIGIN }, remoteAddress: ip });
      await first.services.accounts.register(registration("target@example.com") as never, "10.9.0.1");
      for (let i = 0; i < strangers.free; i++) {
        expect((await inject(first, { email: "target@example.com", password: `Guess@${i}xx` }, `10.9.1.${i}`)).statusCode).toBe(401);
      }
      const refused = await inject(first, { email: "target@example.com", password: "Kitchen@2026" }, "10.9.2.1");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(accountMessages.tooManySignIns(strangers.firstDelayMs / 1000));
      expect(Number(refused.headers["retry-after"])).toBe(strangers.firstDelayMs / 1000);
      // Asking again and again does not lengthen the wait.
      for (let i = 0; i < 5; i++)
        expect((await inject(first, { email: "target@example.com", password: `Guess@${i}yy` }, `10.9.2.${i + 2}`)).statusCode).toBe(429);
      at = new Date(at.getTime() + strangers.firstDelayMs - 1000);
      expect((await inject(first, { email: "target@example.com", password: "Kitchen@2026" }, "10.9.2.9")).headers["retry-after"]).toBe("1");
      await first.close();
      first = null;

      const second = await database.build();
      try {
        expect((await inject(second, { email: "target@example.com", password: "Kitchen@2026" }, "10.9.3.1")).statusCode).toBe(429);
        // The limit is the account's: another account from the same address still gets its answer.
        expect((await inject(second, { email: "other@example.com", password: "Kitchen@2026" }, "10.9.3.1")).statusCode).toBe(401);
        // Slowed down, not locked: once the wait is over the password is checked (the account is not verified yet).
        at = new Date(at.getTime() + 1000);
        expect((await inject(second, { email: "target@example.com", password: "Kitchen@2026" }, "10.9.3.2")).statusCode).toBe(403);
      } finally {
        await second.close();
      }
    } finally {
      await first?.close();
      await database.dispose();
    }
  });

  it("should refuse sign-ins from one IP past 50 failures, and registrations and reset requests past their limits", async () => {
    const ip = "10.8.0.1";
    for (let i = 0; i < 50; i++) {
      expect((await call(ACCOUNT_API.signIn, { body: { email: `guess${i}@example.com`, password: "Guess@2026" }, ip })).statusCode).toBe(
        401,
      );
    }
    expect((await call(ACCOUNT_API.signIn, { body: { email: "asha@example.com", password: "Spices@2027" }, ip })).statusCode).toBe(429);

    const registrations = [];
    for (let i = 0; i < 11; i++)
      registrations.push((await call(ACCOUNT_API.register, { body: registration(`many${i}@example.com`), ip: "10.8.0.2" })).statusCode);
    expect(registrations).toEqual([...Array(10).fill(201), 429]);
    expect(await accountOf("many10@example.com")).toBeUndefined();

    const resets = [];
    for (let i = 0; i < 11; i++)
      resets.push((await call(ACCOUNT_API.forgotPassword, { body: { email: "asha@example.com" }, ip: "10.8.0.3" })).statusCode);
    expect(resets).toEqual([...Array(10).fill(200), 429]);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish every account route under Accounts with its body, its answer and its errors", async () => {
    const paths = /^\/api\/(register|auth\/|account(\/|$))/;
    const json = ["application/json"];
    const expected = {
      "POST /api/register": { tags: ["Accounts"], statuses: [201, 400, 429], answers: "AccountMessage", body: json },
      "POST /api/auth/sign-in": { tags: ["Accounts"], statuses: [200, 400, 401, 403, 429], answers: "SignInResult", body: json },
      "POST /api/auth/sign-out": { tags: ["Accounts"], statuses: [200, 403], answers: "AccountMessage", body: [] },
      "GET /api/auth/me": { tags: ["Accounts"], statuses: [200, 401], answers: "object", body: [] },
      "POST /api/auth/forgot-password": { tags: ["Accounts"], statuses: [200, 400, 429], answers: "AccountMessage", body: json },
      "POST /api/auth/reset-password": { tags: ["Accounts"], statuses: [200, 400], answers: "AccountMessage", body: json },
      "POST /api/auth/verify-email": { tags: ["Accounts"], statuses: [200, 400], answers: "AccountMessage", body: json },
      "GET /api/account": { tags: ["Accounts"], statuses: [200, 401], answers: "AccountProfile", body: [] },
      "PATCH /api/account/profile": { tags: ["Accounts"], statuses: [200, 400, 401, 403], answers: "object", body: json },
      "POST /api/account/email": { tags: ["Accounts"], statuses: [200, 400, 401, 403, 429], answers: "AccountMessage", body: json },
      "POST /api/account/password": { tags: ["Accounts"], statuses: [200, 400, 401, 403, 429], answers: "AccountMessage", body: json },
      // The download is an indented file: its answer is documented as a JSON object, not a named schema.
      "GET /api/account/data": { tags: ["Accounts"], statuses: [200, 401], answers: "object", body: [] },
      "POST /api/account/delete": { tags: ["Accounts"], statuses: [200, 400, 401, 403, 429], answers: "AccountMessage", body: json },
      "GET /api/account/saved": { tags: ["Accounts"], statuses: [200, 401], answers: "SavedLists", body: [] },
      "POST /api/account/saved": { tags: ["Accounts"], statuses: [200, 400, 401, 403], answers: "SavedLists", body: json },
      "PUT /api/account/saved/recipes/:id": { tags: ["Accounts"], statuses: [204, 400, 401, 403, 404], answers: "none", body: [] },
      "DELETE /api/account/saved/recipes/:id": { tags: ["Accounts"], statuses: [204, 400, 401, 403], answers: "none", body: [] },
      "PUT /api/account/saved/searches/:id": { tags: ["Accounts"], statuses: [204, 400, 401, 403], answers: "none", body: json },
      "DELETE /api/account/saved/searches/:id": { tags: ["Accounts"], statuses: [204, 400, 401, 403], answers: "none", body: [] },
    };
    expect(declaredRoutesMatching(app, paths).sort()).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, paths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
