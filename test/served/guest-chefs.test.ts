/**
 * Guest chefs as the site serves them: an application with its photo sent as a browser sends
 * it (multipart over real HTTP), and what the public pages show afterwards. Approval has no
 * screen yet, so the second part runs the same build in-process on a database of its own and
 * approves by updating the row, as the team's review will.
 */
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { testConfig } from "../../src/server/config.ts";
import { guestChefs } from "../../src/server/db/schema/index.ts";
import { send } from "./http.ts";

/** A multipart body as a browser's FormData writes it, with its content type. */
async function multipart(fields: Record<string, string | string[]>, photo: Buffer | null) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  if (photo) form.append("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "portrait.jpg");
  const request = new Request("http://127.0.0.1/", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type")! };
}

const application = (name: string, extra: Record<string, string | string[]> = {}) => ({
  name,
  email: "applicant@example.com",
  country: "br",
  profession: "Bakery owner",
  experience: "9",
  specialties: ["Pão de queijo", "Brigadeiros"],
  contributions: ["Recipes", "Cooking videos"],
  bio: "I run a small bakery in Belo Horizonte and teach weekend baking classes to beginners of every age.",
  instagram: "@ana.bakes",
  ...extra,
});

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 180, g: 100, b: 60 } } })
    .jpeg()
    .toBuffer();
});

describe("guest chef applications on the served site", () => {
  it("should take a multipart application with a photo over HTTP, and keep it off every public page while pending", async () => {
    const name = `Ana Pending ${randomBytes(3).toString("hex")}`;
    const { body, type } = await multipart(application(name), photo);
    const response = await send("/api/guest-chefs/applications", {
      method: "POST",
      headers: { "content-type": type, accept: "application/json", "x-forwarded-for": "10.77.0.1" },
      body,
    });
    expect(response.status, response.text()).toBe(201);
    expect(JSON.parse(response.text()).reference).toMatch(/^GC-/);

    const missing = await multipart(application(name), null);
    const refused = await send("/api/guest-chefs/applications", {
      method: "POST",
      headers: { "content-type": missing.type, accept: "application/json", "x-forwarded-for": "10.77.0.2" },
      body: missing.body,
    });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text()).issues).toEqual([{ path: "photo", message: "Please add a photo of yourself" }]);

    for (const target of [
      "/api/guest-chefs/applications?status=pending",
      "/api/guest-chefs/applications?status=all",
      "/featured-chefs",
      "/featured-chefs?status=pending",
    ]) {
      const page = await send(target);
      expect(page.status, target).toBe(200);
      expect(page.text(), target).not.toContain(name);
    }
    const chefs = JSON.parse((await send("/api/guest-chefs/applications?status=approved")).text()) as { name: string }[];
    expect(chefs.length).toBeGreaterThan(0);
    expect((await send("/guest-chef")).status).toBe(200);
  });
});

describe("guest chefs once reviewed (the built pages, in-process)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig({ DATABASE_URL: undefined, inMemoryDatabase: true }), { pages: "build" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const apply = async (fields: Record<string, string | string[]>) => {
    const { body, type } = await multipart(fields, photo);
    const response = await app.inject({
      method: "POST",
      url: "/api/guest-chefs/applications",
      payload: body,
      headers: { "content-type": type },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { reference: string }).reference;
  };
  const page = async (url: string) => {
    const response = await app.inject({ method: "GET", url, headers: { accept: "text/html" } });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  it("should show an approved chef's typed text escaped, never as markup", async () => {
    const script = "<script>alert('chef')</script>";
    const reference = await apply(
      application(`Rosa ${script}`, {
        profession: `Chef ${script}`,
        specialties: [`Tamales ${script}`, "Mole"],
        bio: `I cook the food of Oaxaca every day. ${script} <img src=x onerror=alert(1)> and I teach it too.`,
      }),
    );
    await app.database.db.update(guestChefs).set({ status: "approved", reviewedAt: new Date() }).where(eq(guestChefs.reference, reference));

    const html = await page("/featured-chefs");
    expect(html).toContain("Rosa &lt;script&gt;alert(&#x27;chef&#x27;)&lt;/script&gt;");
    expect(html).toContain("Tamales &lt;script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    const listed = (await app.inject({ method: "GET", url: "/api/guest-chefs/applications" })).json() as { name: string }[];
    expect(listed.map((chef) => chef.name)).toContain(`Rosa ${script}`);
  });

  it("should keep pending and rejected chefs off the page and the API, whatever status is asked for", async () => {
    const pending = await apply(application("Pending Paulo"));
    const rejected = await apply(application("Rejected Rita"));
    await app.database.db
      .update(guestChefs)
      .set({ status: "rejected", adminNotes: "Not this time" })
      .where(eq(guestChefs.reference, rejected));
    const rows = await app.database.db
      .select({ status: guestChefs.status })
      .from(guestChefs)
      .where(inArray(guestChefs.reference, [pending, rejected]));
    expect(rows.map((row) => row.status).sort()).toEqual(["pending", "rejected"]);

    for (const url of ["/featured-chefs", "/featured-chefs?status=pending", "/featured-chefs?status=rejected"]) {
      const html = await page(url);
      expect(html, url).not.toContain("Pending Paulo");
      expect(html, url).not.toContain("Rejected Rita");
      expect(html, url).not.toContain("Not this time");
    }
    for (const status of ["pending", "rejected", "all", "approved"]) {
      const body = (await app.inject({ method: "GET", url: `/api/guest-chefs/applications?status=${status}` })).body;
      expect(body, status).not.toContain("Pending Paulo");
      expect(body, status).not.toContain("Rejected Rita");
      expect(body, status).not.toContain("applicant@example.com");
    }
  });
});
