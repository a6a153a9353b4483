import { ACCOUNT_API, type AccountMessageResult, type PasswordResetInput } from "../../../shared/schemas/account";
import { apiRequest } from "~/lib/api";

// The link pages load this module, with the shared contract and its validator, on first use
// rather than with the page.
export { checkNewPassword } from "./auth-forms";
export { accountErrorText, fieldErrorText } from "./account-message";

export const verifyEmailRequest = (token: string) => apiRequest<AccountMessageResult>("POST", ACCOUNT_API.verifyEmail, { token });
export const resetPasswordRequest = (input: PasswordResetInput) =>
  apiRequest<AccountMessageResult>("POST", ACCOUNT_API.resetPassword, input);
