/**
 * What the account forms need once they are used: the shared contracts' checks (with zod) and
 * the server's answers in the visitor's words. The forms load it on first focus or submit, so
 * the sign-in and registration pages start without it.
 */
export { checkRegistration, checkResetRequest, checkSignIn, registrationBody } from "./auth-forms";
export { accountErrorText, fieldErrorText } from "./account-message";
export { accountMessages } from "../../../shared/schemas/account";
