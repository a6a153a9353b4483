import { createHash } from "node:crypto";
import { and, count, eq, gt, inArray, lt, max, min, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { attempts } from "../db/schema/index.ts";
import { TooManyRequestsError } from "../http/errors.ts";

/** One limit: at most `max` attempts of `scope` per subject within `windowMs`. */
export type AttemptLimit = { scope: string; max: number; windowMs: number };

export type LimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A rule that slows a subject down instead of locking it: `free` attempts within `windowMs` go
 * through at once; each one after them must wait after the latest, the wait doubling from
 * `firstDelayMs` with every further attempt up to `maxDelayMs`. However many attempts came
 * before, the next one is never more than `maxDelayMs` away.
 */
export type AttemptThrottle = { scope: string; free: number; firstDelayMs: number; maxDelayMs: number; windowMs: number };

export type AttemptRule = AttemptLimit | AttemptThrottle;

/** One attempt counted by take(): dropped again with release() when it turns out not to count. */
export type TakenAttempt = { ids: number[] };

/** The longest window any rule may use: older attempts are pruned. */
export const LONGEST_WINDOW_MS = 24 * 60 * 60_000;

type Counted = { total: number; oldest: number | null; latest: number | null };

/** How long the next attempt must wait under a rule (0: it may go now). */
function waitMs(rule: AttemptRule, counted: Counted, at: number): number {
  if ("free" in rule) {
    if (counted.total < rule.free || counted.latest === null) return 0;
    const delay = Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (counted.total - rule.free));
    return Math.max(0, counted.latest + delay - at);
  }
  if (counted.total < rule.max || counted.oldest === null) return 0;
  // The window slides: the oldest counted attempt leaving it frees the next try.
  return Math.max(1, counted.oldest + rule.windowMs - at);
}

/** Subjects are stored hashed: the table counts, it does not keep addresses or IPs. */
const subjectKey = (scope: string, subject: string) => createHash("sha256").update(`${scope}|${subject.toLowerCase()}`).digest("hex");

/**
 * Brute-force limits counted in the database, so they hold across restarts and between instances.
 * A caller either takes an attempt (counted at once, uncounted again when it succeeds), or checks
 * every limit that applies before doing the work and records an attempt when it should count (any
 * registration).
 */
export function createAttemptLimits(db: Database, now: () => Date = () => new Date()) {
  /** How long an attempt must wait under the strictest of the rules (0: it may go now). */
  async function waitBefore(reader: Pick<Database, "select">, keyed: { rule: AttemptRule; subject: string }[], at: Date): Promise<number> {
    const rows = await reader
      .select({ scope: attempts.scope, subject: attempts.subject, total: count(), oldest: min(attempts.at), latest: max(attempts.at) })
      .from(attempts)
      .where(
        or(
          ...keyed.map(({ rule, subject }) =>
            and(eq(attempts.scope, rule.scope), eq(attempts.subject, subject), gt(attempts.at, new Date(at.getTime() - rule.windowMs))),
          ),
        ),
      )
      .groupBy(attempts.scope, attempts.subject);
    return Math.max(
      0,
      ...keyed.map(({ rule, subject }) => {
        const row = rows.find((r) => r.scope === rule.scope && r.subject === subject);
        const counted: Counted = {
          total: row?.total ?? 0,
          oldest: row?.oldest ? new Date(row.oldest).getTime() : null,
          latest: row?.latest ? new Date(row.latest).getTime() : null,
        };
        return waitMs(rule, counted, at.getTime());
      }),
    );
  }

  async function check(limit: AttemptLimit, subject: string): Promise<LimitCheck> {
    const at = now();
    const since = new Date(at.getTime() - limit.windowMs);
    const [row] = await db
      .select({ total: count(), oldest: min(attempts.at) })
      .from(attempts)
      .where(and(eq(attempts.scope, limit.scope), eq(attempts.subject, subjectKey(limit.scope, subject)), gt(attempts.at, since)));
    const wait = waitMs(
      limit,
      { total: row?.total ?? 0, oldest: row?.oldest ? new Date(row.oldest).getTime() : null, latest: null },
      at.getTime(),
    );
    return wait === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
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

    /**
     * Counts one attempt under every rule at once, or refuses it with 429 (and when to try again)
     * without counting anything: a refusal never makes the wait longer. The subjects are locked
     * for the moment of counting, so a burst of parallel attempts (on any instance) is judged one
     * by one and cannot slip past a limit together. A refusal is found without the locks: under
     * attack nearly every attempt is one, and it then costs one read.
     */
    async take(entries: [AttemptRule, string][], message: (retryAfterSeconds: number) => string): Promise<TakenAttempt> {
      if (entries.length === 0) return { ids: [] };
      const at = now();
      const keyed = entries.map(([rule, subject]) => ({ rule, subject: subjectKey(rule.scope, subject) }));
      const refuse = (wait: number) => {
        const seconds = Math.max(1, Math.ceil(wait / 1000));
        return new TooManyRequestsError(message(seconds), seconds);
      };
      const firstLook = await waitBefore(db, keyed, at);
      if (firstLook > 0) throw refuse(firstLook);
      const outcome = await db.transaction(async (tx) => {
        // In one order everywhere, so two attempts that share subjects never wait on each other's locks.
        for (const lock of [...new Set(keyed.map(({ rule, subject }) => `attempts|${rule.scope}|${subject}`))].sort()) {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${lock}))`);
        }
        const wait = await waitBefore(tx, keyed, at);
        if (wait > 0) return { wait };
        const taken = await tx
          .insert(attempts)
          .values(keyed.map(({ rule, subject }) => ({ scope: rule.scope, subject, at })))
          .returning({ id: attempts.id });
        return { wait: 0, ids: taken.map((row) => row.id) };
      });
      if (!outcome.ids) throw refuse(outcome.wait);
      return { ids: outcome.ids };
    },

    /** Uncounts an attempt take() counted (it succeeded, so it was no guess). */
    async release(taken: TakenAttempt): Promise<void> {
      if (taken.ids.length === 0) return;
      await db.delete(attempts).where(inArray(attempts.id, taken.ids));
    },

    async record(entries: [AttemptLimit, string][]): Promise<void> {
      if (entries.length === 0) return;
      const at = now();
      await db
        .insert(attempts)
        .values(entries.map(([limit, subject]) => ({ scope: limit.scope, subject: subjectKey(limit.scope, subject), at })));
    },

    /** Forgets a subject's attempts (a successful sign-in clears its client's own failures). */
    async clear(limit: AttemptLimit, subject: string): Promise<void> {
      await db.delete(attempts).where(and(eq(attempts.scope, limit.scope), eq(attempts.subject, subjectKey(limit.scope, subject))));
    },

    /** Drops what no window can count any more. */
    async prune(): Promise<void> {
      await db.delete(attempts).where(lt(attempts.at, new Date(now().getTime() - LONGEST_WINDOW_MS)));
    },
  };
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
