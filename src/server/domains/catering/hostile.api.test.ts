import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dayInZone } from "../../../shared/schemas/catering";
import { contractKeys, contractProblems } from "../../http/route-contracts";
import { buildTestApp } from "../../test-support/test-app";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const QUERY_VALUES = [
  "%00",
  "%1B%5B31m",
  "%E0%A4%A",
  "%zz",
  "-1",
  "0",
  "1.5",
  "1e309",
  "NaN",
  "9007199254740993",
  "__proto__",
  "",
  "%20",
  "x".repeat(5000),
];
const BODY_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  "",
  " ",
  "\u0000",
  "\ud800",
  "x".repeat(10_000),
  [],
  ["a"],
  {},
  { __proto__: { x: 1 } },
  "2026-02-30",
  "99:99",
];

let ip = 0;
const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;

/**
 * The public catering routes as the app declared them, plus the buffet shape of POST /api/bookings.
 * The team's desk under /api/admin answers 401 to everyone else (the authorisation matrix) and
 * has its own tests.
 */
function targets() {
  const declared = app.declaredRoutes.filter((r) => /buffet|industrial|catering/.test(r.url) && !r.url.startsWith("/api/admin"));
  expect(declared.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
    [
      "GET /api/buffet-menus",
      "GET /api/buffet-menus/:id",
      "GET /api/industrial-catering",
      "GET /api/industrial-catering/:id",
      "POST /api/industrial-catering-booking",
      "GET /api/catering-requests/status/:token",
    ].sort(),
  );
  expect(contractProblems(declared)).toEqual([]);
  return declared;
}

describe("hostile input into the catering routes", () => {
  it("should never answer 5xx to hostile query values, shapes or path parameters", async () => {
    for (const route of targets().filter((r) => r.method === "GET")) {
      const keys = contractKeys(route.contract?.query);
      const url = route.url.replace(/:[A-Za-z]+/g, "1");
      for (const key of keys) {
        for (const value of [...QUERY_VALUES.map((v) => `${key}=${v}`), `${key}=a&${key}=b`, `${key}[]=a`, `${key}[__proto__][x]=1`, key]) {
          const res = await app.inject({ method: "GET", url: `${url}?${value}` });
          expect(res.statusCode, `${url}?${value.slice(0, 80)}`).toBeLessThan(500);
        }
      }
      if (route.url.includes(":")) {
        for (const value of QUERY_VALUES) {
          const res = await app.inject({ method: "GET", url: route.url.replace(/:[A-Za-z]+/, value) });
          expect(res.statusCode, `${route.url} ${value.slice(0, 40)}`).toBeLessThan(500);
        }
      }
    }
  });

  it("should never answer 5xx when any one field of a valid body is hostile, on either booking path", async () => {
    const eventDate = addDays(dayInZone(new Date(), app.services.config.timeZone), 30);
    const buffet = {
      buffetMenuId: 1,
      customerName: "Asha Rao",
      customerEmail: "asha@example.com",
      customerPhone: "+1 415 555 0100",
      participants: 200,
      eventDate,
      eventTime: "18:30",
      eventLocation: "Fort Mason Center, San Francisco",
      specialRequests: "Nut-free plates for two.",
      totalPrice: "13750.00",
      scheduledDate: eventDate,
      scheduledTime: "18:30",
    };
    const industrial = targets().find((r) => r.method === "POST")!;
    const bodies: [string, Record<string, unknown>][] = [
      ["/api/bookings", buffet],
      [industrial.url, industrial.contract!.exampleBody!],
    ];
    for (const [url, example] of bodies) {
      const valid = await app.inject({ method: "POST", url, payload: example, remoteAddress: nextIp() });
      expect(valid.statusCode, `${url} example`).toBe(201);
      for (const key of [...Object.keys(example), "website", "__proto__", "constructor"]) {
        for (const value of BODY_VALUES) {
          const res = await app.inject({
            method: "POST",
            url,
            headers: { "content-type": "application/json" },
            payload: JSON.stringify({ ...example, [key]: value }),
            remoteAddress: nextIp(),
          });
          expect(res.statusCode, `${url} ${key}=${JSON.stringify(value)?.slice(0, 40)}`).toBeLessThan(500);
        }
      }
    }
  });
});
