/**
 * Visitor accounts as the site serves them, over real HTTP with the mail really delivered:
 * register, follow the mailed link, sign in, keep a saved recipe on the account, sign out; the
 * same answer for a known and an unknown address; signed-in pages kept out of the page cache.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mailsTo, type SentMail } from "../../e2e/support/mailbox.ts";
import { ACCOUNT_API, accountMessages, SESSION_COOKIE } from "../../src/shared/schemas/account.ts";
import { send, site } from "./http.ts";

const json = (method: string, target: string, body: unknown, headers: Record<string, string> = {}) =>
  send(target, {
    method,
    headers: { "content-type": "application/json", accept: "application/json", origin: site().baseUrl, ...headers },
    body: JSON.stringify(body),
  });

/** Waits (up to 30 s) for a mail to `address` whose text matches `pattern`. */
async function mailMatching(address: string, pattern: RegExp): Promise<SentMail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = mailsTo(address, site().mailDir).find((mail) => pattern.test(mail.text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const registration = (email: string) => ({
  firstName: "Kiran",
  lastName: "Patel",
  email,
  phone: "+1 415 555 0188",
  password: "Turmeric@26",
  confirmPassword: "Turmeric@26",
  dateOfBirth: "1985-07-30",
  gender: "prefer-not-to-say",
  country: "canada",
  cookingLevel: "beginner",
  newsletter: false,
  terms: true,
  privacy: true,
});

describe("visitor accounts on the served site", () => {
  it("should register, verify by the mailed link, sign in, keep a saved recipe and sign out", async () => {
    const email = `kiran-${randomBytes(4).toString("hex")}@example.com`;
    const ip = { "x-forwarded-for": `10.61.${randomBytes(1)[0]}.${randomBytes(1)[0]}` };
    const registered = await json("POST", ACCOUNT_API.register, registration(email), ip);
    expect([registered.status, JSON.parse(registered.text())]).toEqual([201, { message: accountMessages.registered }]);

    const mail = await mailMatching(email, /\/verify-email\/[A-Za-z0-9_-]{43}/);
    const token = /\/verify-email\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    const page = await send(`/verify-email/${token}`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect((await json("POST", ACCOUNT_API.verifyEmail, { token }, ip)).status).toBe(200);
    expect((await json("POST", ACCOUNT_API.verifyEmail, { token }, ip)).status).toBe(400);

    const signIn = await json("POST", ACCOUNT_API.signIn, { email, password: "Turmeric@26", rememberMe: true }, ip);
    expect(signIn.status).toBe(200);
    const setCookie = String(signIn.headers["set-cookie"]);
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000`));
    const cookie = setCookie.split(";")[0];

    expect((await send(ACCOUNT_API.savedRecipe(1), { method: "PUT", headers: { cookie, origin: site().baseUrl } })).status).toBe(204);
    const lists = await send(ACCOUNT_API.savedLists, { headers: { cookie, accept: "application/json" } });
    expect(JSON.parse(lists.text())).toMatchObject({ recipeIds: [1] });

    // A signed-in page names the visitor: it is never served from or kept in the shared cache.
    const home = await send("/", { headers: { cookie, accept: "text/html" } });
    expect(home.headers["x-page-cache"]).toBeUndefined();
    expect(String(home.headers["cache-control"])).toMatch(/private/);
    expect(home.text()).toContain("Kiran");
    const anonymous = await send("/", { headers: { accept: "text/html" } });
    expect(anonymous.text()).not.toContain("Kiran");

    expect((await send(ACCOUNT_API.signOut, { method: "POST", headers: { cookie, origin: site().baseUrl } })).status).toBe(200);
    expect((await send(ACCOUNT_API.me, { headers: { cookie } })).status).toBe(401);
  });

  it("should answer a known and an unknown address alike on registration and reset", async () => {
    const known = `known-${randomBytes(4).toString("hex")}@example.com`;
    const ip = { "x-forwarded-for": `10.62.${randomBytes(1)[0]}.${randomBytes(1)[0]}` };
    await json("POST", ACCOUNT_API.register, registration(known), ip);
    const again = await json("POST", ACCOUNT_API.register, registration(known), ip);
    const fresh = await json("POST", ACCOUNT_API.register, registration(`fresh-${randomBytes(4).toString("hex")}@example.com`), ip);
    expect([again.status, again.text()]).toEqual([fresh.status, fresh.text()]);

    const resetKnown = await json("POST", ACCOUNT_API.forgotPassword, { email: known }, ip);
    const resetUnknown = await json("POST", ACCOUNT_API.forgotPassword, { email: `nobody-${randomBytes(4).toString("hex")}@example.com` }, ip);
    expect([resetKnown.status, resetKnown.text()]).toEqual([resetUnknown.status, resetUnknown.text()]);
    await mailMatching(known, /\/reset-password\/[A-Za-z0-9_-]{43}/);
  });

  it("should refuse sign-in from another site's page", async () => {
    const res = await json("POST", ACCOUNT_API.signIn, { email: "someone@example.com", password: "Turmeric@26" }, { origin: "https://elsewhere.example" });
    expect(res.status).toBe(403);
  });
});
