import { z } from "zod";
import { ADMIN_PASSWORD_LIMITS, checkAdminPassword } from "../rules/admin-password.ts";
import { apiErrorSchema, textSchema } from "./common.ts";
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
export const adminSummarySchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() }).meta({ id: "AdminSummary" });
export type AdminSummary = z.infer<typeof adminSummarySchema>;

export const adminLoginResultSchema = z
  .object({
    success: z.literal(true),
    jwtToken: z
      .string()
      .meta({ description: "For API clients sending `Authorization: Bearer`; the browser uses the HttpOnly cookie instead" }),
    admin: adminSummarySchema,
    message: z.string(),
    expiresAt: z.string().meta({ description: "When the sign-in ends (ISO instant), 24 hours on" }),
  })
  .meta({ id: "AdminLoginResult" });
export type AdminLoginResult = z.infer<typeof adminLoginResultSchema>;

/** The admin sign-in's refusals: the site's error answer with `success: false`, as its success says `success: true`. */
export const adminRefusalSchema = apiErrorSchema.extend({ success: z.literal(false) }).meta({ id: "AdminRefusal" });

export const adminMeResultSchema = z.object({ success: z.literal(true), admin: adminSummarySchema });
export type AdminMeResult = z.infer<typeof adminMeResultSchema>;

export const adminMessageResultSchema = z.object({ success: z.literal(true), message: z.string() }).meta({ id: "AdminMessage" });
export type AdminMessageResult = z.infer<typeof adminMessageResultSchema>;

export const imageUpdateResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int(),
  image: z.string().meta({ description: "The address now stored" }),
});
export type ImageUpdateResult = z.infer<typeof imageUpdateResultSchema>;

const count = () => z.number().int();

/** The dashboard's figures (stat cards and system status), all read live. */
export const adminDashboardSchema = z
  .object({
    pending: z
      .object({ recipeSubmissions: count(), chefApplications: count(), products: count() })
      .meta({ description: "What waits for review" }),
    waiting: z
      .object({
        newMessages: count().meta({ description: "Visitor messages of every kind still marked new (the inbox)" }),
        ordersToShip: count().meta({ description: "Orders ready to go out: paid, or paid on delivery, and not shipped yet" }),
        cateringToQuote: count().meta({ description: "Catering requests not quoted yet" }),
      })
      .meta({ description: "What waits for the team beyond reviews (the admin home's attention cards)" }),
    system: z.object({
      database: z.object({
        reachable: z.boolean(),
        kind: z.enum(["pglite", "postgres"]),
        latencyMs: z.number().nullable().meta({ description: "A trivial query's round trip, to a tenth of a millisecond" }),
      }),
      mail: z.object({
        smtpConfigured: z.boolean(),
        queued: count().meta({ description: "Mails in the outbox waiting to be sent" }),
        failed: count().meta({ description: "Mails the outbox gave up on" }),
        oldestQueuedAt: z.string().nullable().meta({ description: "When the oldest waiting mail was queued (ISO instant)" }),
      }),
      translation: z.object({ configured: z.boolean(), engine: z.string().nullable() }),
    }),
  })
  .meta({ id: "AdminDashboard" });
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** One line of the audit log as the admin home lists it. */
export const adminActivitySchema = z
  .object({
    id: z.number().int(),
    actor: z.string().meta({ description: "The admin's username" }),
    action: z.string().meta({ description: 'What was done, e.g. "user.suspended"' }),
    itemType: z.string().nullable(),
    itemId: z.string().nullable(),
    ip: z.string().nullable(),
    at: z.string().meta({ description: "ISO instant" }),
  })
  .meta({ id: "AdminActivity" });
export type AdminActivity = z.infer<typeof adminActivitySchema>;

export const adminActivityListSchema = z.object({ data: z.array(adminActivitySchema) });
