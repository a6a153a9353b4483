import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../shared/paths.ts";
import { buildApp } from "../app.ts";
import { testConfig } from "../config.ts";
import { buildTestApp } from "../test-support/test-app.ts";
import { API_POLICY, API_REFERENCE_POLICY, PLAIN_PAGE_POLICY, STRICT_TRANSPORT_SECURITY } from "./content-security-policy.ts";
import { PAGE_FORM_BODY_LIMIT_BYTES } from "./errors.ts";

describe("security headers", () => {
  let plain: FastifyInstance;
  let https: FastifyInstance;
  beforeAll(async () => {
    [plain, https] = await Promise.all([
      buildTestApp({ seedDemoContent: false }),
      buildTestApp({ seedDemoContent: false, SITE_URL: "https://ayurkitchen.example" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), https?.close()]);
  });

  it("should give every JSON answer a policy that allows nothing, errors included", async () => {
    for (const url of ["/healthz", "/api/recipes?limit=1", "/api/no-such-thing", paths.openApiDocument]) {
      const response = await plain.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"], url).toBe(API_POLICY);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
    }
    const refused = await plain.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: "{",
      headers: { "content-type": "application/json" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers["content-security-policy"]).toBe(API_POLICY);
  });

  it("should let a short HTML answer of the server's own keep its inline styles, and run nothing", async () => {
    // The page bridge without a build: a form too large never reaches a page.
    const pages = await buildApp(testConfig({ seedDemoContent: false, DATABASE_URL: undefined, inMemoryDatabase: true }), {
      pages: { getBuild: () => Promise.reject(new Error("no page is rendered in this test")) },
    });
    try {
      const tooLarge = await pages.inject({
        method: "POST",
        url: "/contact",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: "http://localhost:80" },
        payload: `message=${"a".repeat(PAGE_FORM_BODY_LIMIT_BYTES)}`,
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.headers["content-type"]).toMatch(/^text\/html/);
      expect(tooLarge.headers["content-security-policy"]).toBe(PLAIN_PAGE_POLICY);
    } finally {
      await pages.close();
    }
  });

  it("should give the API reference its own policy: its own files, framed by the site only", async () => {
    const reference = await plain.inject({ method: "GET", url: `${paths.apiReference}/` });
    expect(reference.statusCode).toBe(200);
    expect(reference.headers["content-security-policy"]).toBe(API_REFERENCE_POLICY);
    expect(reference.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  });

  it("should send Strict-Transport-Security only when the site's address is https", async () => {
    for (const url of ["/healthz", "/api/recipes?limit=1", `${paths.apiReference}/`]) {
      expect((await https.inject({ method: "GET", url })).headers["strict-transport-security"], url).toBe(STRICT_TRANSPORT_SECURITY);
      expect((await plain.inject({ method: "GET", url })).headers["strict-transport-security"], url).toBeUndefined();
    }
    expect(STRICT_TRANSPORT_SECURITY).toBe("max-age=31536000; includeSubDomains");
  });
});
