import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/index.ts";
import { startSmtpCapture } from "../../test-support/smtp-capture.ts";
import { buildTestApp } from "../../test-support/test-app.ts";
import { enqueueMail } from "./outbox.ts";

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await buildTestApp({ seedDemoContent: false, SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await app.database.db.delete(outbox);
  smtp.received.length = 0;
  smtp.setRefusing(false);
});

async function enqueue(count: number, prefix: string) {
  for (let i = 0; i < count; i += 1) {
    await enqueueMail(app.database.db, { to: `${prefix}-${i}@example.com`, subject: `Mail ${i}`, text: "Hello" });
  }
}

describe("the outbox", () => {
  it("should clear a backlog batch after batch over a few reused SMTP connections", async () => {
    await enqueue(25, "backlog");
    const connectionsBefore = smtp.connections;
    expect(await app.services.outbox.drainOnce()).toBe(10);
    expect(await app.services.outbox.drainBacklog()).toBe(15);
    expect(new Set(smtp.received.flatMap((mail) => mail.to)).size).toBe(25);
    expect(await app.services.outbox.pendingCount()).toBe(0);
    expect(smtp.connections - connectionsBefore).toBeLessThanOrEqual(3);
  });

  it("should stop at the first batch with a failed delivery, leaving the rest for later", async () => {
    await enqueue(25, "refused");
    smtp.setRefusing(true);
    expect(await app.services.outbox.drainBacklog()).toBe(0);
    const rows = await app.database.db.select().from(outbox);
    expect(rows.filter((row) => row.attempts === 1)).toHaveLength(10);
    expect(rows.filter((row) => row.attempts === 0)).toHaveLength(15);
    expect(rows.filter((row) => row.attempts === 1).every((row) => row.status === "pending" && row.lastError)).toBe(true);
    const [first] = await app.database.db.select().from(outbox).where(eq(outbox.attempts, 1)).limit(1);
    expect(first.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});
