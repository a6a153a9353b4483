/**
 * No form of the site can put personal data into an address: every page the site serves is
 * fetched as `npm start` serves it and each of its forms is read from the HTML. A form sent with
 * GET (the method left out is GET) must hold no email, password or phone input, no textarea and
 * no field named like a name, email, phone, password or message: history, logs and the Referer
 * keep addresses. A form that sends anything names where it goes (`action`), so it works before
 * and without JavaScript, and a GET form's address answers.
 *
 * The pages are derived, never listed: the build's route table (each id filled with one the
 * sitemap names), every address of the sitemap, and the addresses those pages lead to with a
 * query (a link such as `?book=3`, or a GET form sent as it stands): one of each page and set of
 * query keys, so a dialog that gains an address of its own is scanned as soon as a page links to
 * it. The route table's pages are scanned again as a signed-in visitor, who sees the account's
 * forms.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { mailsTo } from "../../e2e/support/mailbox.ts";
import { ACCOUNT_API } from "../../src/shared/schemas/account.ts";
import { inPool, sameOriginLinks, send, site } from "./http.ts";

/** A field name that says it holds a person's details. */
const PERSONAL_NAME = /name|e-?mail|phone|^tel$|passw|message/i;
/** Input types that only ever hold a person's details. */
const PERSONAL_TYPES = new Set(["email", "password", "tel"]);
/** Controls that never send a value of their own. */
const UNSENT_TYPES = new Set(["submit", "button", "reset", "image", "file"]);

type Control = { tag: string; attrs: Record<string, string> };
type FoundForm = { attrs: Record<string, string>; controls: Control[] };
type Problem = { page: string; form: string; reason: string };

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of text.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs[match[1].toLowerCase()] = decode(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attrs;
}

/**
 * The forms of a server-rendered page and the controls that belong to each: those inside it and
 * those outside that name it with `form="id"`. Scripts, styles and comments are left out (the
 * page's data travels in scripts and may quote markup); a `<noscript>` is kept, it is what a
 * visitor without JavaScript gets.
 */
function formsOf(html: string): FoundForm[] {
  const markup = html.replace(/<!--[\s\S]*?-->/g, "").replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "");
  const forms: FoundForm[] = [];
  const byId = new Map<string, FoundForm>();
  const outside: Control[] = [];
  let open: FoundForm | null = null;
  for (const match of markup.matchAll(/<(\/?)(form|input|textarea|select|button)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    const [, closing, rawTag, rawAttrs] = match;
    const tag = rawTag.toLowerCase();
    if (tag === "form") {
      if (closing) open = null;
      else {
        open = { attrs: attributes(rawAttrs), controls: [] };
        forms.push(open);
        if (open.attrs.id) byId.set(open.attrs.id, open);
      }
      continue;
    }
    if (closing) continue;
    const control = { tag, attrs: attributes(rawAttrs) };
    if (control.attrs.form !== undefined) outside.push(control);
    else open?.controls.push(control);
  }
  for (const control of outside) byId.get(control.attrs.form)?.controls.push(control);
  return forms;
}

const methodOf = (form: FoundForm) => (form.attrs.method || "get").toLowerCase();
const actionOf = (form: FoundForm) => {
  const action = form.attrs.action?.trim() ?? "";
  return action && !/^javascript:/i.test(action) ? action : null;
};
/** The controls whose value the form sends: named and not disabled. */
const sentControls = (form: FoundForm) =>
  form.controls.filter(
    (c) =>
      c.attrs.name &&
      c.attrs.disabled === undefined &&
      !(c.tag === "input" && UNSENT_TYPES.has((c.attrs.type ?? "").toLowerCase())) &&
      !(c.tag === "button"),
  );

/** How a problem names its form: its label or id, its method, address and fields. */
function describeForm(form: FoundForm): string {
  const name = form.attrs["aria-label"] ?? form.attrs.id;
  const fields = [...new Set(form.controls.map((c) => c.attrs.name ?? `(${c.tag} without a name)`))].join(", ");
  return `${name ? `"${name}" ` : ""}${methodOf(form).toUpperCase()} ${form.attrs.action ?? "(no action)"} [${fields}]`;
}

/** What is wrong with one form, if anything. */
function formProblems(form: FoundForm): string[] {
  const problems: string[] = [];
  const method = methodOf(form);
  if (method === "dialog") return problems;
  if (method === "get") {
    for (const control of form.controls) {
      const type = (control.attrs.type ?? "text").toLowerCase();
      const label = `${control.tag}${control.attrs.name ? ` "${control.attrs.name}"` : ""}`;
      if (control.tag === "textarea") problems.push(`GET form holds a textarea (${label})`);
      else if (control.tag === "input" && PERSONAL_TYPES.has(type)) problems.push(`GET form holds an input of type ${type} (${label})`);
      else if (control.attrs.name && PERSONAL_NAME.test(control.attrs.name) && control.tag !== "button")
        problems.push(`GET form holds a field named like personal data (${label})`);
    }
  }
  if (!actionOf(form) && sentControls(form).length > 0)
    problems.push(`form sends fields but names no action (it would go to whatever address the page has)`);
  return problems;
}

/** The address a GET form goes to as it stands: its action with each field's value. */
function getSubmission(form: FoundForm, pageUrl: string): string | null {
  const action = actionOf(form);
  if (!action) return null;
  const url = new URL(action, pageUrl);
  url.hash = "";
  const params = new URLSearchParams();
  for (const control of sentControls(form)) {
    const type = (control.attrs.type ?? "").toLowerCase();
    if ((type === "checkbox" || type === "radio") && control.attrs.checked === undefined) continue;
    // A select's value is its selected option, which the opening tag does not carry: the empty value stands for it.
    params.append(
      control.attrs.name,
      control.tag === "select" ? "" : (control.attrs.value ?? (type === "checkbox" || type === "radio" ? "on" : "")),
    );
  }
  url.search = params.toString();
  return url.pathname + url.search;
}

/** Each route of the build as a pattern (`/recipes/:id`), leaves only. */
function routePatterns(build: ServerBuild): string[] {
  const full = (id: string): string => {
    const route = build.routes[id]!;
    return [route.parentId ? full(route.parentId) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  const patterns = new Set<string>();
  for (const id of Object.keys(build.routes)) {
    const hasChild = Object.values(build.routes).some((other) => other?.parentId === id);
    if (!hasChild) patterns.add(`/${full(id)}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1"));
  }
  return [...patterns].sort();
}

const patternRegex = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\/:[A-Za-z0-9_]+/g, "/[^/]+")
      .replace(/\/\*$/, "/.+")}$`,
  );

/** The route a path belongs to: the most specific pattern that matches it (the catch-all last). */
function patternOf(pathname: string, patterns: string[]): string | undefined {
  const matching = patterns.filter((p) => patternRegex(p).test(pathname));
  return matching.sort(
    (a, b) =>
      Number(a.includes("*")) - Number(b.includes("*")) ||
      b.split("/").length - a.split("/").length ||
      a.split(":").length - b.split(":").length,
  )[0];
}

async function sitemapPaths(): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]));
  const local = (url: string) => {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  };
  const index = await send("/sitemap.xml");
  let urls = locs(index.text());
  if (/<sitemapindex/.test(index.text())) urls = (await inPool(urls, 2, async (url) => locs((await send(local(url))).text()))).flat();
  return urls.map(local);
}

type Scan = {
  pages: Set<string>;
  problems: Problem[];
  /** The addresses GET forms go to as they stand: each must answer with a page, not an error. */
  submissions: Set<string>;
  failures: string[];
};
const newScan = (): Scan => ({ pages: new Set(), problems: [], submissions: new Set(), failures: [] });

/**
 * Fetches each page, checks its forms, and returns the addresses with a query that the pages
 * lead to (links, GET forms as they stand), for a further round.
 */
async function scanPages(targets: string[], scan: Scan, headers: Record<string, string> = {}): Promise<string[]> {
  const { baseUrl } = site();
  const leads: string[] = [];
  await inPool(targets, 4, async (target) => {
    if (scan.pages.has(target)) return;
    scan.pages.add(target);
    const response = await send(target, { headers: { accept: "text/html", ...headers } });
    const type = String(response.headers["content-type"] ?? "");
    if (response.status >= 300 && response.status < 400) return;
    if (!type.startsWith("text/html")) return void scan.failures.push(`${target}: ${response.status} ${type} (no page)`);
    if (response.status >= 500) return void scan.failures.push(`${target}: ${response.status}`);
    if (response.status >= 400 && scan.submissions.has(target))
      scan.failures.push(`${target}: ${response.status} (a GET form's action, sent as it stands)`);
    const html = response.text();
    for (const form of formsOf(html)) {
      for (const reason of formProblems(form)) scan.problems.push({ page: target, form: describeForm(form), reason });
      if (methodOf(form) === "get") {
        const submission = getSubmission(form, `${baseUrl}${target}`);
        if (submission) {
          scan.submissions.add(submission);
          leads.push(submission);
        }
      }
    }
    leads.push(...sameOriginLinks(html, baseUrl).filter((link) => link.includes("?")));
  });
  return leads;
}

/** One address for each page and set of query keys among `leads`, not yet scanned, on the site's own pages. */
function newQueryPages(leads: string[], patterns: string[], scan: Scan, seenShapes: Set<string>): string[] {
  const picked: string[] = [];
  for (const lead of leads) {
    const url = new URL(lead, "http://site.invalid");
    if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(url.pathname)) continue;
    const pattern = patternOf(url.pathname, patterns);
    if (!pattern || pattern.includes("*")) continue;
    const shape = `${pattern}?${[...new Set(url.searchParams.keys())].sort().join("&")}`;
    if (seenShapes.has(shape) || scan.pages.has(lead)) continue;
    seenShapes.add(shape);
    picked.push(lead);
  }
  return picked;
}

/** A visitor's session cookie: registered, verified through the mailed link, signed in. */
async function signedInVisitor(): Promise<string> {
  const { baseUrl, mailDir } = site();
  const email = `scan-${randomBytes(4).toString("hex")}@example.com`;
  const password = "Cardamom@26";
  const headers = {
    "content-type": "application/json",
    accept: "application/json",
    origin: baseUrl,
    "x-forwarded-for": `10.71.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  };
  const post = (target: string, body: unknown) => send(target, { method: "POST", headers, body: JSON.stringify(body) });
  const registered = await post(ACCOUNT_API.register, {
    firstName: "Meera",
    lastName: "Scan",
    email,
    phone: "+1 415 555 0142",
    password,
    confirmPassword: password,
    dateOfBirth: "1988-03-14",
    gender: "prefer-not-to-say",
    country: "canada",
    cookingLevel: "beginner",
    newsletter: false,
    terms: true,
    privacy: true,
  });
  expect(registered.status, registered.text()).toBe(201);
  let token = "";
  await expect
    .poll(
      () => {
        token =
          mailsTo(email, mailDir)
            .map((mail) => /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
            .find(Boolean) ?? "";
        return token;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  const verified = await post(ACCOUNT_API.verifyEmail, { token });
  expect(verified.status, verified.text()).toBeLessThan(300);
  const signedIn = await post(ACCOUNT_API.signIn, { email, password });
  expect(signedIn.status, signedIn.text()).toBe(200);
  const cookies = [signedIn.headers["set-cookie"] ?? []].flat();
  expect(cookies.length).toBeGreaterThan(0);
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** One entry per form, however many pages carry it (the header's and footer's forms are on every page). */
function report(problems: Problem[]): string {
  const grouped = new Map<string, { reasons: Set<string>; pages: Set<string> }>();
  for (const { page, form, reason } of problems) {
    const entry = grouped.get(form) ?? { reasons: new Set(), pages: new Set() };
    entry.reasons.add(reason);
    entry.pages.add(page);
    grouped.set(form, entry);
  }
  return [...grouped]
    .map(([form, { reasons, pages }]) => {
      const list = [...pages];
      const where = `${list.slice(0, 3).join(", ")}${list.length > 3 ? ` and ${list.length - 3} more pages` : ""}`;
      return `- ${form}\n    on ${where}\n${[...reasons].map((reason) => `    * ${reason}`).join("\n")}`;
    })
    .join("\n");
}

let patterns: string[] = [];
let routePages: string[] = [];
let sitemap: string[] = [];

beforeAll(async () => {
  const build = (await import(/* @vite-ignore */ pathToFileURL(path.join(site().buildDir, "server", "index.js")).href)) as ServerBuild;
  patterns = routePatterns(build);
  sitemap = await sitemapPaths();
  // Each route once: with an id the sitemap names where it names one, else with a made-up one
  // (its not-found page still carries the header's and footer's forms).
  routePages = patterns.map((pattern) => {
    if (!pattern.includes(":") && !pattern.includes("*")) return pattern;
    const regex = patternRegex(pattern);
    return (
      sitemap.find((page) => {
        const { pathname } = new URL(page, "http://site.invalid");
        return regex.test(pathname) && patternOf(pathname, patterns) === pattern;
      }) ?? pattern.replace(/:[A-Za-z0-9_]+/g, "1").replace(/\*$/, "no-such-page")
    );
  });
});

describe("forms and addresses on the served site", () => {
  it("should read forms, their fields and their problems from a page's HTML", () => {
    const html = `
      <script>const x = '<form><input type="email" name="email"></form>';</script>
      <form role="search" action="/recipes" method="get"><input type="search" name="search" value="dal &amp; rice"><button type="submit">Go</button></form>
      <form id="f" method="get"><input name="fullName"><input type="email"></form>
      <select name="sort" form="f"><option>a</option></select>
      <form><textarea></textarea></form>
      <form method="post" action="/contact"><input type="email" name="email"><textarea name="message"></textarea></form>
      <form method="post"><input name="email"></form>
      <form><input type="text" aria-label="not sent"></form>
      <noscript><form method="get" action="/x"><input type="password" name="pw"></form></noscript>`;
    const forms = formsOf(html);
    expect(forms.map((form) => form.controls.map((c) => c.attrs.name ?? c.tag))).toEqual([
      ["search", "button"],
      ["fullName", "input", "sort"],
      ["textarea"],
      ["email", "message"],
      ["email"],
      ["input"],
      ["pw"],
    ]);
    expect(forms[0].controls[0].attrs.value).toBe("dal & rice");
    expect(forms.map((form) => formProblems(form).length)).toEqual([0, 3, 1, 0, 1, 0, 1]);
    expect(formProblems(forms[1])).toEqual([
      'GET form holds a field named like personal data (input "fullName")',
      "GET form holds an input of type email (input)",
      "form sends fields but names no action (it would go to whatever address the page has)",
    ]);
    expect(getSubmission(forms[0], "http://site.invalid/contact")).toBe("/recipes?search=dal+%26+rice");
  });

  it("should find the pages: the route table, the sitemap and the pages behind a query", async () => {
    expect(routePages).toEqual(expect.arrayContaining(["/", "/recipes", "/advanced-search", "/contact", "/share-recipe", "/account"]));
    // The detail routes take an id the sitemap names, so their real page is scanned.
    const recipe = routePages.find((page) => patternOf(page, patterns) === "/recipes/:id");
    expect(recipe).toMatch(/^\/recipes\/\d+$/);
    expect(sitemap.length).toBeGreaterThan(20);
  });

  it("should let no form send personal data in an address, and name the action of every form that sends", async () => {
    const scan = newScan();
    const shapes = new Set<string>();
    // The route table and the sitemap, then twice the query pages they lead to (a dialog's page may lead to another).
    let leads = await scanPages([...new Set([...routePages, ...sitemap])], scan);
    for (let round = 0; round < 2; round++) leads = await scanPages(newQueryPages(leads, patterns, scan, shapes), scan);
    const visitorPages = scan.pages.size;

    // The same pages as a signed-in visitor (the account's forms, the header's account menu).
    const cookie = await signedInVisitor();
    const signedIn = newScan();
    const signedInShapes = new Set<string>();
    leads = await scanPages(routePages, signedIn, { cookie });
    for (let round = 0; round < 2; round++)
      leads = await scanPages(newQueryPages(leads, patterns, signedIn, signedInShapes), signedIn, { cookie });

    const queried = [...new Set([...scan.pages, ...signedIn.pages].filter((page) => page.includes("?")))];
    expect(visitorPages).toBeGreaterThan(routePages.length);
    const problems = [...scan.problems, ...signedIn.problems.map((problem) => ({ ...problem, page: `${problem.page} (signed in)` }))];
    expect([...scan.failures, ...signedIn.failures], "pages that did not answer with HTML").toEqual([]);
    expect(
      problems.length,
      `${problems.length} form problems on ${visitorPages} pages (and ${signedIn.pages.size} signed in; ${queried.length} reached through a query):\n${report(problems)}\n`,
    ).toBe(0);
  });
});
