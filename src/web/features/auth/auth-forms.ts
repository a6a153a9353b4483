import {
  accountMessages,
  passwordResetRequestSchema,
  passwordResetSchema,
  registrationFormSchema,
  signInInputSchema,
  type PasswordResetInput,
  type PasswordResetRequest,
  type SignInInput,
} from "../../../shared/schemas/account";
import { REGISTRATION_FIELDS, SIGN_IN_FIELDS, type RegistrationField, type RegistrationValues, type SignInField } from "./auth-fields";
import { errorsByField, NEW_PASSWORD_FIELDS, type Checked, type NewPasswordField } from "./form-errors";
import { HONEYPOT_FIELD } from "../../../shared/rules/honeypot";

export {
  EMPTY_REGISTRATION,
  REGISTRATION_FIELDS,
  SIGN_IN_FIELDS,
  type RegistrationField,
  type RegistrationValues,
  type SignInField,
} from "./auth-fields";

/**
 * The account forms' checks, all from the shared contracts the server applies too. Errors are
 * the contracts' English messages by field; the components show them translated
 * (account-message.ts). The forms load this module (and zod with it) on first use.
 */
type RegistrationData = ReturnType<typeof registrationFormSchema.parse>;

export function checkRegistration(values: RegistrationValues): Checked<RegistrationField, RegistrationData> {
  const parsed = registrationFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = errorsByField(REGISTRATION_FIELDS, parsed.error.issues);
  // The contract compares the two passwords only once every field is valid; say it at once.
  if (errors.confirmPassword === undefined && values.password !== values.confirmPassword)
    errors.confirmPassword = accountMessages.passwordsDiffer;
  return { ok: false, errors };
}

/** What `POST /api/register` receives: the checked form, the spec's recipientEmail, and a filled honeypot only. */
export function registrationBody(data: RegistrationData, recipientEmail: string, honeypot: string) {
  return { ...data, recipientEmail, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) };
}

export function checkSignIn(values: { email: string; password: string; rememberMe: boolean }): Checked<SignInField, SignInInput> {
  const parsed = signInInputSchema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: errorsByField(SIGN_IN_FIELDS, parsed.error.issues) };
}

/** The forgot view: an empty address is its own case (the spec's 'Email Required' toast). */
export function checkResetRequest(email: string): { ok: true; data: PasswordResetRequest } | { ok: false; empty: boolean; error?: string } {
  if (email.trim() === "") return { ok: false, empty: true };
  const parsed = passwordResetRequestSchema.safeParse({ email });
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, empty: false, error: parsed.error.issues[0]?.message };
}

export function checkNewPassword(
  token: string,
  values: { password: string; confirmPassword: string },
): Checked<NewPasswordField, PasswordResetInput> {
  const parsed = passwordResetSchema.safeParse({ token, ...values });
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = errorsByField(NEW_PASSWORD_FIELDS, parsed.error.issues);
  if (errors.confirmPassword === undefined && values.password !== values.confirmPassword)
    errors.confirmPassword = accountMessages.passwordsDiffer;
  return { ok: false, errors };
}
