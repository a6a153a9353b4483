import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { signInDevices } from "../db/schema/index.ts";

/** A device token is 256 random bits in base64url; anything else is unknown without asking the database. */
const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How long a browser stays known after its last successful sign-in (its cookie lasts as long). */
export const DEVICE_MEMORY_SECONDS = 365 * 24 * 60 * 60;

/** The account a browser signed in to: a visitor's or an admin's (two tables, two id ranges). */
export type Principal = `account:${number}` | `admin:${number}`;

/** The table keeps only this hash: a copy of the database names no usable device token. */
const hashOf = (token: string) => createHash("sha256").update(`sign-in-device|${token}`).digest("hex");

/**
 * Browsers that signed in before. The device cookie proves nothing about who is at the keyboard
 * (it opens no session); it only lets the browser that holds it keep a budget of sign-in
 * attempts of its own for the accounts it signed in to.
 */
export function createKnownDevices(db: Database, now: () => Date = () => new Date()) {
  const memoryStart = () => new Date(now().getTime() - DEVICE_MEMORY_SECONDS * 1000);

  return {
    /** The device's key when this browser signed in to `principal` within the memory, else null. */
    async recognise(token: string | null, principal: Principal | null): Promise<string | null> {
      if (!token || !principal || !DEVICE_TOKEN_PATTERN.test(token)) return null;
      const hash = hashOf(token);
      const [row] = await db
        .select({ tokenHash: signInDevices.tokenHash })
        .from(signInDevices)
        .where(
          and(eq(signInDevices.tokenHash, hash), eq(signInDevices.principal, principal), gt(signInDevices.lastSignInAt, memoryStart())),
        )
        .limit(1);
      return row ? hash : null;
    },

    /**
     * After a successful sign-in (or a password reset, which proves the mailbox): the browser is
     * known for `principal` from now on. It gets a new token each time, and the accounts it
     * already knew move to it, so a token planted in a browser, or copied from one, stops
     * counting at that browser's next sign-in.
     */
    async remember(token: string | null, principal: Principal): Promise<string> {
      const fresh = randomBytes(32).toString("base64url");
      const freshHash = hashOf(fresh);
      const at = now();
      await db.transaction(async (tx) => {
        if (token && DEVICE_TOKEN_PATTERN.test(token)) {
          await tx
            .update(signInDevices)
            .set({ tokenHash: freshHash })
            .where(eq(signInDevices.tokenHash, hashOf(token)));
        }
        await tx
          .insert(signInDevices)
          .values({ tokenHash: freshHash, principal, createdAt: at, lastSignInAt: at })
          .onConflictDoUpdate({
            target: [signInDevices.tokenHash, signInDevices.principal],
            set: { lastSignInAt: sql`excluded.last_sign_in_at` },
          });
      });
      return fresh;
    },

    /** The account is gone: no browser is known for it any more (within the deleting transaction when given). */
    async forget(principal: Principal, writer: Pick<Database, "delete"> = db): Promise<void> {
      await writer.delete(signInDevices).where(eq(signInDevices.principal, principal));
    },

    /** Drops browsers that have not signed in within the memory. */
    async prune(): Promise<void> {
      await db.delete(signInDevices).where(lt(signInDevices.lastSignInAt, memoryStart()));
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
