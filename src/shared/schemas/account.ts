import { z } from "zod";
import { textSchema } from "./common.ts";
import { choiceField, emailField, HONEYPOT_FIELD, honeypotField, recipientEmailField, requiredText } from "./form-fields.ts";
import { emailFieldSchema, invalidEmailMessage } from "./newsletter.ts";
import {
  ACCOUNT_LIMITS,
  COOKING_LEVELS,
  GENDERS,
  MINIMUM_AGE_YEARS,
  PASSWORD_CHARACTER_CLASSES,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_COUNTRIES,
} from "../rules/account.ts";

// The option lists, limits and endpoint paths live without zod in rules/account.ts (the browser
// reads them from there); they are re-exported here for the server and the tests.
export {
  ACCOUNT_API,
  ACCOUNT_LIMITS,
  COOKING_LEVELS,
  GENDERS,
  MINIMUM_AGE_YEARS,
  PASSWORD_CHARACTER_CLASSES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  REGISTRATION_COUNTRIES,
  type CookingLevel,
  type Gender,
  type RegistrationCountry,
} from "../rules/account.ts";

/** Every message of the account forms and answers, defined once (the forms' and the real sign-in's). */
export const accountMessages = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  nameTooLong: `Names must be at most ${ACCOUNT_LIMITS.name} characters`,
  email: invalidEmailMessage,
  phone: "Please enter a valid phone number",
  passwordLength: "Password must be at least 8 characters",
  passwordTooLong: `Password must be at most ${ACCOUNT_LIMITS.password} characters`,
  passwordClasses: "Password must contain uppercase, lowercase, number and special character",
  passwordsDiffer: "Passwords don't match",
  dateOfBirth: "Please select your date of birth",
  tooYoung: `You must be at least ${MINIMUM_AGE_YEARS} years old to create an account`,
  gender: "Please select your gender",
  country: "Please select your country",
  cookingLevel: "Please select your cooking level",
  terms: "You must accept the terms and conditions",
  privacy: "You must accept the privacy policy",
  passwordRequired: "Password is required",
  resetEmailRequired: "Please enter your email address to reset your password.",
  registered: "Registration Successful! Please check your email to verify your account.",
  invalidCredentials: "Invalid email or password. Please try again.",
  unverified: "Please verify your email address first. We have sent you a new link.",
  signedIn: "Login Successful!",
  signedOut: "You are signed out.",
  resetLinkSent: "If an account uses this address, a link to choose a new password is on its way.",
  passwordReset: "Your password has been changed. You can sign in with it now.",
  linkInvalid: "This link is not valid any more. It may have been used already or have expired.",
  emailVerified: "Your email address is verified. Welcome!",
  signInRequired: "Please sign in to continue.",
  currentPasswordWrong: "The current password is not correct.",
  passwordWrong: "The password is not correct.",
  profileSaved: "Your profile is saved.",
  emailChangeSent: "We have sent a link to the new address. Your email changes once you open it.",
  passwordChanged: "Your password is changed. Other devices have been signed out.",
  accountDeleted: "Your account and everything saved in it are deleted.",
  savedSearchName: "Please give the search a name",
  tooManySignIns: (seconds: number) => `Too many sign-in attempts. Please try again in ${waitText(seconds)}.`,
  tooManyRequests: (seconds: number) => `Too many requests from this address. Please try again in ${waitText(seconds)}.`,
} as const;

/** "5 minutes", "1 minute", "30 seconds": how long a refused visitor waits. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** A new password: not trimmed (spaces are part of it), checked against the rule. */
export const newPasswordSchema = z
  .string({ error: accountMessages.passwordLength })
  .min(PASSWORD_MIN_LENGTH, accountMessages.passwordLength)
  .max(ACCOUNT_LIMITS.password, accountMessages.passwordTooLong)
  .refine((value) => PASSWORD_CHARACTER_CLASSES.every((pattern) => pattern.test(value)), accountMessages.passwordClasses);

/** A password being checked, not chosen: anything non-empty (an old password may predate the rule). */
const enteredPasswordSchema = z
  .string({ error: accountMessages.passwordRequired })
  .min(1, accountMessages.passwordRequired)
  .max(ACCOUNT_LIMITS.password, accountMessages.invalidCredentials);

const nameField = (message: string, label: string) => requiredText(label, 2, ACCOUNT_LIMITS.name, message, accountMessages.nameTooLong);

const phoneField = textSchema({
  label: "Phone",
  min: 10,
  max: ACCOUNT_LIMITS.phone,
  messages: {
    required: accountMessages.phone,
    type: accountMessages.phone,
    tooShort: accountMessages.phone,
    tooLong: accountMessages.phone,
    characters: accountMessages.phone,
  },
}).refine((v) => /^\+?[\d\s().-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7, accountMessages.phone);

/** Whole years between a YYYY-MM-DD birth date and `today` (also YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "1900-01-01";
};

const dateOfBirthField = z
  .string({ error: accountMessages.dateOfBirth })
  .trim()
  .refine(isCalendarDate, accountMessages.dateOfBirth)
  .refine((value) => ageOn(value, new Date().toISOString().slice(0, 10)) >= MINIMUM_AGE_YEARS, accountMessages.tooYoung);

const accepted = (message: string) => z.literal(true, { error: message });

/** The profile fields a member can change later. */
const profileFields = {
  firstName: nameField(accountMessages.firstName, "First name"),
  lastName: nameField(accountMessages.lastName, "Last name"),
  phone: phoneField,
  country: choiceField(REGISTRATION_COUNTRIES, accountMessages.country),
  cookingLevel: choiceField(COOKING_LEVELS, accountMessages.cookingLevel),
};

/** The registration dialog; the browser and `POST /api/register` both check it. */
export const registrationFormSchema = z
  .object({
    ...profileFields,
    email: emailField(accountMessages.email),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: accountMessages.passwordsDiffer }),
    dateOfBirth: dateOfBirthField,
    gender: choiceField(GENDERS, accountMessages.gender),
    newsletter: z.boolean().default(true),
    terms: accepted(accountMessages.terms),
    privacy: accepted(accountMessages.privacy),
  })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], message: accountMessages.passwordsDiffer });
export type RegistrationFormValues = z.input<typeof registrationFormSchema>;

/** `POST /api/register`: the form, the spec's `recipientEmail` (never a recipient) and a honeypot. */
export const registrationInputSchema = registrationFormSchema.and(
  z.object({ recipientEmail: recipientEmailField(accountMessages.email), [HONEYPOT_FIELD]: honeypotField }),
);
export type RegistrationInput = z.infer<typeof registrationInputSchema>;

/** The sign-in dialog. */
export const signInInputSchema = z.object({
  email: emailFieldSchema,
  password: enteredPasswordSchema,
  rememberMe: z.boolean().default(false),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

/** The forgot-password view: an empty address gets the spec's 'Email Required' message. */
export const passwordResetRequestSchema = z.object({
  email: textSchema({ label: "Email", max: 254, messages: { required: accountMessages.resetEmailRequired } })
    .refine((v) => v.length > 0, accountMessages.resetEmailRequired)
    .pipe(z.email(accountMessages.email)),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** A mailed link's secret, as the page sends it back. */
export const linkTokenSchema = z
  .string({ error: accountMessages.linkInvalid })
  .min(1, accountMessages.linkInvalid)
  .max(200, accountMessages.linkInvalid);

export const passwordResetSchema = z
  .object({ token: linkTokenSchema, password: newPasswordSchema, confirmPassword: z.string({ error: accountMessages.passwordsDiffer }) })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], message: accountMessages.passwordsDiffer });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const emailVerificationSchema = z.object({ token: linkTokenSchema });

/** /account: the profile form. */
export const profileUpdateSchema = z.object(profileFields);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** /account: a new address (verified before it is used) confirmed with the password. */
export const emailChangeSchema = z.object({ newEmail: emailField(accountMessages.email), password: enteredPasswordSchema });
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** /account: a new password, with the current one. */
export const passwordChangeSchema = z
  .object({
    currentPassword: enteredPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: accountMessages.passwordsDiffer }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { path: ["confirmPassword"], message: accountMessages.passwordsDiffer });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** /account: deleting the account asks for the password. */
export const accountDeletionSchema = z.object({ password: enteredPasswordSchema });

/** A saved advanced search as the account keeps it; its filters are re-checked when read. */
export const savedSearchInputSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "The saved search id is not valid"),
  name: textSchema({
    label: "Name",
    min: 1,
    max: ACCOUNT_LIMITS.savedSearchName,
    messages: { required: accountMessages.savedSearchName, tooShort: accountMessages.savedSearchName },
  }),
  filters: z
    .record(z.string().max(40), z.unknown())
    .refine((value) => JSON.stringify(value).length <= 4000, "The saved filters are too large"),
  createdAt: z.iso.datetime({ offset: true }).optional(),
});
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

/** At sign-in the browser hands over what it saved while signed out, to be merged into the account. */
export const savedListsMergeSchema = z.object({
  recipeIds: z.array(z.number().int().positive().max(2_147_483_647)).max(ACCOUNT_LIMITS.savedRecipes).default([]),
  searches: z.array(savedSearchInputSchema).max(ACCOUNT_LIMITS.savedSearches).default([]),
});
export type SavedListsMerge = z.infer<typeof savedListsMergeSchema>;

/** Who is signed in, as the header and the dialogs need it. */
export const accountSummarySchema = z
  .object({ firstName: z.string(), lastName: z.string(), email: z.string() })
  .meta({ id: "AccountSummary" });
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/** The signed-in visitor's own profile, as /account shows it. */
export const accountProfileSchema = z
  .object({
    ...accountSummarySchema.shape,
    phone: z.string(),
    country: z.enum(REGISTRATION_COUNTRIES),
    cookingLevel: z.enum(COOKING_LEVELS),
    gender: z.enum(GENDERS),
    dateOfBirth: z.string().meta({ description: "YYYY-MM-DD" }),
    pendingEmail: z.string().nullable().meta({ description: "A new address waiting for its verification link to be opened" }),
    memberSince: z.string().meta({ description: "When the account was created (ISO instant)" }),
  })
  .meta({ id: "AccountProfile" });
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const savedSearchRecordSchema = z
  .object({
    id: z.string().meta({ description: "The browser's own id for the search" }),
    name: z.string(),
    filters: z.record(z.string(), z.unknown()).meta({ description: "The advanced search's filters, as the search page sends them" }),
    createdAt: z.string().meta({ description: "ISO instant" }),
  })
  .meta({ id: "SavedSearch" });
export type SavedSearchRecord = z.infer<typeof savedSearchRecordSchema>;

/** The recipes and searches an account keeps, newest first. */
export const savedListsSchema = z
  .object({ recipeIds: z.array(z.number().int()), searches: z.array(savedSearchRecordSchema) })
  .meta({ id: "SavedLists" });
export type SavedLists = z.infer<typeof savedListsSchema>;

/** Every account answer that only says what happened. */
export const accountMessageResultSchema = z.object({ message: z.string() }).meta({ id: "AccountMessage" });
export type AccountMessageResult = z.infer<typeof accountMessageResultSchema>;

export const signInResultSchema = z.object({ message: z.string(), account: accountSummarySchema }).meta({ id: "SignInResult" });
export type SignInResult = z.infer<typeof signInResultSchema>;

/** GET /api/auth/me: who the session cookie belongs to. */
export const signedInAccountSchema = z.object({ account: accountSummarySchema });

/** PATCH /api/account/profile: the saved profile. */
export const profileSavedResultSchema = z.object({ message: z.string(), profile: accountProfileSchema });
