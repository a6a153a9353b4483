/**
 * The catering requests and the newsletter signup sent as a browser without JavaScript sends
 * them: urlencoded POSTs to the pages' own addresses. Accepted, the answer is a 303 to a page that
 * confirms it, with nothing typed in its address, and the request is stored and mailed (its
 * status page reads it back, the acknowledgement arrives over SMTP). Refused, the same page comes
 * back with 400, the field's message and the typed values, and nothing is stored or mailed.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mailsTo } from "../../e2e/support/mailbox.ts";
import { BRAND } from "../../src/shared/brand.ts";
import { send, site, type RawResponse } from "./http.ts";

type Menu = { id: number; name: string; advanceBooking: number; minimumOrder: number };

/** The served site's days are the default kitchen time zone's. */
const SITE_TIME_ZONE = "America/Los_Angeles";

function dayFromToday(days: number): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: SITE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date());
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(get("year"), get("month") - 1, get("day") + days)).toISOString().slice(0, 10);
}

const unique = () => randomBytes(4).toString("hex");
/** Each test sends from an address of its own, so the forms' rate limits never meet. */
const clientAddress = () => `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** A form posted as a browser posts it without JavaScript, from the site's own page. */
function postForm(target: string, fields: Record<string, string>, client: string): Promise<RawResponse> {
  return send(target, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      origin: site().baseUrl,
      "x-forwarded-for": client,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The menu that needs the least notice: the request's date is a month past it. */
async function firstMenu(list: string): Promise<Menu> {
  const answer = JSON.parse((await send(`${list}?limit=48`, { headers: { accept: "application/json" } })).text()) as { data: Menu[] };
  return [...answer.data].sort((a, b) => a.advanceBooking - b.advanceBooking)[0];
}

/** A typed value, as it would appear in an address: as typed, or form-encoded. */
function expectNoTypedValue(location: string, values: string[]) {
  const decoded = decodeURIComponent(location.replace(/\+/g, " "));
  for (const value of values) {
    expect(location, `the address carries "${value}"`).not.toContain(value);
    expect(decoded, `the address carries "${value}"`).not.toContain(value);
    expect(location).not.toContain(new URLSearchParams({ v: value }).toString().slice(2));
  }
}

/** Each `<form>` tag of a page, as its attributes (React writes them in its own order). */
function formTags(html: string): Record<string, string>[] {
  return [...html.matchAll(/<form\b([^>]*)>/g)].map((match) =>
    Object.fromEntries([...match[1].matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );
}

/** Whether the page holds a form with these attributes. */
function expectForm(html: string, wanted: Record<string, string>) {
  const forms = formTags(html);
  expect(
    forms.some((form) => Object.entries(wanted).every(([name, value]) => form[name] === value)),
    `a form with ${JSON.stringify(wanted)} among ${JSON.stringify(forms)}`,
  ).toBe(true);
}

const escapedHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The acknowledgement of `reference` at the suite's SMTP capture (the outbox sends on its own timer). */
async function acknowledgementTo(email: string, marker: string) {
  const found = () => mailsTo(email, site().mailDir).find((mail) => mail.text.includes(marker));
  await expect.poll(found, { timeout: 60_000, interval: 250, message: `a mail to ${email} naming ${marker}` }).toBeDefined();
  return found()!;
}

/** Neither an acknowledgement nor the team's notice names the address: nothing was stored. */
function expectNothingMailedAbout(email: string) {
  expect(mailsTo(email, site().mailDir), `mail to ${email}`).toEqual([]);
  expect(
    mailsTo(BRAND.email, site().mailDir).filter((mail) => mail.text.includes(email)),
    `the team's notice about ${email}`,
  ).toEqual([]);
}

/** Sends `refused` first, then `accepted`; once the second one's mail is out, the first was never stored. */
async function catering(target: string, refused: Record<string, string>, accepted: Record<string, string>, client: string) {
  const bad = await postForm(target, refused, client);
  const good = await postForm(target, accepted, client);
  return { bad, good };
}

describe("catering requests and the newsletter signup without JavaScript", () => {
  it("should take an industrial catering request, confirm it on its status page, and send back a refused one with its message", async () => {
    const menu = await firstMenu("/api/industrial-catering");
    const target = `/industrial-catering/${menu.id}`;
    const tag = unique();
    const email = `canteen-${tag}@example.com`;
    const refusedEmail = `refused-${tag}@example.com`;
    const request = {
      companyName: `Northwind Robotics ${tag}`,
      contactName: "Asha Rao",
      email,
      phone: "+1 415 555 0142",
      eventDate: dayFromToday(menu.advanceBooking + 30),
      eventTime: "12:30",
      participants: String(menu.minimumOrder + 10),
      specialRequests: "Lunch in two shifts, please.",
      recipientEmail: "",
      homepage: "",
    };

    // The page's form is the one that posts: to its own address, never with GET.
    const page = (await send(target)).text();
    expectForm(page, { method: "post", action: target, "aria-labelledby": "industrial-form-title" });

    const { bad, good } = await catering(target, { ...request, email: refusedEmail, participants: "0" }, request, clientAddress());

    expect(bad.status).toBe(400);
    const refusedPage = bad.text();
    expect(refusedPage).toContain("At least 1 participant required");
    expect(refusedPage).toContain(`value="${escapedHtml(request.companyName)}"`);
    expect(refusedPage).toContain(`value="${refusedEmail}"`);
    expect(refusedPage).toContain(escapedHtml(request.specialRequests));
    expect(refusedPage, "the field in error is where the keyboard starts").toMatch(
      /<input[^>]*autofocus=""[^>]*aria-invalid="true"[^>]*name="participants"/,
    );

    expect(good.status).toBe(303);
    const location = String(good.headers.location);
    expect(location).toMatch(/^\/catering\/requests\/[A-Za-z0-9_-]{43}\?sent=1$/);
    expectNoTypedValue(location, [email, request.companyName, request.contactName, request.phone, request.specialRequests]);

    const status = await send(location);
    expect(status.status).toBe(200);
    expect(status.headers["cache-control"]).toBe("private, no-store");
    const statusPage = status.text();
    expect(statusPage).toContain("Thank you: your request is in");
    expect(statusPage).toContain(escapedHtml(request.companyName));
    const reference = /Request <span[^>]*>(IND-\d{4}-\d{5})<\/span>/.exec(statusPage)?.[1];
    expect(reference, "the status page names the stored request").toBeTruthy();

    const mail = await acknowledgementTo(email, reference!);
    expect(mail.text).toContain(location.replace(/\?sent=1$/, ""));
    // The refused request was sent first: had it been stored, its mails would have left first.
    await acknowledgementTo(BRAND.email, reference!);
    expectNothingMailedAbout(refusedEmail);
  });

  it("should book a buffet menu from its booking page, which the menu page's Book button opens", async () => {
    const menu = await firstMenu("/api/buffet-menus");
    const target = `/buffet-menus/${menu.id}/book`;
    const tag = unique();
    const email = `buffet-${tag}@example.com`;
    const refusedEmail = `refused-buffet-${tag}@example.com`;
    const booking = {
      customerName: `Priya Natarajan ${tag}`,
      customerEmail: email,
      customerPhone: "+1 (415) 555-0199",
      participants: String(menu.minimumOrder + 5),
      eventDate: dayFromToday(menu.advanceBooking + 30),
      eventTime: "18:30",
      eventLocation: "Fort Mason Center, San Francisco",
      specialRequests: "",
      homepage: "",
    };

    // The menu page's Book button is a GET form that carries nothing but the way to the form.
    const menuPage = (await send(`/buffet-menus/${menu.id}`)).text();
    expectForm(menuPage, { method: "get", action: target });
    const formPage = await send(target);
    expect(formPage.status).toBe(200);
    expectForm(formPage.text(), { method: "post", action: target });
    expect(formPage.text()).toContain('<meta name="robots" content="noindex"/>');

    const { bad, good } = await catering(
      target,
      { ...booking, customerEmail: refusedEmail, customerPhone: "555 0199" },
      booking,
      clientAddress(),
    );

    expect(bad.status).toBe(400);
    const refusedPage = bad.text();
    expect(refusedPage).toContain("Phone number must be at least 10 digits");
    expect(refusedPage).toContain(`value="${escapedHtml(booking.customerName)}"`);
    expect(refusedPage).toContain(`value="${refusedEmail}"`);
    expect(refusedPage).toContain(`value="${escapedHtml(booking.eventLocation)}"`);

    expect(good.status).toBe(303);
    const location = String(good.headers.location);
    expect(location).toMatch(/^\/catering\/requests\/[A-Za-z0-9_-]{43}\?sent=1$/);
    expectNoTypedValue(location, [email, booking.customerName, booking.customerPhone, booking.eventLocation]);

    const statusPage = (await send(location)).text();
    expect(statusPage).toContain("Thank you: your request is in");
    expect(statusPage).toContain(escapedHtml(booking.eventLocation));
    const reference = /Request <span[^>]*>(BUF-\d{4}-\d{5})<\/span>/.exec(statusPage)?.[1];
    expect(reference, "the status page names the stored request").toBeTruthy();

    await acknowledgementTo(email, reference!);
    await acknowledgementTo(BRAND.email, reference!);
    expectNothingMailedAbout(refusedEmail);
  });

  it("should refuse a request sooner than the menu's notice with the reason at the date, kept as typed", async () => {
    const answer = JSON.parse((await send("/api/buffet-menus?limit=48", { headers: { accept: "application/json" } })).text()) as {
      data: Menu[];
    };
    const menu = [...answer.data].sort((a, b) => a.advanceBooking - b.advanceBooking).find((m) => m.advanceBooking >= 2)!;
    const tomorrow = dayFromToday(1);
    const refused = await postForm(
      `/buffet-menus/${menu.id}/book`,
      {
        customerName: "Priya Natarajan",
        customerEmail: `soon-${unique()}@example.com`,
        customerPhone: "+1 (415) 555-0199",
        participants: String(menu.minimumOrder),
        eventDate: tomorrow,
        eventTime: "18:30",
        eventLocation: "Fort Mason Center, San Francisco",
      },
      clientAddress(),
    );
    expect(refused.status).toBe(422);
    const page = refused.text();
    expect(page).toMatch(
      new RegExp(`This menu needs at least ${menu.advanceBooking} days(&#x27;|')s? notice\\. The earliest date we can cater is`),
    );
    expect(page).toMatch(new RegExp(`<input[^>]*autofocus=""[^>]*aria-invalid="true"[^>]*name="eventDate" value="${tomorrow}"`));
  });

  it("should subscribe from any page's footer form through /newsletter, and send a refused address back to the signup page", async () => {
    // Every page's footer form posts to the signup page, never with GET.
    const about = (await send("/about")).text();
    expectForm(about, { method: "post", action: "/newsletter", "aria-label": "Join our newsletter" });

    const email = `reader-${unique()}@example.com`;
    const client = clientAddress();
    const accepted = await send("/newsletter", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        origin: site().baseUrl,
        referer: `${site().baseUrl}/about`,
        "x-forwarded-for": client,
      },
      body: new URLSearchParams({ email }).toString(),
    });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.location).toBe("/newsletter?sent=1");
    expectNoTypedValue(String(accepted.headers.location), [email]);

    const sent = await send("/newsletter?sent=1");
    expect(sent.status).toBe(200);
    expect(sent.headers["cache-control"]).toContain("no-store");
    expect(sent.text()).toContain("Check your inbox");
    expect(sent.text()).toContain("Please check your inbox and confirm your subscription with the link we sent.");
    expect(sent.text()).toContain('<meta name="robots" content="noindex"/>');

    // Stored: the double opt-in's confirmation link is on its way.
    const confirmation = await acknowledgementTo(email, "/newsletter/confirm/");
    expect(confirmation.text).toMatch(/\/newsletter\/confirm\/[A-Za-z0-9_-]{43}/);

    const refused = await postForm("/newsletter", { email: "reader at example.com" }, client);
    expect(refused.status).toBe(400);
    const page = refused.text();
    expect(page).toContain("Please enter a valid email address");
    expect(page).toMatch(/<input[^>]*autofocus=""[^>]*aria-invalid="true"[^>]*name="email" value="reader at example.com"/);

    // The signup page asked for plainly: its own form, indexable like any public page.
    const signup = await send("/newsletter");
    expect(signup.status).toBe(200);
    expectForm(signup.text(), { method: "post", action: "/newsletter" });
    expect(signup.text()).not.toContain('content="noindex"');
  });
});
