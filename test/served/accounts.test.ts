/**
 * Visitor accounts as the site serves them, over real HTTP: registration, the sign-in answers
 * (unverified, wrong, unknown alike), a forged session cookie opening nothing, the same answer
 * for a known and an unknown address, and the Origin check. (The mailed-link journeys run in the
 * browser tests, which read the mail.)
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PLAIN_COOKIE_NAMES } from "../../src/server/security/cookies.ts";
import { ACCOUNT_API, accountMessages } from "../../src/shared/schemas/account.ts";
import { send, site } from "./http.ts";

const json = (method: string, target: string, body: unknown, headers: Record<string, string> = {}) =>
  send(target, {
    method,
    headers: { "content-type": "application/json", accept: "application/json", origin: site().baseUrl, ...headers },
    body: JSON.stringify(body),
  });

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
  it("should register over HTTP, refuse a wrong sign-in like an unknown one, and keep anonymous pages free of names", async () => {
    const email = `kiran-${randomBytes(4).toString("hex")}@example.com`;
    const ip = { "x-forwarded-for": `10.61.${randomBytes(1)[0]}.${randomBytes(1)[0]}` };
    const registered = await json("POST", ACCOUNT_API.register, registration(email), ip);
    expect([registered.status, JSON.parse(registered.text())]).toEqual([201, { message: accountMessages.registered }]);
    // Not verified yet: the right password is told to verify, a wrong one gets the usual answer.
    const unverified = await json("POST", ACCOUNT_API.signIn, { email, password: "Turmeric@26" }, ip);
    expect(unverified.status).toBe(403);
    expect(unverified.headers["set-cookie"]).toBeUndefined();
    const wrong = await json("POST", ACCOUNT_API.signIn, { email, password: "Wrong@2626" }, ip);
    const unknown = await json(
      "POST",
      ACCOUNT_API.signIn,
      { email: `nobody-${randomBytes(4).toString("hex")}@example.com`, password: "Wrong@2626" },
      ip,
    );
    expect([wrong.status, wrong.text()]).toEqual([unknown.status, unknown.text()]);
    expect(wrong.status).toBe(401);
    // A made-up session cookie opens nothing and the page stays anonymous.
    const forged = `${PLAIN_COOKIE_NAMES.session}=${"A".repeat(43)}`;
    expect((await send(ACCOUNT_API.me, { headers: { cookie: forged } })).status).toBe(401);
    const page = await send("/", { headers: { cookie: forged, accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(String(page.headers["cache-control"])).toMatch(/private/);
    expect(page.text()).not.toContain("Kiran");
  });

  it("should answer a known and an unknown address alike on registration and reset", async () => {
    const known = `known-${randomBytes(4).toString("hex")}@example.com`;
    const ip = { "x-forwarded-for": `10.62.${randomBytes(1)[0]}.${randomBytes(1)[0]}` };
    await json("POST", ACCOUNT_API.register, registration(known), ip);
    const again = await json("POST", ACCOUNT_API.register, registration(known), ip);
    const fresh = await json("POST", ACCOUNT_API.register, registration(`fresh-${randomBytes(4).toString("hex")}@example.com`), ip);
    expect([again.status, again.text()]).toEqual([fresh.status, fresh.text()]);

    const resetKnown = await json("POST", ACCOUNT_API.forgotPassword, { email: known }, ip);
    const resetUnknown = await json(
      "POST",
      ACCOUNT_API.forgotPassword,
      { email: `nobody-${randomBytes(4).toString("hex")}@example.com` },
      ip,
    );
    expect([resetKnown.status, resetKnown.text()]).toEqual([resetUnknown.status, resetUnknown.text()]);
  });

  it("should refuse sign-in from another site's page", async () => {
    const res = await json(
      "POST",
      ACCOUNT_API.signIn,
      { email: "someone@example.com", password: "Turmeric@26" },
      { origin: "https://elsewhere.example" },
    );
    expect(res.status).toBe(403);
  });

  it("should answer a dead verification or reset link's page with 410 and its dead-link state", async () => {
    for (const [target, heading] of [
      [`/verify-email/${"A".repeat(43)}`, "This verification link no longer works"],
      [`/reset-password/${"B".repeat(43)}`, "This reset link no longer works"],
      ["/reset-password/short", "This reset link no longer works"],
    ] as const) {
      const page = await send(target, { headers: { accept: "text/html" } });
      expect(page.status, target).toBe(410);
      expect(page.text(), target).toContain(heading);
      expect(page.headers["cache-control"], target).toBe("private, no-store");
    }
  });
});
