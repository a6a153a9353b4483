/**
 * The message forms as a browser without JavaScript sends them: a urlencoded POST to the page,
 * answered by the form's API route in-process. A good form is stored and mailed, and the browser
 * is sent (303) to a confirmation whose address holds a reference and nothing the visitor typed;
 * a bad one comes back (400) with each field's message, the typed values and the focus on the
 * first field in error, and nothing stored; a bot that fills the honeypot gets the usual
 * confirmation, and nothing is stored.
 */
import { pathInLanguage, type AddressedLanguage } from "../../src/shared/page-languages.ts";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BRAND } from "../../src/shared/brand.ts";
import { HONEYPOT_FIELD } from "../../src/shared/schemas/form-fields.ts";
import { mailsTo } from "../../e2e/support/mailbox.ts";
import { formsEs } from "../../src/web/lib/i18n/areas/forms/es.ts";
import { send, site, type RawResponse } from "./http.ts";

type Fields = Record<string, string | string[]>;

let lastAddress = 0;
/** Each POST comes from an address of its own, so no test meets another's rate limit. */
const nextAddress = () => `10.91.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

/** A form sent from the page at `target` in `language`: the Spanish page is /es{target}. */
function postForm(target: string, fields: Fields, language: AddressedLanguage = "en", address = nextAddress()): Promise<RawResponse> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return send(pathInLanguage(language, target), {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      origin: site().baseUrl,
      "accept-language": language,
      "x-forwarded-for": address,
    },
    body: body.toString(),
  });
}

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The opening tag of the form control called `name` (the first one, for a group of boxes). */
function controlTag(html: string, name: string): string {
  const tag = new RegExp(`<(input|textarea|select)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html);
  expect(tag, `a control named ${name}`).not.toBeNull();
  return tag![0];
}

/** What a control shows: an input's value, a textarea's text, a select's chosen option, the ticked boxes of a group. */
function shownValue(html: string, name: string): string | string[] {
  const tag = controlTag(html, name);
  if (tag.startsWith("<textarea")) {
    const start = html.indexOf(tag) + tag.length;
    return decode(html.slice(start, html.indexOf("</textarea>", start)));
  }
  if (tag.startsWith("<select")) {
    const start = html.indexOf(tag);
    const options = html.slice(start, html.indexOf("</select>", start));
    return decode(/<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(options)?.[1] ?? "");
  }
  if (/type="checkbox"/.test(tag)) {
    return [...html.matchAll(new RegExp(`<input\\b[^>]*name="${name}"[^>]*>`, "g"))]
      .filter((box) => /\bchecked=""/.test(box[0]))
      .map((box) => /value="([^"]*)"/.exec(box[0])![1]);
  }
  return decode(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "");
}

/** The message shown under a field (FormField's error line, tied to the field by its id). */
function shownError(html: string, name: string): string | undefined {
  const line = new RegExp(`id="[^"]*-${name}-error"[^>]*>([^<]*)<`).exec(html);
  return line ? decode(line[1]) : undefined;
}

type FormCase = {
  title: string;
  /** The page the form posts to (its action). */
  action: string;
  /** Where the confirmation is: the address a successful POST is sent to, before the reference. */
  confirmation: RegExp;
  /** A complete form; `name` and `email` are this run's own. */
  valid: (name: string, email: string) => Fields;
  /** What makes it wrong: the field that is first in error, its message, and the fields changed. */
  invalid: { fields: Fields; field: string; message: string };
  /** Fields whose typed values must come back with the errors. */
  kept: string[];
  /** The honeypot's name. */
  trap: string;
  /** Typed values whose words must never be in the confirmation's address. */
  secrets: (fields: Fields) => string[];
};

const words = (...texts: unknown[]) =>
  texts.flatMap((text) => (typeof text === "string" ? text.split(/[\s,.;:!?()]+/) : [])).filter((word) => word.length >= 5);

const cases: FormCase[] = [
  {
    title: "contact",
    action: "/contact",
    confirmation: /^\/contact\?sent=(CT-[A-Z0-9]+)$/,
    valid: (name, email) => ({
      name,
      email,
      subject: "partnership",
      message: "We grow turmeric in Kerala and would love to supply your kitchen.",
      website: "",
    }),
    invalid: { fields: { message: "Too short" }, field: "message", message: "Message must be at least 10 characters" },
    kept: ["name", "email", "subject", "message"],
    trap: HONEYPOT_FIELD,
    secrets: (f) => [f.name as string, f.email as string, ...words(f.message)],
  },
  {
    title: "content removal",
    action: "/content-removal",
    confirmation: /^\/content-removal\?sent=(CR-[A-Z0-9]+)$/,
    valid: (name, email) => ({
      name,
      email,
      phone: "+1 415 555 0199",
      complaintType: "copyright",
      contentUrl: "https://example.com/my-photo",
      description: "My photograph of saffron rice is used on a recipe page without my permission.",
      requestedAction: "credit",
      website: "",
    }),
    invalid: {
      fields: { contentUrl: "example.com/my-photo" },
      field: "contentUrl",
      message: "Please enter the full address of the content, starting with http:// or https://",
    },
    kept: ["name", "email", "phone", "complaintType", "contentUrl", "description", "requestedAction"],
    trap: HONEYPOT_FIELD,
    secrets: (f) => [f.name as string, f.email as string, "4155550199", ...words(f.description)],
  },
  {
    title: "sponsor",
    action: "/sponsor?tab=inquiry",
    confirmation: /^\/sponsor\?tab=inquiry&sent=(SP-[A-Z0-9]+)$/,
    valid: (name, email) => ({
      companyName: "Spice Route Foods",
      contactName: name,
      email,
      phone: "+1 415 555 0142",
      website: "https://spiceroute.example",
      sponsorshipType: "class-partner",
      budget: "1000-2500",
      duration: "3-months",
      objectives: "Introduce our single-origin spices to home cooks in your classes.",
      description: "",
      homepage: "",
    }),
    invalid: {
      fields: { website: "spiceroute" },
      field: "website",
      message: "Please enter a full website address, starting with http:// or https://",
    },
    kept: ["companyName", "contactName", "email", "phone", "website", "sponsorshipType", "budget", "duration", "objectives"],
    trap: HONEYPOT_FIELD,
    secrets: (f) => [f.contactName as string, f.email as string, "4155550142", ...words(f.companyName, f.objectives)],
  },
  {
    title: "share a recipe",
    action: "/share-recipe",
    confirmation: /^\/share-recipe\?sent=(RS-[A-Z0-9]+)$/,
    valid: (name, email) => ({
      authorName: name,
      email,
      phone: "",
      website: "",
      displayName: "Ines in the Kitchen",
      socialHandle: "",
      title: "Saffron Rice with Peas",
      cuisineType: "Portuguese",
      mealTypes: ["lunch", "dinner"],
      servingSize: "4",
      prepTime: "10",
      cookTime: "25",
      story: "My aunt cooked it every Sunday.",
      photo: "",
      ingredients: "2 cups rice\n1 pinch saffron\n1 cup peas",
      instructions: "Soften the onion in olive oil.\nAdd the rice, saffron and water; simmer for 20 minutes.",
      calories: "380",
      protein: "",
      carbs: "",
      fat: "",
      faxNumber: "",
    }),
    invalid: {
      fields: { cookTime: "90 minutes" },
      field: "cookTime",
      message: "Cook time must be a whole number of minutes from 0 to 1440",
    },
    kept: [
      "authorName",
      "email",
      "displayName",
      "title",
      "cuisineType",
      "mealTypes",
      "servingSize",
      "prepTime",
      "story",
      "ingredients",
      "instructions",
      "calories",
    ],
    trap: HONEYPOT_FIELD,
    secrets: (f) => [f.authorName as string, f.email as string, ...words(f.title, f.story, f.displayName)],
  },
];

/** The product the bulk enquiry is about, as a card's Inquiry opens the form for it. */
async function firstProduct(): Promise<{ id: number; name: string }> {
  const answer = JSON.parse((await send("/api/shop-products?limit=1")).text()) as { data: { id: number; name: string }[] };
  return answer.data[0];
}

async function bulkCase(): Promise<FormCase> {
  const product = await firstProduct();
  return {
    title: "bulk enquiry",
    action: `/shop?inquire=${product.id}`,
    confirmation: /^\/shop\?sent=(BQ-[A-Z0-9]+)#bulk-order$/,
    valid: (name, email) => ({
      productName: product.name,
      productId: String(product.id),
      quantity: "250",
      buyerName: name,
      email,
      phone: "+1 415 555 0177",
      message: "Monthly supply for our cafe in San Jose.",
      website: "",
    }),
    invalid: { fields: { quantity: "" }, field: "quantity", message: "Quantity is required" },
    kept: ["productName", "buyerName", "email", "phone", "message"],
    trap: HONEYPOT_FIELD,
    secrets: (f) => [f.buyerName as string, f.email as string, "4155550177", ...words(f.message)],
  };
}

const run = () => randomBytes(4).toString("hex");

/** The team's mail so far (TEAM_EMAIL is the brand's address unless configured). */
const teamMails = () => mailsTo(BRAND.email, site().mailDir);

async function checkForm(form: FormCase) {
  const id = run();
  const people = {
    wrong: { name: `Wrong Sender ${id}`, email: `wrong-${id}@example.com` },
    bot: { name: `Bot Sender ${id}`, email: `bot-${id}@example.com` },
    real: { name: `Real Sender ${id}`, email: `real-${id}@example.com` },
  };

  // A form with a mistake: 400, the field's message, the typed values, the keyboard on the field.
  const wrong = { ...form.valid(people.wrong.name, people.wrong.email), ...form.invalid.fields };
  const refused = await postForm(form.action, wrong);
  expect(refused.status, `${form.title}: ${refused.text().slice(0, 300)}`).toBe(400);
  const page = refused.text();
  expect(shownError(page, form.invalid.field), form.title).toBe(form.invalid.message);
  for (const field of form.kept) expect(shownValue(page, field), `${form.title}: ${field} kept`).toEqual(wrong[field]);
  expect(controlTag(page, form.invalid.field), `${form.title}: the first field in error has the focus`).toMatch(/\bautofocus=""/);
  expect(page.match(/\bautofocus=""/g), `${form.title}: one field has the focus`).toHaveLength(1);

  // The honeypot filled: the usual confirmation, and a reference nobody stored.
  const caught = await postForm(form.action, { ...form.valid(people.bot.name, people.bot.email), [form.trap]: "https://spam.example" });
  expect(caught.status, `${form.title}: ${caught.text().slice(0, 300)}`).toBe(303);
  const botReference = form.confirmation.exec(caught.headers.location ?? "")?.[1];
  expect(botReference, `${form.title}: ${caught.headers.location}`).toBeDefined();
  expect((await send(caught.headers.location!.replace(/#.*$/, ""))).text()).toContain(botReference);

  // A good form: 303 to a confirmation that names the reference and nothing the visitor typed.
  const fields = form.valid(people.real.name, people.real.email);
  const sent = await postForm(form.action, fields);
  expect(sent.status, `${form.title}: ${sent.text().slice(0, 300)}`).toBe(303);
  const location = sent.headers.location ?? "";
  const reference = form.confirmation.exec(location)?.[1];
  expect(reference, `${form.title}: ${location}`).toBeDefined();
  const address = decodeURIComponent(location).toLowerCase();
  for (const secret of form.secrets(fields))
    expect(address, `${form.title}: the address holds "${secret}"`).not.toContain(secret.toLowerCase());
  const confirmation = await send(location.replace(/#.*$/, ""));
  expect(confirmation.status).toBe(200);
  expect(confirmation.headers["cache-control"], form.title).toBe("private, no-store");
  expect(confirmation.text(), form.title).toContain(reference);

  // Stored and mailed as the API does: the team's notice and the sender's acknowledgement.
  const teamNotice = () => teamMails().find((mail) => mail.text.includes(reference!));
  const acknowledgement = () => mailsTo(people.real.email, site().mailDir).find((mail) => mail.text.includes(reference!));
  await expect
    .poll(teamNotice, { timeout: 60_000, interval: 250, message: `${form.title}: the team's notice of ${reference}` })
    .toBeDefined();
  await expect
    .poll(acknowledgement, { timeout: 60_000, interval: 250, message: `${form.title}: the acknowledgement of ${reference}` })
    .toBeDefined();

  // The refused form and the bot's were sent before it: had they been stored, their mail would be here by now.
  expect(mailsTo(people.wrong.email, site().mailDir), `${form.title}: mail for the refused form`).toEqual([]);
  expect(mailsTo(people.bot.email, site().mailDir), `${form.title}: mail for the bot`).toEqual([]);
  const team = teamMails().map((mail) => mail.text);
  for (const trace of [people.wrong.email, people.bot.email, botReference!]) {
    expect(
      team.filter((text) => text.includes(trace)),
      `${form.title}: the team told of ${trace}`,
    ).toEqual([]);
  }
}

describe("message forms without JavaScript", () => {
  for (const form of cases) {
    it(`should send the ${form.title} form by a plain POST, refuse a wrong one with its values kept, and store nothing for a bot`, async () => {
      await checkForm(form);
    });
  }

  it("should send the bulk enquiry form by a plain POST, refuse a wrong one with its values kept, and store nothing for a bot", async () => {
    await checkForm(await bulkCase());
  });

  it("should link a bulk enquiry sent for a product to that product, and only while its name is kept", async () => {
    const product = await firstProduct();
    const id = run();
    const fields = {
      productName: product.name,
      productId: String(product.id),
      quantity: "40",
      buyerName: `Linked ${id}`,
      email: `linked-${id}@example.com`,
      phone: "+1 415 555 0100",
      message: "",
    };
    const linked = await postForm(`/shop?inquire=${product.id}`, fields);
    const renamed = await postForm(`/shop?inquire=${product.id}`, { ...fields, productName: `Hand-ground masala ${id}` });
    const references = [linked, renamed].map((answer) => /sent=(BQ-[A-Z0-9]+)/.exec(answer.headers.location ?? "")?.[1]);
    const notice = (reference: string | undefined) =>
      teamMails().find((mail) => reference !== undefined && mail.text.includes(`Reference: ${reference}`));
    await expect.poll(() => notice(references[1]), { timeout: 60_000, interval: 250 }).toBeDefined();
    await expect.poll(() => notice(references[0]), { timeout: 60_000, interval: 250 }).toBeDefined();
    expect(notice(references[0])!.text).toContain(`/shop/product/${product.id}`);
    expect(notice(references[1])!.text).not.toContain(`/shop/product/${product.id}`);
  });

  it("should put the keyboard on the first meal type when none is ticked", async () => {
    const recipe = cases.find((form) => form.action === "/share-recipe")!;
    const refused = await postForm("/share-recipe", { ...recipe.valid("Ines Duarte", "ines@example.com"), mealTypes: [] });
    expect(refused.status).toBe(400);
    const page = refused.text();
    expect(shownError(page, "mealTypes")).toBe("Choose at least one meal type: breakfast, lunch or dinner");
    expect(controlTag(page, "mealTypes")).toMatch(/value="breakfast"[^>]*autofocus=""|autofocus=""[^>]*value="breakfast"/);
  });

  it("should say so when the address has sent too many, keeping what was typed", async () => {
    const address = nextAddress();
    const recipe = { ...cases.find((form) => form.action === "/share-recipe")!.valid("Ines Duarte", "ines@example.com"), title: "" };
    let answer: RawResponse | undefined;
    // Every request counts, refused or not: the limit is met without storing anything.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      answer = await postForm("/share-recipe", recipe, "en", address);
      if (answer.status !== 400) break;
    }
    expect(answer!.status).toBe(429);
    const page = answer!.text();
    expect(page).toMatch(
      /role="alert"[^>]*><p[^>]*>Submission Failed<\/p><p>Too many recipes from this address\. Please try again in a few minutes\.<\/p>/,
    );
    expect(shownValue(page, "authorName")).toBe("Ines Duarte");
    expect(shownValue(page, "ingredients")).toBe((recipe as Record<string, unknown>).ingredients);
  });

  it("should say a field's message in the page's language", async () => {
    const refused = await postForm(
      "/contact",
      { name: "Lucía Gómez", email: "lucia@example.com", subject: "other", message: "Corto" },
      "es",
    );
    expect(refused.status).toBe(400);
    expect(shownError(refused.text(), "message")).toBe(formsEs["contactPage.error.message"]);
  });
});
