import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, inArray, lt, max, min, or, sql } from "drizzle-orm";
import { Redis } from "ioredis";
import type { Database } from "../db/client.ts";
import { attempts } from "../db/schema/index.ts";
import { TooManyRequestsError } from "../http/errors.ts";

/** How many attempts a key has within a window, and when the oldest of them was made; `at` is now. */
export type AttemptCount = { total: number; oldestAt: number | null; at: number };

/** A limited attempt's outcome: taken (and counted), or refused (and not counted). */
export type AttemptTake = AttemptCount & { allowed: boolean };

/** A budget: at most `max` attempts of `scope` per subject within `windowMs` (the window slides). */
export type AttemptLimit = { scope: string; max: number; windowMs: number };

/**
 * A rule that slows a subject down instead of locking it: `free` attempts within `windowMs` go
 * through at once; each one after them must wait after the latest, the wait doubling from
 * `firstDelayMs` with every further attempt up to `maxDelayMs`. However many attempts came
 * before, the next one is never more than `maxDelayMs` away.
 */
export type AttemptThrottle = { scope: string; free: number; firstDelayMs: number; maxDelayMs: number; windowMs: number };

export type AttemptRule = AttemptLimit | AttemptThrottle;

/** A rule and the subject it counts for (an address, an account, an account from an address). */
export type RuleEntry = readonly [rule: AttemptRule, subject: string];

/**
 * An attempt takeUnder() counted, as release() finds it again: row ids in the database, members
 * of the sorted sets in Redis. Only the store that made it can release it.
 */
export type TakenAttempt = { readonly refs: readonly string[] };

/** Taken under every rule, or refused under at least one (and counted under none), with the wait. */
export type RulesTake = { allowed: true; taken: TakenAttempt } | { allowed: false; waitMs: number };

/**
 * Where attempts are counted: every limit of the site (form rate limits, sign-in failures,
 * registrations, reset requests, password checks) counts here. Shared by every instance (Redis
 * when REDIS_URL is set, the database otherwise), so a budget holds across instances and
 * restarts. Windows slide: an attempt counts for exactly `windowMs` after it was made.
 */
export type AttemptStore = {
  readonly kind: "redis" | "database";
  /**
   * Records one attempt when fewer than `limit` are counted within the window, in one atomic step
   * (two instances cannot both take the last one). A refusal is not counted.
   */
  take(scope: string, subject: string, windowMs: number, limit: number): Promise<AttemptTake>;
  /**
   * Counts one attempt under every rule at once, or under none when one of them refuses it (and
   * says how long the strictest one wants it to wait): a refusal never lengthens a wait. The
   * judging and the counting are one atomic step per set of keys, so a burst of parallel attempts
   * on any instance is judged one by one and cannot slip past a rule together.
   */
  takeUnder(entries: readonly RuleEntry[]): Promise<RulesTake>;
  /** Uncounts an attempt takeUnder() counted (it turned out not to be a guess, say a right password). */
  release(taken: TakenAttempt): Promise<void>;
  /** Counts without recording. */
  count(scope: string, subject: string, windowMs: number): Promise<AttemptCount>;
  record(scope: string, subject: string): Promise<void>;
  /** Forgets a subject's attempts (a successful sign-in clears its client's own failures). */
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

/** What one rule sees of a key: how many attempts its window holds, the oldest and the latest. */
type Counted = { total: number; oldest: number | null; latest: number | null };

/** One attempt judged under its rules: each rule's count before it, the wait, and the attempt if it was counted. */
type Judged = { at: number; counted: Counted[]; waitMs: number; refs: string[] | null };

const isThrottle = (rule: AttemptRule): rule is AttemptThrottle => "free" in rule;

/** How long the next attempt must wait under a rule (0: it may go now). The Redis script mirrors it. */
function waitUnder(rule: AttemptRule, counted: Counted, at: number): number {
  if (isThrottle(rule)) {
    if (counted.total < rule.free || counted.latest === null) return 0;
    const delay = Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (counted.total - rule.free));
    return Math.max(0, counted.latest + delay - at);
  }
  if (counted.total < rule.max) return 0;
  // The window slides: the oldest counted attempt leaving it frees the next try.
  return Math.max(1, (counted.oldest ?? at) + rule.windowMs - at);
}

/**
 * The two stores share the meaning of their operations; each brings how it judges an attempt
 * atomically and how it keeps rows or members. The single-budget take is a rule like any other.
 */
function storeOf(
  kind: AttemptStore["kind"],
  judge: (entries: readonly RuleEntry[]) => Promise<Judged>,
  rest: Omit<AttemptStore, "kind" | "take" | "takeUnder">,
): AttemptStore {
  return {
    kind,
    async take(scope, subject, windowMs, limit) {
      const { at, counted, refs } = await judge([[{ scope, max: limit, windowMs }, subject]]);
      const [own] = counted;
      return refs
        ? { allowed: true, total: own!.total + 1, oldestAt: own!.oldest ?? at, at }
        : { allowed: false, total: own!.total, oldestAt: own!.oldest, at };
    },
    async takeUnder(entries) {
      if (entries.length === 0) return { allowed: true, taken: { refs: [] } };
      const { waitMs, refs } = await judge(entries);
      return refs ? { allowed: true, taken: { refs } } : { allowed: false, waitMs };
    },
    ...rest,
  };
}

/** Attempts as rows of the `attempts` table (one row each, indexed by scope, subject and time). */
export function createDatabaseAttemptStore(db: Database, now: () => Date = () => new Date()): AttemptStore {
  type Keyed = { rule: AttemptRule; subject: string };

  /** Each rule's count of its own key, in one query. Rules of one attempt have scopes of their own. */
  async function countedUnder(reader: Pick<Database, "select">, keyed: Keyed[], at: number): Promise<Counted[]> {
    const rows = await reader
      .select({ scope: attempts.scope, subject: attempts.subject, total: count(), oldest: min(attempts.at), latest: max(attempts.at) })
      .from(attempts)
      .where(
        or(
          ...keyed.map(({ rule, subject }) =>
            and(eq(attempts.scope, rule.scope), eq(attempts.subject, subject), gt(attempts.at, new Date(at - rule.windowMs))),
          ),
        ),
      )
      .groupBy(attempts.scope, attempts.subject);
    return keyed.map(({ rule, subject }) => {
      const row = rows.find((r) => r.scope === rule.scope && r.subject === subject);
      return {
        total: row?.total ?? 0,
        oldest: row?.oldest ? new Date(row.oldest).getTime() : null,
        latest: row?.latest ? new Date(row.latest).getTime() : null,
      };
    });
  }
  const strictest = (keyed: Keyed[], counted: Counted[], at: number) =>
    Math.max(0, ...keyed.map(({ rule }, i) => waitUnder(rule, counted[i]!, at)));

  async function judge(entries: readonly RuleEntry[]): Promise<Judged> {
    const at = now();
    const ms = at.getTime();
    const keyed = entries.map(([rule, subject]) => ({ rule, subject: subjectKey(rule.scope, subject) }));
    // A refusal is found without the locks: under attack nearly every attempt is one, and it
    // then costs one read.
    const firstLook = await countedUnder(db, keyed, ms);
    const firstWait = strictest(keyed, firstLook, ms);
    if (firstWait > 0) return { at: ms, counted: firstLook, waitMs: firstWait, refs: null };
    return db.transaction(async (tx) => {
      // Each key is judged by one caller at a time, whichever instance asks (advisory locks held
      // until the transaction ends), taken in one order everywhere so that two attempts sharing
      // keys never wait on each other's locks.
      for (const lock of [...new Set(keyed.map(({ rule, subject }) => `attempts|${rule.scope}|${subject}`))].sort()) {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${lock}))`);
      }
      const counted = await countedUnder(tx, keyed, ms);
      const waitMs = strictest(keyed, counted, ms);
      if (waitMs > 0) return { at: ms, counted, waitMs, refs: null };
      const rows = await tx
        .insert(attempts)
        .values(keyed.map(({ rule, subject }) => ({ scope: rule.scope, subject, at })))
        .returning({ id: attempts.id });
      return { at: ms, counted, waitMs: 0, refs: rows.map((row) => String(row.id)) };
    });
  }

  return storeOf("database", judge, {
    async release(taken) {
      const ids = taken.refs.map(Number).filter(Number.isSafeInteger);
      if (ids.length > 0) await db.delete(attempts).where(inArray(attempts.id, ids));
    },
    async count(scope, subject, windowMs) {
      const at = now().getTime();
      const [counted] = await countedUnder(db, [{ rule: { scope, max: 0, windowMs }, subject: subjectKey(scope, subject) }], at);
      return { total: counted!.total, oldestAt: counted!.oldest, at };
    },
    async record(scope, subject) {
      await db.insert(attempts).values({ scope, subject: subjectKey(scope, subject), at: now() });
    },
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
  });
}

/**
 * Judges one attempt under several rules and counts it under all of them, or none, in one
 * script: nothing another caller does can come between the count and the add. KEYS are the
 * rules' sorted sets; ARGV: now, the score before which members leave every window, the new
 * member, the keys' lifetime, then per key the start of its window, the window, its budget
 * (`max`, or a throttle's `free`), and a throttle's first and longest delay (-1 for a limit).
 * Answers the wait (0 when counted), then per key its total, oldest and latest score before.
 */
const JUDGE_ATTEMPT = `
  local now, cutoff, member, ttl = tonumber(ARGV[1]), ARGV[2], ARGV[3], ARGV[4]
  local wait = 0
  local counted = {}
  for i, key in ipairs(KEYS) do
    local a = 4 + (i - 1) * 5
    local since = '(' .. ARGV[a + 1]
    local window, budget, first, most = tonumber(ARGV[a + 2]), tonumber(ARGV[a + 3]), tonumber(ARGV[a + 4]), tonumber(ARGV[a + 5])
    redis.call('ZREMRANGEBYSCORE', key, '-inf', '(' .. cutoff)
    local total = redis.call('ZCOUNT', key, since, '+inf')
    local oldest = redis.call('ZRANGEBYSCORE', key, since, '+inf', 'WITHSCORES', 'LIMIT', 0, 1)[2]
    local latest = redis.call('ZREVRANGEBYSCORE', key, '+inf', since, 'WITHSCORES', 'LIMIT', 0, 1)[2]
    local w = 0
    if total >= budget then
      if most < 0 then
        local from = now
        if oldest then from = tonumber(oldest) end
        w = math.max(1, from + window - now)
      elseif latest then
        w = math.max(0, tonumber(latest) + math.min(most, first * 2 ^ (total - budget)) - now)
      end
    end
    if w > wait then wait = w end
    counted[#counted + 1] = total
    counted[#counted + 1] = oldest or ''
    counted[#counted + 1] = latest or ''
  end
  if wait == 0 then
    for _, key in ipairs(KEYS) do
      redis.call('ZADD', key, ARGV[1], member)
      redis.call('PEXPIRE', key, ttl)
    end
  end
  table.insert(counted, 1, wait)
  return counted
`;

/**
 * Attempts in Redis: one sorted set per key, each attempt a member scored by its time. Judging
 * first drops what left the longest window; every key expires a day after its last attempt.
 */
export function createRedisAttemptStore(url: string, prefix: string, now: () => Date = () => new Date()): AttemptStore {
  // Commands wait for the connection instead of failing while it is first made or re-made.
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // A lost connection is retried by the client; the error would otherwise be thrown unhandled.
  redis.on("error", () => {});
  redis.defineCommand("judgeAttempt", { lua: JUDGE_ATTEMPT });
  const judgeCommand = redis as unknown as {
    judgeAttempt: (keyCount: number, ...args: (string | number)[]) => Promise<[number, ...(number | string)[]]>;
  };
  const keyOf = (scope: string, subject: string) => `${prefix}attempts:${scope}:${subjectKey(scope, subject)}`;
  const member = (at: number) => `${at}-${randomBytes(6).toString("hex")}`;
  const score = (value: string | number) => (value === "" ? null : Number(value));
  // A member names no key of its own (digits, a dash and hex), so a ref splits at its first '@'.
  const refOf = (key: string, name: string) => `${name}@${key}`;

  async function judge(entries: readonly RuleEntry[]): Promise<Judged> {
    const at = now().getTime();
    const name = member(at);
    const keys = entries.map(([rule, subject]) => keyOf(rule.scope, subject));
    const perKey = entries.flatMap(([rule]) =>
      isThrottle(rule)
        ? [at - rule.windowMs, rule.windowMs, rule.free, rule.firstDelayMs, rule.maxDelayMs]
        : [at - rule.windowMs, rule.windowMs, rule.max, 0, -1],
    );
    const [waitMs, ...counts] = await judgeCommand.judgeAttempt(
      keys.length,
      ...keys,
      at,
      at - LONGEST_WINDOW_MS,
      name,
      LONGEST_WINDOW_MS,
      ...perKey,
    );
    const counted = keys.map((_, i) => ({
      total: Number(counts[i * 3]),
      oldest: score(counts[i * 3 + 1]!),
      latest: score(counts[i * 3 + 2]!),
    }));
    const wait = Number(waitMs);
    return { at, counted, waitMs: wait, refs: wait === 0 ? keys.map((key) => refOf(key, name)) : null };
  }

  return storeOf("redis", judge, {
    async release(taken) {
      if (taken.refs.length === 0) return;
      const chain = redis.multi();
      for (const ref of taken.refs) {
        const split = ref.indexOf("@");
        if (split > 0) chain.zrem(ref.slice(split + 1), ref.slice(0, split));
      }
      await chain.exec();
    },
    async count(scope, subject, windowMs) {
      const at = now().getTime();
      const key = keyOf(scope, subject);
      const results = await redis
        .multi()
        .zremrangebyscore(key, "-inf", `(${at - LONGEST_WINDOW_MS}`)
        .zcount(key, `(${at - windowMs}`, "+inf")
        .zrangebyscore(key, `(${at - windowMs}`, "+inf", "WITHSCORES", "LIMIT", 0, 1)
        .exec();
      if (!results) throw new Error("The attempt count was not answered by Redis");
      for (const [error] of results) if (error) throw error;
      const oldest = results[2]![1] as string[];
      return { total: Number(results[1]![1]), oldestAt: oldest.length >= 2 ? Number(oldest[1]) : null, at };
    },
    async record(scope, subject) {
      const at = now().getTime();
      const key = keyOf(scope, subject);
      await redis.multi().zadd(key, at, member(at)).pexpire(key, LONGEST_WINDOW_MS).exec();
    },
    async clear(scope, subject) {
      await redis.del(keyOf(scope, subject));
    },
    // Judging drops what left the longest window, and keys expire a day after their last attempt.
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
  });
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

/**
 * Takes one attempt under every rule, or refuses it with 429 and when to try again (the
 * message is the caller's, given the seconds); a refusal counts under none of them.
 */
export async function takeOrRefuse(
  store: AttemptStore,
  entries: readonly RuleEntry[],
  message: (retryAfterSeconds: number) => string,
): Promise<TakenAttempt> {
  const outcome = await store.takeUnder(entries);
  if (outcome.allowed) return outcome.taken;
  const seconds = Math.max(1, Math.ceil(outcome.waitMs / 1000));
  throw new TooManyRequestsError(message(seconds), seconds);
}
