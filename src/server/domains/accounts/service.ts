import type { Database } from "../../db/client.ts";
import { createAccountData } from "./account-data.ts";
import { createAccountContext, type AccountServiceOptions } from "./context.ts";
import { createLinkChecks } from "./links.ts";
import { createPasswordReset } from "./password-reset.ts";
import { createProfile } from "./profile.ts";
import { createPruning } from "./pruning.ts";
import { createRegistration } from "./registration.ts";
import { createSavedLists } from "./saved-lists.ts";
import { createAccountSessions } from "./sessions.ts";
import { createSignIn } from "./sign-in.ts";

export { ACCOUNT_ATTEMPT_LIMITS } from "./context.ts";
export { ACCOUNT_LINK_TTL_MS } from "./links.ts";
export { SESSION_TTL_MS, type SignedInSession, type StartedSession } from "./sessions.ts";
export { ACCOUNT_SIGN_IN_RULES, type SignedIn } from "./sign-in.ts";

/**
 * Visitor accounts: registration with a verified address, sign-in sessions, password reset, the
 * profile, saved lists and what the account can see of its bookings and orders. No answer tells
 * whether an address has an account; every mail goes to the account's own address, and no text a
 * visitor typed goes into a subject.
 */
export function createAccountService(db: Database, options: AccountServiceOptions) {
  const context = createAccountContext(db, options);
  const profile = createProfile(context);
  const savedLists = createSavedLists(context);
  return {
    ...createAccountSessions(context),
    ...createRegistration(context),
    ...createLinkChecks(context),
    ...createSignIn(context),
    ...createPasswordReset(context),
    ...profile,
    ...savedLists,
    ...createAccountData(context, { profile: profile.profile, savedLists: savedLists.savedLists }),
    ...createPruning(context),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
