import { createHash } from "node:crypto";
import { and, count, eq, gt, lt, min } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { attempts } from "../db/schema/index.ts";
import { TooManyRequestsError } from "../http/errors.ts";

/** One limit: at most `max` attempts of `scope` per subject within `windowMs`. */
export type AttemptLimit = { scope: string; max: number; windowMs: number };

export type LimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Subjects are stored hashed: the table counts, it does not keep addresses or IPs. */
const subjectKey = (scope: string, subject: string) => createHash("sha256").update(`${scope}|${subject.toLowerCase()}`).digest("hex");

/**
 * Brute-force limits counted in the database, so they hold across restarts and between instances.
 * A caller checks every limit that applies before doing the work, and records an attempt when
 * it should count (a failed sign-in, or any registration).
 */
export function createAttemptLimits(db: Database, now: () => Date = () => new Date()) {
  async function check(limit: AttemptLimit, subject: string): Promise<LimitCheck> {
    const at = now();
    const since = new Date(at.getTime() - limit.windowMs);
    const [row] = await db
      .select({ total: count(), oldest: min(attempts.at) })
      .from(attempts)
      .where(and(eq(attempts.scope, limit.scope), eq(attempts.subject, subjectKey(limit.scope, subject)), gt(attempts.at, since)));
    if (!row || row.total < limit.max || !row.oldest) return { allowed: true };
    // The window slides: the oldest counted attempt leaving it frees the next try.
    const oldest = new Date(row.oldest).getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - at.getTime()) / 1000)) };
  }

  return {
    check,

    /** Refuses with 429 (and when to try again) as soon as one of the limits is used up. */
    async enforce(checks: [AttemptLimit, string][], message: (retryAfterSeconds: number) => string): Promise<void> {
      for (const [limit, subject] of checks) {
        const result = await check(limit, subject);
        if (!result.allowed) throw new TooManyRequestsError(message(result.retryAfterSeconds), result.retryAfterSeconds);
      }
    },

    async record(entries: [AttemptLimit, string][]): Promise<void> {
      if (entries.length === 0) return;
      const at = now();
      await db.insert(attempts).values(entries.map(([limit, subject]) => ({ scope: limit.scope, subject: subjectKey(limit.scope, subject), at })));
    },

    /** A successful sign-in clears the account's failures (the IP's stay counted). */
    async clear(limit: AttemptLimit, subject: string): Promise<void> {
      await db.delete(attempts).where(and(eq(attempts.scope, limit.scope), eq(attempts.subject, subjectKey(limit.scope, subject))));
    },

    /** Drops what no window can count any more (the longest window is a day). */
    async prune(): Promise<void> {
      await db.delete(attempts).where(lt(attempts.at, new Date(now().getTime() - 24 * 60 * 60_000)));
    },
  };
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
