import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand";
import { IMAGE_UPLOAD, imageUploadMessages } from "../../../shared/rules/image-upload";
import { recipeSubmissionMessages as M } from "../../../shared/schemas/community-recipe";
import { outbox, uploadedImages, userRecipes } from "../../db/schema/index";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { expectAcknowledgementWithoutTypedText } from "../../test-support/public-form-checks";
import { startSmtpCapture } from "../../test-support/smtp-capture";
import { buildTestApp } from "../../test-support/test-app";
import { RECIPE_SUBMISSION_RATE_LIMIT } from "./routes";

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

let address = 0;
const nextAddress = () => `10.2.0.${++address}`;

/** Each test sends from its own address unless told, so the per-IP limit is met only where tested. */
const send = (payload: unknown, remoteAddress = nextAddress()) =>
  app.inject({
    method: "POST",
    url: "/api/user-recipes",
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    headers: { "content-type": "application/json" },
    remoteAddress,
  });

type FilePart = { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(fields: Record<string, string | string[]>, file?: FilePart) {
  const boundary = `----form${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
    }
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const sendForm = (fields: Record<string, string | string[]>, file?: FilePart, remoteAddress = nextAddress()) =>
  app.inject({ method: "POST", url: "/api/user-recipes", ...multipart(fields, file), remoteAddress });

const valid = {
  title: "  Coconut Lentil Soup ",
  authorName: "Priya Nair",
  email: "Priya@Example.com",
  phone: "+1 (415) 555-0142",
  website: "https://priyacooks.example.com",
  displayName: "Priya's Table",
  socialHandle: "@priyacooks",
  cuisineType: "South Indian",
  servingSize: 4,
  prepTime: 15,
  cookTime: 30,
  mealTypes: ["dinner", "lunch"],
  ingredients: "1 cup red lentils\n1 can coconut milk\n1 teaspoon turmeric",
  instructions: "Rinse the lentils.\nSimmer everything for 25 minutes.\nBlend half and stir back in.",
  story: "My grandmother's winter soup,\nmade every Sunday.",
  calories: 320,
  protein: 14,
  carbs: 38,
  fat: 12,
  recipientEmail: "attacker@example.net",
};

const formFields: Record<string, string | string[]> = {
  ...Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, Array.isArray(v) ? v : String(v)])),
};

const rows = async () => app.database.db.select().from(userRecipes);
const mails = async () => app.database.db.select().from(outbox);
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 60, g: 140, b: 90 } } });

describe("POST /api/user-recipes", () => {
  it("should send a stranger's address nothing the author typed, while the team's notice keeps it all", async () => {
    const res = await send({
      ...valid,
      title: "Zarnicle Pills Soup",
      authorName: "Quillon Vantebrook",
      email: "someone-else@example.org",
      phone: "+1 (415) 555-0123",
      website: "https://spam-shop.example",
      displayName: "Cheap Watches",
      socialHandle: "@spamshopdeals",
      cuisineType: "Followerish",
      ingredients: "1 cup discount codes\n2 spoons of clickbait",
      instructions: "Write to me now for a bargain.\nThen buy everything at once.",
      story: "Limited offer, act today",
    });
    expect(res.statusCode).toBe(201);
    const queued = (await mails()).filter((m) => m.textBody.includes(res.json().reference));
    expectAcknowledgementWithoutTypedText({
      acknowledgement: queued.find((m) => m.recipient === "someone-else@example.org")!,
      notice: queued.find((m) => m.recipient === BRAND.email)!,
      typed: [
        "Zarnicle",
        "Quillon",
        "Vantebrook",
        "555-0123",
        "spam-shop.example",
        "Cheap Watches",
        "spamshopdeals",
        "Followerish",
        "discount codes",
        "for a bargain",
        "Limited offer",
      ],
    });
  });

  it("should store the recipe as pending, answer 201 with its reference, and queue the author's acknowledgement and the team's notice", async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ reference: expect.stringMatching(/^RS-[2-9A-HJKMNP-Z]{8}$/), title: M.successTitle, message: M.success });

    const [row] = await app.database.db.select().from(userRecipes).where(eq(userRecipes.reference, body.reference));
    expect(row).toMatchObject({
      title: "Coconut Lentil Soup",
      authorName: "Priya Nair",
      email: "priya@example.com",
      phone: "+1 (415) 555-0142",
      website: "https://priyacooks.example.com",
      displayName: "Priya's Table",
      socialHandle: "@priyacooks",
      cuisineType: "South Indian",
      servingSize: 4,
      prepTime: 15,
      cookTime: 30,
      mealTypes: ["lunch", "dinner"],
      ingredients: valid.ingredients,
      instructions: valid.instructions,
      story: valid.story,
      calories: 320,
      protein: 14,
      carbs: 38,
      fat: 12,
      image: null,
      status: "pending",
      adminNotes: null,
      reviewedAt: null,
    });

    const queued = (await mails()).filter((m) => m.textBody.includes(body.reference));
    expect(queued.map((m) => m.recipient).sort()).toEqual([BRAND.email, "priya@example.com"].sort());
    // The browser's recipientEmail is never a recipient: the site is no open relay.
    expect((await mails()).some((m) => m.recipient === "attacker@example.net")).toBe(false);
    const team = queued.find((m) => m.recipient === BRAND.email)!;
    expect(team.subject).toBe(`New community recipe to review ${body.reference}`);
    expect(team.textBody).toContain("Coconut Lentil Soup");
    expect(team.textBody).toContain("Meal types: Lunch, Dinner");
    expect(team.textBody).toContain("1 can coconut milk");
    expect(team.textBody).toContain("+1 (415) 555-0142");
    const author = queued.find((m) => m.recipient === "priya@example.com")!;
    expect(author.subject).toBe(`We received your recipe ${body.reference}`);
    // No typed text in any subject.
    for (const mail of queued) {
      expect(mail.subject).not.toMatch(/Coconut|Priya|Lentil/);
    }
    expect(author.textBody).toMatch(/^Hello,\n/);
    expect(author.textBody).toContain("/community-recipes");
    expect(author.textBody).toContain("/earn-share");

    // A pending recipe is not public.
    expect((await app.inject({ url: `/api/user-recipes/${row.id}` })).statusCode).toBe(404);

    // The outbox delivers both over SMTP.
    await app.services.outbox.drainOnce();
    const delivered = smtp.received.filter((m) => m.raw.includes(body.reference));
    expect(delivered.flatMap((m) => m.to).sort()).toEqual([BRAND.email, "priya@example.com"].sort());
  });

  it("should accept the optional fields left out or blank, and numbers typed as text", async () => {
    const res = await send({
      ...valid,
      phone: "",
      website: "",
      displayName: "",
      socialHandle: "",
      story: "",
      calories: "",
      protein: null,
      carbs: undefined,
      fat: " ",
      servingSize: "6",
      prepTime: " 0 ",
      cookTime: "45",
      mealTypes: "breakfast",
      recipientEmail: "",
    });
    expect(res.statusCode).toBe(201);
    const [row] = await app.database.db.select().from(userRecipes).where(eq(userRecipes.reference, res.json().reference));
    expect(row).toMatchObject({
      phone: null,
      website: null,
      displayName: null,
      socialHandle: null,
      story: null,
      calories: null,
      protein: null,
      carbs: null,
      fat: null,
      servingSize: 6,
      prepTime: 0,
      cookTime: 45,
      mealTypes: ["breakfast"],
    });
  });

  it("should refuse each invalid field with its message and store or mail nothing", async () => {
    const before = (await rows()).length;
    const mailBefore = (await mails()).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "" }, "title", M.title],
      [{ title: "ab" }, "title", M.title],
      [{ title: "   " }, "title", M.title],
      [{ title: undefined }, "title", M.title],
      [{ title: "t".repeat(121) }, "title", M.titleTooLong],
      [{ title: 42 }, "title", M.title],
      [{ authorName: "A" }, "authorName", M.authorName],
      [{ authorName: undefined }, "authorName", M.authorName],
      [{ authorName: "n".repeat(101) }, "authorName", M.authorNameTooLong],
      [{ email: "not-an-email" }, "email", M.email],
      [{ email: undefined }, "email", M.email],
      [{ phone: "call me" }, "phone", M.phone],
      [{ phone: "12345" }, "phone", M.phone],
      [{ website: "priya.example.com" }, "website", M.website],
      [{ website: "javascript:alert(1)" }, "website", M.website],
      [{ website: "ftp://files.example.com" }, "website", M.website],
      [{ displayName: "d".repeat(61) }, "displayName", M.displayNameTooLong],
      [{ socialHandle: "@priya cooks" }, "socialHandle", M.socialHandle],
      [{ cuisineType: "" }, "cuisineType", M.cuisineType],
      [{ cuisineType: "c".repeat(61) }, "cuisineType", M.cuisineTypeTooLong],
      [{ servingSize: 0 }, "servingSize", M.servingSize],
      [{ servingSize: 51 }, "servingSize", M.servingSize],
      [{ servingSize: 2.5 }, "servingSize", M.servingSize],
      [{ servingSize: "four" }, "servingSize", M.servingSize],
      [{ servingSize: undefined }, "servingSize", M.servingSize],
      [{ prepTime: -1 }, "prepTime", M.prepTime],
      [{ prepTime: 1441 }, "prepTime", M.prepTime],
      [{ prepTime: "" }, "prepTime", M.prepTime],
      [{ cookTime: "1.5" }, "cookTime", M.cookTime],
      [{ cookTime: undefined }, "cookTime", M.cookTime],
      [{ mealTypes: [] }, "mealTypes", M.mealTypes],
      [{ mealTypes: undefined }, "mealTypes", M.mealTypes],
      [{ mealTypes: ["brunch"] }, "mealTypes.0", M.mealTypes],
      [{ ingredients: "salt" }, "ingredients", M.ingredients],
      [{ ingredients: "i".repeat(5001) }, "ingredients", M.ingredientsTooLong],
      [{ instructions: "Cook it." }, "instructions", M.instructions],
      [{ instructions: "i".repeat(10_001) }, "instructions", M.instructionsTooLong],
      [{ story: "s".repeat(2001) }, "story", M.storyTooLong],
      [{ calories: -5 }, "calories", M.calories],
      [{ calories: 5001 }, "calories", M.calories],
      [{ calories: "lots" }, "calories", M.calories],
      [{ protein: 1001 }, "protein", M.protein],
      [{ carbs: 2.5 }, "carbs", M.carbs],
      [{ fat: "-1" }, "fat", M.fat],
      [{ recipientEmail: "nope" }, "recipientEmail", M.recipientEmail],
      [{ title: "Soup\u0000" }, "title", "Recipe title contains characters that are not allowed"],
    ];
    for (const [change, path, message] of cases) {
      const res = await send({ ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().issues, JSON.stringify(change)).toEqual([{ path, message }]);
    }
    const empty = await send({});
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(
      [
        "authorName",
        "cookTime",
        "cuisineType",
        "email",
        "ingredients",
        "instructions",
        "mealTypes",
        "prepTime",
        "servingSize",
        "title",
      ].sort(),
    );
    for (const body of ["{ title: ", "[]", "null", "42"]) expect((await send(body)).statusCode, body).toBe(400);
    expect((await rows()).length).toBe(before);
    expect((await mails()).length).toBe(mailBefore);
  });

  it("should store markup in every text field as typed, keeping it out of every subject", async () => {
    const script = "<script>alert(1)</script>";
    const res = await send({
      ...valid,
      title: `Soup ${script}`,
      authorName: `Priya ${script}`,
      displayName: `Table ${script}`,
      socialHandle: `@p${script}`,
      cuisineType: `Indian ${script}`,
      ingredients: `1 cup lentils\n${script}`,
      instructions: `Simmer the lentils.\n${script}`,
      story: `Grandmother's soup ${script}`,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await app.database.db.select().from(userRecipes).where(eq(userRecipes.reference, res.json().reference));
    expect(row).toMatchObject({
      title: `Soup ${script}`,
      authorName: `Priya ${script}`,
      story: `Grandmother's soup ${script}`,
      ingredients: `1 cup lentils\n${script}`,
    });
    const queued = (await mails()).filter((m) => m.textBody.includes(res.json().reference));
    expect(queued).toHaveLength(2);
    for (const mail of queued) expect(mail.subject).not.toContain("<");
    expect(queued.find((m) => m.recipient === BRAND.email)!.textBody).toContain(`Recipe: Soup ${script}`);
  });

  it("should answer a filled honeypot as usual and store or mail nothing", async () => {
    const before = (await rows()).length;
    const mailBefore = (await mails()).length;
    const res = await send({ ...valid, homepage: "+1 555 0100" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ reference: expect.stringMatching(/^RS-/), title: M.successTitle, message: M.success });
    const form = await sendForm({ ...formFields, homepage: "spam" });
    expect(form.statusCode).toBe(201);
    expect((await rows()).length).toBe(before);
    expect((await mails()).length).toBe(mailBefore);
  });

  it("should answer 429 once one address sends too many recipes", async () => {
    const before = (await rows()).length;
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof send>> | null = null;
    for (let i = 0; i <= RECIPE_SUBMISSION_RATE_LIMIT.limit && !refused; i++) {
      const res = await send(valid, "10.2.9.9");
      if (res.statusCode === 201) accepted += 1;
      else refused = res;
    }
    expect(accepted).toBe(RECIPE_SUBMISSION_RATE_LIMIT.limit);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().message).toBe(M.rateLimited);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    expect((await rows()).length).toBe(before + accepted);
    // Another address is not held back.
    expect((await send(valid)).statusCode).toBe(201);
  });
});

describe("POST /api/user-recipes with a photo (multipart)", () => {
  it("should take the form's fields with repeated meal types and store a PNG named .jpg as a re-encoded WebP", async () => {
    const png = await picture(640, 480).png().toBuffer();
    const res = await sendForm(
      { ...formFields, mealTypes: ["breakfast", "dinner"] },
      { name: "photo", filename: "dish.jpg", type: "image/jpeg", bytes: png },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.database.db.select().from(userRecipes).where(eq(userRecipes.reference, res.json().reference));
    expect(row).toMatchObject({
      title: "Coconut Lentil Soup",
      servingSize: 4,
      mealTypes: ["breakfast", "dinner"],
      calories: 320,
      status: "pending",
    });
    expect(row.image).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);
    const sha = row.image!.slice("/media/uploads/".length, -".webp".length);
    const [stored] = await app.database.db.select().from(uploadedImages).where(eq(uploadedImages.sha256, sha));
    expect(stored).toMatchObject({ contentType: "image/webp", width: 640, height: 480 });
    const served = await app.inject({ url: row.image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    // The team's notice links the photo.
    const team = (await mails()).find((m) => m.textBody.includes(res.json().reference) && m.recipient === BRAND.email)!;
    expect(team.textBody).toContain(row.image!);
  });

  it("should take a form with an empty file part as a recipe without a photo", async () => {
    const res = await sendForm(formFields, { name: "photo", filename: "", type: "application/octet-stream", bytes: Buffer.alloc(0) });
    expect(res.statusCode).toBe(201);
    const [row] = await app.database.db.select().from(userRecipes).where(eq(userRecipes.reference, res.json().reference));
    expect(row.image).toBeNull();
  });

  it("should refuse a text file named .png, an image over the pixel limit and a file over the size limit with 400, storing nothing", async () => {
    const before = (await rows()).length;
    const imagesBefore = (await app.database.db.select({ id: uploadedImages.id }).from(uploadedImages)).length;
    const mailBefore = (await mails()).length;

    const text = await sendForm(formFields, {
      name: "photo",
      filename: "photo.png",
      type: "image/png",
      bytes: Buffer.from("just some words, not a picture"),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: imageUploadMessages.type, issues: [{ path: "photo", message: imageUploadMessages.type }] });

    const huge = await picture(5000, 5000).png({ compressionLevel: 9 }).toBuffer();
    const pixels = await sendForm(formFields, { name: "photo", filename: "huge.png", type: "image/png", bytes: huge });
    expect(pixels.statusCode).toBe(400);
    expect(pixels.json().issues).toEqual([{ path: "photo", message: imageUploadMessages.tooManyPixels }]);

    const heavy = Buffer.concat([await picture(40, 30).png().toBuffer(), Buffer.alloc(IMAGE_UPLOAD.maxBytes)]);
    const size = await sendForm(formFields, { name: "photo", filename: "big.png", type: "image/png", bytes: heavy });
    expect(size.statusCode).toBe(400);
    expect(size.json().issues).toEqual([{ path: "photo", message: imageUploadMessages.tooLarge }]);

    // A photo in a field that takes none is refused too; a form with a bad field is refused before the photo is read.
    const elsewhere = await sendForm(formFields, {
      name: "title",
      filename: "a.png",
      type: "image/png",
      bytes: await picture(10, 10).png().toBuffer(),
    });
    expect(elsewhere.statusCode).toBe(400);
    const badField = await sendForm(
      { ...formFields, email: "nope" },
      { name: "photo", filename: "a.png", type: "image/png", bytes: await picture(10, 10).png().toBuffer() },
    );
    expect(badField.statusCode).toBe(400);
    expect(badField.json().issues).toEqual([{ path: "email", message: M.email }]);

    expect((await rows()).length).toBe(before);
    expect((await app.database.db.select({ id: uploadedImages.id }).from(uploadedImages)).length).toBe(imagesBefore);
    expect((await mails()).length).toBe(mailBefore);
  });
});

describe("GET /api/user-recipes", () => {
  /** A recipe written straight to the table with a given status, as the team's review leaves it. */
  async function insertWithStatus(status: "pending" | "approved" | "rejected", title: string) {
    const [row] = await app.database.db
      .insert(userRecipes)
      .values({
        title,
        authorName: "Hidden Cook",
        email: "hidden@example.com",
        prepTime: 5,
        cookTime: 5,
        servingSize: 2,
        cuisineType: "Zanzibari",
        mealTypes: ["breakfast"],
        ingredients: "1 secret ingredient",
        instructions: "Do the secret thing.",
        status,
      })
      .returning({ id: userRecipes.id });
    return row.id;
  }

  it("should list the approved recipes only, as {data, pagination}, whatever status is asked for", async () => {
    const pending = await insertWithStatus("pending", "Pending Zanzibar Pilau");
    const rejected = await insertWithStatus("rejected", "Rejected Zanzibar Pilau");
    const approved = await insertWithStatus("approved", "Approved Zanzibar Pilau");
    for (const status of ["approved", "pending", "rejected", "all", "", "PENDING"]) {
      const res = await app.inject({ url: `/api/user-recipes?status=${status}&limit=50` });
      expect(res.statusCode, status).toBe(200);
      const body = res.json();
      expect(body.pagination).toMatchObject({ page: 1, limit: 50 });
      const ids = body.data.map((r: { id: number }) => r.id);
      expect(ids, status).toContain(approved);
      expect(ids, status).not.toContain(pending);
      expect(ids, status).not.toContain(rejected);
      // Never the author's email or phone.
      expect(JSON.stringify(body)).not.toContain("@example.com");
    }
    for (const id of [pending, rejected]) {
      expect((await app.inject({ url: `/api/user-recipes/${id}` })).statusCode).toBe(404);
      expect((await app.inject({ url: `/api/user-recipes/${id}?status=pending` })).statusCode).toBe(404);
    }
    const one = await app.inject({ url: `/api/user-recipes/${approved}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: approved,
      title: "Approved Zanzibar Pilau",
      authorName: "Hidden Cook",
      mealTypes: ["breakfast"],
    });
    expect(one.json()).not.toHaveProperty("email");
    expect(one.json()).not.toHaveProperty("phone");
    // A search naming only the hidden ones finds nothing.
    const search = (await app.inject({ url: "/api/user-recipes?status=pending&search=Rejected%20Zanzibar" })).json();
    expect(search.data).toEqual([]);
    expect((await app.inject({ url: "/api/user-recipes/99999999" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/user-recipes/abc" })).statusCode).toBe(400);
  });

  it("should give each listed recipe the published fields under their published names, the author by the name they chose to show", async () => {
    const [row] = await app.database.db
      .insert(userRecipes)
      .values({
        title: "Published Fields Upma",
        authorName: "Private Legal Name",
        displayName: "Upma Auntie",
        email: "private.cook@example.com",
        phone: "+1 415 555 0177",
        story: "Every Sunday morning.",
        prepTime: 10,
        cookTime: 15,
        servingSize: 3,
        cuisineType: "South Indian",
        mealTypes: ["breakfast"],
        ingredients: "1 cup semolina\n1 onion",
        instructions: "Roast the semolina.\nAdd water and stir.",
        healthBenefits: "Light and warming.",
        status: "approved",
      })
      .returning({ id: userRecipes.id });
    const body = (await app.inject({ url: "/api/user-recipes?status=approved&search=Published%20Fields%20Upma" })).json();
    expect(Object.keys(body).sort()).toEqual(["data", "pagination"]);
    expect(body.data).toEqual([
      {
        id: row.id,
        title: "Published Fields Upma",
        authorName: "Upma Auntie",
        story: "Every Sunday morning.",
        prepTime: 10,
        cookTime: 15,
        servingSize: 3,
        cuisineType: "South Indian",
        mealTypes: ["breakfast"],
        ingredients: "1 cup semolina\n1 onion",
        instructions: "Roast the semolina.\nAdd water and stir.",
        healthBenefits: "Light and warming.",
        image: null,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    // The name kept private behind the shown one, the address and the phone never leave.
    expect(JSON.stringify(body)).not.toMatch(/Private Legal Name|private\.cook|555 0177/);
    const one = (await app.inject({ url: `/api/user-recipes/${row.id}` })).json();
    expect(one).toMatchObject({ authorName: "Upma Auntie", story: "Every Sunday morning.", healthBenefits: "Light and warming." });
    expect(JSON.stringify(one)).not.toMatch(/Private Legal Name|private\.cook|555 0177/);
    // Nor does a search by the private name tell whose recipe it is; the shown name finds it.
    expect((await app.inject({ url: "/api/user-recipes?search=Private%20Legal%20Name" })).json().data).toEqual([]);
    expect((await app.inject({ url: "/api/user-recipes?search=Upma%20Auntie" })).json().data.map((r: { id: number }) => r.id)).toEqual([
      row.id,
    ]);
  });

  it("should search over title, author, cuisine and ingredients, filter by cuisine and meal type, and page in SQL", async () => {
    const get = async (query: string) => (await app.inject({ url: `/api/user-recipes?${query}` })).json();
    const titles = (body: { data: { title: string }[] }) => body.data.map((r) => r.title);

    expect(titles(await get("search=kitchari"))).toEqual(["Everyday Moong Dal Kitchari"]);
    expect(titles(await get("search=anjali"))).toContain("Everyday Moong Dal Kitchari");
    expect(titles(await get("search=asafoetida"))).toContain("Everyday Moong Dal Kitchari");
    expect(titles(await get("search=korean"))).toEqual(["Gyeran-jjim (Korean Steamed Egg)"]);
    // Each word must match; % and _ are taken literally.
    expect((await get("search=kitchari%20tacos")).data).toEqual([]);
    expect((await get("search=%25")).data).toEqual([]);

    const indian = await get("cuisine=indian");
    expect(indian.data.length).toBeGreaterThan(0);
    expect(indian.data.every((r: { cuisineType: string }) => r.cuisineType === "Indian")).toBe(true);
    const breakfast = await get("mealType=breakfast");
    expect(breakfast.data.length).toBeGreaterThan(0);
    expect(breakfast.data.every((r: { mealTypes: string[] }) => r.mealTypes.includes("breakfast"))).toBe(true);
    expect((await get("mealType=all")).pagination.total).toBe((await get("")).pagination.total);
    expect((await app.inject({ url: "/api/user-recipes?mealType=brunch" })).statusCode).toBe(400);

    const first = await get("limit=3&page=1");
    const second = await get("limit=3&page=2");
    expect(first.data).toHaveLength(3);
    expect(first.pagination.totalPages).toBe(Math.ceil(first.pagination.total / 3));
    expect(second.data.map((r: { id: number }) => r.id)).not.toContain(first.data[0].id);
    expect((await app.inject({ url: "/api/user-recipes?limit=51" })).statusCode).toBe(400);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish the shared recipe routes with their inputs, answers and errors, the form as multipart or JSON", async () => {
    const communityPaths = /^\/api\/user-recipes(\/|$)/;
    const form = ["multipart/form-data", "application/json"];
    const expected = {
      "GET /api/user-recipes": { tags: ["Community"], statuses: [200, 400], answers: "CommunityRecipePage", body: [] },
      "GET /api/user-recipes/:id": { tags: ["Community"], statuses: [200, 400, 404], answers: "CommunityRecipe", body: [] },
      "POST /api/user-recipes": { tags: ["Community"], statuses: [201, 400, 413, 429], answers: "RecipeSubmissionResult", body: form },
    };
    expect(declaredRoutesMatching(app, communityPaths).sort()).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, communityPaths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
