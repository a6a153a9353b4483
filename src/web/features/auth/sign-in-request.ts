/**
 * A page that needs a signed-in visitor sends others to `/?signin=1&next=/account`: the shell
 * opens the sign-in dialog and, once signed in, goes on to `next`. These read and clean that
 * request; no zod here, the shell carries this module on every page.
 */
export const SIGN_IN_PARAM = "signin";
export const NEXT_PARAM = "next";

/**
 * `next` when it is a path on this site, else null. Only "/..." is accepted: "//host" and
 * "/\host" are other sites to a browser, and anything with a scheme, a control character or a
 * space is refused rather than repaired.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000 || !next.startsWith("/")) return null;
  if (next.startsWith("//") || next.startsWith("/\\")) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u0020\u007f\\]/.test(next)) return null;
  try {
    const base = "http://same-site.invalid";
    const url = new URL(next, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * The sign-in the address asks for, or null: `?signin=1` (with a safe `next` or none) opens the
 * sign-in view, `?signin=forgot` its forgot-password view (the reset page's dead-link state).
 */
export function readSignInRequest(search: string): { view: "signIn" | "forgot"; next: string | null } | null {
  const params = new URLSearchParams(search);
  const value = params.get(SIGN_IN_PARAM);
  if (value !== "1" && value !== "forgot") return null;
  return { view: value === "1" ? "signIn" : "forgot", next: safeNextPath(params.get(NEXT_PARAM)) };
}

/** The query string that opens the dialog on this page (links in pages, no script needed to build it). */
export const SIGN_IN_SEARCH = `?${SIGN_IN_PARAM}=1`;
export const FORGOT_PASSWORD_SEARCH = `?${SIGN_IN_PARAM}=forgot`;

/** The query string without the sign-in request ("" when nothing else is left, else "?..."). */
export function withoutSignInRequest(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SIGN_IN_PARAM);
  params.delete(NEXT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** The address that asks for sign-in and then leads to `next` (what a private page redirects to). */
export function signInHref(next: string, home = "/"): string {
  const safe = safeNextPath(next);
  return `${home}?${SIGN_IN_PARAM}=1${safe ? `&${NEXT_PARAM}=${encodeURIComponent(safe)}` : ""}`;
}
