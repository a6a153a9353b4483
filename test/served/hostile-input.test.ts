/**
 * Hostile input into every query parameter, path parameter and body field of every API route and
 * every page, sent to the site as `npm start` serves it: nothing may answer 5xx. The targets are
 * derived, never listed: API routes and their fields come from the contracts the routes declare
 * (`config.contract`, recorded while the app is built), pages from the React Router build's
 * route table, which get every query key any contract knows.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { inPool, send, serverLogTail, site, type RawResponse } from "./http.ts";

const LONG = "x".repeat(10_000);

/** Query values exactly as they go on the wire (percent-encoding included, malformed on purpose). */
const QUERY_VALUES = [
  "%00",
  "a%00b",
  "%01%02%03%08%0B%1F%7F",
  "%1B%5B31m",
  "%C2%85%E2%80%AE%EF%BF%BF",
  "%E0%A4%A",
  "%zz",
  "%",
  "%C0%AF",
  "%FF%FE",
  "%ED%A0%80",
  "-1",
  "0",
  "-0",
  "1.5",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "0x1F",
  "9007199254740993",
  "2147483648",
  "-2147483649",
  "99999999999999999999999999999",
  "__proto__",
  "constructor",
  "%5Bobject%20Object%5D",
  "",
  "%20%20%20",
  ",,,,",
  "a,".repeat(500),
];

/** Shapes of a key that are not one plain value: repeated (an array), bracketed, bare, oversized. */
const queryShapes = (key: string): string[] => [
  `${key}=a&${key}=b`,
  `${key}=a&${key}=%00`,
  Array.from({ length: 40 }, (_, i) => `${key}=v${i}`).join("&"),
  `${key}[]=a`,
  `${key}[a]=b`,
  `${key}[__proto__][x]=1`,
  key,
  `${key}=${LONG}`,
  `${key}=${"%00".repeat(2_000)}`,
];

/** Keys aimed at the prototype of whatever object the query is parsed into. */
const PROTOTYPE_QUERIES = [
  "__proto__=x",
  "__proto__[polluted]=1",
  "constructor=x",
  "constructor[prototype][polluted]=1",
  "hasOwnProperty=1",
  "toString=x",
  "valueOf=1",
];

/** JSON values, as raw JSON text (some, like 1e999, have no JavaScript literal that writes them). */
const JSON_VALUES = [
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\u0001\\u0002\\u0008\\u000b\\u001f\\u007f"',
  '"\\u001b[31m"',
  '"\\u202e\\u0085\\uffff"',
  '"\\ud800"',
  JSON.stringify(LONG),
  JSON.stringify("\u0000".repeat(10_000)),
  '"%E0%A4%A"',
  '"%zz"',
  '"__proto__"',
  '"constructor"',
  '""',
  '"   "',
  "-1",
  "0",
  "-0",
  "1.5",
  "1e999",
  "-1e999",
  "1e-400",
  "9007199254740993",
  "2147483648",
  "-2147483649",
  "true",
  "false",
  "null",
  "[]",
  '["a","b"]',
  "[null]",
  '["\\u0000"]',
  JSON.stringify(Array.from({ length: 1_000 }, () => "a")),
  `${"[".repeat(500)}${"]".repeat(500)}`,
  "{}",
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"toString":"x","valueOf":1}',
];

type Probe = {
  target: string;
  method: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  api: boolean;
  /** A body over every route's limit: the server may answer 413 and close before it is all sent. */
  oversized?: boolean;
};
type Finding = { probe: Probe; response: RawResponse };

/** Read in the global setup (served-site.ts readRouteTable) while the server starts. */
const { routes, problems } = inject("routeTable");
/** One path per page: `module` is the route module that renders it (several paths may share one). */
let pageTargets: { path: string; module: unknown }[] = [];
let allQueryKeys: string[] = [];

beforeAll(async () => {
  allQueryKeys = [...new Set(routes.flatMap((route) => route.queryKeys))].sort();

  const build = (await import(/* @vite-ignore */ pathToFileURL(path.join(site().buildDir, "server", "index.js")).href)) as ServerBuild;
  pageTargets = pagePaths(build);
});

/** Every page path of the route table, with ids filled in and the catch-all given a path of its own. */
function pagePaths(build: ServerBuild): { path: string; module: unknown }[] {
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const own = route.path ?? "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, own].filter(Boolean).join("/");
  };
  const targets = new Map<string, unknown>();
  for (const id of Object.keys(build.routes)) {
    const route = build.routes[id]!;
    const isLeaf = !Object.values(build.routes).some((other) => other?.parentId === id);
    if (!isLeaf) continue;
    const filled = `/${fullPath(id)}`
      .replace(/\/+/g, "/")
      .replace(/:[A-Za-z0-9_]+\??/g, "1")
      .replace(/\*$/, "no-such-page");
    targets.set(route.index ? filled.replace(/\/$/, "") || "/" : filled, route.module);
  }
  return [...targets].sort(([a], [b]) => a.localeCompare(b)).map(([path, module]) => ({ path, module }));
}

/** A fresh client address per request, so per-IP rate limits let every probe reach validation. */
function clientAddress() {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

async function probeAll(probes: Probe[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  await inPool(probes, 4, async (probe) => {
    const headers = { "x-forwarded-for": clientAddress(), accept: probe.api ? "application/json" : "text/html", ...probe.headers };
    let response: RawResponse;
    try {
      response = await send(probe.target, { method: probe.method, headers, body: probe.body });
    } catch (error) {
      // A server that refuses an oversized body answers 413 and closes while the body is still
      // arriving; the client's TCP stack may then drop that answer on the reset. The refusal is
      // right: only this probe's cut-off write counts as an answer.
      const code = (error as NodeJS.ErrnoException).code;
      if (probe.oversized && (code === "EPIPE" || code === "ECONNRESET")) return;
      // Any other dropped connection is an answer too, and a bad one.
      const message = Buffer.from(String(error));
      return void findings.push({ probe, response: { status: 0, headers: {}, body: message, text: () => message.toString() } });
    }
    const type = String(response.headers["content-type"] ?? "");
    // An API route may answer an image, but its errors speak JSON like every other API error.
    const notJson =
      probe.api && response.status >= 400 && probe.method !== "HEAD" && response.body.length > 0 && !type.startsWith("application/json");
    if (response.status >= 500 || notJson) findings.push({ probe, response });
  });
  return findings;
}

function expectNoFindings(findings: Finding[], probes: number) {
  const lines = findings.slice(0, 30).map(({ probe, response }) => {
    const body = probe.body === undefined ? "" : ` body ${String(probe.body).slice(0, 120)}`;
    return `${probe.method} ${probe.target.slice(0, 160)}${body} -> ${response.status} ${response.headers["content-type"] ?? ""} ${response.text().slice(0, 160)}`;
  });
  const more = findings.length > 30 ? `\n… and ${findings.length - 30} more` : "";
  expect(
    findings.length,
    `${findings.length} of ${probes} hostile requests answered 5xx (or an API answered non-JSON):\n${lines.join("\n")}${more}\n\nserver log:\n${serverLogTail(30)}`,
  ).toBe(0);
}

/** `url` with each `:param` set to `value` for `name`, and to "1" for the others. */
function withParams(url: string, name?: string, value?: string) {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, param: string) => (param === name ? value! : "1")).replace(/\*$/, "no-such-endpoint");
}

describe("hostile input against the served site", () => {
  it("should find the routes and have every one declare its input contract", () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.some((route) => route.bodyKeys.length > 0)).toBe(true);
    expect(allQueryKeys).toContain("cuisine");
    expect(pageTargets.map((p) => p.path)).toContain("/");
    expect(pageTargets.map((p) => p.path)).toContain("/recipes/1");
    expect(problems).toEqual([]);
  });

  it("should answer no query parameter or path parameter of any API route with a 5xx", async () => {
    const probes: Probe[] = [];
    for (const route of routes.filter((r) => r.method === "GET" || r.method === "DELETE")) {
      const base = withParams(route.url);
      for (const key of route.queryKeys) {
        for (const value of QUERY_VALUES) probes.push({ target: `${base}?${key}=${value}`, method: route.method, api: true });
        for (const shape of queryShapes(key)) probes.push({ target: `${base}?${shape}`, method: route.method, api: true });
      }
      for (const query of PROTOTYPE_QUERIES) probes.push({ target: `${base}?${query}`, method: route.method, api: true });
      for (const param of route.paramKeys) {
        for (const value of [...QUERY_VALUES.filter(Boolean), LONG]) {
          probes.push({ target: withParams(route.url, param, value), method: route.method, api: true });
        }
      }
    }
    const api = (probe: Probe) => ({ ...probe, api: probe.target.startsWith("/api") });
    expectNoFindings(await probeAll(probes.map(api)), probes.length);
  });

  it("should answer no body field of any API write with a 5xx", async () => {
    const probes: Probe[] = [];
    const json = { "content-type": "application/json" };
    for (const route of routes.filter((r) => r.bodyKeys.length > 0)) {
      const exampleBody = route.exampleBody ?? {};
      const target = withParams(route.url);
      const fields = [...new Set([...route.bodyKeys, ...Object.keys(exampleBody)])];
      // One field hostile, the others valid, so the value gets as far as it can.
      for (const field of fields) {
        const others = Object.entries(exampleBody).filter(([key]) => key !== field);
        for (const value of JSON_VALUES) {
          const text = `{${[...others.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`), `${JSON.stringify(field)}:${value}`].join(",")}}`;
          probes.push({ target, method: route.method, headers: json, body: text, api: true });
        }
        // A field left out, and bytes that are not UTF-8 inside a string.
        probes.push({ target, method: route.method, headers: json, body: JSON.stringify(Object.fromEntries(others)), api: true });
        const broken = Buffer.concat([
          Buffer.from(`{${others.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)},`).join("")}${JSON.stringify(field)}:"`),
          Buffer.from([0xff, 0xfe, 0xc0]),
          Buffer.from('"}'),
        ]);
        probes.push({ target, method: route.method, headers: json, body: broken, api: true });
      }
      // The body as a whole.
      const example = JSON.stringify(exampleBody);
      const wholeBodies = [
        ...JSON_VALUES,
        `{"__proto__":{"polluted":true},${example.slice(1)}`,
        `{"constructor":{"prototype":{"polluted":true}},${example.slice(1)}`,
        `{${'"x":1,'.repeat(5_000)}"y":2}`,
        `${"[".repeat(20_000)}${"]".repeat(20_000)}`,
        "{",
        '{"a":',
        "",
      ];
      for (const text of wholeBodies) probes.push({ target, method: route.method, headers: json, body: text, api: true });
      const oversized = example.replace(/}$/, `,"padding":"${"x".repeat(1_100_000)}"}`);
      probes.push({ target, method: route.method, headers: json, body: oversized, api: true, oversized: true });
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/json; charset=utf-16", "application/jsonx"]) {
        probes.push({ target, method: route.method, headers: { "content-type": type }, body: example, api: true });
      }
      for (const query of PROTOTYPE_QUERIES)
        probes.push({ target: `${target}?${query}`, method: route.method, headers: json, body: example, api: true });
    }
    expect(probes.length).toBeGreaterThan(0);
    expectNoFindings(await probeAll(probes), probes.length);
  });

  it("should answer no query key or path parameter of any page with a 5xx", async () => {
    const probes: Probe[] = [];
    const page = (target: string) => probes.push({ target, method: "GET", api: false });
    const everyKey = (value: string) => allQueryKeys.map((key) => `${key}=${value}`).join("&");
    // Node refuses request heads over 16 KB: the long values go one key at a time.
    const shortValues = QUERY_VALUES.filter((value) => value.length * allQueryKeys.length < 12_000);
    const probed = new Set<unknown>();
    for (const { path: target, module } of pageTargets) {
      // Paths rendered by the same route module run the same loader: the first gets every probe,
      // the others a sample. Every known key at once with the same value (loaders drop an invalid
      // key and keep the rest, so one key cannot hide another), then the long value key by key.
      const full = !probed.has(module);
      probed.add(module);
      for (const value of full ? shortValues : ["%00", "%E0%A4%A", "1e309"]) page(`${target}?${everyKey(value)}`);
      page(`${target}?${allQueryKeys.map((key) => `${key}=a&${key}=%00`).join("&")}`);
      if (!full) continue;
      for (const key of allQueryKeys) page(`${target}?${key}=${LONG}`);
      for (const query of PROTOTYPE_QUERIES) page(`${target}?${query}`);
      // The same loader through React Router's data requests (client-side navigation).
      const data = target === "/" ? "/_root.data" : `${target}.data`;
      for (const value of ["%00", "%E0%A4%A", "a,".repeat(50)]) page(`${data}?${everyKey(value)}`);
      // Path parameters: the id of /recipes/:id and the like.
      if (/\/1(\/|$)/.test(target)) {
        for (const value of [...QUERY_VALUES.filter(Boolean), LONG]) page(target.replace(/\/1(\/|$)/, `/${value}$1`));
      }
    }
    expectNoFindings(await probeAll(probes), probes.length);
  });
});
