import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { ACCOUNT_API } from "../../shared/schemas/account";
import { attempts } from "../db/schema/index";
import { ACCOUNT_SIGN_IN_RULES } from "../domains/accounts/service";
import { RATE_LIMITS } from "../http/rate-limit-policies.ts";
import { restartableTestDatabase } from "../test-support/test-app.ts";
import {
  createDatabaseAttemptStore,
  createRedisAttemptStore,
  LONGEST_WINDOW_MS,
  subjectKey,
  takeOrRefuse,
  type AttemptLimit,
  type AttemptStore,
  type AttemptThrottle,
} from "./attempt-store.ts";

const message = { name: "Asha Rao", email: "asha@example.com", subject: "general-inquiry", message: "A question about the spice classes." };
const MINUTE = 60_000;

/** Every test's clock: still until a test moves it, so waits are exact and nothing sleeps. */
let clockAt = Date.parse("2026-12-01T09:00:00Z");
const clock = () => new Date(clockAt);
const tick = (ms: number) => {
  clockAt += ms;
};
const unique = (name: string) => `${name}-${randomBytes(4).toString("hex")}`;

type Opened = {
  store: AttemptStore;
  /** The same store as a second instance sees it (on PGlite, which serves one process, the first again). */
  other: AttemptStore;
  /** The subjects kept under a scope, as the store writes them down. */
  keptSubjects: (scope: string) => Promise<string[]>;
  done: () => Promise<void>;
};

/** The behaviour every store must have, whichever holds the counts. */
function storeContract(open: () => Promise<Opened>) {
  let store: AttemptStore;
  let other: AttemptStore;
  let opened: Opened;
  beforeAll(async () => {
    opened = await open();
    ({ store, other } = opened);
  });
  afterAll(async () => opened?.done());

  it("takes up to the limit, refuses the rest without counting them, and says when one frees up", async () => {
    const subject = unique("client");
    const taken = [];
    for (let i = 0; i < 5; i++) {
      taken.push(await store.take("test-limit", subject, 60_000, 3));
      tick(1000);
    }
    expect(taken.map((t) => t.allowed)).toEqual([true, true, true, false, false]);
    expect(taken[4]!.total).toBe(3);
    expect((await store.count("test-limit", subject, 60_000)).total).toBe(3);
    // The oldest of the three, taken four seconds before, leaves the window in 56 seconds.
    expect(taken[4]!.oldestAt! + 60_000 - taken[4]!.at).toBe(56_000);
    tick(56_000);
    expect((await store.take("test-limit", subject, 60_000, 3)).allowed).toBe(true);
  });

  it("gives the last free attempt to one caller only, however many ask at once from two instances", async () => {
    const subject = unique("client");
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? store : other).take("race", subject, 60_000, 10)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(10);
  });

  it("shares counts between instances, forgets them when cleared, and keeps subjects apart", async () => {
    const subject = unique("client");
    await store.record("shared", subject);
    await other.record("shared", subject);
    expect((await other.count("shared", subject, 60_000)).total).toBe(2);
    expect((await store.count("shared", `${subject}-b`, 60_000)).total).toBe(0);
    await other.clear("shared", subject);
    expect((await store.count("shared", subject, 60_000)).total).toBe(0);
  });

  it("counts an attempt under every rule or under none, and waits for the strictest", async () => {
    const perAccount: AttemptLimit = { scope: "rules-account", max: 2, windowMs: 15 * MINUTE };
    const perAddress: AttemptLimit = { scope: "rules-address", max: 5, windowMs: 5 * MINUTE };
    const [account, address] = [unique("account"), unique("address")];
    for (let i = 0; i < 2; i++) {
      expect(
        (
          await store.takeUnder([
            [perAccount, account],
            [perAddress, address],
          ])
        ).allowed,
      ).toBe(true);
      tick(1000);
    }
    const refused = await other.takeUnder([
      [perAccount, account],
      [perAddress, address],
    ]);
    // The account's budget is spent: its oldest attempt, two seconds old, frees it.
    expect(refused).toEqual({ allowed: false, waitMs: 15 * MINUTE - 2000 });
    // Nothing was counted under the rule that would have allowed it.
    expect((await store.count(perAddress.scope, address, perAddress.windowMs)).total).toBe(2);
    expect((await store.takeUnder([[perAddress, address]])).allowed).toBe(true);
    expect((await store.count(perAddress.scope, address, perAddress.windowMs)).total).toBe(3);
    expect((await store.count(perAccount.scope, account, perAccount.windowMs)).total).toBe(2);
  });

  it("lets a throttle's free attempts through, then waits after the latest, doubling up to the longest delay", async () => {
    const throttle: AttemptThrottle = { scope: "throttle", free: 2, firstDelayMs: 1000, maxDelayMs: 4000, windowMs: 60 * MINUTE };
    const subject = unique("account");
    const take = () => store.takeUnder([[throttle, subject]]);
    expect((await take()).allowed).toBe(true);
    expect((await take()).allowed).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = await take();
      if (refused.allowed) throw new Error("a throttled attempt went through at once");
      // Asking again during the wait changes nothing: refusals are not counted.
      expect(await take()).toEqual(refused);
      waits.push(refused.waitMs);
      tick(refused.waitMs - 1);
      expect((await take()).allowed).toBe(false);
      tick(1);
      expect((await take()).allowed).toBe(true);
    }
    expect(waits).toEqual([1000, 2000, 4000, 4000, 4000]);
    expect((await store.count(throttle.scope, subject, throttle.windowMs)).total).toBe(7);
    // Only the latest attempt matters: after the longest delay, the next one goes.
    tick(4000);
    expect((await take()).allowed).toBe(true);
  });

  it("judges a parallel burst on two instances one by one under several rules: none slips past any of them", async () => {
    const shared: AttemptLimit = { scope: "burst-shared", max: 7, windowMs: 15 * MINUTE };
    const own: AttemptLimit = { scope: "burst-own", max: 3, windowMs: 15 * MINUTE };
    const throttle: AttemptThrottle = { scope: "burst-throttle", free: 5, firstDelayMs: 15_000, maxDelayMs: 60_000, windowMs: 60 * MINUTE };
    const [account, throttled] = [unique("account"), unique("account")];
    const limited = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? store : other).takeUnder([
          [own, `${account}|client-${i}`],
          [shared, account],
        ]),
      ),
    );
    expect(limited.filter((a) => a.allowed)).toHaveLength(7);
    expect((await store.count(shared.scope, account, shared.windowMs)).total).toBe(7);
    const slowed = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? store : other).takeUnder([[throttle, throttled]])));
    expect(slowed.filter((a) => a.allowed)).toHaveLength(5);
  });

  it("releases an attempt that turned out not to count, under every rule it was taken under, and only that one", async () => {
    const first: AttemptLimit = { scope: "release-a", max: 2, windowMs: 15 * MINUTE };
    const second: AttemptThrottle = { scope: "release-b", free: 1, firstDelayMs: 60_000, maxDelayMs: 60_000, windowMs: 60 * MINUTE };
    const subject = unique("client");
    const kept = await takeOrRefuse(store, [[first, subject]], (s) => `wait ${s}`);
    const released = await takeOrRefuse(
      store,
      [
        [first, subject],
        [second, subject],
      ],
      (s) => `wait ${s}`,
    );
    await expect(takeOrRefuse(other, [[first, subject]], (s) => `wait ${s}`)).rejects.toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 15 * 60,
      message: `wait ${15 * 60}`,
    });
    await other.release(released);
    await other.release(released);
    expect((await store.count(first.scope, subject, first.windowMs)).total).toBe(1);
    expect((await store.count(second.scope, subject, second.windowMs)).total).toBe(0);
    expect(
      (
        await store.takeUnder([
          [first, subject],
          [second, subject],
        ])
      ).allowed,
    ).toBe(true);
    await store.release(kept);
    expect((await store.count(first.scope, subject, first.windowMs)).total).toBe(1);
  });

  it("drops what no window can count any more", async () => {
    const subject = unique("client");
    await store.record("old", subject);
    tick(LONGEST_WINDOW_MS + 1000);
    await store.record("old", subject);
    await store.prune();
    expect((await store.count("old", subject, 2 * LONGEST_WINDOW_MS)).total).toBe(1);
  });

  it("keeps subjects hashed", async () => {
    const subject = unique("Someone@Example.com");
    await store.takeUnder([[{ scope: "hashed", max: 5, windowMs: MINUTE }, subject]]);
    const kept = await opened.keptSubjects("hashed");
    expect(kept).toContain(subjectKey("hashed", subject.toLowerCase()));
    expect(kept.join(" ").toLowerCase()).not.toContain(subject.toLowerCase());
  });
}

/** PGlite serves one process: a second instance exists only on PostgreSQL. */
const severalInstances = Boolean(process.env.DATABASE_URL);

describe("the attempt store in the database", () => {
  storeContract(async () => {
    const database = await restartableTestDatabase({ seedDemoContent: false, REDIS_URL: undefined });
    const first = await database.build();
    const second = severalInstances ? await database.build() : first;
    return {
      store: createDatabaseAttemptStore(first.database.db, clock),
      other: createDatabaseAttemptStore(second.database.db, clock),
      keptSubjects: async (scope) =>
        (await first.database.db.select({ subject: attempts.subject }).from(attempts).where(eq(attempts.scope, scope))).map(
          (row) => row.subject,
        ),
      done: async () => {
        await first.close();
        if (second !== first) await second.close();
        await database.dispose();
      },
    };
  });
});

/**
 * Redis: the run's own (REDIS_URL), which must answer, or one on this machine's usual port when it
 * answers there, so a run without REDIS_URL still proves the Redis store where it can.
 */
const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
async function redisAnswers(): Promise<boolean> {
  if (process.env.REDIS_URL) return true;
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

describe.runIf(await redisAnswers())("the attempt store in Redis", () => {
  storeContract(async () => {
    // A prefix of this run's own, removed with everything under it when the tests end.
    const prefix = `test:attempt-store:${randomBytes(6).toString("hex")}:`;
    const admin = new Redis(redisUrl);
    const keysUnder = (pattern: string) => admin.keys(`${prefix}${pattern}`);
    const store = createRedisAttemptStore(redisUrl, prefix, clock);
    const other = createRedisAttemptStore(redisUrl, prefix, clock);
    return {
      store,
      other,
      keptSubjects: async (scope) => (await keysUnder(`attempts:${scope}:*`)).map((key) => key.slice(key.lastIndexOf(":") + 1)),
      done: async () => {
        await store.close();
        await other.close();
        const left = await keysUnder("*");
        if (left.length > 0) await admin.del(...left);
        expect(await keysUnder("*")).toEqual([]);
        await admin.quit();
      },
    };
  });
});

describe("limits across two instances", () => {
  let database: Awaited<ReturnType<typeof restartableTestDatabase>>;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    database = await restartableTestDatabase({ seedDemoContent: false });
    first = await database.build();
    second = severalInstances ? await database.build() : first;
  });
  afterAll(async () => {
    await first?.close();
    if (second !== first) await second?.close();
    await database?.dispose();
  });

  it("counts sign-in failures in the one store the rate limits use: Redis when it is set, the database otherwise", async () => {
    const account = "nobody-here@example.com";
    const signIn = (app: FastifyInstance, i: number) =>
      app.inject({
        method: "POST",
        url: ACCOUNT_API.signIn,
        payload: { email: account, password: `Guess@${i}xx` },
        headers: { origin: "http://localhost:80" },
        remoteAddress: `10.77.0.${i + 1}`,
      });
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_SIGN_IN_RULES.strangers.free; i++) statuses.push((await signIn(i % 2 ? second : first, i)).statusCode);
    // The account's strangers share one budget whichever instance they ask.
    expect(statuses).toEqual([...Array(ACCOUNT_SIGN_IN_RULES.strangers.free).fill(401), 429]);
    const counted = await second.attemptStore.count(
      ACCOUNT_SIGN_IN_RULES.strangers.scope,
      account,
      ACCOUNT_SIGN_IN_RULES.strangers.windowMs,
    );
    expect(counted.total).toBe(ACCOUNT_SIGN_IN_RULES.strangers.free);
    const rows = await first.database.db.select({ scope: attempts.scope }).from(attempts);
    if (first.attemptStore.kind === "redis") expect(rows).toEqual([]);
    else expect(rows.filter((row) => row.scope === ACCOUNT_SIGN_IN_RULES.strangers.scope)).toHaveLength(counted.total);
    expect(first.attemptStore.kind).toBe(process.env.REDIS_URL ? "redis" : "database");
  });

  it("draws one address's messages from one budget, whichever instance takes them, and after a restart", async () => {
    const send = (app: FastifyInstance) =>
      app.inject({ method: "POST", url: "/api/contact", payload: message, remoteAddress: "203.0.113.9" });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.contact.limit + 2; i++) statuses.push((await send(i % 2 ? second : first)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(RATE_LIMITS.contact.limit);
    const refused = await send(first);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/Too many/) });
    if (second !== first) await second.close();
    await first.close();
    first = await database.build();
    second = first;
    expect((await send(first)).statusCode).toBe(429);
    const otherAddress = await first.inject({ method: "POST", url: "/api/contact", payload: message, remoteAddress: "203.0.113.10" });
    expect(otherAddress.statusCode).toBe(201);
  });
});
