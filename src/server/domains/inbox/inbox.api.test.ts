import type { FastifyInstance } from "fastify";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inboxMessages as M } from "../../../shared/schemas/inbox";
import {
  bulkInquiries,
  contactMessages,
  contentRemovalRequests,
  expertConsultations,
  inboxReplies,
  outbox,
  sponsorshipInquiries,
} from "../../db/schema/index";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { buildAdminTestApp, signIn } from "../admin/admin-test-kit";
import { adminClient, auditOf } from "../moderation/moderation-test-kit";

let app: FastifyInstance;
let api: ReturnType<typeof adminClient>;

beforeAll(async () => {
  app = await buildAdminTestApp();
  api = adminClient(app, (await signIn(app)).token);
});
afterAll(async () => {
  await app?.close();
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
let address = 0;

/** A message sent through the real contact form; answers its row. */
async function contactThroughForm(name: string, email: string, message: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/contact",
    payload: {
      name,
      email,
      subject: "class-booking",
      message,
      recipientEmail: "copy@elsewhere.example",
    },
    remoteAddress: `10.88.0.${++address}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.reference, res.json().reference));
  return row;
}

/** One message of each other kind, written as their forms store them, older than the contact one. */
async function seedOtherKinds() {
  const db = app.database.db;
  const [removal] = await db
    .insert(contentRemovalRequests)
    .values({
      reference: "CR-INBOX001",
      name: "Marta Ruiz",
      email: "marta@example.com",
      phone: "+34 600 000 000",
      complaintType: "copyright",
      contentUrl: "https://ayur.example/recipes/12",
      description: "This photo of my saffron rice is used without permission.",
      requestedAction: "remove",
      createdAt: minutesAgo(10),
    })
    .returning();
  const [sponsorship] = await db
    .insert(sponsorshipInquiries)
    .values({
      reference: "SP-INBOX001",
      companyName: "Ghee Works",
      contactName: "Tom Baker",
      email: "tom@gheeworks.example",
      sponsorshipType: "newsletter",
      budget: "5k-10k",
      objectives: "Reach home cooks who care about ghee.",
      status: "in_progress",
      createdAt: minutesAgo(20),
    })
    .returning();
  const [bulk] = await db
    .insert(bulkInquiries)
    .values({
      reference: "BQ-INBOX001",
      productName: "Organic Turmeric",
      quantity: 40,
      buyerName: "Lena Fischer",
      email: "lena@example.com",
      phone: "+49 30 000000",
      message: "Forty jars for our café, please.",
      status: "done",
      createdAt: minutesAgo(30),
    })
    .returning();
  const [consultation] = await db
    .insert(expertConsultations)
    .values({
      name: "Arjun Mehta",
      email: "arjun@example.com",
      doshaType: "pitta",
      question: "Is this kitchari cooling enough for summer?",
      recipeTitle: "Moong Dal Kitchari",
      createdAt: minutesAgo(40),
    })
    .returning();
  return { removal, sponsorship, bulk, consultation };
}

let contact: typeof contactMessages.$inferSelect;
let others: Awaited<ReturnType<typeof seedOtherKinds>>;

beforeAll(async () => {
  others = await seedOtherKinds();
  contact = await contactThroughForm("Priya Nair", "Priya@Example.com", "Is there a Saturday class for two in May?");
});

describe("GET /api/admin/inbox", () => {
  it("should gather every kind in one list, newest first, with the counts per status", async () => {
    const res = await api.get("/api/admin/inbox");
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      total: 5,
      totalPages: 1,
      hasPrev: false,
      hasNext: false,
      page: 1,
      limit: 20,
      counts: { new: 3, in_progress: 1, done: 1 },
    });
    expect(page.data.map((m: { kind: string }) => m.kind)).toEqual([
      "contact",
      "content_removal",
      "sponsorship",
      "bulk_enquiry",
      "consultation",
    ]);
    expect(page.data[0]).toMatchObject({
      kind: "contact",
      id: contact.id,
      reference: contact.reference,
      name: "Priya Nair",
      email: "priya@example.com",
      summary: "Class Booking",
      preview: "Is there a Saturday class for two in May?",
      status: "new",
      replies: 0,
    });
    expect(page.data[2]).toMatchObject({
      summary: "Ghee Works · newsletter",
      name: "Tom Baker",
    });
    expect(page.data[3]).toMatchObject({
      summary: "40 × Organic Turmeric",
      reference: "BQ-INBOX001",
    });
    expect(page.data[4]).toMatchObject({
      reference: null,
      summary: "Moong Dal Kitchari",
      name: "Arjun Mehta",
    });
  });

  it("should filter by kind and status, and page in SQL", async () => {
    const byKind = (await api.get("/api/admin/inbox?kind=bulk_enquiry")).json();
    expect(byKind.data.map((m: { reference: string }) => m.reference)).toEqual(["BQ-INBOX001"]);
    expect(byKind.counts).toEqual({ new: 0, in_progress: 0, done: 1 });
    const newOnes = (await api.get("/api/admin/inbox?status=new")).json();
    expect(newOnes.total).toBe(3);
    expect(newOnes.data.every((m: { status: string }) => m.status === "new")).toBe(true);
    const all = (await api.get("/api/admin/inbox?kind=all&status=all")).json();
    expect(all.total).toBe(5);
    const second = (await api.get("/api/admin/inbox?limit=2&page=2")).json();
    expect(second).toMatchObject({
      total: 5,
      totalPages: 3,
      hasPrev: true,
      hasNext: true,
    });
    expect(second.data.map((m: { kind: string }) => m.kind)).toEqual(["sponsorship", "bulk_enquiry"]);
  });

  it("should search name, email, reference and text, every word, wildcards taken literally", async () => {
    const search = async (q: string) =>
      (await api.get(`/api/admin/inbox?search=${encodeURIComponent(q)}`)).json().data.map((m: { kind: string }) => m.kind);
    expect(await search("marta")).toEqual(["content_removal"]);
    expect(await search("gheeworks.example")).toEqual(["sponsorship"]);
    expect(await search(contact.reference.toLowerCase())).toEqual(["contact"]);
    expect(await search("kitchari summer")).toEqual(["consultation"]);
    expect(await search("saffron permission")).toEqual(["content_removal"]);
    expect(await search("saffron café")).toEqual([]);
    expect(await search("%")).toEqual([]);
  });

  it("should refuse an unknown kind or status with 400 and the field's message", async () => {
    const kind = await api.get("/api/admin/inbox?kind=orders");
    expect(kind.statusCode).toBe(400);
    expect(kind.json().issues).toEqual([{ path: "kind", message: M.kindInvalid }]);
    const status = await api.get("/api/admin/inbox?status=archived");
    expect(status.json().issues).toEqual([{ path: "status", message: M.statusInvalid }]);
    expect((await api.get("/api/admin/inbox?limit=101")).statusCode).toBe(400);
  });

  it("should answer 401 without a session", async () => {
    expect((await app.inject({ url: "/api/admin/inbox" })).statusCode).toBe(401);
    expect((await app.inject({ url: `/api/admin/inbox/contact/${contact.id}` })).statusCode).toBe(401);
  });
});

describe("GET /api/admin/inbox/{kind}/{id}", () => {
  it("should show the whole message with every field the visitor filled in", async () => {
    const res = await api.get(`/api/admin/inbox/contact/${contact.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: "contact",
      id: contact.id,
      reference: contact.reference,
      name: "Priya Nair",
      email: "priya@example.com",
      text: "Is there a Saturday class for two in May?",
      fields: [
        { key: "subject", value: "Class Booking" },
        { key: "recipientEmail", value: "copy@elsewhere.example" },
      ],
      status: "new",
      internalNotes: null,
      replies: [],
    });
    const removal = (await api.get(`/api/admin/inbox/content_removal/${others.removal.id}`)).json();
    expect(removal.fields).toEqual([
      { key: "phone", value: "+34 600 000 000" },
      { key: "complaintType", value: "copyright" },
      { key: "contentUrl", value: "https://ayur.example/recipes/12" },
      { key: "requestedAction", value: "remove" },
    ]);
    const consultation = (await api.get(`/api/admin/inbox/consultation/${others.consultation.id}`)).json();
    expect(consultation).toMatchObject({
      reference: null,
      text: "Is this kitchari cooling enough for summer?",
    });
    expect(consultation.fields).toContainEqual({
      key: "doshaType",
      value: "pitta",
    });
  });

  it("should answer 404 for a message that is not there and 400 for an unknown kind", async () => {
    const missing = await api.get("/api/admin/inbox/contact/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
    expect((await api.get(`/api/admin/inbox/orders/${contact.id}`)).statusCode).toBe(400);
  });
});

describe("PATCH /api/admin/inbox/{kind}/{id}", () => {
  it("should change the status and the notes with one audit row each time", async () => {
    const res = await api.patch(`/api/admin/inbox/sponsorship/${others.sponsorship.id}`, {
      status: "done",
      internalNotes: "Sent the media kit.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: M.updated,
      item: { status: "done", internalNotes: "Sent the media kit." },
    });
    const [row] = await app.database.db.select().from(sponsorshipInquiries).where(eq(sponsorshipInquiries.id, others.sponsorship.id));
    expect(row).toMatchObject({
      status: "done",
      internalNotes: "Sent the media kit.",
    });
    const [audit] = await auditOf(app, "inbox_message", `sponsorship:${others.sponsorship.id}`);
    expect(audit).toMatchObject({
      action: "inbox_message.updated",
      actor: "kitchen-lead",
      before: { status: "in_progress", internalNotes: null },
      after: { status: "done", internalNotes: "Sent the media kit." },
    });

    // Notes alone keep the status; blank notes clear them.
    const notes = await api.patch(`/api/admin/inbox/sponsorship/${others.sponsorship.id}`, { internalNotes: "  " });
    expect(notes.json().item).toMatchObject({
      status: "done",
      internalNotes: null,
    });
    expect(await auditOf(app, "inbox_message", `sponsorship:${others.sponsorship.id}`)).toHaveLength(2);
  });

  it("should refuse an unknown status, an empty change and a missing message, changing nothing", async () => {
    const url = `/api/admin/inbox/bulk_enquiry/${others.bulk.id}`;
    const status = await api.patch(url, { status: "archived" });
    expect(status.statusCode).toBe(400);
    expect(status.json().issues).toEqual([{ path: "status", message: M.statusInvalid }]);
    const empty = await api.patch(url, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([{ path: "status", message: M.nothingToChange }]);
    const long = await api.patch(url, { internalNotes: "x".repeat(5001) });
    expect(long.json().issues).toEqual([{ path: "internalNotes", message: M.notesTooLong }]);
    expect(
      (
        await api.patch("/api/admin/inbox/bulk_enquiry/999999", {
          status: "done",
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await app.database.db.select().from(bulkInquiries).where(eq(bulkInquiries.id, others.bulk.id));
    expect(row).toMatchObject({ status: "done", internalNotes: null });
    expect(await auditOf(app, "inbox_message", `bulk_enquiry:${others.bulk.id}`)).toEqual([]);
  });
});

describe("POST /api/admin/inbox/{kind}/{id}/replies", () => {
  it("should queue the reply to the stored address, keep it with its outbox id, move a new message to in progress and audit it", async () => {
    const res = await api.post(`/api/admin/inbox/contact/${contact.id}/replies`, {
      subject: `Re: your message ${contact.reference}`,
      body: "Yes: Saturday 16 May at 10:00 has two seats left.",
      // A recipient from the browser is not part of the contract: it is ignored.
      to: "attacker@evil.example",
      toEmail: "attacker@evil.example",
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: M.replyQueued,
      item: { status: "in_progress" },
    });
    expect(body.reply).toMatchObject({
      toEmail: "priya@example.com",
      subject: `Re: your message ${contact.reference}`,
      sentBy: "kitchen-lead",
      delivery: "pending",
    });

    const [kept] = await app.database.db
      .select()
      .from(inboxReplies)
      .where(and(eq(inboxReplies.kind, "contact"), eq(inboxReplies.messageId, contact.id)));
    expect(kept).toMatchObject({
      toEmail: "priya@example.com",
      body: "Yes: Saturday 16 May at 10:00 has two seats left.",
    });
    const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.id, kept.outboxId!));
    expect(mail.recipient).toBe("priya@example.com");
    expect(mail.subject).toBe(`Re: your message ${contact.reference}`);
    expect(mail.textBody).toContain("Yes: Saturday 16 May at 10:00 has two seats left.");
    expect(mail.textBody).toContain(contact.reference);
    expect(await app.database.db.select().from(outbox).where(eq(outbox.recipient, "attacker@evil.example"))).toEqual([]);

    const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.id, contact.id));
    expect(row.status).toBe("in_progress");
    const [audit] = await auditOf(app, "inbox_message", `contact:${contact.id}`);
    expect(audit).toMatchObject({
      action: "inbox_message.replied",
      before: { status: "new" },
      after: {
        status: "in_progress",
        replyId: kept.id,
        outboxId: kept.outboxId,
        toEmail: "priya@example.com",
      },
    });

    // The message view lists it; the list counts it.
    const view = (await api.get(`/api/admin/inbox/contact/${contact.id}`)).json();
    expect(view.replies).toHaveLength(1);
    expect(view.replies[0]).toMatchObject({
      id: kept.id,
      outboxId: kept.outboxId,
    });
    const line = (await api.get(`/api/admin/inbox?search=${contact.reference}`)).json().data[0];
    expect(line).toMatchObject({ status: "in_progress", replies: 1 });
  });

  it("should leave a message that is done as it is when the team writes again", async () => {
    const res = await api.post(`/api/admin/inbox/bulk_enquiry/${others.bulk.id}/replies`, {
      subject: "Your bulk order",
      body: "The forty jars ship on Monday.",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().item.status).toBe("done");
    const mails = await app.database.db.select().from(outbox).where(eq(outbox.recipient, "lena@example.com")).orderBy(desc(outbox.id));
    expect(mails[0].subject).toBe("Your bulk order");
  });

  it("should refuse a blank subject or body and a missing message, writing nothing", async () => {
    const before = (await app.database.db.select().from(outbox)).length;
    const url = `/api/admin/inbox/consultation/${others.consultation.id}/replies`;
    const blank = await api.post(url, { subject: " ", body: "" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toEqual([
      { path: "subject", message: M.subjectRequired },
      { path: "body", message: M.bodyRequired },
    ]);
    expect(
      (
        await api.post("/api/admin/inbox/consultation/999999/replies", {
          subject: "Hello",
          body: "Hello",
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.database.db.select().from(outbox)).length).toBe(before);
    expect(await app.database.db.select().from(inboxReplies).where(eq(inboxReplies.kind, "consultation"))).toEqual([]);
    const [row] = await app.database.db.select().from(expertConsultations).where(eq(expertConsultations.id, others.consultation.id));
    expect(row.status).toBe("new");
  });
});

describe("countNew", () => {
  it("should count the messages of every kind still new", async () => {
    // After the replies above: the removal request and the consultation remain new.
    expect(await app.services.inbox.countNew()).toBe(2);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish every inbox route under Admin with its answer and its errors", async () => {
    const paths = /^\/api\/admin\/inbox(\/|$)/;
    const expected = {
      "GET /api/admin/inbox": { tags: ["Admin"], statuses: [200, 400, 401], answers: "InboxPage", body: [] },
      "GET /api/admin/inbox/:kind/:id": { tags: ["Admin"], statuses: [200, 400, 401, 404], answers: "InboxMessage", body: [] },
      "PATCH /api/admin/inbox/:kind/:id": {
        tags: ["Admin"],
        statuses: [200, 400, 401, 403, 404],
        answers: "object",
        body: ["application/json"],
      },
      "POST /api/admin/inbox/:kind/:id/replies": {
        tags: ["Admin"],
        statuses: [201, 400, 401, 403, 404],
        answers: "object",
        body: ["application/json"],
      },
    };
    expect(declaredRoutesMatching(app, paths).sort()).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, paths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
