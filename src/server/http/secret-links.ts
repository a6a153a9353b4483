import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** Only what a newToken makes can be a token; anything else is unknown without asking the database. */
export const SECRET_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** A stable hash of a request body, to tell an Idempotency-Key replay from a different request. */
export const fingerprintOf = (value: unknown) => sha256(JSON.stringify(value)).toString("hex");

/**
 * The secrets behind private links (an order's or a catering request's status page) for one
 * `purpose`: 256 random bits each, stored only as a hash (the purpose is part of the hash, so a
 * token of one kind never opens another), with the Idempotency-Key hashed the same way.
 */
export function secretLinkTokens(purpose: string) {
  const sealKey = (idempotencyKey: string) => sha256(`${purpose}-status-seal|${idempotencyKey}`);
  return {
    newToken: () => randomBytes(32).toString("base64url"),
    hash: (token: string) => sha256(`${purpose}-status|${token}`).toString("hex"),
    hashIdempotencyKey: (key: string) => sha256(`${purpose}-idempotency|${key}`).toString("hex"),
    /**
     * Seals a token with a key derived from the Idempotency-Key (AES-256-GCM): a replay by the
     * client that holds the key answers with the same link, while the database (which keeps only
     * the key's hash) reveals no token.
     */
    seal(token: string, idempotencyKey: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", sealKey(idempotencyKey), iv);
      const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
    },
    open(sealed: string, idempotencyKey: string): string | null {
      try {
        const bytes = Buffer.from(sealed, "base64url");
        const decipher = createDecipheriv("aes-256-gcm", sealKey(idempotencyKey), bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
