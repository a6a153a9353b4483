/**
 * The registration password rule (spec 1 §5), without zod: the account contracts check it, and
 * the browser shows it line by line beside a new-password field without loading a validator.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = "@$!%*?&";
/** A lowercase letter, an uppercase letter, a digit and one of @$!%*?&. */
export const PASSWORD_CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[@$!%*?&]/] as const;
