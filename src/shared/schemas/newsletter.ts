import { z } from "zod";

export const invalidEmailMessage = "Please enter a valid email address";

export const emailFieldSchema = z
  .string({ error: invalidEmailMessage })
  .trim()
  .max(254, invalidEmailMessage)
  .pipe(z.email(invalidEmailMessage));

export const newsletterInputSchema = z.object({ email: emailFieldSchema });
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

export type NewsletterResult = { message: string; alreadySubscribed: boolean };
