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

export type CookieOptions = {
  /** Seconds; without it the cookie lasts as long as the browser session. */
  maxAge?: number;
  sameSite: "Lax" | "Strict";
  secure: boolean;
};

/** A Set-Cookie value for a secret: never readable by scripts, sent to the whole site. */
export function secretCookie(name: string, value: string, { maxAge, sameSite, secure }: CookieOptions): string {
  const parts = [`${name}=${value}`, "Path=/", "HttpOnly", `SameSite=${sameSite}`];
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** A Set-Cookie value that removes the cookie. */
export function expiredCookie(name: string, { sameSite, secure }: Omit<CookieOptions, "maxAge">): string {
  return secretCookie(name, "", { maxAge: 0, sameSite, secure });
}
