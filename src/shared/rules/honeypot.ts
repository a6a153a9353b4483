/**
 * The name of every public form's honeypot: a field hidden from people (off-screen, out of the
 * tab order and the accessibility tree) that scripts which fill every input fill too. No form
 * has a real field of this name. Kept apart from the contracts so pages name it without zod.
 */
export const HONEYPOT_FIELD = "homepage";
