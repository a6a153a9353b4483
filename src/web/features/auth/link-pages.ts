import type { ApiError } from "../../../shared/schemas/common";

/**
 * The pages a mailed link opens. Both ask before acting (a mail scanner that opens the link
 * must not use it up), then show the outcome; a used, expired or unknown link gets its own
 * state with the way forward.
 */
export type VerifyEmailState = "ask" | "verified" | "invalid";
export type ResetPasswordState = "ask" | "done" | "invalid";

/** A refused link: the server says 400 with its message (or 404/410 from anything in between). */
const isDeadLink = (status: number) => status === 400 || status === 404 || status === 410;

/** After `POST /api/auth/verify-email`: the new state, or "failed" (stay, and say so) for anything else. */
export function verifyOutcome(status: number): Exclude<VerifyEmailState, "ask"> | "failed" {
  if (status >= 200 && status < 300) return "verified";
  return isDeadLink(status) ? "invalid" : "failed";
}

/**
 * After `POST /api/auth/reset-password`: done, a dead link, field issues (a 400 that names
 * fields: the password broke the rule), or "failed".
 */
export function resetOutcome(status: number, body: ApiError | null): Exclude<ResetPasswordState, "ask"> | "fields" | "failed" {
  if (status >= 200 && status < 300) return "done";
  if (status === 400 && body?.issues?.some((issue) => issue.path === "password" || issue.path === "confirmPassword")) return "fields";
  return isDeadLink(status) ? "invalid" : "failed";
}

/** What a link's page learns before the visitor acts: whether the link still works. */
export type LinkPageData = { usable: boolean };

/**
 * Loads a link's page: a used, expired or unknown link gets its dead-link state at once, with
 * 410 Gone, instead of after the visitor has pressed the button or typed a new password.
 */
export async function loadLinkPage(
  accounts: { linkIsUsable(purpose: "verify" | "reset", token: string): Promise<boolean> },
  purpose: "verify" | "reset",
  token: string | undefined,
): Promise<{ page: LinkPageData; status: 200 | 410 }> {
  const usable = token ? await accounts.linkIsUsable(purpose, token) : false;
  return { page: { usable }, status: usable ? 200 : 410 };
}
