import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi.ts";
import { buildTestApp } from "../../test-support/test-app.ts";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.inject({ method: "GET", url });

describe("GET /flags/{code}.svg", () => {
  it("should serve a flag as an SVG image cached for a year", async () => {
    const res = await get("/flags/in.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 640 480">/);
  });

  it("should serve a subdivision's flag", async () => {
    const res = await get("/flags/gb-sct.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  });

  it("should answer 404 for a flag the site does not have", async () => {
    for (const url of ["/flags/xx.svg", "/flags/IN.svg", "/flags/in.png", "/flags/in", "/flags/__proto__.svg", "/flags/constructor.svg"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).not.toMatch(/svg/);
    }
  });

  it("should not be led out of the flag set by a path", async () => {
    for (const url of [
      "/flags/..%2F..%2Fpackage.json",
      "/flags/..%2F..%2F..%2Fpackage.json%00.svg",
      "/flags/%2e%2e%2fin.svg",
      "/flags/..%5Cin.svg",
      "/flags/in.svg%00",
      "/flags/%E0%A4%A.svg",
    ]) {
      const res = await get(url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toMatch(/"name"|<svg/);
    }
  });
});

describe("cuisine flags", () => {
  it("should give the seed cuisines flag codes the flag route serves", async () => {
    const cuisines = (await get("/api/cuisines")).json<{ name: string; flag: string | null }[]>();
    const indian = cuisines.find((c) => c.name === "indian");
    expect(indian?.flag).toBe("in");
    for (const cuisine of cuisines.filter((c) => c.flag)) expect((await get(`/flags/${cuisine.flag}.svg`)).statusCode).toBe(200);
  });

  it("should turn emoji flags stored before the change into flag codes", async () => {
    // Regional indicators for I and N, and a value that is no flag at all.
    const emoji = String.fromCodePoint(0x1f1ee, 0x1f1f3);
    await app.database.db.execute(
      sql`INSERT INTO cuisines (name, display_name, flag) VALUES ('old-emoji', 'Old', ${emoji}), ('old-junk', 'Junk', 'not a flag')`,
    );
    const migration = readFileSync(path.resolve(import.meta.dirname, "../../db/migrations/0009_cuisine_flag_codes.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await app.database.db.execute(sql.raw(statement));
    const rows = await queryRows<{ name: string; flag: string | null }>(
      app.database.db,
      sql`SELECT name, flag FROM cuisines WHERE name IN ('old-emoji', 'old-junk', 'indian') ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: "indian", flag: "in" },
      { name: "old-emoji", flag: "in" },
      { name: "old-junk", flag: null },
    ]);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish the image routes: pictures on success, 404 for a name the set does not have", async () => {
    const imagePaths = /^\/(flags|media\/uploads|api\/placeholder|api\/art)\//;
    const expected = {
      "GET /media/uploads/:file": { tags: ["Site"], statuses: [200, 404], answers: "none", body: [] },
      "GET /api/placeholder/:w/:h": { tags: ["Site"], statuses: [200, 400], answers: "none", body: [] },
      "GET /api/art/:icon/:file": { tags: ["Site"], statuses: [200, 404], answers: "none", body: [] },
      "GET /flags/:file": { tags: ["Site"], statuses: [200, 404], answers: "none", body: [] },
    };
    expect(declaredRoutesMatching(app, imagePaths).sort()).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, imagePaths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
