/**
 * Visitor accounts without JavaScript, over real HTTP: every account form posted as a browser
 * posts it (urlencoded, with the page's Origin), answered by the same API in-process. A success
 * is a 303 whose Location holds no typed value; a refusal is the same page with each field's
 * message, the typed values kept, and never a password.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mailsTo } from "../../e2e/support/mailbox.ts";
import { cookieName } from "../../src/server/security/cookies.ts";
import { send, site, type RawResponse } from "./http.ts";
import { SERVED_ADMIN } from "./served-site.ts";

const PASSWORD = "Turmeric@26";
const NEW_PASSWORD = "Cardamom!27";

/** A client of its own (the sign-in, registration and reset limits count per address). */
const client = () => `10.71.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** A form as a browser without scripts sends it: urlencoded, from one of the site's pages. */
function post(target: string, fields: Record<string, string>, { ip, cookie }: { ip: string; cookie?: string }) {
  return send(target, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      origin: site().baseUrl,
      "x-forwarded-for": ip,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const page = (target: string, { ip, cookie }: { ip: string; cookie?: string }) =>
  send(target, { headers: { accept: "text/html", "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) } });

/** The session cookie an answer sets ("name=value"), if any. */
function sessionFrom(res: RawResponse): string | undefined {
  const name = cookieName("session", site().baseUrl);
  const cookies = res.headers["set-cookie"] ?? [];
  return cookies.map((cookie) => cookie.split(";")[0]).find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);
}

/** A 303 to `location`, naming none of the typed values in any spelling. */
function expectRedirect(res: RawResponse, location: string, typed: readonly string[]) {
  expect([res.status, res.headers.location], res.text().slice(0, 400)).toEqual([303, location]);
  const target = String(res.headers.location);
  for (const value of typed) {
    expect(target).not.toContain(value);
    expect(target).not.toContain(encodeURIComponent(value));
    expect(decodeURIComponent(target)).not.toContain(value);
  }
}

/** The newest `/verify-email/…` or `/reset-password/…` path mailed to `address`. */
async function mailedLink(address: string, kind: "verify-email" | "reset-password"): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+(/${kind}/[A-Za-z0-9_-]{20,})`);
  const links = () => mailsTo(address, site().mailDir).flatMap((mail) => pattern.exec(mail.text)?.[1] ?? []);
  await expect
    .poll(() => links().length, { timeout: 60_000, interval: 250, message: `${kind} link mailed to ${address}` })
    .toBeGreaterThan(0);
  return links().at(-1)!;
}

const registration = (email: string) => ({
  firstName: "Kiran",
  lastName: "Patel",
  email,
  phone: "+1 415 555 0188",
  password: PASSWORD,
  confirmPassword: PASSWORD,
  dateOfBirth: "1985-07-30",
  gender: "prefer-not-to-say",
  country: "canada",
  cookingLevel: "beginner",
  terms: "on",
  privacy: "on",
  homepage: "",
});

describe("visitor accounts without JavaScript", () => {
  it("should answer an invalid registration with 400, each field's message and the typed values, never the passwords", async () => {
    const ip = client();
    const email = `not-an-address-${randomBytes(3).toString("hex")}`;
    // A box left unticked is not sent at all, as a browser does.
    const { terms: _terms, privacy: _privacy, ...unticked } = registration(email);
    const res = await post("/register", { ...unticked, firstName: "K", password: "weakling", confirmPassword: "weakling" }, { ip });
    expect(res.status).toBe(400);
    const html = res.text();
    for (const message of [
      "First name must be at least 2 characters",
      "Please enter a valid email address",
      "Password must contain uppercase, lowercase, number and special character",
      "You must accept the terms and conditions",
      "You must accept the privacy policy",
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain('value="Patel"');
    expect(html).not.toContain("weakling");
    expect(String(res.headers["cache-control"])).toContain("no-store");
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("should register, verify from the mail, sign in, change the profile, and sign out, through forms alone", async () => {
    const ip = client();
    const email = `kiran-${randomBytes(4).toString("hex")}@example.com`;
    const typed = [email, PASSWORD, "Kiran", "Patel"];

    const registered = await post("/register", registration(email), { ip });
    expectRedirect(registered, "/register?sent=1", typed);
    const inbox = await page("/register?sent=1", { ip });
    expect(inbox.status).toBe(200);
    expect(inbox.text()).toContain("Registration Successful!");
    expect(inbox.text()).toContain("Please check your email to verify your account.");
    expect(inbox.headers["cache-control"]).toBe("private, no-store");

    // Not verified yet: the right password is told to verify first, and no cookie is set.
    const early = await post("/sign-in", { email, password: PASSWORD }, { ip });
    expect(early.status).toBe(403);
    expect(early.text()).toContain("Please verify your email address first. We have sent you a new link.");
    expect(sessionFrom(early)).toBeUndefined();

    // The mailed link's page asks first; its button is a form of its own.
    const verify = await mailedLink(email, "verify-email");
    expect((await page(verify, { ip })).text()).toContain("Verify your email address");
    const verified = await post(verify, {}, { ip });
    expectRedirect(verified, "/sign-in?sent=verified", typed);
    expect((await page("/sign-in?sent=verified", { ip })).text()).toContain("Your email is verified");
    // A flag the page does not know (a property every object has, say) shows the plain page.
    const unknownFlag = await page("/sign-in?sent=constructor", { ip });
    expect(unknownFlag.status).toBe(200);
    expect(unknownFlag.text()).toContain("Welcome Back");

    // A wrong password: the spec's message, the address kept, the password gone, no cookie.
    const wrong = await post("/sign-in?next=%2Faccount", { email, password: "Wrong@2626", rememberMe: "on" }, { ip });
    expect(wrong.status).toBe(401);
    expect(wrong.text()).toContain("Login Failed");
    expect(wrong.text()).toContain("Invalid email or password. Please try again.");
    expect(wrong.text()).toContain(`value="${email}"`);
    expect(wrong.text()).not.toContain("Wrong@2626");
    expect(sessionFrom(wrong)).toBeUndefined();
    expect(String(wrong.headers["cache-control"])).toContain("no-store");

    // A `next` that leads off the site is dropped: the account page instead.
    const offSite = await post(`/sign-in?next=${encodeURIComponent("/.//evil.example")}`, { email, password: PASSWORD }, { ip });
    expectRedirect(offSite, "/account", typed);

    // The right one: the session cookie on the redirect, to the page `next` names.
    const signedIn = await post(
      `/sign-in?next=${encodeURIComponent("/account?tab=data")}`,
      { email, password: PASSWORD, rememberMe: "on" },
      { ip },
    );
    expectRedirect(signedIn, "/account?tab=data", typed);
    const cookie = sessionFrom(signedIn);
    expect(cookie, String(signedIn.headers["set-cookie"])).toBeDefined();
    expect(signedIn.headers["set-cookie"]!.find((c) => c.startsWith(cookie!))).toMatch(/HttpOnly/i);
    const account = await page("/account", { ip, cookie });
    expect(account.status).toBe(200);
    expect(account.text()).toContain("Hello, Kiran");
    // Signed in, the sign-in page goes straight on.
    expect((await page("/sign-in?next=%2Fabout", { ip, cookie })).headers.location).toBe("/about");

    // The profile: a refused change keeps what was typed, a good one is confirmed after a 303.
    const profile = {
      intent: "profile",
      firstName: "M",
      lastName: "Patel",
      phone: "+1 415 555 0188",
      country: "india",
      cookingLevel: "advanced",
    };
    const badProfile = await post("/account", profile, { ip, cookie });
    expect(badProfile.status).toBe(400);
    expect(badProfile.text()).toContain("First name must be at least 2 characters");
    expect(badProfile.text()).toContain('value="M"');
    const savedProfile = await post("/account", { ...profile, firstName: "Mira" }, { ip, cookie });
    expectRedirect(savedProfile, "/account?sent=profile", [...typed, "Mira"]);
    const confirmed = await page("/account?sent=profile", { ip, cookie });
    expect(confirmed.text()).toContain("Hello, Mira");
    expect(confirmed.text()).toContain("Your profile is saved.");

    // A wrong current password is refused at its field; no password comes back.
    const badChange = await post(
      "/account",
      { intent: "password", currentPassword: "Not@Mine26", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { ip, cookie },
    );
    expect(badChange.status).toBe(400);
    expect(badChange.text()).toContain("The current password is not correct.");
    expect(badChange.text()).not.toContain("Not@Mine26");
    expect(badChange.text()).not.toContain(NEW_PASSWORD);

    // A new address waits for its own link; the page says so without the address in the URL.
    const newEmail = `mira-${randomBytes(4).toString("hex")}@example.com`;
    const emailChange = await post("/account", { intent: "email", newEmail, password: PASSWORD }, { ip, cookie });
    expectRedirect(emailChange, "/account?sent=email", [...typed, newEmail]);
    expect((await page("/account?sent=email", { ip, cookie })).text()).toContain(newEmail);

    // Signing out: the cookie is cleared and the page is private again.
    const signedOut = await post("/account", { intent: "signOut" }, { ip, cookie });
    expectRedirect(signedOut, "/sign-in?sent=signed-out", typed);
    expect(String(signedOut.headers["set-cookie"])).toMatch(/Max-Age=0/);
    expect((await page("/sign-in?sent=signed-out", { ip })).text()).toContain("You are signed out.");
    const gone = await page("/account?tab=data", { ip, cookie });
    expect([gone.status, gone.headers.location]).toEqual([302, "/sign-in?next=%2Faccount%3Ftab%3Ddata"]);
  });

  it("should send a reset link, refuse a weak password on its page, then take a good one and sign in with it", async () => {
    const ip = client();
    const email = `meena-${randomBytes(4).toString("hex")}@example.com`;
    expectRedirect(await post("/register", registration(email), { ip }), "/register?sent=1", [email]);
    expectRedirect(await post(await mailedLink(email, "verify-email"), {}, { ip }), "/sign-in?sent=verified", [email]);

    // An empty address gets the spec's words at the field.
    const empty = await post("/forgot-password", { email: "" }, { ip });
    expect(empty.status).toBe(400);
    expect(empty.text()).toContain("Please enter your email address to reset your password.");
    const asked = await post("/forgot-password", { email }, { ip });
    expectRedirect(asked, "/forgot-password?sent=1", [email]);
    expect((await page("/forgot-password?sent=1", { ip })).text()).toContain(
      "If an account uses this address, a link to choose a new password is on its way.",
    );

    const reset = await mailedLink(email, "reset-password");
    const weak = await post(reset, { password: "cardamom", confirmPassword: "cardamom" }, { ip });
    expect(weak.status).toBe(400);
    expect(weak.text()).toContain("Password must contain uppercase, lowercase, number and special character");
    expect(weak.text()).not.toContain('value="cardamom"');
    const differ = await post(reset, { password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` }, { ip });
    expect(differ.status).toBe(400);
    expect(differ.text()).toContain("Passwords don&#x27;t match");
    expect(differ.text()).not.toContain(NEW_PASSWORD);

    const changed = await post(reset, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { ip });
    expectRedirect(changed, "/sign-in?sent=reset", [email, NEW_PASSWORD]);
    expect((await page("/sign-in?sent=reset", { ip })).text()).toContain("Your password has been changed. You can sign in with it now.");
    // The link is used up: its page says so at once.
    expect((await page(reset, { ip })).status).toBe(410);

    expect((await post("/sign-in", { email, password: PASSWORD }, { ip })).status).toBe(401);
    const signedIn = await post("/sign-in", { email, password: NEW_PASSWORD }, { ip });
    expectRedirect(signedIn, "/account", [email, NEW_PASSWORD]);
    const cookie = sessionFrom(signedIn);
    expect(cookie).toBeDefined();

    // Deleting the account asks for the password; the right one ends the session with it.
    const badDelete = await post("/account?tab=data&confirm=delete", { intent: "delete", password: "Not@Mine26" }, { ip, cookie });
    expect(badDelete.status).toBe(400);
    expect(badDelete.text()).toContain("The password is not correct.");
    expect(badDelete.text()).not.toContain("Not@Mine26");
    const deleted = await post("/account?tab=data&confirm=delete", { intent: "delete", password: NEW_PASSWORD }, { ip, cookie });
    expectRedirect(deleted, "/sign-in?sent=deleted", [email, NEW_PASSWORD]);
    expect((await page("/sign-in?sent=deleted", { ip })).text()).toContain("Your account and everything saved in it are deleted.");
    expect((await post("/sign-in", { email, password: NEW_PASSWORD }, { ip })).status).toBe(401);
  });

  it("should send a visitor who is not signed in from a private page to the sign-in page, coming back after", async () => {
    const res = await page("/account?tab=bookings", { ip: client() });
    expect([res.status, res.headers.location]).toEqual([302, "/sign-in?next=%2Faccount%3Ftab%3Dbookings"]);
    expect(String(res.headers["cache-control"])).toContain("no-store");
  });

  it("should refuse an account form posted from another site's page", async () => {
    const res = await send("/sign-in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://elsewhere.example", "x-forwarded-for": client() },
      body: new URLSearchParams({ email: "someone@example.com", password: PASSWORD }).toString(),
    });
    expect(res.status).toBe(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });
});

describe("admin sign-in without JavaScript", () => {
  it("should refuse a wrong password on the page itself, keep the username, and sign in to `next` by a 303", async () => {
    const ip = client();
    const wrong = await post(
      "/admin-login?next=%2Fadmin%2Forders",
      { username: SERVED_ADMIN.username, password: "Not-The-Password-1" },
      { ip },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.headers["cache-control"]).toBe("private, no-store");
    const html = wrong.text();
    expect(html).toMatch(/role="alert"[^>]*>.*Invalid username or password/);
    expect(html).toMatch(new RegExp(`name="username"[^>]*value="${SERVED_ADMIN.username}"`));
    expect(html).not.toContain("Not-The-Password-1");
    expect(html).toMatch(/<form[^>]*action="\/admin-login\?next=%2Fadmin%2Forders"[^>]*method="post"/);

    const right = await post(
      "/admin-login?next=%2Fadmin%2Forders",
      { username: SERVED_ADMIN.username, password: SERVED_ADMIN.password },
      { ip },
    );
    expectRedirect(right, "/admin/orders", [SERVED_ADMIN.username, SERVED_ADMIN.password]);
    const name = cookieName("admin", site().baseUrl);
    const admin = (right.headers["set-cookie"] ?? []).find((cookie) => cookie.startsWith(`${name}=`));
    expect(admin).toMatch(/HttpOnly/i);
    const desk = await page("/admin/orders", { ip, cookie: admin!.split(";")[0] });
    expect(desk.status).toBe(200);
  });
});
