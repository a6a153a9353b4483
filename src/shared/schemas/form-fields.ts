import { z } from "zod";
import { textSchema } from "./common.ts";

/**
 * Field builders shared by the site's message forms (contact, content removal, sponsorship):
 * each field has one message for every way it can be wrong, so the browser can show it in the
 * visitor's language by looking the message up.
 */

/** Required text of at least `min` characters; one message for missing, short and not-text. */
export function requiredText(label: string, min: number, max: number, message: string, tooLong: string, multiline = false) {
  return textSchema({
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
}

/** Optional text: blank is the same as none (stored as null). */
export function optionalText(label: string, max: number, tooLong: string, multiline = false) {
  return textSchema({
    label,
    max,
    multiline,
    messages: { type: tooLong, tooLong, characters: `${label} contains characters that are not allowed` },
  })
    .nullish()
    .transform((v) => (v ? v : undefined));
}

export function emailField(message: string) {
  return textSchema({
    label: "Email",
    max: 254,
    messages: { required: message, type: message, tooLong: message, characters: message },
  }).pipe(z.email(message));
}

/** A choice from a fixed list; anything else, or nothing, gets the one message. */
export function choiceField<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.enum(options, { error: message });
}

/** Digits with the usual separators, 7 to 15 digits in all; blank is none. */
export function optionalPhone(message: string) {
  return textSchema({ label: "Phone", max: 30, messages: { type: message, tooLong: message, characters: message } })
    .refine(
      (v) => v === "" || (/^\+?[\d\s().-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7 && (v.match(/\d/g)?.length ?? 0) <= 15),
      message,
    )
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/** True for an absolute http(s) address with a real host name (a dot in it, or localhost excluded). */
export function isWebAddress(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (
      (url.protocol === "http:" || url.protocol === "https:") && /^[^.]+(\.[^.]+)+$/.test(url.hostname) && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

export function webAddress(label: string, message: string, max = 2000) {
  return textSchema({ label, max, messages: { required: message, type: message, tooLong: message, characters: message } }).refine(
    isWebAddress,
    message,
  );
}

export { HONEYPOT_FIELD } from "../rules/honeypot.ts";

/** The honeypot's contract: any text, ignored unless filled. */
export const honeypotField = z.string().max(2000).optional();

/** The copy address some forms send: stored for the record, never a recipient. */
export function recipientEmailField(message: string) {
  return z
    .union([z.literal(""), emailField(message)], { error: message })
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/** What every message form answers on success (201): the reference to quote, and the page's thank-you. */
export const inboxFormResultSchema = z
  .object({
    reference: z.string().meta({ description: "What the sender quotes, e.g. CT-7K2M9Q4X (the prefix names the form)" }),
    title: z.string().meta({ description: "The thank-you's heading" }),
    message: z.string(),
  })
  .meta({ id: "InboxFormResult" });
export type InboxFormResult = z.infer<typeof inboxFormResultSchema>;
