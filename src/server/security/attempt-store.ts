import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, lt, min, sql } from "drizzle-orm";
import { Redis } from "ioredis";
import type { Database } from "../db/client.ts";
import { attempts } from "../db/schema/index.ts";

/** How many attempts a key has within a window, and when the oldest of them was made; `at` is now. */
export type AttemptCount = { total: number; oldestAt: number | null; at: number };

/** A limited attempt's outcome: taken (and counted), or refused (and not counted). */
export type AttemptTake = AttemptCount & { allowed: boolean };

/**
 * Where attempts are counted: every limit of the site (form rate limits, sign-in failures)
 * counts here. Shared by every instance (Redis when REDIS_URL is set, the database otherwise),
 * so a budget holds across instances and restarts. Windows slide: an attempt counts for exactly
 * `windowMs` after it was made.
 */
export type AttemptStore = {
  readonly kind: "redis" | "database";
  /**
   * Records one attempt when fewer than `limit` are counted within the window, in one atomic step
   * (two instances cannot both take the last one). A refusal is not counted.
   */
  take(scope: string, subject: string, windowMs: number, limit: number): Promise<AttemptTake>;
  /** Counts without recording. */
  count(scope: string, subject: string, windowMs: number): Promise<AttemptCount>;
  record(scope: string, subject: string): Promise<void>;
  clear(scope: string, subject: string): Promise<void>;
  /** Drops what no window can count any more. */
  prune(): Promise<void>;
  /** True when the store answers (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

/** The longest window any limit uses; older attempts are dropped. */
export const LONGEST_WINDOW_MS = 24 * 60 * 60_000;

/** Subjects (addresses, accounts) are kept hashed: the store counts, it does not keep who. */
export function subjectKey(scope: string, subject: string): string {
  return createHash("sha256").update(`${scope}|${subject.toLowerCase()}`).digest("hex");
}

/** Attempts as rows of the `attempts` table (one row each, indexed by scope, subject and time). */
export function createDatabaseAttemptStore(db: Database, now: () => Date = () => new Date()): AttemptStore {
  async function countSince(scope: string, subject: string, windowMs: number, at: Date): Promise<AttemptCount> {
    const since = new Date(at.getTime() - windowMs);
    const [row] = await db
      .select({ total: count(), oldest: min(attempts.at) })
      .from(attempts)
      .where(and(eq(attempts.scope, scope), eq(attempts.subject, subjectKey(scope, subject)), gt(attempts.at, since)));
    return { total: row?.total ?? 0, oldestAt: row?.oldest ? new Date(row.oldest).getTime() : null, at: at.getTime() };
  }
  const record = async (scope: string, subject: string, at = now()) => {
    await db.insert(attempts).values({ scope, subject: subjectKey(scope, subject), at });
  };
  return {
    kind: "database",
    take(scope, subject, windowMs, limit) {
      const at = now();
      // One key's attempts are taken one at a time, whichever instance asks (an advisory lock
      // held until the transaction ends).
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`attempts:${scope}:${subjectKey(scope, subject)}`}))`);
        const since = new Date(at.getTime() - windowMs);
        const [row] = await tx
          .select({ total: count(), oldest: min(attempts.at) })
          .from(attempts)
          .where(and(eq(attempts.scope, scope), eq(attempts.subject, subjectKey(scope, subject)), gt(attempts.at, since)));
        const total = row?.total ?? 0;
        const oldestAt = row?.oldest ? new Date(row.oldest).getTime() : null;
        if (total >= limit) return { allowed: false, total, oldestAt, at: at.getTime() };
        await tx.insert(attempts).values({ scope, subject: subjectKey(scope, subject), at });
        return { allowed: true, total: total + 1, oldestAt: oldestAt ?? at.getTime(), at: at.getTime() };
      });
    },
    count: (scope, subject, windowMs) => countSince(scope, subject, windowMs, now()),
    record: (scope, subject) => record(scope, subject),
    async clear(scope, subject) {
      await db.delete(attempts).where(and(eq(attempts.scope, scope), eq(attempts.subject, subjectKey(scope, subject))));
    },
    async prune() {
      await db.delete(attempts).where(lt(attempts.at, new Date(now().getTime() - LONGEST_WINDOW_MS)));
    },
    async ping() {
      return true;
    },
    async close() {},
  };
}

/**
 * Attempts in Redis: one sorted set per key, each attempt a member scored by its time. Counting
 * first drops what left the longest window; every key expires a day after its last attempt.
 */
export function createRedisAttemptStore(url: string, prefix: string, now: () => Date = () => new Date()): AttemptStore {
  // Commands wait for the connection instead of failing while it is first made or re-made.
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // A lost connection is retried by the client; the error would otherwise be thrown unhandled.
  redis.on("error", () => {});
  const keyOf = (scope: string, subject: string) => `${prefix}attempts:${scope}:${subjectKey(scope, subject)}`;
  // Count and add in one script, so the last free attempt goes to one caller only.
  redis.defineCommand("takeAttempt", {
    numberOfKeys: 1,
    lua: `
      local key, now, window, limit, member, longest = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4], tonumber(ARGV[5])
      redis.call('ZREMRANGEBYSCORE', key, '-inf', now - longest)
      local total = redis.call('ZCOUNT', key, '(' .. (now - window), '+inf')
      if total < limit then
        redis.call('ZADD', key, now, member)
        redis.call('PEXPIRE', key, longest)
        total = total + 1
      end
      local oldest = redis.call('ZRANGEBYSCORE', key, '(' .. (now - window), '+inf', 'WITHSCORES', 'LIMIT', 0, 1)
      local allowed = 0
      if redis.call('ZSCORE', key, member) then allowed = 1 end
      return {allowed, total, oldest[2] or ''}
    `,
  });
  const member = (at: number) => `${at}-${randomBytes(6).toString("hex")}`;

  async function run(key: string, windowMs: number, addAt: number | null, at: number): Promise<AttemptCount> {
    const chain = redis.multi();
    if (addAt !== null) {
      chain.zadd(key, addAt, member(addAt));
      chain.pexpire(key, LONGEST_WINDOW_MS);
    }
    chain.zremrangebyscore(key, "-inf", at - LONGEST_WINDOW_MS);
    chain.zcount(key, `(${at - windowMs}`, "+inf");
    chain.zrangebyscore(key, `(${at - windowMs}`, "+inf", "WITHSCORES", "LIMIT", 0, 1);
    const results = await chain.exec();
    if (!results) throw new Error("The attempt count was not answered by Redis");
    for (const [error] of results) if (error) throw error;
    const total = Number(results[results.length - 2]![1]);
    const oldest = results[results.length - 1]![1] as string[];
    return { total, oldestAt: oldest.length >= 2 ? Number(oldest[1]) : null, at };
  }

  return {
    kind: "redis",
    async take(scope, subject, windowMs, limit) {
      const at = now().getTime();
      const taker = redis as unknown as { takeAttempt: (...args: (string | number)[]) => Promise<[number, number, string]> };
      const [allowed, total, oldest] = await taker.takeAttempt(keyOf(scope, subject), at, windowMs, limit, member(at), LONGEST_WINDOW_MS);
      return { allowed: allowed === 1, total: Number(total), oldestAt: oldest === "" ? null : Number(oldest), at };
    },
    count(scope, subject, windowMs) {
      const at = now().getTime();
      return run(keyOf(scope, subject), windowMs, null, at);
    },
    async record(scope, subject) {
      const at = now().getTime();
      await redis.multi().zadd(keyOf(scope, subject), at, member(at)).pexpire(keyOf(scope, subject), LONGEST_WINDOW_MS).exec();
    },
    async clear(scope, subject) {
      await redis.del(keyOf(scope, subject));
    },
    // Keys expire on their own a day after their last attempt.
    async prune() {},
    async ping() {
      try {
        return (await redis.ping()) === "PONG";
      } catch {
        return false;
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when the site is given one, the database otherwise. */
export function createAttemptStore(options: { db: Database; redisUrl?: string; redisKeyPrefix: string; now?: () => Date }): AttemptStore {
  return options.redisUrl
    ? createRedisAttemptStore(options.redisUrl, options.redisKeyPrefix, options.now)
    : createDatabaseAttemptStore(options.db, options.now);
}

/** Seconds until the oldest counted attempt leaves the window (at least 1). */
export function secondsUntilFree(counted: AttemptCount, windowMs: number): number {
  if (counted.oldestAt === null) return 1;
  return Math.max(1, Math.ceil((counted.oldestAt + windowMs - counted.at) / 1000));
}
