// The option list apart from the contract, so pages can list it without loading zod.

/** The contact form's subjects, as keys; labels live in the interface catalogues. */
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

/**
 * A subject as a link (`/contact?subject=partnership`) or a client names it: its key, or its label
 * as the published subject list writes it ("General Inquiry"), in any case; else none.
 */
export function contactSubjectFrom(value: unknown): ContactSubject | undefined {
  if (typeof value !== "string" || !value) return undefined;
  const wanted = value.trim().toLowerCase();
  const asKey = wanted.replace(/[\s_]+/g, "-");
  return CONTACT_SUBJECTS.find((subject) => subject === asKey || CONTACT_SUBJECT_LABELS[subject].toLowerCase() === wanted);
}
