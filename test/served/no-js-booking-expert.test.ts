/**
 * The class booking and the expert question sent as a browser without JavaScript sends them: a
 * urlencoded POST to the page itself. The page answers with a 303 to a confirmation whose address
 * holds no typed value (post/redirect/get), or with the same form, each field's message and the
 * typed values (400), storing and mailing nothing. The booking form's Idempotency-Key books once.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mailsTo } from "../../e2e/support/mailbox.ts";
import { send, site, type RawResponse } from "./http.ts";

type Slot = { id: number; date: string; time: string; availableSpots: number };
type CookingClass = { id: number; title: string; maxParticipants: number; schedule: Slot[] };

/** Each request "from" an address of its own, so the forms' rate limits never meet. */
const visitor = () => `10.64.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const unique = () => randomBytes(4).toString("hex");

/** The text of a page as a person reads it: entities decoded. */
const pageText = (res: RawResponse) =>
  res
    .text()
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

async function getJson<T>(target: string): Promise<T> {
  const res = await send(target, { headers: { accept: "application/json" } });
  expect(res.status, res.text()).toBe(200);
  return JSON.parse(res.text()) as T;
}

/** A class and one of its sessions with at least `spots` seats free: the roomiest, or the one with the fewest left. */
async function sessionWithSpots(spots: number, pick: "most" | "fewest" = "most"): Promise<{ cls: CookingClass; slot: Slot }> {
  const found: { cls: CookingClass; slot: Slot }[] = [];
  for (const cls of await getJson<CookingClass[]>("/api/classes")) {
    for (const slot of cls.schedule)
      if (slot.availableSpots >= spots && slot.availableSpots <= cls.maxParticipants) found.push({ cls, slot });
  }
  found.sort((a, b) => (pick === "most" ? b.slot.availableSpots - a.slot.availableSpots : a.slot.availableSpots - b.slot.availableSpots));
  if (!found[0]) throw new Error(`no session with ${spots} spots`);
  return found[0];
}

async function spotsLeft(classId: number, slotId: number): Promise<number> {
  const cls = await getJson<CookingClass>(`/api/classes/${classId}`);
  return cls.schedule.find((slot) => slot.id === slotId)?.availableSpots ?? -1;
}

/** The form as a browser without a script posts it. */
function postForm(target: string, fields: Record<string, string>, from = visitor()) {
  return send(target, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: site().baseUrl, "x-forwarded-for": from },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The value of a form control the page rendered, by its name (the first after `from`, when given). */
function controlValue(html: string, name: string, from?: string): string | undefined {
  const scope = from ? html.slice(html.indexOf(from)) : html;
  const input = new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`).exec(scope)?.[0];
  return input ? /\bvalue="([^"]*)"/.exec(input)?.[1] : undefined;
}

/** The first mail to `address` whose text holds `needle`, waited for (the outbox sends on its own timer). */
async function mailArrives(address: string, needle = "") {
  const found = () => mailsTo(address, site().mailDir).find((mail) => mail.text.includes(needle));
  await expect.poll(found, { timeout: 60_000, interval: 250, message: `a mail to ${address} holding ${needle}` }).toBeDefined();
  return found()!;
}

describe("the class booking without JavaScript", () => {
  it("should book once through the page (even sent twice), 303 to a confirmation naming only the reference, and mail it", async () => {
    const { cls, slot } = await sessionWithSpots(3);
    const before = slot.availableSpots;
    const page = await send(`/classes/${cls.id}?book=${slot.id}`);
    expect(page.status).toBe(200);
    // The form carries a one-time key, so the page is nobody else's.
    expect(page.headers["cache-control"]).toBe("private, no-store");
    const html = page.text();
    expect(html).toMatch(new RegExp(`<form[^>]*action="/classes/${cls.id}\\?book=${slot.id}" method="post"`));
    const idempotencyKey = controlValue(html, "idempotencyKey");
    expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    const name = `Asha Nojs${unique()}`;
    const email = `book-nojs-${unique()}@example.com`;
    const fields = {
      intent: "book",
      idempotencyKey: idempotencyKey!,
      session: String(slot.id),
      customerName: name,
      customerEmail: email,
      customerPhone: "",
      participants: "2",
      homepage: "",
    };
    const first = await postForm(`/classes/${cls.id}?book=${slot.id}`, fields);
    expect(first.status, first.text()).toBe(303);
    const location = String(first.headers.location);
    expect(location).toMatch(new RegExp(`^/classes/${cls.id}\\?sent=CB-[A-Z0-9]{8}#book$`));
    for (const typed of [name, email, "Nojs", "book-nojs", "%40"]) expect(location).not.toContain(typed);

    // A second press of the button sends the same form: the same booking comes back, no seat more is taken.
    const again = await postForm(`/classes/${cls.id}?book=${slot.id}`, fields);
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe(location);
    expect(await spotsLeft(cls.id, slot.id)).toBe(before - 2);

    const confirmation = await send(location.replace(/#.*$/, ""));
    expect(confirmation.status).toBe(200);
    expect(confirmation.headers["cache-control"]).toBe("private, no-store");
    const shown = pageText(confirmation);
    const reference = /sent=(CB-[A-Z0-9]{8})/.exec(location)![1];
    expect(shown).toContain("You're booked!");
    expect(shown).toContain(`Booking reference ${reference}.`);
    expect(shown).not.toContain(email);

    const mail = await mailArrives(email, reference);
    expect(mail.to).toEqual([email]);
    expect(mailsTo(email, site().mailDir).filter((m) => m.text.includes(reference))).toHaveLength(1);
  });

  it("should answer invalid fields with 400, each field's message and the typed values, and store or mail nothing", async () => {
    const { cls, slot } = await sessionWithSpots(1);
    const before = slot.availableSpots;
    const refusedEmail = `refused-${unique()}@example.com`;
    const refused = await postForm(`/classes/${cls.id}?book=${slot.id}`, {
      intent: "book",
      idempotencyKey: `key-${unique()}`,
      session: String(slot.id),
      customerName: "A",
      customerEmail: refusedEmail,
      customerPhone: "+1 415 555 0100",
      participants: "0",
      homepage: "",
    });
    expect(refused.status).toBe(400);
    expect(refused.headers["cache-control"]).toBe("private, no-store");
    const html = refused.text();
    const shown = pageText(refused);
    expect(shown).toContain("Name must be at least 2 characters");
    expect(shown).toContain("At least 1 participant required");
    expect(controlValue(html, "customerName")).toBe("A");
    expect(controlValue(html, "customerEmail")).toBe(refusedEmail);
    expect(controlValue(html, "customerPhone")).toBe("+1 415 555 0100");
    expect(controlValue(html, "participants")).toBe("0");
    expect(html).toMatch(new RegExp(`<option value="${slot.id}" selected=""`));
    // Without a script, the keyboard starts at the first field in error.
    expect(/<input[^>]*\bname="customerName"[^>]*>/.exec(html)![0]).toMatch(/autofocus=""[^>]*aria-invalid="true"/);

    const badEmail = await postForm(`/classes/${cls.id}?book=${slot.id}`, {
      intent: "book",
      session: "",
      customerName: "Asha Rao",
      customerEmail: "asha@",
      participants: "1",
    });
    expect(badEmail.status).toBe(400);
    expect(pageText(badEmail)).toContain("Please enter a valid email");
    expect(pageText(badEmail)).toContain("Please select a date");
    expect(controlValue(badEmail.text(), "customerEmail")).toBe("asha@");

    expect(await spotsLeft(cls.id, slot.id)).toBe(before);
    // A booking made after the refusals is mailed; by the time it arrives a mail for them would have too.
    const { cls: later, slot: laterSlot } = await sessionWithSpots(1);
    const email = `after-refusal-${unique()}@example.com`;
    const booked = await postForm(`/classes/${later.id}?book=${laterSlot.id}`, {
      intent: "book",
      idempotencyKey: `key-${unique()}`,
      session: String(laterSlot.id),
      customerName: "Ravi Menon",
      customerEmail: email,
      participants: "1",
    });
    expect(booked.status).toBe(303);
    await mailArrives(email, /sent=(CB-[A-Z0-9]{8})/.exec(String(booked.headers.location))![1]);
    expect(mailsTo(refusedEmail, site().mailDir)).toEqual([]);
  });

  it("should say a session that filled up is full (409), and take a place on its waiting list instead", async () => {
    const { cls, slot } = await sessionWithSpots(1, "fewest");
    const taken = await send("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", origin: site().baseUrl, "x-forwarded-for": visitor() },
      body: JSON.stringify({
        classId: cls.id,
        customerName: "First Comer",
        customerEmail: `first-${unique()}@example.com`,
        participants: slot.availableSpots,
        scheduledDate: slot.date,
        scheduledTime: slot.time,
      }),
    });
    expect(taken.status, taken.text()).toBe(201);

    const late = await postForm(`/classes/${cls.id}?book=${slot.id}`, {
      intent: "book",
      idempotencyKey: `key-${unique()}`,
      session: String(slot.id),
      customerName: "Late Comer",
      customerEmail: `late-${unique()}@example.com`,
      participants: "1",
    });
    expect(late.status).toBe(409);
    expect(pageText(late)).toContain("This session is full");
    expect(controlValue(late.text(), "customerName")).toBe("Late Comer");
    expect(late.text()).toContain(`href="/classes/${cls.id}?waitlist=${slot.id}#book"`);

    const waitlistForm = await send(`/classes/${cls.id}?waitlist=${slot.id}`);
    expect(pageText(waitlistForm)).toContain("Join the Waiting List");
    const email = `waitlist-nojs-${unique()}@example.com`;
    const joined = await postForm(`/classes/${cls.id}?waitlist=${slot.id}`, {
      intent: "waitlist",
      session: String(slot.id),
      customerName: "Late Comer",
      customerEmail: email,
    });
    expect(joined.status, joined.text()).toBe(303);
    expect(joined.headers.location).toBe(`/classes/${cls.id}?waitlisted=${slot.id}#book`);
    const confirmation = await send(`/classes/${cls.id}?waitlisted=${slot.id}`);
    expect(confirmation.headers["cache-control"]).toBe("private, no-store");
    expect(pageText(confirmation)).toContain("You're on the waiting list");
    expect(pageText(confirmation)).not.toContain(email);
  });
});

describe("the expert question without JavaScript", () => {
  it("should send the question through the recipe page, 303 to a private confirmation, while the recipe page stays cacheable", async () => {
    for (const target of ["/recipes/1", "/recipes/1?ask=1"]) {
      const page = await send(target);
      expect(page.status).toBe(200);
      expect(page.headers["cache-control"], target).toMatch(/^public, .*s-maxage=\d+/);
    }
    expect((await send("/recipes/1?ask=1")).text()).toMatch(/<form[^>]*action="\/recipes\/1\?ask=1" method="post"/);

    const refusedEmail = `expert-refused-${unique()}@example.com`;
    const refused = await postForm("/recipes/1?ask=1", {
      name: "A",
      email: refusedEmail,
      doshaType: "",
      healthConcerns: "Heartburn after spicy food",
      question: "Short",
      homepage: "",
    });
    expect(refused.status).toBe(400);
    expect(refused.headers["cache-control"]).toBe("private, no-store");
    const shown = pageText(refused);
    for (const message of [
      "Name must be at least 2 characters",
      "Please select your primary dosha",
      "Question must be at least 10 characters",
    ])
      expect(shown).toContain(message);
    expect(controlValue(refused.text(), "name", 'id="ask"')).toBe("A");
    expect(controlValue(refused.text(), "email", 'id="ask"')).toBe(refusedEmail);
    expect(refused.text()).toMatch(/<textarea[^>]*name="healthConcerns"[^>]*>Heartburn after spicy food<\/textarea>/);
    expect(refused.text()).toMatch(/<textarea[^>]*name="question"[^>]*>Short<\/textarea>/);

    const name = `Meera Nojs${unique()}`;
    const email = `expert-nojs-${unique()}@example.com`;
    const sent = await postForm("/recipes/1?ask=1", {
      name,
      email,
      doshaType: "pitta",
      healthConcerns: "",
      question: "Can I leave out the ginger and still balance pitta?",
      homepage: "",
    });
    expect(sent.status, sent.text()).toBe(303);
    expect(sent.headers.location).toBe("/recipes/1?sent=1#ask");

    for (let visit = 0; visit < 2; visit++) {
      const confirmation = await send("/recipes/1?sent=1");
      expect(confirmation.status).toBe(200);
      expect(confirmation.headers["cache-control"]).toBe("private, no-store");
      expect(confirmation.headers["x-page-cache"]).toBeUndefined();
      expect(pageText(confirmation)).toContain("Your question is on its way");
      expect(pageText(confirmation)).not.toContain(email);
    }

    // The acknowledgement: stored and mailed as the dialog's question is.
    await mailArrives(email);
    expect(mailsTo(refusedEmail, site().mailDir)).toEqual([]);
  });
});
