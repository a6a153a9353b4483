import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand";
import { expertConsultations, outbox } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/test-app";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ seedDemoContent: false });
});
afterAll(async () => {
  await app?.close();
});

const ask = (payload: unknown) =>
  app.inject({
    method: "POST",
    url: "/api/expert-consultation",
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    headers: { "content-type": "application/json" },
  });

const valid = {
  name: "  Asha Rao ",
  email: "Asha.Rao@Example.com",
  doshaType: "pitta",
  healthConcerns: "Acid reflux after spicy food",
  question: "Can I make this dal without the green chilli and still keep it tasty?",
  recipeId: 7,
  recipeTitle: "Masoor Dal Tadka",
  recipientEmail: BRAND.email,
  submittedAt: "2026-11-25T21:30:00.000Z",
};

const countRows = async () => (await app.database.db.select().from(expertConsultations)).length;
const countMail = async () => (await app.database.db.select().from(outbox)).length;

describe("POST /api/expert-consultation", () => {
  it("should store a valid question, answer 201 and queue a mail to the experts and one to the visitor", async () => {
    const res = await ask(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toEqual(expect.any(Number));
    expect(body.message).toMatch(/24 hours/);

    const [row] = await app.database.db.select().from(expertConsultations).where(eq(expertConsultations.id, body.id));
    expect(row).toMatchObject({
      name: "Asha Rao",
      email: "asha.rao@example.com",
      doshaType: "pitta",
      healthConcerns: "Acid reflux after spicy food",
      recipeId: 7,
      recipeTitle: "Masoor Dal Tadka",
      recipientEmail: BRAND.email,
    });
    expect(row.submittedAt?.toISOString()).toBe("2026-11-25T21:30:00.000Z");

    const toExperts = await app.database.db.select().from(outbox).where(eq(outbox.recipient, BRAND.email));
    expect(toExperts).toHaveLength(1);
    expect(toExperts[0].subject).toBe(`Expert question #${body.id}`);
    expect(toExperts[0].textBody).toContain("Masoor Dal Tadka");
    expect(toExperts[0].textBody).toContain("green chilli");
    expect(toExperts[0].textBody).toContain("Pitta");
    const toVisitor = await app.database.db.select().from(outbox).where(eq(outbox.recipient, "asha.rao@example.com"));
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0].textBody).toContain("within 24 hours");
    expect(toVisitor[0].status).toBe("pending");
  });

  it("should accept a question without the optional fields", async () => {
    const res = await ask({ name: "Li", email: "li@example.com", doshaType: "unknown", question: "Which dosha am I?", healthConcerns: "" });
    expect(res.statusCode).toBe(201);
    const [row] = await app.database.db.select().from(expertConsultations).where(eq(expertConsultations.id, res.json().id));
    expect(row.healthConcerns).toBeNull();
    expect(row.recipeId).toBeNull();
    expect(row.submittedAt).toBeNull();
  });

  it("should refuse each invalid field with its message and store nothing", async () => {
    const rowsBefore = await countRows();
    const mailBefore = await countMail();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "A" }, "name", "Name must be at least 2 characters"],
      [{ name: "   x  " }, "name", "Name must be at least 2 characters"],
      [{ name: 42 }, "name", "Name must be at least 2 characters"],
      [{ name: "n".repeat(101) }, "name", "Name must be at most 100 characters"],
      [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
      [{ email: undefined }, "email", "Please enter a valid email address"],
      [{ doshaType: "" }, "doshaType", "Please select your primary dosha"],
      [{ doshaType: "fire" }, "doshaType", "Please select your primary dosha"],
      [{ question: "Too short" }, "question", "Question must be at least 10 characters"],
      [{ question: "q".repeat(2001) }, "question", "Question must be at most 2000 characters"],
      [{ healthConcerns: "h".repeat(1001) }, "healthConcerns", "Health concerns must be at most 1000 characters"],
      [{ recipeId: -3 }, "recipeId", "recipeId must be a positive whole number"],
      [{ recipeId: "7" }, "recipeId", "recipeId must be a positive whole number"],
      [{ recipeId: 1.5 }, "recipeId", "recipeId must be a positive whole number"],
      [{ recipientEmail: "someone" }, "recipientEmail", "Please enter a valid email address"],
      [{ submittedAt: "yesterday" }, "submittedAt", "submittedAt must be an ISO 8601 date and time"],
    ];
    for (const [change, path, message] of cases) {
      const res = await ask({ ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toEqual({ message, issues: [{ path, message }] });
    }
    const empty = await ask({});
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(["doshaType", "email", "name", "question"]);
    expect(await countRows()).toBe(rowsBefore);
    expect(await countMail()).toBe(mailBefore);
  });

  it("should refuse NUL, control characters and half surrogate pairs in every text field with a 400, never a 500", async () => {
    const rowsBefore = await countRows();
    // One request carries every hostile field (the route is rate limited); each is named in the answer.
    const res = await ask({
      ...valid,
      name: "Asha\u0000Rao",
      email: "asha\u0000@example.com",
      doshaType: "vata\u0000",
      question: "Can I make this \udc00 without chilli?",
      healthConcerns: "Reflux\u001b[2J",
      recipeTitle: "Dal\u0000",
      recipientEmail: "team\u0000@example.com",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: "name", message: "Name contains characters that are not allowed" },
      { path: "email", message: "Please enter a valid email address" },
      { path: "doshaType", message: "Please select your primary dosha" },
      { path: "healthConcerns", message: "Health concerns contain characters that are not allowed" },
      { path: "question", message: "Question contains characters that are not allowed" },
      { path: "recipeTitle", message: "recipeTitle contains characters that are not allowed" },
      { path: "recipientEmail", message: "Please enter a valid email address" },
    ]);
    const other = await ask(
      JSON.stringify({ ...valid, name: "Asha\tRao", question: "Can I make this without\u0000 chilli?" }).replace(
        '"recipeId":7',
        '"recipeId":1e400',
      ),
    );
    expect(other.json().issues).toEqual([
      { path: "name", message: "Name contains characters that are not allowed" },
      { path: "question", message: "Question contains characters that are not allowed" },
      { path: "recipeId", message: "recipeId must be a positive whole number" },
    ]);
    expect(await countRows()).toBe(rowsBefore);
  });

  it("should keep the line breaks and tabs of a multi-line question", async () => {
    const question = "Two questions:\n\t1. Less chilli?\r\n\t2. Less oil?";
    const res = await ask({ ...valid, question, healthConcerns: "Reflux\nafter meals" });
    expect(res.statusCode).toBe(201);
    const [row] = await app.database.db.select().from(expertConsultations).where(eq(expertConsultations.id, res.json().id));
    expect(row!.question).toBe(question);
  });
});
