import { ACCOUNT_API, type AccountMessageResult, type PasswordResetInput } from "../../../shared/schemas/account";
import { apiRequest } from "~/lib/api";

// The link pages load this with the shared contract on their first submit, not with the page.
export { checkNewPassword } from "./auth-forms";
export { accountErrorText, fieldErrorText } from "./account-message";

export const verifyEmailRequest = (token: string) => apiRequest<AccountMessageResult>("POST", ACCOUNT_API.verifyEmail, { token });
export const resetPasswordRequest = (input: PasswordResetInput) => apiRequest<AccountMessageResult>("POST", ACCOUNT_API.resetPassword, input);
