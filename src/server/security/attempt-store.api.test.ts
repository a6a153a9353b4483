import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { RATE_LIMITS } from "../http/rate-limit-policies.ts";
import { restartableTestDatabase } from "../test-support/test-app.ts";
import { createRedisAttemptStore, type AttemptStore } from "./attempt-store.ts";

const message = { name: "Asha Rao", email: "asha@example.com", subject: "general-inquiry", message: "A question about the spice classes." };

/** The behaviour every store must have, whichever holds the counts. */
function storeContract(open: () => Promise<{ store: AttemptStore; other: AttemptStore; done: () => Promise<void> }>) {
  let store: AttemptStore;
  let other: AttemptStore;
  let done: () => Promise<void>;
  beforeAll(async () => {
    ({ store, other, done } = await open());
  });
  afterAll(async () => done());

  it("takes up to the limit, refuses the rest without counting them, and says when one frees up", async () => {
    const subject = `client-${randomBytes(4).toString("hex")}`;
    const taken = [];
    for (let i = 0; i < 5; i++) taken.push(await store.take("test-limit", subject, 60_000, 3));
    expect(taken.map((t) => t.allowed)).toEqual([true, true, true, false, false]);
    expect(taken[4]!.total).toBe(3);
    expect((await store.count("test-limit", subject, 60_000)).total).toBe(3);
    const waitMs = taken[4]!.oldestAt! + 60_000 - taken[4]!.at;
    expect(waitMs).toBeGreaterThan(50_000);
    expect(waitMs).toBeLessThanOrEqual(60_000);
  });

  it("gives the last free attempt to one caller only, however many ask at once from two instances", async () => {
    const subject = `client-${randomBytes(4).toString("hex")}`;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? store : other).take("race", subject, 60_000, 10)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(10);
  });

  it("shares counts between instances, forgets them when cleared, and keeps subjects apart", async () => {
    const subject = `client-${randomBytes(4).toString("hex")}`;
    await store.record("shared", subject);
    await other.record("shared", subject);
    expect((await other.count("shared", subject, 60_000)).total).toBe(2);
    expect((await store.count("shared", `${subject}-b`, 60_000)).total).toBe(0);
    await other.clear("shared", subject);
    expect((await store.count("shared", subject, 60_000)).total).toBe(0);
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
      store: first.attemptStore,
      other: second.attemptStore,
      done: async () => {
        await first.close();
        if (second !== first) await second.close();
        await database.dispose();
      },
    };
  });
});

describe.runIf(process.env.REDIS_URL)("the attempt store in Redis", () => {
  storeContract(async () => {
    const prefix = `test:${randomBytes(6).toString("hex")}:`;
    const store = createRedisAttemptStore(process.env.REDIS_URL!, prefix);
    const other = createRedisAttemptStore(process.env.REDIS_URL!, prefix);
    return {
      store,
      other,
      done: async () => {
        await store.close();
        await other.close();
      },
    };
  });
});

describe("a form's rate limit across two instances", () => {
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
