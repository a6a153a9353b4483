/**
 * An address may ask for the sign-in dialog over its page: `?signin=1` (then `next=` where to
 * go once signed in) or `?signin=forgot`. The account pages (/sign-in, with its `next`) are where
 * links and private pages send visitors now; these older addresses keep opening the dialog.
 * These read and clean that request; no zod here, the shell carries this module on every page.
 */
import { NEXT_PARAM, safeNextPath } from "../../../shared/next-path";

export const SIGN_IN_PARAM = "signin";

/**
 * The sign-in the address asks for, or null: `?signin=1` (with a safe `next` or none) opens the
 * sign-in view, `?signin=forgot` its forgot-password view.
 */
export function readSignInRequest(search: string): { view: "signIn" | "forgot"; next: string | null } | null {
  const params = new URLSearchParams(search);
  const value = params.get(SIGN_IN_PARAM);
  if (value !== "1" && value !== "forgot") return null;
  return { view: value === "1" ? "signIn" : "forgot", next: safeNextPath(params.get(NEXT_PARAM)) };
}

/** The query string without the sign-in request ("" when nothing else is left, else "?..."). */
export function withoutSignInRequest(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SIGN_IN_PARAM);
  params.delete(NEXT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
