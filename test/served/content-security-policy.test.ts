/**
 * The Content-Security-Policy as `npm start` serves it: every page names a nonce of its own and
 * every script in it carries that nonce, a page answered from the page cache too (in every
 * encoding); answers that are not pages allow nothing; the API reference has a policy of its own;
 * Strict-Transport-Security only from a site whose address is https.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { testConfig } from "../../src/server/config.ts";
import { API_POLICY, API_REFERENCE_POLICY, STRICT_TRANSPORT_SECURITY } from "../../src/server/http/content-security-policy.ts";
import { cookieName } from "../../src/server/security/cookies.ts";
import { send, serverLogTail, site, type RawResponse } from "./http.ts";
import { SERVED_ADMIN } from "./served-site.ts";

const html = { accept: "text/html" };

/** The policy's directives, each with its sources. */
function directives(policy: unknown): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(";")
      .map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
  );
}

/** The nonce the page's policy names. */
function policyNonce(response: RawResponse): string {
  const sources = directives(response.headers["content-security-policy"]).get("script-src") ?? [];
  const nonce = sources.map((source) => /^'nonce-([A-Za-z0-9_-]+)'$/.exec(source)?.[1]).find(Boolean);
  expect(nonce, `a nonce in ${String(response.headers["content-security-policy"])}`).toBeDefined();
  return nonce!;
}

/**
 * Checks a page against its policy: the policy's fixed directives, each script (but the JSON-LD
 * data blocks, which never run) carrying the policy's nonce, no other nonce anywhere. Answers the nonce.
 */
function expectPageUnderItsPolicy(target: string, response: RawResponse): string {
  const policy = directives(response.headers["content-security-policy"]);
  const nonce = policyNonce(response);
  expect(policy.get("script-src"), target).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "https:", "'unsafe-inline'"]);
  expect(policy.get("object-src"), target).toEqual(["'none'"]);
  expect(policy.get("base-uri"), target).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors"), target).toEqual(["'self'"]);
  expect(policy.get("form-action")?.[0], target).toBe("'self'");
  expect(policy.get("frame-src"), target).toEqual(["'self'"]);
  const text = response.text();
  const scripts = [...text.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes("application/ld+json"));
  expect(scripts.length, `${target}: the page's scripts`).toBeGreaterThanOrEqual(4);
  for (const tag of scripts) expect(tag, target).toContain(` nonce="${nonce}"`);
  expect(new Set([...text.matchAll(/\bnonce="([^"]*)"/g)].map((match) => match[1])), `${target}: one nonce`).toEqual(new Set([nonce]));
  // The bootstrap module held back until the first paint, and the loader that starts it.
  expect(text, target).toMatch(new RegExp(`<script nonce="${nonce}" type="text/x-held-module" data-after-first-paint="">`));
  expect(text, target).toMatch(new RegExp(`<script nonce="${nonce}">[^<]*requestAnimationFrame[^<]*</script></body>`));
  expect(text, `${target}: no module that runs as parsed`).not.toMatch(/<script\b[^>]*type="module"/);
  return nonce;
}

describe("the Content-Security-Policy of the served site", () => {
  it("should give every kind of page a nonce of its own, carried by each of its scripts", async () => {
    const nonces = new Set<string>();
    for (const [target, status] of [
      ["/", 200],
      ["/recipes", 200],
      ["/recipes/1", 200],
      ["/shop", 200],
      ["/blog", 200],
      ["/classes", 200],
      ["/about", 200],
      ["/api-demo", 200],
      ["/admin-login", 200],
      ["/recipes/not-a-number", 400],
      ["/no-such-page", 404],
    ] as const) {
      const response = await send(target, { headers: html });
      expect(response.status, `${target}\n${serverLogTail()}`).toBe(status);
      nonces.add(expectPageUnderItsPolicy(target, response));
    }
    expect(nonces.size, "a nonce per answer").toBe(11);
  });

  it("should put a fresh nonce into each answer from the page cache, in every encoding", async () => {
    for (const target of ["/", "/about"]) {
      await send(target, { headers: html });
      const seen = new Set<string>();
      for (const encoding of ["br", "gzip", "identity", "br", "gzip"]) {
        const response = await send(target, { headers: { ...html, "accept-encoding": encoding } });
        // A copy past its lifetime is still the cache's answer while one refresh renders it.
        expect(["hit", "stale"], `${target} ${encoding}`).toContain(response.headers["x-page-cache"]);
        expect(response.headers["content-encoding"], `${target} ${encoding}`).toBe(encoding === "identity" ? undefined : encoding);
        const nonce = expectPageUnderItsPolicy(`${target} (${encoding})`, response);
        expect(seen.has(nonce), `${target}: the cache never replays a nonce`).toBe(false);
        seen.add(nonce);
      }
    }
  });

  it("should give a signed-in admin's pages, never cached, their own nonce", async () => {
    const signIn = await send("/api/admin-auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.72.0.1" },
      body: JSON.stringify({ username: SERVED_ADMIN.username, password: SERVED_ADMIN.password }),
    });
    expect(signIn.status, signIn.text()).toBe(200);
    expect(signIn.headers["content-security-policy"]).toBe(API_POLICY);
    const name = cookieName("admin", site().baseUrl);
    const cookie = [signIn.headers["set-cookie"] ?? []]
      .flat()
      .find((value) => value.startsWith(`${name}=`))!
      .split(";")[0];
    for (const target of ["/admin/dashboard", "/admin/images"]) {
      const response = await send(target, { headers: { ...html, cookie } });
      expect(response.status, target).toBe(200);
      expect(response.headers["x-page-cache"], target).toBeUndefined();
      expectPageUnderItsPolicy(target, response);
    }
  });

  it("should let answers that are not pages load, run and be framed by nothing", async () => {
    const home = (await send("/", { headers: html })).text();
    const entry = /"(\/assets\/entry\.client-[\w-]+\.js)"/.exec(home)?.[1];
    expect(entry).toBeDefined();
    for (const target of [
      "/api/recipes?limit=1",
      "/api/openapi.json",
      "/api/no-such-thing",
      "/healthz",
      "/favicon.svg",
      entry!,
      "/about.data",
    ]) {
      const response = await send(target);
      expect(response.status, target).toBeLessThan(500);
      expect(response.headers["content-security-policy"], target).toBe(API_POLICY);
    }
  });

  it("should give the API reference its own policy, and the page that frames it a frame-src for it", async () => {
    const reference = await send("/api/reference/", { headers: html });
    expect(reference.status).toBe(200);
    expect(reference.headers["content-security-policy"]).toBe(API_REFERENCE_POLICY);
    expect(directives(API_REFERENCE_POLICY).get("frame-ancestors")).toEqual(["'self'"]);
    const demo = await send("/api-demo", { headers: html });
    expect(demo.text()).toMatch(/<iframe\b[^>]*src="\/api\/reference/);
    expect(directives(demo.headers["content-security-policy"]).get("frame-src")).toEqual(["'self'"]);
  });

  it("should send no Strict-Transport-Security from a site served over plain http", async () => {
    for (const target of ["/", "/api/recipes?limit=1", "/api/reference/"]) {
      const response = await send(target, { headers: html });
      expect(response.headers["strict-transport-security"], target).toBeUndefined();
      expect(directives(response.headers["content-security-policy"]).has("upgrade-insecure-requests"), target).toBe(false);
    }
  });
});

describe("a site whose address is https", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(
      testConfig({ SITE_URL: "https://ayurkitchen.example", seedDemoContent: false, DATABASE_URL: undefined, inMemoryDatabase: true }),
      { pages: "build" },
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it("should send Strict-Transport-Security with every answer, and have pages upgrade http requests", async () => {
    for (const url of ["/about", "/api/recipes?limit=1", "/healthz"]) {
      const response = await app.inject({ method: "GET", url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["strict-transport-security"], url).toBe(STRICT_TRANSPORT_SECURITY);
    }
    const page = await app.inject({ method: "GET", url: "/about", headers: html });
    expect(directives(page.headers["content-security-policy"]).has("upgrade-insecure-requests")).toBe(true);
  });
});
