import { z } from "zod";
import { choiceField, emailField, honeypotField, recipientEmailField, requiredText, type InboxFormResult } from "./form-fields.ts";

/** The contact form's subjects (spec 2 §5), as keys; labels live in the interface catalogues. */
export const CONTACT_SUBJECTS = [
  "general-inquiry",
  "recipe-question",
  "class-booking",
  "product-support",
  "partnership",
  "press-inquiry",
  "feedback",
  "other",
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The English labels, for the team's mails. */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  "general-inquiry": "General Inquiry",
  "recipe-question": "Recipe Question",
  "class-booking": "Class Booking",
  "product-support": "Product Support",
  partnership: "Partnership",
  "press-inquiry": "Press Inquiry",
  feedback: "Feedback",
  other: "Other",
};

/** A subject from a link (`/contact?subject=partnership`): a key, or a label in any case; else none. */
export function contactSubjectFrom(value: string | null | undefined): ContactSubject | undefined {
  if (!value) return undefined;
  const wanted = value.trim().toLowerCase().replace(/[\s_]+/g, "-");
  return CONTACT_SUBJECTS.find((subject) => subject === wanted);
}

export const CONTACT_LIMITS = { name: 100, message: 5000 } as const;

/** Spec 2 §5 "Contact" and §8; the server's answers share this file. */
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

/** POST /api/contact: the form, the spec's recipientEmail (kept, never mailed) and the honeypot `website`. */
export const contactInputSchema = contactFormSchema.extend({
  recipientEmail: recipientEmailField(contactMessages.email),
  website: honeypotField,
});
export type ContactInput = z.infer<typeof contactInputSchema>;
export type ContactResult = InboxFormResult;
