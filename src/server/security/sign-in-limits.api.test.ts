/**
 * A stranger's guesses never lock an owner out: an attack of a thousand
 * failures from a thousand addresses leaves the owner signing in from their usual browser, as
 * an admin and as a visitor, while the attacker stays limited. The clock is the app's own and
 * only moves when a test moves it, so no test waits.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_API, accountMessages, type RegistrationInput } from "../../shared/schemas/account";
import { adminMessages } from "../../shared/schemas/admin";
import { accounts, outbox, signInDevices } from "../db/schema/index";
import { ACCOUNT_SIGN_IN_RULES } from "../domains/accounts/service";
import { buildAdminTestApp, TEST_ADMIN } from "../domains/admin/admin-test-kit";
import { ADMIN_SIGN_IN_RULES } from "../domains/admin/service";

let app: FastifyInstance;
let now = new Date("2026-12-01T09:00:00Z");
const tick = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const ORIGIN = "http://localhost:3000";

const OWNER = { email: "owner@example.com", password: "Cumin@Seeds2026" };
const ATTACKER = { email: "mallory@example.com", password: "Fenugreek@2026" };

async function verifiedVisitor({ email, password }: { email: string; password: string }) {
  const input: RegistrationInput = {
    firstName: "Meera",
    lastName: "Iyer",
    email,
    phone: "+1 415 555 0142",
    password,
    confirmPassword: password,
    dateOfBirth: "1988-03-14",
    gender: "female",
    country: "india",
    cookingLevel: "intermediate",
    newsletter: false,
    terms: true,
    privacy: true,
    recipientEmail: undefined,
  };
  await app.services.accounts.register(input, "192.0.2.200");
  const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.recipient, email));
  const token = /\/verify-email\/([A-Za-z0-9_-]{43})/.exec(mail.textBody)![1];
  expect(await app.services.accounts.verifyEmail(token)).toBe(true);
}

beforeAll(async () => {
  app = await buildAdminTestApp({ clock: () => now });
  await verifiedVisitor(OWNER);
  await verifiedVisitor(ATTACKER);
});
afterAll(async () => {
  await app?.close();
});

type Door = {
  name: string;
  owner: { account: string; password: string };
  rules: typeof ADMIN_SIGN_IN_RULES;
  tooMany: (seconds: number) => string;
  /** One sign-in from `ip`, with the browser's cookies. */
  signIn: (account: string, password: string, ip: string, cookie?: string) => Promise<LightMyRequestResponse>;
};

const doors: Door[] = [
  {
    name: "the admin sign-in",
    owner: { account: TEST_ADMIN.username, password: TEST_ADMIN.password },
    rules: ADMIN_SIGN_IN_RULES,
    tooMany: adminMessages.tooManyAttempts,
    signIn: (username, password, ip, cookie) =>
      app.inject({
        method: "POST",
        url: "/api/admin-auth/login",
        payload: { username, password },
        remoteAddress: ip,
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      }),
  },
  {
    name: "the visitor sign-in",
    owner: { account: OWNER.email, password: OWNER.password },
    rules: ACCOUNT_SIGN_IN_RULES,
    tooMany: accountMessages.tooManySignIns,
    signIn: (email, password, ip, cookie) =>
      app.inject({
        method: "POST",
        url: ACCOUNT_API.signIn,
        payload: { email, password },
        remoteAddress: ip,
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      }),
  },
];

const setCookies = (res: LightMyRequestResponse) => [res.headers["set-cookie"] ?? []].flat().map(String);
const deviceCookieOf = (res: LightMyRequestResponse) => {
  const header = setCookies(res).find((c) => c.startsWith("ak_device="));
  if (!header) throw new Error(`no device cookie (${res.statusCode} ${res.body})`);
  return header.split(";")[0];
};
/** The attempts one rule counts for an account, in the app's attempt store (Redis or the database). */
const attemptsOn = async (rule: { scope: string; windowMs: number }, account: string) =>
  (await app.attemptStore.count(rule.scope, account, rule.windowMs)).total;

describe.each(doors)("$name under attack", (door) => {
  it("should leave the owner signing in from their usual browser after 1,000 failures from 1,000 addresses, and keep the attacker limited", async () => {
    const { account, password } = door.owner;
    const usual = await door.signIn(account, password, "198.51.100.7");
    expect(usual.statusCode).toBe(200);
    let device = deviceCookieOf(usual);

    // A thousand guesses, one a second, each from an address of its own.
    const answers = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const res = await door.signIn(account, `Guess-number-${i}`, `10.66.${i >> 8}.${i & 255}`);
      answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1);
      tick(1000);
    }
    const checked = answers.get(401) ?? 0;
    expect([...answers.keys()].sort()).toEqual([401, 429]);
    // Ten at once, then one per growing wait: 15 s, 30 s, 1 min, 2 min, 4 min, then one per 5 minutes.
    expect(checked).toBe(16);
    // Only the checked guesses count: the 984 refusals added nothing.
    expect(await attemptsOn(door.rules.strangers, account)).toBe(checked);

    // The attacker is still limited, from any new address.
    const attacker = await door.signIn(account, "Guess-number-1001", "10.67.0.1");
    expect(attacker.statusCode).toBe(429);
    const wait = Number(attacker.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(door.rules.strangers.maxDelayMs / 1000);
    expect(attacker.json().message).toBe(door.tooMany(wait));

    // The owner's usual browser, on whatever network: a typo is checked (401), the password signs in.
    expect((await door.signIn(account, `${password}x`, "203.0.113.9", device)).statusCode).toBe(401);
    const back = await door.signIn(account, password, "203.0.113.9", device);
    expect(back.statusCode).toBe(200);
    device = deviceCookieOf(back);

    // A new browser of the owner is slowed down like everyone else, never locked out.
    const newBrowser = await door.signIn(account, password, "198.51.100.8");
    expect(newBrowser.statusCode).toBe(429);
    tick(Number(newBrowser.headers["retry-after"]) * 1000);
    expect((await door.signIn(account, password, "198.51.100.8")).statusCode).toBe(200);

    // The usual browser's budget is its own: ten typos, then it waits; the password still opens the other browser's budget.
    for (let i = 0; i < door.rules.knownDevice.max; i++)
      expect((await door.signIn(account, `Typo-${i}`, "203.0.113.9", device)).statusCode).toBe(401);
    expect((await door.signIn(account, password, "203.0.113.9", device)).statusCode).toBe(429);
    tick(door.rules.knownDevice.windowMs);
    expect((await door.signIn(account, password, "203.0.113.9", device)).statusCode).toBe(200);
  });
});

describe("the device cookie", () => {
  it("should be the account's: the attacker's own browser, signed in to their own account, buys no budget on the owner's", async () => {
    const own = await doors[1].signIn(ATTACKER.email, ATTACKER.password, "10.68.0.1");
    expect(own.statusCode).toBe(200);
    const attackerDevice = deviceCookieOf(own);
    // After the attacks above, a stranger's guess goes through at most once per wait: the
    // attacker's cookie is a stranger's on the owner's accounts, visitor and admin alike.
    for (const [door, account] of [
      [doors[1], OWNER.email],
      [doors[0], TEST_ADMIN.username],
    ] as const) {
      const guesses = [];
      for (let i = 0; i < 3; i++)
        guesses.push((await door.signIn(account, `Guess-with-a-cookie-${i}`, "10.68.0.1", attackerDevice)).statusCode);
      expect(guesses.slice(1)).toEqual([429, 429]);
    }
  });

  it("should be random, stored only as a hash, and replaced at each sign-in (a copied or planted one stops counting)", async () => {
    const first = await doors[1].signIn(ATTACKER.email, ATTACKER.password, "10.69.0.1");
    const token = deviceCookieOf(first).split("=")[1];
    const [account] = await app.database.db.select().from(accounts).where(eq(accounts.email, ATTACKER.email));
    const rows = await app.database.db
      .select()
      .from(signInDevices)
      .where(eq(signInDevices.principal, `account:${account.id}`));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.tokenHash).not.toContain(token);
    }
    const second = await doors[1].signIn(ATTACKER.email, ATTACKER.password, "10.69.0.1", `ak_device=${token}`);
    const replaced = deviceCookieOf(second).split("=")[1];
    expect(replaced).not.toBe(token);
    expect(await app.services.accounts.signedInAccount(setCookies(second)[0].split(";")[0])).toMatchObject({ email: ATTACKER.email });
  });

  it("should be given to the browser that resets the password through the mailed link, which then signs in at once", async () => {
    await app.services.accounts.requestPasswordReset(OWNER.email, "192.0.2.201");
    const mails = await app.database.db.select().from(outbox).where(eq(outbox.recipient, OWNER.email));
    const token = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mails.at(-1)!.textBody)![1];
    const reset = await app.inject({
      method: "POST",
      url: ACCOUNT_API.resetPassword,
      payload: { token, password: "Mustard@Seeds2027", confirmPassword: "Mustard@Seeds2027" },
      remoteAddress: "192.0.2.202",
      headers: { origin: ORIGIN },
    });
    expect(reset.statusCode).toBe(200);
    const device = deviceCookieOf(reset);
    // Strangers are still slowed down on this account (a guess, then the wait); the browser that proved the mailbox is not.
    await doors[1].signIn(OWNER.email, "Guess-after-the-reset", "192.0.2.203");
    expect((await doors[1].signIn(OWNER.email, "Mustard@Seeds2027", "192.0.2.203")).statusCode).toBe(429);
    expect((await doors[1].signIn(OWNER.email, "Mustard@Seeds2027", "192.0.2.203", device)).statusCode).toBe(200);
  });
});
