import { z } from "zod";
import { textSchema } from "./common.ts";

export const invalidEmailMessage = "Please enter a valid email address";

export const emailFieldSchema = textSchema({
  label: "Email",
  max: 254,
  messages: { required: invalidEmailMessage, type: invalidEmailMessage, tooLong: invalidEmailMessage, characters: invalidEmailMessage },
}).pipe(z.email(invalidEmailMessage));

export const newsletterInputSchema = z.object({ email: emailFieldSchema });
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

export const newsletterMessages = {
  checkInbox: "Thank you! Please check your inbox and confirm your subscription with the link we sent.",
  rateLimited: "Too many sign-ups from this address. Please try again in a few minutes.",
} as const;

/** POST /api/newsletter's answer: the same for a new, an unconfirmed and a confirmed address. */
export const newsletterResultSchema = z.object({ message: z.string() }).meta({ id: "NewsletterResult" });
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;
