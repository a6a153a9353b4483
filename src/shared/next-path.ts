/**
 * Where a visitor goes after signing in: the `next` a page put in the address. Anyone can write
 * that address, so it is trusted only once it is a path of this site, normalised. No zod here:
 * the page shell and the server both use it.
 */

/** The query parameter that names the page to go on to. */
export const NEXT_PARAM = "next";

const MAX_LENGTH = 2000;
const BASE = "http://same-site.invalid";

/**
 * `next` as a same-site path (its dot segments resolved, its query and fragment kept), or null.
 *
 * Refused rather than repaired, because browsers, proxies and servers disagree on them:
 * - anything that does not start with one "/" (a scheme, a bare host, a relative path);
 * - "//" anywhere in the path: "//host" is another site, and a dot segment can bring a later
 *   "//" to the front ("/.//host" resolves to "//host");
 * - a backslash, which browsers read as "/" ("/\host" is another site);
 * - an encoded slash, backslash or percent sign in the path ("%2f", "%5c", "%25"), which a layer
 *   that decodes once more turns into the characters above;
 * - spaces and control characters, which the URL parser drops ("/\t/host" becomes "//host").
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (typeof next !== "string" || next.length === 0 || next.length > MAX_LENGTH) return null;
  if (!next.startsWith("/")) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters and spaces is the point
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(next)) return null;
  const path = next.split(/[?#]/, 1)[0];
  if (path.includes("//") || /%(?:2f|5c|25)/i.test(path)) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//") || !url.pathname.startsWith("/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `pathname` with `?next=` added when `next` is a safe path (the same page without it otherwise). */
export function withNextPath(pathname: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${pathname}?${NEXT_PARAM}=${encodeURIComponent(safe)}` : pathname;
}

/** The safe `next` of an address's query, or null. */
export function nextPathFrom(url: URL | string): string | null {
  return safeNextPath(new URL(url, BASE).searchParams.get(NEXT_PARAM));
}
