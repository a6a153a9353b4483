/**
 * The outbox under a backlog, on PostgreSQL, against a real SMTP server on loopback:
 *   - drain: 1,000 queued mails sent batch after batch (10 a batch, three pooled connections);
 *   - a visitor's mail queued behind 1,000 others, with the worker running as the site runs it
 *     (a pass every 2 s): how long until it arrives. A worker that sent one batch per pass would
 *     need 1,001 / 10 passes × 2 s ≈ 200 s, which is the figure to compare with.
 * Only loopback is contacted.
 */
import type { FastifyBaseLogger } from "fastify";
import { openDatabase } from "../src/server/db/client.ts";
import { createOutboxWorker, enqueueMail } from "../src/server/domains/messages/outbox.ts";
import { startSmtpCapture } from "../src/server/test-support/smtp-capture.ts";
import { withBenchDatabase } from "./support.ts";

const BACKLOG = 1000;
const POLL_MS = 2000;
const BATCH = 10;

const quietLog = {
  warn: () => undefined,
  error: (...args: unknown[]) => console.error(...args),
  info: () => undefined,
} as unknown as FastifyBaseLogger;

export default async function outboxBench() {
  await withBenchDatabase("bench_outbox", "outbox", async (databaseUrl) => {
    // Dropping the bench database ends its last sessions; that is expected, not worth a warning.
    const database = await openDatabase({ databaseUrl, onConnectionError: () => undefined });
    const smtp = await startSmtpCapture();
    try {
      const enqueueBacklog = async (prefix: string) => {
        for (let i = 0; i < BACKLOG; i += 1)
          await enqueueMail(database.db, { to: `${prefix}-${i}@example.com`, subject: `Backlog ${i}`, text: "Hello" });
      };

      // Drain: the whole backlog in one run of batches.
      await enqueueBacklog("drain");
      const drainer = createOutboxWorker({
        db: database.db,
        smtpUrl: smtp.url,
        from: "bench@example.com",
        log: quietLog,
        pollIntervalMs: POLL_MS,
        batchSize: BATCH,
      });
      const connectionsBefore = smtp.connections;
      const started = performance.now();
      const sent = await drainer.drainBacklog();
      const drainSeconds = (performance.now() - started) / 1000;
      const connections = smtp.connections - connectionsBefore;
      await drainer.stop();

      // A visitor behind a backlog, with the worker on its timer.
      await enqueueBacklog("queued");
      await enqueueMail(database.db, { to: "visitor@example.com", subject: "We received your message", text: "Thank you" });
      const worker = createOutboxWorker({
        db: database.db,
        smtpUrl: smtp.url,
        from: "bench@example.com",
        log: quietLog,
        pollIntervalMs: POLL_MS,
        batchSize: BATCH,
      });
      const queuedAt = performance.now();
      worker.start();
      while (!smtp.received.some((mail) => mail.to.includes("visitor@example.com")))
        await new Promise((resolve) => setTimeout(resolve, 20));
      const visitorSeconds = (performance.now() - queuedAt) / 1000;
      await worker.stop();

      const oneBatchPerPass = (Math.ceil((BACKLOG + 1) / BATCH) * POLL_MS) / 1000;
      console.log(`\noutbox (PostgreSQL, SMTP on loopback, batches of ${BATCH}, a pass every ${POLL_MS / 1000} s)\n`);
      console.log(["measure".padEnd(52), "value".padStart(12)].join(" "));
      console.log(["drain: mails sent".padEnd(52), String(sent).padStart(12)].join(" "));
      console.log(["drain: seconds".padEnd(52), drainSeconds.toFixed(2).padStart(12)].join(" "));
      console.log(["drain: mails per second".padEnd(52), (sent / drainSeconds).toFixed(0).padStart(12)].join(" "));
      console.log(["drain: SMTP connections opened".padEnd(52), String(connections).padStart(12)].join(" "));
      console.log([`visitor's mail behind ${BACKLOG}: seconds to arrive`.padEnd(52), visitorSeconds.toFixed(2).padStart(12)].join(" "));
      console.log(["the same with one batch per pass (computed)".padEnd(52), oneBatchPerPass.toFixed(0).padStart(12)].join(" "));
    } finally {
      await smtp.close();
      await database.close();
    }
  });
}
