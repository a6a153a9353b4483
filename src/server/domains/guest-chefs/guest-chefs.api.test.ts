import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand";
import { guestChefMessages as m } from "../../../shared/rules/guest-chef";
import { imageUploadMessages } from "../../../shared/rules/image-upload";
import { guestChefs, outbox, uploadedImages } from "../../db/schema/index";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { expectAcknowledgementWithoutTypedText } from "../../test-support/public-form-checks";
import { buildTestApp } from "../../test-support/test-app";
import { GUEST_CHEF_RATE_LIMIT } from "./routes";

let app: FastifyInstance;
let photo: Buffer;

beforeAll(async () => {
  app = await buildTestApp();
  photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 190, g: 110, b: 50 } } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await app?.close();
});

let client = 0;
/** A new client address per request, so the rate limit only counts where a test means it to. */
const nextAddress = () => `10.0.${Math.floor(++client / 250)}.${(client % 250) + 1}`;

type Fields = Record<string, string | number | string[] | undefined>;

/** The application as a browser's multipart form sends it: text fields, lists repeated, one file. */
async function multipart(fields: Fields, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item));
  }
  if (file) form.append("photo", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request("http://127.0.0.1/", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type")! };
}

async function apply(
  fields: Fields,
  file: { bytes: Buffer; name: string; type: string } | null = { bytes: photo, name: "me.png", type: "image/png" },
  address = nextAddress(),
) {
  const { body, type } = await multipart(fields, file ?? undefined);
  return app.inject({
    method: "POST",
    url: "/api/guest-chefs/applications",
    payload: body,
    headers: { "content-type": type },
    remoteAddress: address,
  });
}

const applyJson = (payload: unknown, address = nextAddress()) =>
  app.inject({
    method: "POST",
    url: "/api/guest-chefs/applications",
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    headers: { "content-type": "application/json" },
    remoteAddress: address,
  });

const valid: Fields = {
  name: "  Nadia Haddad ",
  email: "Nadia.Haddad@Example.com",
  phone: "+961 1 555 0100",
  country: "lb",
  profession: "Mezze chef",
  experience: "14",
  specialties: "Mezze, Slow-cooked stews; Flatbreads, mezze",
  contributions: ["Recipes", "Cooking classes"],
  bio: "I cooked in my family's restaurant in Beirut for ten years and now teach small mezze workshops on weekends.",
  instagram: "@nadia.mezze",
  youtube: "https://www.youtube.com/@NadiaMezze",
  facebook: "",
  website: "nadia-haddad.example.com",
  recipientEmail: "attacker@example.net",
};

const rowCount = async () => (await app.database.db.select({ id: guestChefs.id }).from(guestChefs)).length;
const mailCount = async () => (await app.database.db.select({ id: outbox.id }).from(outbox)).length;
const listChefs = async (query = "") =>
  (await app.inject({ method: "GET", url: `/api/guest-chefs/applications${query}` })).json() as { id: number; name: string }[];

describe("POST /api/guest-chefs/applications", () => {
  it("should store a multipart application with its photo as pending, answer 201 and queue both mails, never to recipientEmail", async () => {
    const res = await apply(valid);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({ reference: expect.stringMatching(/^GC-[2-9A-HJ-NP-Z]{8}$/), title: m.successTitle, message: m.success });

    const [row] = await app.database.db.select().from(guestChefs).where(eq(guestChefs.reference, body.reference));
    expect(row).toMatchObject({
      name: "Nadia Haddad",
      email: "nadia.haddad@example.com",
      phone: "+961 1 555 0100",
      country: "Lebanon",
      profession: "Mezze chef",
      experience: 14,
      specialties: ["Mezze", "Slow-cooked stews", "Flatbreads"],
      contribution: ["Recipes", "Cooking classes"],
      instagram: "https://instagram.com/nadia.mezze",
      youtube: "https://www.youtube.com/@NadiaMezze",
      facebook: null,
      website: "https://nadia-haddad.example.com/",
      status: "pending",
      adminNotes: null,
      reviewedAt: null,
    });
    // The photo is stored re-encoded and served at its hash.
    expect(row!.image).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);
    const sha = row!.image.slice("/media/uploads/".length, -".webp".length);
    const [image] = await app.database.db.select().from(uploadedImages).where(eq(uploadedImages.sha256, sha));
    expect(image).toMatchObject({ contentType: "image/webp", width: 320, height: 240 });
    const served = await app.inject({ method: "GET", url: row!.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");

    const toTeam = await app.database.db.select().from(outbox).where(eq(outbox.recipient, BRAND.email));
    const notice = toTeam.find((mail) => mail.subject.includes(body.reference));
    expect(notice?.subject).toBe(`New guest chef application ${body.reference}`);
    expect(notice?.textBody).toContain("Nadia Haddad");
    expect(notice?.textBody).toContain("Mezze, Slow-cooked stews, Flatbreads");
    expect(notice?.textBody).toContain(row!.image);
    const toApplicant = await app.database.db.select().from(outbox).where(eq(outbox.recipient, "nadia.haddad@example.com"));
    expect(toApplicant).toHaveLength(1);
    expect(toApplicant[0]!.subject).toBe(`We received your guest chef application ${body.reference}`);
    expect(toApplicant[0]!.textBody).toContain(body.reference);
    expect(toApplicant[0]!.textBody).toContain("/featured-chefs");
    expect(await app.database.db.select().from(outbox).where(eq(outbox.recipient, "attacker@example.net"))).toEqual([]);
    // Not public while pending.
    expect((await listChefs("?status=pending")).map((chef) => chef.name)).not.toContain("Nadia Haddad");
  });

  it("should accept a country by its English name, a number of years as a number, and lists sent as JSON arrays", async () => {
    const res = await apply({
      ...valid,
      country: "japan",
      experience: 0,
      specialties: ["Tofu", "Dashi"],
      contributions: "Cooking videos",
      instagram: "https://instagram.com/aiko.k/",
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.database.db.select().from(guestChefs).where(eq(guestChefs.reference, res.json().reference));
    expect(row).toMatchObject({
      country: "Japan",
      experience: 0,
      specialties: ["Tofu", "Dashi"],
      contribution: ["Cooking videos"],
      instagram: "https://instagram.com/aiko.k/",
    });
  });

  it("should take the ways to contribute under the published name `contribution` too, and name its issues as the client did", async () => {
    const { contributions: _formName, ...rest } = valid;
    const res = await apply({ ...rest, contribution: ["Blog articles", "Recipes"] });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.database.db.select().from(guestChefs).where(eq(guestChefs.reference, res.json().reference));
    expect(row!.contribution).toEqual(["Blog articles", "Recipes"]);

    const unknown = await apply({ ...rest, contribution: ["Recipes", "Spam"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([{ path: "contribution", message: m.contributionUnknown }]);
    // Both names at once: the published one is read.
    const both = await apply({ ...rest, contribution: "Cooking videos", contributions: "Recipes" });
    expect(both.statusCode, both.body).toBe(201);
    const [bothRow] = await app.database.db.select().from(guestChefs).where(eq(guestChefs.reference, both.json().reference));
    expect(bothRow!.contribution).toEqual(["Cooking videos"]);
  });

  it("should send a stranger's address nothing the applicant typed, while the team's notice keeps it all", async () => {
    const res = await apply({
      ...valid,
      name: "Quillon Vantebrook",
      email: "someone-else@example.org",
      phone: "+961 1 555 0123",
      profession: "Zarnicle pill seller",
      specialties: "Cheap watches, Followers",
      bio: "Write to me now for a discount on everything you could ever want, really, anything at all.",
      instagram: "@spamshopdeals",
      youtube: "",
      website: "https://spam-shop.example/deal",
    });
    expect(res.statusCode, res.body).toBe(201);
    const reference = res.json().reference;
    const [notice] = (await app.database.db.select().from(outbox).where(eq(outbox.recipient, BRAND.email))).filter((mail) =>
      mail.subject.includes(reference),
    );
    const [acknowledgement] = await app.database.db.select().from(outbox).where(eq(outbox.recipient, "someone-else@example.org"));
    expectAcknowledgementWithoutTypedText({
      acknowledgement,
      notice,
      typed: ["Quillon", "Vantebrook", "555 0123", "Zarnicle", "Cheap watches", "for a discount", "spamshopdeals", "spam-shop.example"],
    });
  });

  it("should send a form the browser posted by itself on to the page's thank-you state", async () => {
    const { body, type } = await multipart(
      { ...valid, specialties: "Mezze, Flatbreads" },
      { bytes: photo, name: "me.png", type: "image/png" },
    );
    const res = await app.inject({
      method: "POST",
      url: "/api/guest-chefs/applications",
      payload: body,
      headers: { "content-type": type, accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(303);
    const reference = /^\/guest-chef\?reference=(GC-[A-Z0-9]{8})$/.exec(String(res.headers.location))?.[1];
    expect(reference).toBeTruthy();
    const [row] = await app.database.db.select().from(guestChefs).where(eq(guestChefs.reference, reference!));
    expect(row).toMatchObject({ status: "pending", specialties: ["Mezze", "Flatbreads"] });
  });

  it("should refuse each invalid field with its message, and store and mail nothing", async () => {
    const rowsBefore = await rowCount();
    const mailBefore = await mailCount();
    const cases: [Fields, string, string][] = [
      [{ name: "A" }, "name", m.name],
      [{ name: "   " }, "name", m.name],
      [{ name: "n".repeat(101) }, "name", m.nameTooLong],
      [{ name: "Nadia\u0007" }, "name", "Name contains characters that are not allowed"],
      [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
      [{ email: undefined }, "email", "Please enter a valid email address"],
      [{ phone: "call me" }, "phone", m.phone],
      [{ phone: "12" }, "phone", m.phone],
      [{ country: "" }, "country", m.country],
      [{ country: "Atlantis" }, "country", m.country],
      [{ profession: "x" }, "profession", m.profession],
      [{ profession: "p".repeat(101) }, "profession", m.professionTooLong],
      [{ experience: "" }, "experience", m.experienceRequired],
      [{ experience: "ten" }, "experience", m.experience],
      [{ experience: "-1" }, "experience", m.experience],
      [{ experience: "2.5" }, "experience", m.experience],
      [{ experience: "71" }, "experience", m.experience],
      [{ specialties: "" }, "specialties", m.specialties],
      [{ specialties: ", ;" }, "specialties", m.specialties],
      [{ specialties: "A, Dal" }, "specialties", m.specialty],
      [{ specialties: "s".repeat(61) }, "specialties", m.specialty],
      [{ specialties: Array.from({ length: 13 }, (_, i) => `Dish ${i}`) }, "specialties", m.specialtiesTooMany],
      [{ contributions: [] }, "contributions", m.contributions],
      [{ contributions: ["Recipes", "Spam"] }, "contributions", m.contributionUnknown],
      [{ bio: "Too short to tell us anything." }, "bio", m.bio],
      [{ bio: "b".repeat(1501) }, "bio", m.bioTooLong],
      [{ instagram: "https://evil.example/nadia" }, "instagram", m.social.instagram],
      [{ instagram: "javascript:alert(1)" }, "instagram", m.social.instagram],
      [{ youtube: "https://youtube.com.evil.example/@x" }, "youtube", m.social.youtube],
      [{ facebook: "https://instagram.com/nadia" }, "facebook", m.social.facebook],
      [{ website: "not a site" }, "website", m.website],
      [{ website: "javascript:alert(1)" }, "website", m.website],
      [{ website: "https://user:pw@example.com" }, "website", m.website],
      [{ recipientEmail: "someone" }, "recipientEmail", "Please enter a valid email address"],
    ];
    for (const [change, path, message] of cases) {
      const res = await apply({ ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toEqual({ message, issues: [{ path, message }] });
    }
    expect(await rowCount()).toBe(rowsBefore);
    expect(await mailCount()).toBe(mailBefore);
  });

  it("should ask for the photo, and refuse a file that is not a PNG, JPEG or WebP whatever its name", async () => {
    const missing = await apply(valid, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: m.photo, issues: [{ path: "photo", message: m.photo }] });

    const text = await apply(valid, { bytes: Buffer.from("not a picture at all"), name: "me.png", type: "image/png" });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: imageUploadMessages.type, issues: [{ path: "photo", message: imageUploadMessages.type }] });

    const heavy = await apply(valid, { bytes: Buffer.concat([photo, Buffer.alloc(5 * 1024 * 1024)]), name: "me.png", type: "image/png" });
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json()).toEqual({
      message: imageUploadMessages.tooLarge,
      issues: [{ path: "photo", message: imageUploadMessages.tooLarge }],
    });

    // A form cut off in the middle is the sender's fault: 400, never 500.
    const { body, type } = await multipart(valid, { bytes: photo, name: "me.png", type: "image/png" });
    const cut = await app.inject({
      method: "POST",
      url: "/api/guest-chefs/applications",
      payload: body.subarray(0, body.length - 200),
      headers: { "content-type": type },
      remoteAddress: nextAddress(),
    });
    expect(cut.statusCode).toBe(400);

    // A PNG sent as "me.jpg" is read as the PNG it is.
    const renamed = await apply(valid, { bytes: photo, name: "me.jpg", type: "image/jpeg" });
    expect(renamed.statusCode, renamed.body).toBe(201);
  });

  it("should list every field's issue at once for an empty form, the photo included", async () => {
    const res = await applyJson({});
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      "name",
      "email",
      "country",
      "profession",
      "experience",
      "specialties",
      "contributions",
      "bio",
      "photo",
    ]);
    const malformed = await applyJson("{ name: ");
    expect(malformed.statusCode).toBe(400);
  });

  it("should answer a filled honeypot as usual and store or mail nothing", async () => {
    const rowsBefore = await rowCount();
    const mailBefore = await mailCount();
    const res = await apply({ ...valid, homepage: "Best SEO Ltd" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ reference: expect.stringMatching(/^GC-/), title: m.successTitle });
    expect(await rowCount()).toBe(rowsBefore);
    expect(await mailCount()).toBe(mailBefore);
  });

  it("should answer 429 once one address sends too many applications, and store nothing more", async () => {
    const address = "10.99.0.1";
    const rowsBefore = await rowCount();
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof apply>> | null = null;
    for (let i = 0; i <= GUEST_CHEF_RATE_LIMIT.limit && !refused; i++) {
      const res = await apply({ ...valid, name: `Chef number ${i}` }, undefined, address);
      if (res.statusCode === 201) accepted += 1;
      else refused = res;
    }
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().message).toBe(m.rateLimited);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    expect(accepted).toBe(GUEST_CHEF_RATE_LIMIT.limit);
    expect(await rowCount()).toBe(rowsBefore + accepted);
  });
});

describe("GET /api/guest-chefs/applications", () => {
  it("should list approved chefs only, whatever status is asked for, without contact details or review notes", async () => {
    const approved = await listChefs("?status=approved");
    expect(approved.length).toBe(6);
    const db = app.database.db;
    const [pending] = await db
      .insert(guestChefs)
      .values({
        name: "Pending Pia",
        email: "pia@example.com",
        phone: "555 0101",
        country: "Peru",
        profession: "Cook",
        experience: 3,
        specialties: ["Ceviche"],
        contribution: ["Recipes"],
        bio: "b",
        image: "/x.webp",
        status: "pending",
      })
      .returning({ id: guestChefs.id });
    const [rejected] = await db
      .insert(guestChefs)
      .values({
        name: "Rejected Rui",
        email: "rui@example.com",
        country: "Portugal",
        profession: "Cook",
        experience: 3,
        specialties: ["Bacalhau"],
        contribution: ["Recipes"],
        bio: "b",
        image: "/x.webp",
        status: "rejected",
        adminNotes: "Not a fit",
      })
      .returning({ id: guestChefs.id });
    for (const query of [
      "",
      "?status=approved",
      "?status=pending",
      "?status=rejected",
      "?status=all",
      "?status=pending&status=rejected",
      "?sort=name",
    ]) {
      const res = await app.inject({ method: "GET", url: `/api/guest-chefs/applications${query}` });
      expect(res.statusCode, query).toBe(200);
      const chefs = res.json() as Record<string, unknown>[];
      const ids = chefs.map((chef) => chef.id);
      expect(ids, query).not.toContain(pending!.id);
      expect(ids, query).not.toContain(rejected!.id);
      expect(chefs.length, query).toBe(approved.length);
      for (const chef of chefs) {
        for (const key of ["email", "phone", "adminNotes", "reference", "status", "reviewedAt"])
          expect(chef, `${query} ${key}`).not.toHaveProperty(key);
      }
    }
    const byName = (await listChefs("?sort=name")).map((chef) => chef.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    expect(Object.keys((await listChefs())[0]!).sort()).toEqual(
      [
        "bio",
        "contribution",
        "country",
        "createdAt",
        "experience",
        "facebook",
        "id",
        "image",
        "instagram",
        "name",
        "profession",
        "specialties",
        "website",
        "youtube",
      ].sort(),
    );
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish the guest chef routes with their inputs, answers and errors, the application as multipart or JSON", async () => {
    const chefPaths = /^\/api\/guest-chefs(\/|$)/;
    const expected = {
      "GET /api/guest-chefs/applications": { tags: ["Community"], statuses: [200, 400], answers: "GuestChef[]", body: [] },
      "POST /api/guest-chefs/applications": {
        tags: ["Community"],
        statuses: [201, 303, 400, 413, 429],
        answers: "GuestChefApplicationResult",
        body: ["multipart/form-data", "application/json"],
      },
    };
    expect(declaredRoutesMatching(app, chefPaths).sort()).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, chefPaths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
