import { paths } from "../../../shared/paths";
import { ACCOUNT_API } from "../../../shared/rules/account";
import { sentLocation } from "~/lib/page-form";
import type { AccountPageMessage } from "./account-messages";

/**
 * The account page's forms. They all post to the page (so they work without a script), told
 * apart by a hidden `intent` field; each is answered by the API route its script calls.
 */
export const INTENT_FIELD = "intent";

export const PROFILE_FIELDS = ["firstName", "lastName", "phone", "country", "cookingLevel"] as const;
export const EMAIL_FIELDS = ["newEmail", "password"] as const;
export const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
export const DELETE_FIELDS = ["password"] as const;

type AccountIntent = {
  endpoint: string;
  method: "POST" | "PATCH";
  fields: readonly string[];
  /** Fields never sent back into the page. */
  secret: readonly string[];
  /** Refusals that name no field in the answer but belong to one (a wrong password). */
  messageFields: Partial<Record<AccountPageMessage, string>>;
  /** Where the page goes once the API accepted the form. */
  done: string;
};

export const ACCOUNT_INTENTS = {
  profile: {
    endpoint: ACCOUNT_API.profile,
    method: "PATCH",
    fields: PROFILE_FIELDS,
    secret: [],
    messageFields: {},
    done: sentLocation(paths.account, "profile"),
  },
  email: {
    endpoint: ACCOUNT_API.email,
    method: "POST",
    fields: EMAIL_FIELDS,
    secret: ["password"],
    messageFields: { passwordWrong: "password", invalidCredentials: "password" },
    done: sentLocation(paths.account, "email"),
  },
  password: {
    endpoint: ACCOUNT_API.password,
    method: "POST",
    fields: PASSWORD_FIELDS,
    secret: PASSWORD_FIELDS,
    messageFields: { currentPasswordWrong: "currentPassword", passwordWrong: "currentPassword", invalidCredentials: "currentPassword" },
    done: sentLocation(paths.account, "password"),
  },
  // The session ends with the account (and with signing out): the sign-in page says what happened.
  delete: {
    endpoint: ACCOUNT_API.deleteAccount,
    method: "POST",
    fields: DELETE_FIELDS,
    secret: DELETE_FIELDS,
    messageFields: { passwordWrong: "password", invalidCredentials: "password" },
    done: sentLocation(paths.signIn, "deleted"),
  },
  signOut: {
    endpoint: ACCOUNT_API.signOut,
    method: "POST",
    fields: [],
    secret: [],
    messageFields: {},
    done: sentLocation(paths.signIn, "signed-out"),
  },
} as const satisfies Record<string, AccountIntent>;
export type AccountIntentName = keyof typeof ACCOUNT_INTENTS;

export const isAccountIntent = (value: unknown): value is AccountIntentName =>
  typeof value === "string" && Object.hasOwn(ACCOUNT_INTENTS, value);

/** The confirmations `?sent=` names on the account page (flags, never a typed value). */
export const ACCOUNT_SENT = ["profile", "email", "password"] as const;
export type AccountSent = (typeof ACCOUNT_SENT)[number];
export const accountSentFrom = (flag: string | null): AccountSent | null => ACCOUNT_SENT.find((sent) => sent === flag) ?? null;

/** The data tab asking, in its address, to confirm the account's deletion (the form shown in place). */
export const CONFIRM_DELETE_SEARCH = "?tab=data&confirm=delete";
export const asksToConfirmDelete = (params: URLSearchParams) => params.get("confirm") === "delete";
