/**
 * The site as `npm start` serves it (see served-site.ts), checked over real HTTP: caching of the
 * built assets, compression, security headers, not-found answers, the sitemap and the links a
 * visitor sees on the home page.
 */
import { readdirSync, statSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { NAV_LINKS } from "../../src/shared/paths.ts";
import { decoded, inPool, sameOriginLinks, send, serverLogTail, site } from "./http.ts";
import { SERVED_METRICS_TOKEN } from "./served-site.ts";

/**
 * Pages the navigation already links to (as the spec asks) that are still to be built. Each must
 * answer 404 today; when a page lands, take it off this list, and the checks below then require
 * it to answer 200. `:id` stands for any id. Empty when the site is complete.
 */
const IMMUTABLE = "public, max-age=31536000, immutable";
const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
};

const isAdminArea = (link: string) => /^\/(admin|chef-admin)(\/|$|\?)/.test(link);

/** Fails with every offender listed at once, and the server's log when something broke. */
function expectNone(failures: string[], what: string) {
  const shown = failures.slice(0, 40).join("\n");
  expect(
    failures,
    `${what}:\n${shown}${failures.length > 40 ? `\n… and ${failures.length - 40} more` : ""}\n\nserver log:\n${serverLogTail()}`,
  ).toEqual([]);
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

  it("should say it is ready, and give its metrics only for the operators' token", async () => {
    const ready = await send("/readyz");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text())).toMatchObject({ status: "ready", database: "ok", limits: "ok" });
    expect((await send("/metrics")).status).toBe(401);
    await send("/about", { headers: { accept: "text/html" } });
    await send("/about", { headers: { accept: "text/html" } });
    const metrics = await send("/metrics", { headers: { authorization: `Bearer ${SERVED_METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(metrics.text()).toMatch(/http_requests_total\{method="GET",route="\/\*",status="200"\} [1-9]/);
    expect(metrics.text()).toMatch(/page_cache_requests_total\{result="hit"\} [1-9]/);
    expect(metrics.text()).toMatch(/^outbox_queue_depth \d+$/m);
  });

  it("should have rendered its warm-up pages before it listened, and say so in its metrics", async () => {
    const metrics = (await send("/metrics", { headers: { authorization: `Bearer ${SERVED_METRICS_TOKEN}` } })).text();
    // Every section and featured recipe page of the demo content, none failed.
    expect(Number(/^warm_up_pages\{result="warmed"\} (\d+)$/m.exec(metrics)?.[1]), metrics).toBeGreaterThanOrEqual(6);
    expect(metrics).toMatch(/^warm_up_pages\{result="failed"\} 0$/m);
    expect(Number(/^warm_up_seconds ([0-9.e+-]+)$/m.exec(metrics)?.[1])).toBeGreaterThan(0);
  });

  it("should render a page once however many ask for it at once, answering them all from that render", async () => {
    // A page address no request has asked for yet (the list ignores a parameter it does not know).
    const target = `/recipes?burst=${randomBytes(4).toString("hex")}`;
    // Brotli, gzip and plain in turn: the answer that rendered the page is cut from the kept,
    // compressed form like the others once they waited for it.
    const encodings = ["br", "gzip", "identity"];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => send(target, { headers: { accept: "text/html", "accept-encoding": encodings[i % 3] } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const how = answers.map((answer) => String(answer.headers["x-page-cache"]));
    expect(
      how.filter((result) => result === "miss"),
      how.join(" "),
    ).toHaveLength(1);
    expect(
      how.every((result) => ["miss", "shared", "hit"].includes(result)),
      how.join(" "),
    ).toBe(true);
    const pages = answers.map((answer) => decoded(answer.body, answer.headers["content-encoding"]).toString());
    const titles = new Set(pages.map((page) => /<title>([^<]*)<\/title>/.exec(page)?.[1]));
    expect(titles.size).toBe(1);
    const nonces = answers.map((answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1]);
    expect(new Set(nonces).size, "each answer has a nonce of its own").toBe(answers.length);
    const scriptNonces = pages.map((page) => new Set([...page.matchAll(/<script nonce="([^"]+)"/g)].map((match) => match[1])));
    expect(
      scriptNonces.map((found, i) => found.size === 1 && found.has(nonces[i]!)),
      "every answer's scripts carry the nonce its policy names",
    ).toEqual(answers.map(() => true));
    expect(
      answers.map((answer) => answer.headers["content-encoding"] ?? "identity"),
      "every answer in the encoding it asked for",
    ).toEqual(answers.map((_, i) => encodings[i % 3]));
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
    const cases = built.flatMap((asset) => (["identity", "br", "gzip"] as const).map((encoding) => ({ asset, encoding })));
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
    for (const target of [
      "/",
      "/",
      "/recipes",
      "/recipes",
      "/api/recipes",
      "/api/recipes/advanced-search?query=rice",
      "/featured-chefs",
      "/api/guest-chefs/applications",
    ]) {
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
    const targets = [
      "/",
      "/recipes",
      "/api/recipes",
      "/healthz",
      asset,
      "/favicon.svg",
      "/sitemap.xml",
      "/no-such-page",
      "/api/no-such-endpoint",
    ];
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
    // A method no route takes on a path that exists is no route either (PATCH /api/recipes/1 is
    // the image manager's, admin-only).
    for (const [method, target] of [
      ["DELETE", "/api/recipes"],
      ["PUT", "/api/newsletter"],
      ["PUT", "/api/recipes/1"],
    ] as const) {
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
      expect(html, `${target}: no bootstrap module that runs as parsed`).not.toMatch(/<script\b[^>]*type="module"/);
      expect(html, `${target}: the bootstrap module held back`).toMatch(
        /<script nonce="[\w-]+" type="text\/x-held-module" data-after-first-paint="">/,
      );
      // The body ends with the loader, which names each preload it adds (the client entry first).
      const loader = /<script nonce="[\w-]+">([^<]*)<\/script><\/body>/.exec(html)?.[1] ?? "";
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

  it("should take each message form's POST with 201 and a reference, and refuse a bad one with 400 and the field's message", async () => {
    const forms = [
      {
        target: "/api/contact",
        body: { name: "Asha Rao", email: "asha@example.com", subject: "partnership", message: "We would love to stock your spice blends." },
        bad: { subject: "nope" },
        issue: { path: "subject", message: "Please select a subject" },
        reference: /^CT-/,
      },
      {
        target: "/api/content-removal",
        body: {
          name: "Lena Fischer",
          email: "lena@example.org",
          complaintType: "copyright",
          contentUrl: "https://ayurkitchen.example/recipes/12",
          description: "The second photo on this recipe is mine and was never licensed.",
          requestedAction: "credit",
        },
        bad: { contentUrl: "not a url" },
        issue: { path: "contentUrl", message: "Please enter the full address of the content, starting with http:// or https://" },
        reference: /^CR-/,
      },
      {
        target: "/api/sponsor",
        body: {
          companyName: "Spice Route",
          contactName: "Marco Rossi",
          email: "marco@example.com",
          sponsorshipType: "custom",
          budget: "10000+",
          objectives: "Reach home cooks who love spice.",
        },
        bad: { budget: "1000000" },
        issue: { path: "budget", message: "Please select a budget range" },
        reference: /^SP-/,
      },
    ];
    for (const [i, form] of forms.entries()) {
      const post = (body: unknown) =>
        send(form.target, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.250.0.${i + 1}` },
          body: JSON.stringify(body),
        });
      const ok = await post(form.body);
      expect(ok.status, form.target).toBe(201);
      expect(JSON.parse(ok.text()).reference, form.target).toMatch(form.reference);
      const bad = await post({ ...form.body, ...form.bad });
      expect(bad.status, form.target).toBe(400);
      expect(JSON.parse(bad.text()).issues, form.target).toEqual([form.issue]);
    }
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
    await inPool([...links], 4, async (link) => {
      const response = await send(link);
      // The admin area answers a visitor without a session by sending them to sign in.
      if (isAdminArea(link)) {
        if (response.status !== 302 || response.headers.location !== `/admin-login?next=${encodeURIComponent(link)}`) {
          failures.push(`${link}: ${response.status} ${response.headers.location ?? ""} (expected a redirect to sign in)`);
        }
      } else if (response.status !== 200) failures.push(`${link}: ${response.status}`);
    });
    expectNone(failures, "links on the home page that do not answer 200 (or, in the admin area, send to sign in)");
  });

  it("should show approved community recipes only and take a shared recipe with its photo as a multipart form", async () => {
    const forwarded = () => ({ "x-forwarded-for": `10.${randomBytes(3).join(".")}` });
    for (const status of ["approved", "pending", "rejected"]) {
      const list = await send(`/api/user-recipes?status=${status}`, { headers: { accept: "application/json" } });
      expect(list.status, status).toBe(200);
      const body = JSON.parse(list.text()) as { data: { id: number }[]; pagination: { total: number } };
      expect(body.pagination.total, status).toBeGreaterThan(0);
      // Every listed recipe has its public page; what is asked for as "pending" is the approved list all the same.
      const first = await send(`/community-recipes/${body.data[0].id}`);
      expect(first.status).toBe(200);
    }

    const boundary = `----served${randomBytes(6).toString("hex")}`;
    const fields: [string, string][] = [
      ["title", "Served Lemon Rice"],
      ["authorName", "Served Cook"],
      ["email", "served.cook@example.com"],
      ["cuisineType", "Indian"],
      ["servingSize", "2"],
      ["prepTime", "5"],
      ["cookTime", "10"],
      ["mealTypes", "lunch"],
      ["mealTypes", "dinner"],
      ["ingredients", "2 cups cooked rice\n1 lemon"],
      ["instructions", "Warm the rice.\nStir in the lemon juice and serve."],
    ];
    const form = (file: { name: string; type: string; bytes: Buffer }) =>
      Buffer.concat([
        ...fields.map(([name, value]) =>
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
        ),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const post = (file: { name: string; type: string; bytes: Buffer }) =>
      send("/api/user-recipes", {
        method: "POST",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, accept: "application/json", ...forwarded() },
        body: form(file),
      });

    // A PNG named .jpg is taken as the PNG it is.
    const png = await sharp({ create: { width: 200, height: 150, channels: 3, background: { r: 200, g: 150, b: 60 } } })
      .png()
      .toBuffer();
    const accepted = await post({ name: "rice.jpg", type: "image/jpeg", bytes: png });
    expect(accepted.status, accepted.text()).toBe(201);
    expect(JSON.parse(accepted.text())).toMatchObject({ reference: expect.stringMatching(/^RS-/), title: "Recipe Submitted" });
    // Pending until the team approves it: not on the public list.
    const search = JSON.parse((await send("/api/user-recipes?status=pending&search=Served%20Lemon")).text()) as { data: unknown[] };
    expect(search.data).toEqual([]);

    // A text file named .png and a file over the size limit: 400 with the field's message, never a 5xx.
    const text = await post({ name: "photo.png", type: "image/png", bytes: Buffer.from("only words here") });
    expect(text.status).toBe(400);
    expect(JSON.parse(text.text()).issues).toEqual([{ path: "photo", message: "The photo must be a PNG, JPEG or WebP image" }]);
    const heavy = await post({ name: "big.png", type: "image/png", bytes: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]) });
    expect(heavy.status).toBe(400);
    expect(JSON.parse(heavy.text()).issues).toEqual([{ path: "photo", message: "The photo must be 5 MB or smaller" }]);
    // A multipart body cut off halfway is the sender's fault.
    const cut = await send("/api/user-recipes", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, accept: "application/json", ...forwarded() },
      body: form({ name: "rice.png", type: "image/png", bytes: png }).subarray(0, 300),
    });
    expect(cut.status).toBe(400);
  });
});
