import { z } from "zod";
import { ADMIN_PASSWORD_LIMITS, checkAdminPassword } from "../rules/admin-password.ts";
import { textSchema } from "./common.ts";
import { accountMessages, waitText } from "./account.ts";

export const ADMIN_LIMITS = { username: 64, name: 100, imageUrl: 2000 } as const;

/** How long an admin sign-in lasts (the cookie's max age, 24 hours). */
export const ADMIN_SESSION_SECONDS = 86_400;

/** Every message of the admin sign-in, password change and image calls, defined once. */
export const adminMessages = {
  usernameRequired: "Username is required",
  passwordRequired: "Password is required",
  invalidCredentials: "Invalid username or password",
  loginSucceeded: "Login successful",
  loginFailed: "Login failed",
  tooManyAttempts: accountMessages.tooManySignIns,
  tooManyPasswordAttempts: (seconds: number) => `Too many wrong passwords. Please try again in ${waitText(seconds)}.`,
  authenticationRequired: "Authentication required",
  authenticationExpired: "Authentication expired",
  loggedOut: "Logged out successfully",
  passwordFieldsRequired: "Please fill in all password fields",
  passwordMismatchTitle: "Password Mismatch",
  passwordMismatch: "New password and confirmation don't match",
  passwordTooShortTitle: "Password Too Short",
  passwordTooShort: `New password must be at least ${ADMIN_PASSWORD_LIMITS.min} characters long`,
  passwordTooLong: `New password must be at most ${ADMIN_PASSWORD_LIMITS.max} characters long`,
  passwordVariety: `Use at least three of: lowercase letters, capitals, numbers and symbols (or ${ADMIN_PASSWORD_LIMITS.passphrase} characters or more)`,
  passwordGuessable: "This password is too easy to guess: avoid common words and your username",
  passwordUnchanged: "The new password must be different from the current one",
  currentPasswordWrong: "Current password is incorrect",
  passwordChangedTitle: "Password Changed",
  passwordChanged: "Your password has been updated successfully. Please login again.",
  passwordChangeFailedTitle: "Password Change Failed",
  passwordChangeFailed: "Failed to change password",
  imageMissing: "Please provide both ID and new image URL",
  imageAddress: "The image must be an https:// address or a path on this site",
  imageUpdated: "Image updated successfully!",
  recipeNotFound: "Recipe not found",
  productNotFound: "Product not found",
} as const;

const usernameField = textSchema({
  label: "Username",
  min: 1,
  max: ADMIN_LIMITS.username,
  messages: {
    required: adminMessages.usernameRequired,
    type: adminMessages.usernameRequired,
    tooShort: adminMessages.usernameRequired,
    tooLong: adminMessages.invalidCredentials,
  },
});

/** A password being checked, not chosen: never trimmed, anything up to the limit. */
const enteredPassword = (required: string) =>
  z.string({ error: required }).min(1, required).max(ADMIN_PASSWORD_LIMITS.max, adminMessages.invalidCredentials);

/** `POST /api/admin-auth/login`: both fields required. */
export const adminLoginInputSchema = z.object({
  username: usernameField,
  password: enteredPassword(adminMessages.passwordRequired),
});
export type AdminLoginInput = z.infer<typeof adminLoginInputSchema>;

/**
 * A new admin password: the spec's length with its message, then the strength rules of
 * rules/admin-password.ts. The username rule needs the account, so the service adds it.
 */
export const newAdminPasswordSchema = z
  .string({ error: adminMessages.passwordFieldsRequired })
  .min(1, adminMessages.passwordFieldsRequired)
  .min(ADMIN_PASSWORD_LIMITS.min, adminMessages.passwordTooShort)
  .max(ADMIN_PASSWORD_LIMITS.max, adminMessages.passwordTooLong)
  .refine((value) => checkAdminPassword(value).variety, adminMessages.passwordVariety)
  .refine((value) => checkAdminPassword(value).notGuessable, adminMessages.passwordGuessable);

/**
 * `POST /api/admin-auth/change-password`. The spec's call sends the current and the new password;
 * the page also sends the confirmation, which must then match.
 */
export const adminPasswordChangeInputSchema = z
  .object({
    currentPassword: enteredPassword(adminMessages.passwordFieldsRequired),
    newPassword: newAdminPasswordSchema,
    confirmPassword: z
      .string({ error: adminMessages.passwordMismatch })
      .max(ADMIN_PASSWORD_LIMITS.max, adminMessages.passwordMismatch)
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: adminMessages.passwordMismatch });
    }
    if (input.newPassword === input.currentPassword) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: adminMessages.passwordUnchanged });
    }
  });
export type AdminPasswordChangeInput = z.infer<typeof adminPasswordChangeInputSchema>;

/**
 * An image address the image manager may store: https only (a page served over https must not
 * pull an image over plain http) or a path of this site. No credentials in it, no protocol-relative
 * `//host`, no `javascript:`.
 */
export function isAcceptableImageAddress(text: string): boolean {
  if (text.startsWith("/")) return !text.startsWith("//") && !text.includes("\\") && /^\/[A-Za-z0-9/_\-.~%?=&+]*$/.test(text);
  try {
    const url = new URL(text);
    return url.protocol === "https:" && !url.username && !url.password && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

/** `PATCH /api/recipes/{id}` and `PATCH /api/products/{id}`: the new image. */
export const imageUpdateInputSchema = z.object({
  image: textSchema({
    label: "Image",
    min: 1,
    max: ADMIN_LIMITS.imageUrl,
    messages: {
      required: adminMessages.imageMissing,
      type: adminMessages.imageMissing,
      tooShort: adminMessages.imageMissing,
      tooLong: adminMessages.imageAddress,
      characters: adminMessages.imageAddress,
    },
  }).refine(isAcceptableImageAddress, adminMessages.imageAddress),
});
export type ImageUpdateInput = z.infer<typeof imageUpdateInputSchema>;

/** The signed-in admin as the API and the pages show it (name and username). */
export type AdminSummary = { id: number; name: string; username: string };

export type AdminLoginResult = {
  success: true;
  /** For API clients sending `Authorization: Bearer`; the browser uses the HttpOnly cookie instead. */
  jwtToken: string;
  admin: AdminSummary;
  message: string;
  expiresAt: string;
};
export type AdminMeResult = { success: true; admin: AdminSummary };
export type AdminMessageResult = { success: true; message: string };
export type ImageUpdateResult = { success: true; message: string; id: number; image: string };

/** The dashboard's figures (stat cards and system status), all read live. */
export type AdminDashboard = {
  pending: {
    recipeSubmissions: number;
    chefApplications: number;
    products: number;
  };
  /** What waits for the team beyond reviews (the admin home's attention cards). */
  waiting: {
    /** Visitor messages of every kind still marked new (the inbox). */
    newMessages: number;
    /** Orders ready to go out: paid, or paid on delivery, and not shipped yet. */
    ordersToShip: number;
    /** Catering requests not quoted yet. */
    cateringToQuote: number;
  };
  system: {
    database: { reachable: boolean; kind: "pglite" | "postgres"; latencyMs: number | null };
    mail: { smtpConfigured: boolean; queued: number; failed: number; oldestQueuedAt: string | null };
    translation: { configured: boolean; engine: string | null };
  };
};

/** One line of the audit log as the admin home lists it. */
export type AdminActivity = {
  id: number;
  actor: string;
  action: string;
  itemType: string | null;
  itemId: string | null;
  ip: string | null;
  at: string;
};
