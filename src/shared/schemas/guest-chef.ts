import { z } from "zod";
import { countryCode, countryName } from "../countries.ts";
import { GUEST_CHEF_CONTRIBUTIONS, GUEST_CHEF_LIMITS, guestChefMessages, type SocialNetwork } from "../rules/guest-chef.ts";
import { textSchema } from "./common.ts";
import { emailFieldSchema, invalidEmailMessage } from "./newsletter.ts";
import { HONEYPOT_FIELD, honeypotField } from "./form-fields.ts";

/*
 * The guest chef application: one contract for the form in
 * the browser and POST /api/guest-chefs/applications. A multipart form sends every value as text
 * and a repeated name as a list, so numbers arrive as text and lists may arrive as one value or as
 * comma separated text; each is read the way a person meant it.
 */

const m = guestChefMessages;

/** Blank optional text is the same as none; the browser sends "" for an empty input. */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value === null ? undefined : value;

const requiredText = (label: string, min: number, max: number, message: string, tooLong: string, multiline = false) =>
  textSchema({
    label,
    min,
    max,
    multiline,
    messages: {
      required: message,
      type: message,
      tooShort: message,
      tooLong,
      characters: `${label} contains characters that are not allowed`,
    },
  });

/** A list sent as a JSON array, as one multipart value, as repeated values or as "a, b; c" text. */
function asList(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : [value];
  if (!items.every((item) => typeof item === "string")) return value;
  return (items as string[])
    .flatMap((item) => item.split(/[,;\n]/))
    .map((item) => item.trim())
    .filter(Boolean);
}

const specialtySchema = textSchema({
  label: "Specialty",
  min: GUEST_CHEF_LIMITS.specialty.min,
  max: GUEST_CHEF_LIMITS.specialty.max,
  messages: { type: m.specialty, tooShort: m.specialty, tooLong: m.specialty, characters: m.specialty },
});

const specialtiesSchema = z.preprocess(
  asList,
  z
    .array(specialtySchema, { error: m.specialties })
    .min(1, m.specialties)
    .max(GUEST_CHEF_LIMITS.specialties, m.specialtiesTooMany)
    // The same specialty twice (in any case) is kept once.
    .transform((items) => items.filter((item, i) => items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i)),
);

const contributionsSchema = z.preprocess(
  asList,
  z
    .array(z.enum(GUEST_CHEF_CONTRIBUTIONS, { error: m.contributionUnknown }), { error: m.contributions })
    .min(1, m.contributions)
    .transform((items) => [...new Set(items)]),
);

/** A whole number of years, typed in a number input (a number) or sent by a form (text). */
const experienceSchema = z.preprocess(
  (value) =>
    typeof value === "string"
      ? value.trim() === ""
        ? undefined
        : /^\d{1,3}$/.test(value.trim())
          ? Number(value.trim())
          : Number.NaN
      : value,
  z
    .number({ error: (issue) => (issue.input === undefined ? m.experienceRequired : m.experience) })
    .int(m.experience)
    .min(0, m.experience)
    .max(GUEST_CHEF_LIMITS.experience, m.experience),
);

const countrySchema = z
  .string({ error: m.country })
  .refine((value) => countryCode(value) !== null, m.country)
  .transform((value) => countryName(countryCode(value)!)!);

/** The hosts each network's links live on, and how a bare handle becomes its page's address. */
const NETWORK_HOSTS: Record<SocialNetwork, { hosts: string[]; profile: (handle: string) => string; handle: RegExp }> = {
  instagram: {
    hosts: ["instagram.com", "www.instagram.com"],
    profile: (handle) => `https://instagram.com/${handle}`,
    handle: /^[A-Za-z0-9._]{1,30}$/,
  },
  youtube: {
    hosts: ["youtube.com", "www.youtube.com", "m.youtube.com"],
    profile: (handle) => `https://youtube.com/@${handle}`,
    handle: /^[A-Za-z0-9._-]{3,30}$/,
  },
  facebook: {
    hosts: ["facebook.com", "www.facebook.com", "m.facebook.com", "fb.com"],
    profile: (handle) => `https://facebook.com/${handle}`,
    handle: /^[A-Za-z0-9.]{5,50}$/,
  },
};

/**
 * A profile on `network`: a handle ("@name" or "name") becomes the profile's https address; a
 * link must be on the network's own site. What is stored is always a full https URL, so the
 * pages link to exactly one kind of thing.
 */
export function normaliseSocialLink(network: SocialNetwork, raw: string): string | null {
  const text = raw.trim();
  const rules = NETWORK_HOSTS[network];
  const bare = text.replace(/^@/, "");
  if (!/[/:]/.test(text) && !text.includes(" ") && rules.handle.test(bare)) return rules.profile(bare);
  const withScheme = /^[a-z]+:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  if (!rules.hosts.includes(url.hostname.toLowerCase())) return null;
  if (url.pathname.replace(/\/+$/, "") === "") return null;
  url.protocol = "https:";
  url.hash = "";
  return url.toString();
}

/** A web address as a person types it: "example.com" is read as https://example.com. */
export function normaliseWebsite(raw: string): string | null {
  const text = raw.trim();
  if (/\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  // A real public name: letters, at least one dot, a top-level part of letters.
  if (!/^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(url.hostname)) return null;
  return url.toString();
}

const socialSchema = (network: SocialNetwork) =>
  z.preprocess(
    blankToUndefined,
    textSchema({
      label: network,
      max: GUEST_CHEF_LIMITS.link,
      messages: { type: m.social[network], tooLong: m.social[network], characters: m.social[network] },
    })
      .transform((value, ctx) => {
        const link = normaliseSocialLink(network, value);
        if (!link) {
          ctx.addIssue({ code: "custom", message: m.social[network] });
          return z.NEVER;
        }
        return link;
      })
      .optional(),
  );

const phoneSchema = z.preprocess(
  blankToUndefined,
  textSchema({ label: "Phone", max: GUEST_CHEF_LIMITS.phone, messages: { type: m.phone, tooLong: m.phone, characters: m.phone } })
    .refine((value) => /^\+?[0-9 ().-]+$/.test(value) && value.replace(/\D/g, "").length >= 7, m.phone)
    .optional(),
);

/** What the applicant fills in; the photo travels beside it as a file (see guestChefMessages.photo). */
export const guestChefFormSchema = z.object({
  name: requiredText("Name", 2, GUEST_CHEF_LIMITS.name, m.name, m.nameTooLong),
  email: emailFieldSchema,
  phone: phoneSchema,
  country: countrySchema,
  profession: requiredText("Profession", 2, GUEST_CHEF_LIMITS.profession, m.profession, m.professionTooLong),
  experience: experienceSchema,
  specialties: specialtiesSchema,
  contributions: contributionsSchema,
  bio: requiredText("Bio", GUEST_CHEF_LIMITS.bio.min, GUEST_CHEF_LIMITS.bio.max, m.bio, m.bioTooLong, true),
  instagram: socialSchema("instagram"),
  youtube: socialSchema("youtube"),
  facebook: socialSchema("facebook"),
  website: z.preprocess(
    blankToUndefined,
    textSchema({ label: "Website", max: GUEST_CHEF_LIMITS.link, messages: { type: m.website, tooLong: m.website, characters: m.website } })
      .transform((value, ctx) => {
        const url = normaliseWebsite(value);
        if (!url) {
          ctx.addIssue({ code: "custom", message: m.website });
          return z.NEVER;
        }
        return url;
      })
      .optional(),
  ),
});
export type GuestChefFormValues = z.input<typeof guestChefFormSchema>;

/**
 * The ways to contribute come as `contribution`, the name the published data model and the public
 * list use, or as `contributions`, the name the site's own form sends. One of them is read (the
 * documented one when both come); the answer's field messages use the name the client sent, and
 * the form's name when it sent neither (a form with no box ticked sends nothing), so the form
 * shows the message beside its boxes.
 */
export const GUEST_CHEF_CONTRIBUTION_FIELD = "contribution";
const FORM_CONTRIBUTIONS_FIELD = "contributions";

/** Which of the two names a body uses for the ways to contribute. */
export function contributionFieldOf(body: unknown): typeof GUEST_CHEF_CONTRIBUTION_FIELD | typeof FORM_CONTRIBUTIONS_FIELD {
  const sent = (key: string) => typeof body === "object" && body !== null && (body as Record<string, unknown>)[key] !== undefined;
  return sent(GUEST_CHEF_CONTRIBUTION_FIELD) ? GUEST_CHEF_CONTRIBUTION_FIELD : FORM_CONTRIBUTIONS_FIELD;
}

/** The body with its ways to contribute under the form's name, whichever name it came under. */
function readContribution(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const { [GUEST_CHEF_CONTRIBUTION_FIELD]: documented, ...rest } = body as Record<string, unknown>;
  return documented === undefined ? rest : { ...rest, [FORM_CONTRIBUTIONS_FIELD]: documented };
}

/**
 * POST /api/guest-chefs/applications: the form, a `recipientEmail` some clients send (accepted,
 * never written to: the team's address comes from configuration) and the honeypot.
 */
export const guestChefApplicationSchema = z.preprocess(
  readContribution,
  guestChefFormSchema.extend({
    recipientEmail: z.preprocess(blankToUndefined, z.union([emailFieldSchema], { error: invalidEmailMessage }).optional()),
    [HONEYPOT_FIELD]: z.preprocess(blankToUndefined, honeypotField),
  }),
);
export type GuestChefApplication = z.infer<typeof guestChefApplicationSchema>;

export const guestChefApplicationResultSchema = z
  .object({
    reference: z.string().meta({ description: "The application's reference, GC-…, to quote when writing to the team" }),
    title: z.string(),
    message: z.string(),
  })
  .meta({ id: "GuestChefApplicationResult" });
export type GuestChefApplicationResult = z.infer<typeof guestChefApplicationResultSchema>;

/** An approved chef as the public pages and GET /api/guest-chefs/applications show them: never their email or phone. */
export const guestChefSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    country: z.string().meta({ description: "The country's English name" }),
    profession: z.string(),
    experience: z.number().int().meta({ description: "Years" }),
    specialties: z.array(z.string()),
    contribution: z.array(z.string()).meta({ description: "The ways the chef contributes: recipes, classes, articles…" }),
    bio: z.string(),
    image: z.string().meta({ description: "The photo's path" }),
    instagram: z.string().nullable().meta({ description: "The profile's https address" }),
    youtube: z.string().nullable(),
    facebook: z.string().nullable(),
    website: z.string().nullable(),
    createdAt: z.string().meta({ description: "When the application was sent, an ISO 8601 instant" }),
  })
  .meta({ id: "GuestChef" });
export type GuestChef = z.infer<typeof guestChefSchema>;

export const GUEST_CHEF_SORTS = ["newest", "name"] as const;
export type GuestChefSort = (typeof GUEST_CHEF_SORTS)[number];

/** The list's query: `status` is read but only approved chefs are ever public. */
export const guestChefListQuerySchema = z.object({
  status: z
    .unknown()
    .optional()
    .transform(() => "approved" as const),
  sort: z.preprocess(
    (value: unknown): unknown => (Array.isArray(value) ? (value as unknown[])[0] : value),
    z.enum(GUEST_CHEF_SORTS).catch("newest").default("newest"),
  ),
});
