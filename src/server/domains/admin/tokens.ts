import { createHash, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

/** The only algorithm a token may use; anything else (`none` included) is refused. */
export const ADMIN_TOKEN_ALGORITHM = "HS256";

export type AdminTokenClaims = { adminId: number; sessionId: string };

export type AdminTokenIssuer = {
  issuer: string;
  audience: string;
  secret: Uint8Array;
};

/** The site's issuer and audience: a token of another site (or of its visitor accounts) is refused. */
export function tokenParties(siteUrl: string): { issuer: string; audience: string } {
  return { issuer: siteUrl, audience: `${siteUrl}/admin` };
}

/** A new session id: 256 random bits. The database keeps only its hash (see sessionKey). */
export const newSessionId = () => randomBytes(32).toString("base64url");

/**
 * The admin_sessions key of a session id. A copy of the database (a backup, say) then holds no
 * usable session ids, even together with a generated signing secret kept in the same database.
 */
export const sessionKey = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex");

export async function signAdminToken(
  claims: AdminTokenClaims,
  parties: AdminTokenIssuer,
  issuedAt: Date,
  lifetimeSeconds: number,
): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ADMIN_TOKEN_ALGORITHM, typ: "JWT" })
    .setSubject(String(claims.adminId))
    .setJti(claims.sessionId)
    .setIssuer(parties.issuer)
    .setAudience(parties.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeSeconds)
    .sign(parties.secret);
}

/**
 * The claims of a token that is well formed, signed with HS256 by our secret, for our issuer and
 * audience, and not expired; null for anything else. Whether its session is live is the caller's
 * question (the database knows).
 */
export async function verifyAdminToken(
  token: string,
  parties: AdminTokenIssuer,
  now: Date,
  maxLifetimeSeconds: number,
): Promise<AdminTokenClaims | null> {
  if (token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, parties.secret, {
      algorithms: [ADMIN_TOKEN_ALGORITHM],
      issuer: parties.issuer,
      audience: parties.audience,
      requiredClaims: ["sub", "jti", "iat", "exp"],
      currentDate: now,
      maxTokenAge: maxLifetimeSeconds,
    });
    const adminId = Number(payload.sub);
    if (!Number.isInteger(adminId) || adminId <= 0 || typeof payload.jti !== "string" || payload.jti.length > 100) return null;
    return { adminId, sessionId: payload.jti };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
