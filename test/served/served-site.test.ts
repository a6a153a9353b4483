/**
 * The site as `npm start` serves it (see served-site.ts), checked over real HTTP: caching of the
 * built assets, compression, security headers, not-found answers, the sitemap and the links a
 * visitor sees on the home page.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAV_LINKS } from "../../src/shared/paths.ts";
import { decoded, inPool, sameOriginLinks, send, serverLogTail, site } from "./http.ts";

/**
 * Pages the navigation already links to (as the spec asks) that are still to be built. Each must
 * answer 404 today; when a page lands, take it off this list, and the checks below then require
 * it to answer 200. `:id` stands for any id. Empty when the site is complete.
 */
export const PAGES_NOT_YET_BUILT = [
  "/community-recipes",
  "/share-recipe",
  "/contact",
  "/admin",
  "/chef-admin",
  "/content-removal",
  "/sponsor",
];

const IMMUTABLE = "public, max-age=31536000, immutable";
const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
};

const patternOf = (entry: string) => new RegExp(`^${entry.replace(/:[a-zA-Z]+/g, "[^/]+")}$`);
const notYetBuilt = (target: string) => {
  const pathname = target.split("?")[0];
  return PAGES_NOT_YET_BUILT.some((entry) => patternOf(entry).test(pathname));
};

/** Fails with every offender listed at once, and the server's log when something broke. */
function expectNone(failures: string[], what: string) {
  const shown = failures.slice(0, 40).join("\n");
  expect(failures, `${what}:\n${shown}${failures.length > 40 ? `\n… and ${failures.length - 40} more` : ""}\n\nserver log:\n${serverLogTail()}`).toEqual([]);
}

function builtFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? builtFiles(full, `${prefix}/${name}`) : [`${prefix}/${name}`];
  });
}

describe("the site as npm start serves it", () => {
  it("should answer /healthz with ok", async () => {
    const response = await send("/healthz");
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text())).toEqual({ status: "ok" });
  });

  it("should serve every hashed asset as immutable, plain and pre-compressed", async () => {
    const clientDir = path.join(site().buildDir, "client");
    const files = builtFiles(clientDir);
    const built = files.filter((f) => f.startsWith("/assets/") && !/\.(br|gz)$/.test(f));
    const home = (await send("/")).text();
    const referenced = [...new Set(home.match(/\/assets\/[A-Za-z0-9._-]+\.(?:js|css|woff2?|svg|png|webp|jpg)/g) ?? [])];
    expect(referenced.length, "the home page references built assets").toBeGreaterThan(0);
    expect(built.length).toBeGreaterThan(0);

    const failures: string[] = [];
    for (const asset of referenced) if (!built.includes(asset)) failures.push(`${asset}: referenced by / but not in the build`);
    const cases = built.flatMap((asset) =>
      (["identity", "br", "gzip"] as const).map((encoding) => ({ asset, encoding })),
    );
    await inPool(cases, 4, async ({ asset, encoding }) => {
      const response = await send(asset, { headers: { "accept-encoding": encoding } });
      const label = `${asset} (accept-encoding: ${encoding})`;
      if (response.status !== 200) return void failures.push(`${label}: status ${response.status}`);
      if (response.headers["cache-control"] !== IMMUTABLE) failures.push(`${label}: cache-control ${response.headers["cache-control"]}`);
      const precompressed = encoding !== "identity" && files.includes(`${asset}.${encoding === "br" ? "br" : "gz"}`);
      if (precompressed && response.headers["content-encoding"] !== encoding) {
        failures.push(`${label}: content-encoding ${response.headers["content-encoding"]}, expected ${encoding}`);
      }
      if (encoding === "identity" && response.headers["content-encoding"]) failures.push(`${label}: encoded without being asked`);
    });
    expectNone(failures, "assets with a wrong answer");
  });

  it("should give other public files a short max-age, not immutable", async () => {
    const clientDir = path.join(site().buildDir, "client");
    const publicFiles = builtFiles(clientDir).filter((f) => !f.startsWith("/assets/") && !/\.(br|gz)$/.test(f));
    expect(publicFiles.length).toBeGreaterThan(0);
    for (const file of publicFiles) {
      const response = await send(file);
      expect(response.status, file).toBe(200);
      const cacheControl = String(response.headers["cache-control"]);
      expect(cacheControl, file).not.toContain("immutable");
      const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? -1);
      expect(maxAge, `${file}: ${cacheControl}`).toBeGreaterThan(0);
      expect(maxAge, `${file}: ${cacheControl}`).toBeLessThanOrEqual(86_400);
    }
  });

  it("should compress pages and API answers with br and gzip", async () => {
    // Twice each: the first render streams, the second comes from the page cache.
    for (const target of ["/", "/", "/recipes", "/recipes", "/api/recipes", "/api/recipes/advanced-search?query=rice", "/featured-chefs", "/api/guest-chefs/applications"]) {
      for (const encoding of ["br", "gzip"]) {
        const response = await send(target, { headers: { "accept-encoding": encoding } });
        expect(response.status, target).toBe(200);
        expect(response.headers["content-encoding"], `${target} with ${encoding}`).toBe(encoding);
        const body = decoded(response.body, encoding).toString("utf8");
        if (target.startsWith("/api/")) expect(() => JSON.parse(body), target).not.toThrow();
        else expect(body, target).toMatch(/^<!DOCTYPE html>/i);
      }
    }
  });

  it("should send the security headers on pages, API answers, assets and errors", async () => {
    const asset = builtFiles(path.join(site().buildDir, "client")).find((f) => f.startsWith("/assets/") && f.endsWith(".js"))!;
    const targets = ["/", "/recipes", "/api/recipes", "/healthz", asset, "/favicon.svg", "/sitemap.xml", "/no-such-page", "/api/no-such-endpoint"];
    for (const target of targets) {
      const response = await send(target);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name], `${name} on ${target}`).toBe(value);
    }
  });

  it("should answer a JSON 404 for every API path no route serves, whatever the method", async () => {
    const targets = ["/api/no-such-endpoint", "/api/recipes/1/nothing-here", "/api", "/api/", "/api/no-such-endpoint?x=1"];
    const failures: string[] = [];
    for (const target of targets) {
      for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]) {
        const withBody = method !== "GET" && method !== "HEAD" && method !== "DELETE";
        const response = await send(target, {
          method,
          headers: withBody ? { "content-type": "application/json" } : {},
          body: withBody ? "{}" : undefined,
        });
        const type = String(response.headers["content-type"]);
        if (response.status !== 404 || !type.startsWith("application/json")) {
          failures.push(`${method} ${target}: ${response.status} ${type}`);
        } else if (method !== "HEAD" && typeof JSON.parse(response.text()).message !== "string") {
          failures.push(`${method} ${target}: no message`);
        }
      }
    }
    // A method no route takes on a path that exists is no route either.
    for (const [method, target] of [["DELETE", "/api/recipes"], ["PUT", "/api/newsletter"], ["PATCH", "/api/recipes/1"]] as const) {
      const response = await send(target, { method });
      if (response.status !== 404 || !String(response.headers["content-type"]).startsWith("application/json")) {
        failures.push(`${method} ${target}: ${response.status} ${response.headers["content-type"]}`);
      }
    }
    expectNone(failures, "API paths not answered with a JSON 404");
  });

  it("should let a page paint from its HTML alone: inline styles, scripts started after the first frame", async () => {
    for (const target of ["/", "/recipes", "/about"]) {
      const html = (await send(target, { headers: { accept: "text/html" } })).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, `${target}: the stylesheet inline`).toMatch(/<style data-href="\/assets\/[^"]+\.css">/);
      expect(head, `${target}: no stylesheet request`).not.toMatch(/<link rel="stylesheet"/);
      expect(html, `${target}: no module preload in the document`).not.toMatch(/<link rel="modulepreload"/);
      expect(html, `${target}: no bootstrap module that runs as parsed`).not.toMatch(/<script type="module"/);
      expect(html, `${target}: the bootstrap module held back`).toMatch(/<script type="text\/x-held-module" data-after-first-paint="">/);
      // The body ends with the loader, which names each preload it adds (the client entry first).
      const loader = /<script>([^<]*)<\/script><\/body>/.exec(html)?.[1] ?? "";
      expect(loader, `${target}: the loader waits for a frame`).toContain("requestAnimationFrame");
      expect(loader, `${target}: the loader preloads the client entry`).toMatch(/"\/assets\/entry\.client-[\w-]+\.js"/);
    }
  });

  it("should take a page form's POST from the site's own pages only", async () => {
    const { baseUrl } = site();
    const form = (origin: string | null) => ({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...(origin ? { origin } : {}) },
      body: "",
    });
    const target = "/bookings/cancel/no-such-token";
    expect((await send(target, form("http://elsewhere.example"))).status, "another site's form").toBe(403);
    const own = await send(target, form(baseUrl));
    expect(own.status, "the page's action answers for a dead link").toBe(410);
    expect(own.text()).toContain("This link no longer works");
    expect((await send("/", form(baseUrl))).status, "a page without an action").toBe(405);
  });

  it("should answer an unknown page with the HTML 404 page and status 404", async () => {
    for (const target of ["/no-such-page", "/recipes/999999999", "/assets/no-such-file.js"]) {
      const response = await send(target, { headers: { accept: "text/html" } });
      expect(response.status, target).toBe(404);
      expect(String(response.headers["content-type"]), target).toMatch(/^text\/html/);
      expect(response.text(), target).toMatch(/^<!DOCTYPE html>/i);
    }
  });

  it("should answer 200 for every URL the sitemap lists", async () => {
    const { baseUrl } = site();
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
    const local = (url: string) => {
      const parsed = new URL(url);
      return parsed.pathname + parsed.search;
    };
    const index = await send("/sitemap.xml");
    expect(index.status).toBe(200);
    let urls = locs(index.text());
    // A long sitemap is an index of parts: read each part.
    if (/<sitemapindex/.test(index.text())) {
      const parts = await inPool(urls, 2, async (url) => (await send(local(url))).text());
      urls = parts.flatMap(locs);
    }
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.startsWith("http"))).toBe(true);

    const failures: string[] = [];
    await inPool(urls, 4, async (url) => {
      // The sitemap names the public SITE_URL; ask the server under test for the same path.
      const response = await send(local(url));
      if (response.status !== 200) failures.push(`${local(url)} (${url}): ${response.status}`);
    });
    expectNone(failures, `sitemap URLs that do not answer 200 (served at ${baseUrl})`);
  });

  it("should answer 200 for every link of the header, menu, link strip and footer", async () => {
    const { baseUrl } = site();
    const home = await send("/");
    expect(home.status).toBe(200);
    const links = new Set([...sameOriginLinks(home.text(), baseUrl), ...NAV_LINKS.map((link) => link.href)]);
    expect(links.size).toBeGreaterThan(NAV_LINKS.length);

    const failures: string[] = [];
    await inPool([...links].filter((link) => !notYetBuilt(link)), 4, async (link) => {
      const response = await send(link);
      if (response.status !== 200) failures.push(`${link}: ${response.status}`);
    });
    expectNone(failures, "links on the home page that do not answer 200");
  });

  it("should still answer 404 for each page on the not-yet-built list (take a page off when it lands)", async () => {
    const failures: string[] = [];
    for (const entry of PAGES_NOT_YET_BUILT) {
      const target = entry.replace(/:[a-zA-Z]+/g, "1");
      const response = await send(target);
      if (response.status !== 404) failures.push(`${target}: ${response.status}`);
    }
    expectNone(failures, "pages listed as not yet built that the site now serves: remove them from PAGES_NOT_YET_BUILT");
  });
});
