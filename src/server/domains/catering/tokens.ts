import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: the request status page's secret. */
export const newStatusToken = () => randomBytes(32).toString("base64url");
/** Only what newStatusToken makes can be a token; anything else is unknown without asking the database. */
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (text: string) => createHash("sha256").update(text).digest();
export const hashStatusToken = (token: string) => sha256(`catering-status|${token}`).toString("hex");
export const hashIdempotencyKey = (key: string) => sha256(`catering-idempotency|${key}`).toString("hex");
export const fingerprintOf = (value: unknown) => sha256(JSON.stringify(value)).toString("hex");

const sealKey = (idempotencyKey: string) => sha256(`catering-status-seal|${idempotencyKey}`);

/**
 * Seals the status token with a key derived from the Idempotency-Key (AES-256-GCM): a replay by
 * the client that holds the key answers with the same link, while the database (which keeps only
 * the key's hash) reveals no token.
 */
export function sealToken(token: string, idempotencyKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(idempotencyKey), iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

export function openToken(sealed: string, idempotencyKey: string): string | null {
  try {
    const bytes = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", sealKey(idempotencyKey), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
