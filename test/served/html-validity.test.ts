/**
 * The pages as the W3C Nu HTML Checker (vnu.jar, from the vnu-jar package) reads them: one page of
 * every route in the build's route table, public, signed-in visitor's and admin alike, with real
 * ids, a real order and a real catering request, checked in one Java run. Any HTML error fails;
 * the only messages let through are about CSS the checker's older CSS grammar does not know.
 */
import { spawnSync } from "node:child_process";
import type { IncomingHttpHeaders } from "node:http";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { mailsTo } from "../../e2e/support/mailbox.ts";
import { cookieName } from "../../src/server/security/cookies.ts";
import { ACCOUNT_API } from "../../src/shared/schemas/account.ts";
import { send, serverLogTail, site } from "./http.ts";
import { SERVED_ADMIN } from "./served-site.ts";

const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));
const JAVA = process.env.JAVA ?? "java";

/**
 * CSS the checker cannot parse although browsers do: at-rules and properties newer than its CSS
 * grammar (@property, @container, container-type…), and custom properties named in
 * transition-property (valid CSS, written by the stylesheet's transition utilities).
 */
const UNKNOWN_CSS = [
  /^CSS: Unrecognized at-rule “@[\w-]+”/,
  /^CSS: “[\w-]+”: Property “[\w-]+” doesn't exist/,
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value/,
];

/** A link that no longer works (or never did): each token page answers it with a page of its own. */
const MADE_UP_TOKEN = "A".repeat(43);

type Page = { target: string; cookie?: string };
type VnuMessage = { type: string; subType?: string; url?: string; message: string; extract?: string; lastLine?: number };

/** A client address of its own, so the rate limits of other files never meet these requests. */
const ip = () => `10.93.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

const postJson = (target: string, body: unknown, headers: Record<string, string> = {}) =>
  send(target, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      origin: site().baseUrl,
      "x-forwarded-for": ip(),
      ...headers,
    },
    body: JSON.stringify(body),
  });

async function getJson<T>(target: string): Promise<T> {
  const response = await send(target, { headers: { accept: "application/json" } });
  expect(response.status, target).toBe(200);
  return JSON.parse(response.text()) as T;
}

/** The cookie `name` an answer sets, as "name=value". */
function cookieFrom(headers: IncomingHttpHeaders, name: string): string {
  const pair = (headers["set-cookie"] ?? [])
    .map((value) => value.split(";")[0])
    .find((value) => value.startsWith(`${name}=`) && value.length > name.length + 1);
  expect(pair, `a ${name} cookie`).toBeDefined();
  return pair!;
}

function exampleBody(method: string, url: string): Record<string, unknown> {
  const route = inject("routeTable").routes.find((r) => r.method === method && r.url === url);
  expect(route?.exampleBody, `${method} ${url}: an example body in the route table`).toBeDefined();
  return route!.exampleBody!;
}

/** A visitor's session: registered, verified from the mailed link, signed in. */
async function visitorCookie(): Promise<string> {
  const email = `vnu-${randomBytes(4).toString("hex")}@example.com`;
  const password = "Turmeric@26";
  const registered = await postJson(ACCOUNT_API.register, {
    firstName: "Kiran",
    lastName: "Patel",
    email,
    phone: "+1 415 555 0188",
    password,
    confirmPassword: password,
    dateOfBirth: "1985-07-30",
    gender: "prefer-not-to-say",
    country: "canada",
    cookingLevel: "beginner",
    newsletter: false,
    terms: true,
    privacy: true,
  });
  expect(registered.status, registered.text()).toBe(201);
  const token = () =>
    mailsTo(email, site().mailDir)
      .map((mail) => /\/verify-email\/([A-Za-z0-9_-]{20,})/.exec(mail.text)?.[1])
      .find(Boolean);
  // The outbox worker sends the mail a moment after the answer.
  for (const deadline = Date.now() + 60_000; !token() && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 250));
  expect(token(), `the verification mail to ${email}`).toBeDefined();
  expect((await postJson(ACCOUNT_API.verifyEmail, { token: token() })).status).toBe(200);
  const signedIn = await postJson(ACCOUNT_API.signIn, { email, password });
  expect(signedIn.status, signedIn.text()).toBe(200);
  return cookieFrom(signedIn.headers, cookieName("session", site().baseUrl));
}

async function adminCookie(): Promise<string> {
  const signedIn = await postJson("/api/admin-auth/login", { username: SERVED_ADMIN.username, password: SERVED_ADMIN.password });
  expect(signedIn.status, signedIn.text()).toBe(200);
  return cookieFrom(signedIn.headers, cookieName("admin", site().baseUrl));
}

/** Every page route of the build, as its full pattern ("/recipes/:id", "/admin/dashboard", "/*"). */
async function pageRoutes(): Promise<string[]> {
  const build = (await import(/* @vite-ignore */ pathToFileURL(path.join(site().buildDir, "server", "index.js")).href)) as ServerBuild;
  const full = (id: string): string => {
    const route = build.routes[id]!;
    return [route.parentId ? full(route.parentId) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  return [...new Set(Object.keys(build.routes).map((id) => `/${full(id)}`))].sort();
}

/**
 * A real address for each route with a parameter, from the seeded content (or made for the test,
 * for an order and a catering request). A new parameterised route fails the test until it has one here.
 */
async function examples(): Promise<Record<string, string>> {
  const first = async (target: string, pick: (body: never) => { id: number }) => String(pick(await getJson<never>(target)).id);
  // A product still in stock: other files of the run order the example's own product.
  const products = await getJson<{ id: number; inStock: boolean }[]>("/api/shop-products");
  const stocked = products.filter((product) => product.inStock).at(-1)!;
  const { expectedTotal: _shown, ...orderBody } = exampleBody("POST", "/api/orders");
  const order = await postJson("/api/orders", { ...orderBody, lines: [{ type: "product", id: stocked.id, quantity: 1 }] });
  expect(order.status, order.text()).toBe(201);
  // Two months ahead, whatever the day: within the window the kitchen takes requests for.
  const eventDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const catering = await postJson("/api/industrial-catering-booking", {
    ...exampleBody("POST", "/api/industrial-catering-booking"),
    eventDate,
  });
  expect(catering.status, catering.text()).toBe(201);
  const buffet = await first("/api/buffet-menus?limit=1", (body: { data: { id: number }[] }) => body.data[0]);
  return {
    "/recipes/:id": `/recipes/${await first("/api/recipes?limit=1", (body: { recipes: { id: number }[] }) => body.recipes[0])}`,
    "/classes/:id": `/classes/${await first("/api/classes?limit=1", (body: { id: number }[]) => body[0])}`,
    "/blog/:id": `/blog/${await first("/api/blog?limit=1", (body: { data: { id: number }[] }) => body.data[0])}`,
    "/shop/product/:id": `/shop/product/${await first("/api/shop-products?limit=1", (body: { data: { id: number }[] }) => body.data[0])}`,
    "/buffet-menus/:id": `/buffet-menus/${buffet}`,
    "/buffet-menus/:id/book": `/buffet-menus/${buffet}/book`,
    "/industrial-catering/:id": `/industrial-catering/${await first("/api/industrial-catering?limit=1", (body: { data: { id: number }[] }) => body.data[0])}`,
    "/community-recipes/:id": `/community-recipes/${await first("/api/user-recipes?limit=1", (body: { data: { id: number }[] }) => body.data[0])}`,
    "/orders/:token": (JSON.parse(order.text()) as { statusUrl: string }).statusUrl,
    "/catering/requests/:token": (JSON.parse(catering.text()) as { statusPath: string }).statusPath,
    "/bookings/cancel/:token": `/bookings/cancel/${MADE_UP_TOKEN}`,
    "/newsletter/confirm/:token": `/newsletter/confirm/${MADE_UP_TOKEN}`,
    "/newsletter/unsubscribe/:token": `/newsletter/unsubscribe/${MADE_UP_TOKEN}`,
    "/verify-email/:token": `/verify-email/${MADE_UP_TOKEN}`,
    "/reset-password/:token": `/reset-password/${MADE_UP_TOKEN}`,
    "/*": "/no-such-page",
    "/admin/*": "/admin/no-such-screen",
  };
}

function javaProblem(): string | null {
  const probe = spawnSync(JAVA, ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    return (
      `The Nu HTML Checker needs Java (11 or later), and "${JAVA} -version" failed: ${probe.error?.message ?? probe.stderr}. ` +
      "Install it (Debian: apt-get install -y default-jre-headless) or set JAVA to the java executable."
    );
  }
  return null;
}

let pages: Page[] = [];
let unknownPatterns: string[] = [];
let workDir = "";

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), "ayur-vnu-"));
  const [routes, known, visitor, admin] = await Promise.all([pageRoutes(), examples(), visitorCookie(), adminCookie()]);
  unknownPatterns = routes.filter((route) => route.includes(":") || route.includes("*")).filter((route) => !known[route]);
  pages = routes
    .filter((route) => !unknownPatterns.includes(route))
    .map((route) => {
      const target = known[route] ?? route;
      if (route === "/admin" || route.startsWith("/admin/") || route === "/chef-admin") return { target, cookie: admin };
      if (route === "/account") return { target, cookie: visitor };
      return { target };
    });
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe("the pages as the Nu HTML Checker reads them", () => {
  it("should have an example address for every page route with a parameter", () => {
    expect(unknownPatterns, "routes to give an example address in examples()").toEqual([]);
    expect(pages.length).toBeGreaterThan(40);
  });

  it("should find no HTML error in one page of every route", async () => {
    const problem = javaProblem();
    expect(problem, problem ?? "").toBeNull();

    const files = new Map<string, string>();
    const fetchFailures: string[] = [];
    for (const [index, page] of pages.entries()) {
      const response = await send(page.target, { headers: { accept: "text/html", ...(page.cookie ? { cookie: page.cookie } : {}) } });
      const type = String(response.headers["content-type"]);
      if (!type.startsWith("text/html") || ![200, 404, 410].includes(response.status)) {
        fetchFailures.push(`${page.target}: ${response.status} ${type}`);
        continue;
      }
      const file = path.join(workDir, `${String(index).padStart(3, "0")}${page.target.replace(/[^\w-]+/g, "_").slice(0, 80)}.html`);
      writeFileSync(file, response.text());
      files.set(file, page.target);
    }
    expect(fetchFailures, `pages that did not answer with HTML:\n${fetchFailures.join("\n")}\n\n${serverLogTail()}`).toEqual([]);

    const run = spawnSync(JAVA, ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...files.keys()], {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    // The checker writes its JSON report to stderr, and exits 1 when it found errors.
    const report = /\{[\s\S]*\}\s*$/.exec(run.stderr)?.[0];
    expect(report, `the checker's report (exit ${run.status}): ${run.stderr.slice(0, 2000)}`).toBeDefined();
    const messages = (JSON.parse(report!) as { messages: VnuMessage[] }).messages;
    const pageOf = (url = "") => [...files].find(([file]) => url.endsWith(path.basename(file)))?.[1] ?? url;
    const errors = messages
      .filter((m) => !(m.type === "error" && UNKNOWN_CSS.some((pattern) => pattern.test(m.message))))
      .map((m) => `${pageOf(m.url)} (line ${m.lastLine ?? "?"}): ${m.message}\n    ${(m.extract ?? "").replace(/\s+/g, " ").trim()}`);
    expect(errors, `HTML errors:\n${errors.join("\n")}`).toEqual([]);
  });
});
