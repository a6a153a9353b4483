/**
 * Every cookie the server sets, named and written in this one place. All of them are secrets
 * (HttpOnly, never readable by scripts) sent to the whole site (Path=/, no Domain).
 */
const COOKIES = {
  /** A signed-in visitor's session token. Lax: a visitor following a link here arrives signed in. */
  session: { name: "ak_session", sameSite: "Lax" },
  /** An admin's session token. Strict: no other site's page can start a request that carries it. */
  admin: { name: "admin_session", sameSite: "Strict" },
  /** A browser that signed in before: it keeps a sign-in budget of its own (see sign-in-limits.ts). */
  device: { name: "ak_device", sameSite: "Strict" },
} as const;

export type SiteCookie = keyof typeof COOKIES;

/** The names over plain http (a development site); under https they carry the `__Host-` prefix. */
export const PLAIN_COOKIE_NAMES = {
  session: COOKIES.session.name,
  admin: COOKIES.admin.name,
  device: COOKIES.device.name,
} as const satisfies Record<SiteCookie, string>;

/**
 * Whether the site is public over https. The cookies follow SITE_URL, not the request: behind a
 * proxy the request may look like plain http (TRUST_PROXY unset), and every reader, the page
 * loaders included, must agree with the writer on one name.
 */
const servedOverHttps = (siteUrl: string) => new URL(siteUrl).protocol === "https:";

/**
 * The cookie's name in force. Under https it carries the `__Host-` prefix: the browser then only
 * accepts it Secure, for the whole site, from this very host, so no other subdomain or plain-http
 * answer can plant or replace it.
 */
export function cookieName(cookie: SiteCookie, siteUrl: string): string {
  return servedOverHttps(siteUrl) ? `__Host-${COOKIES[cookie].name}` : COOKIES[cookie].name;
}

/** Reads one cookie from a Cookie header (the first of that name wins, as browsers send the most specific first). */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The request a cookie is set in answer to: an https one gets Secure cookies even on an http SITE_URL. */
type Answering = { protocol: string };

/** The site's cookies for one SITE_URL: their names in force, reading them, and the Set-Cookie values. */
export function siteCookies(siteUrl: string) {
  const https = servedOverHttps(siteUrl);

  function serialise(cookie: SiteCookie, value: string, request: Answering, maxAge: number | undefined): string {
    const parts = [`${cookieName(cookie, siteUrl)}=${value}`, "Path=/", "HttpOnly", `SameSite=${COOKIES[cookie].sameSite}`];
    if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
    if (https || request.protocol === "https") parts.push("Secure");
    return parts.join("; ");
  }

  return {
    /** Whether SITE_URL is https (the cookies are then Secure and `__Host-` prefixed). */
    https,
    name: (cookie: SiteCookie) => cookieName(cookie, siteUrl),
    /** The cookie's value under its name in force; a cookie under the other name is not read. */
    read: (cookieHeader: string | null | undefined, cookie: SiteCookie) => readCookie(cookieHeader, cookieName(cookie, siteUrl)),
    /** A Set-Cookie value; without `maxAge` the cookie lasts as long as the browser session. */
    set: (cookie: SiteCookie, value: string, request: Answering, maxAge?: number) => serialise(cookie, value, request, maxAge),
    /** A Set-Cookie value that removes the cookie. */
    expire: (cookie: SiteCookie, request: Answering) => serialise(cookie, "", request, 0),
  };
}

export type SiteCookies = ReturnType<typeof siteCookies>;
