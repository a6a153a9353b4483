/**
 * A site whose SITE_URL is https, built from the same production build and asked over plain
 * http, as it is behind a proxy without TRUST_PROXY: its cookies carry the `__Host-` prefix and
 * Secure, and the pages read that name. A signed-in visitor's page is personal (never cached,
 * their name in it); a cookie under the bare name opens nothing.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { testConfig } from "../../src/server/config.ts";
import { outbox } from "../../src/server/db/schema/index.ts";
import { ACCOUNT_API, type RegistrationInput } from "../../src/shared/schemas/account.ts";

const SITE_URL = "https://ayurkitchen.example";
const VISITOR = { email: "priya-https@example.com", password: "Saunf@Seeds26" };
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(
    testConfig({ SITE_URL, TRUST_PROXY: false, seedDemoContent: false, DATABASE_URL: undefined, inMemoryDatabase: true }),
    { pages: "build" },
  );
  const input: RegistrationInput = {
    firstName: "Priyamvada",
    lastName: "Nair",
    email: VISITOR.email,
    phone: "+1 415 555 0190",
    password: VISITOR.password,
    confirmPassword: VISITOR.password,
    dateOfBirth: "1991-05-21",
    gender: "female",
    country: "india",
    cookingLevel: "advanced",
    newsletter: false,
    terms: true,
    privacy: true,
    recipientEmail: undefined,
  };
  await app.services.accounts.register(input, "192.0.2.70");
  const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.recipient, VISITOR.email));
  expect(await app.services.accounts.verifyEmail(/\/verify-email\/([A-Za-z0-9_-]{43})/.exec(mail.textBody)![1])).toBe(true);
});
afterAll(async () => {
  await app?.close();
});

const page = (cookie: string) => app.inject({ method: "GET", url: "/about", headers: { accept: "text/html", cookie } });

describe("a site served over https", () => {
  it("should sign a visitor in with __Host- Secure cookies, and treat their pages as personal under that name only", async () => {
    const signedIn = await app.inject({
      method: "POST",
      url: ACCOUNT_API.signIn,
      payload: { email: VISITOR.email, password: VISITOR.password },
      headers: { origin: SITE_URL },
      remoteAddress: "192.0.2.71",
    });
    expect(signedIn.statusCode).toBe(200);
    const cookies = [signedIn.headers["set-cookie"]].flat().map(String);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies)
      expect(cookie).toMatch(
        /^__Host-(ak_session|ak_device)=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=(Lax|Strict)(; Max-Age=\d+)?; Secure$/,
      );
    const session = cookies.find((c) => c.startsWith("__Host-ak_session="))!.split(";")[0];

    const personal = await page(session);
    expect(personal.statusCode).toBe(200);
    expect(personal.headers["cache-control"]).toMatch(/^private/);
    expect(personal.headers["x-page-cache"]).toBeUndefined();
    expect(personal.body).toContain("Priyamvada");

    // The same token under the bare name is nobody's: the shared page, without the name.
    const bare = await page(session.replace("__Host-", ""));
    expect(bare.statusCode).toBe(200);
    expect(String(bare.headers["cache-control"])).not.toMatch(/private/);
    expect(bare.body).not.toContain("Priyamvada");
  });
});
