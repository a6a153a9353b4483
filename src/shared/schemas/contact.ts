import { z } from "zod";
import { CONTACT_SUBJECTS, contactSubjectFrom } from "./contact-subjects.ts";
import {
  choiceField,
  emailField,
  HONEYPOT_FIELD,
  honeypotField,
  recipientEmailField,
  requiredText,
  type InboxFormResult,
} from "./form-fields.ts";
export { CONTACT_SUBJECTS, CONTACT_SUBJECT_LABELS, contactSubjectFrom, type ContactSubject } from "./contact-subjects.ts";

export const CONTACT_LIMITS = { name: 100, message: 5000 } as const;

/** The contact form's rules and messages; the server's answers share this file. */
export const contactMessages = {
  name: "Name must be at least 2 characters",
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
  email: "Please enter a valid email",
  subject: "Please select a subject",
  message: "Message must be at least 10 characters",
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message.toLocaleString("en-US")} characters`,
  successTitle: "Message Sent Successfully!",
  success: "Thank you for contacting us. We'll get back to you within 24 hours.",
  failureTitle: "Failed to Send Message",
  failure: "Please try again or contact us directly at {email}",
  rateLimited: "Too many messages from this address. Please try again in a few minutes.",
} as const;

/** What the visitor fills in; the browser and the API check the same rules. */
export const contactFormSchema = z.object({
  name: requiredText("Name", 2, CONTACT_LIMITS.name, contactMessages.name, contactMessages.nameTooLong),
  email: emailField(contactMessages.email),
  subject: choiceField(CONTACT_SUBJECTS, contactMessages.subject),
  message: requiredText("Message", 10, CONTACT_LIMITS.message, contactMessages.message, contactMessages.messageTooLong, true),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;

/**
 * POST /api/contact: the form, with the subject as a key ("general-inquiry") or as the subject
 * list's label ("General Inquiry"), the recipientEmail some clients send (kept, never mailed) and
 * the honeypot.
 */
export const contactInputSchema = contactFormSchema.extend({
  subject: z.preprocess((value) => contactSubjectFrom(value) ?? value, contactFormSchema.shape.subject),
  recipientEmail: recipientEmailField(contactMessages.email),
  [HONEYPOT_FIELD]: honeypotField,
});
export type ContactInput = z.infer<typeof contactInputSchema>;
export type ContactResult = InboxFormResult;
