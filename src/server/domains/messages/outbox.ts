import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { outbox, type MailAttachment } from "../../db/schema/index.ts";
import { currentRequestId } from "../../http/request-context.ts";

type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers (e.g. List-Unsubscribe); built by the site, never from what a visitor typed. */
  headers?: Record<string, string>;
};

type OutboxRow = typeof outbox.$inferSelect;

/** Anything that can insert: the database or an open transaction. */
type Writer = Pick<Database, "insert">;

/**
 * Writes a mail into the outbox; call it inside the transaction that stores what it reports.
 * Answers the outbox row's id, for a record that keeps track of its mail.
 */
export async function enqueueMail(writer: Writer, mail: OutgoingMail): Promise<number> {
  const [row] = await writer
    .insert(outbox)
    .values({
      recipient: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      attachments: mail.attachments?.length ? mail.attachments : null,
      headers: mail.headers ?? null,
      requestId: currentRequestId() ?? null,
    })
    .returning({ id: outbox.id });
  return row.id;
}

const MAX_ATTEMPTS = 8;
/** SMTP connections kept open to the relay; a batch's mails go out over them side by side. */
const SMTP_CONNECTIONS = 3;
/** A claimed row is leased for this long; if the process dies mid-send, it is retried after. */
const LEASE_MS = 5 * 60_000;

/** 30 s, 1 min, 2 min, ... capped at 1 h. */
function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

type OutboxWorkerOptions = {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
  batchSize?: number;
};

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, log, from } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const batchSize = options.batchSize ?? 10;
  // Pooled: a busy hour (a class cancelled, a flood of sign-ups) would otherwise pay a new SMTP
  // handshake per mail and leave the next visitor's mail waiting behind the queue.
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        pool: true,
        maxConnections: SMTP_CONNECTIONS,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as SMTPPool.Options)
    : null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  /** Claims due rows by pushing their next attempt past the lease, so no two workers send one mail. */
  async function claimDue(now: Date) {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(outbox)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(outbox.id, due))
      .returning();
  }

  /** Sends one mail and records the outcome: sent, or due again after a back-off. */
  async function deliver(transport: Transporter, row: OutboxRow): Promise<boolean> {
    try {
      await transport.sendMail({
        from,
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        ...(row.htmlBody ? { html: row.htmlBody } : {}),
        ...(row.attachments?.length ? { attachments: row.attachments } : {}),
        ...(row.headers ? { headers: row.headers } : {}),
      });
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
        .where(eq(outbox.id, row.id));
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ outboxId: row.id, requestId: row.requestId, attempts, err: message }, "mail delivery failed; will retry");
      await db
        .update(outbox)
        .set({
          attempts,
          lastError: message.slice(0, 500),
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
        })
        .where(eq(outbox.id, row.id));
      return false;
    }
  }

  /** Sends one batch of due mails (over the pooled connections at once); counts claimed and delivered. */
  async function pass(now: Date): Promise<{ claimed: number; sent: number }> {
    if (!transport) return { claimed: 0, sent: 0 };
    const rows = await claimDue(now);
    const outcomes = await Promise.all(rows.map((row) => deliver(transport, row)));
    return { claimed: rows.length, sent: outcomes.filter(Boolean).length };
  }

  /** Sends one batch of due mails; returns how many were delivered. */
  async function drainOnce(now = new Date()): Promise<number> {
    return (await pass(now)).sent;
  }

  /**
   * Batch after batch while full ones keep coming, so a backlog clears at the relay's pace rather
   * than one batch per poll; a batch with a failed delivery ends it (the relay may be down).
   */
  async function drainBacklog(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await pass(new Date());
      sent += batch.sent;
      if (stopped || batch.claimed < batchSize || batch.sent < batch.claimed) return sent;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = drainBacklog()
        .catch((error) => {
          log.error({ err: error }, "outbox pass failed");
          return 0;
        })
        .finally(() => {
          running = null;
          schedule();
        });
    }, pollIntervalMs);
    timer.unref();
  }

  return {
    configured: transport !== null,
    drainOnce,
    drainBacklog,
    start() {
      // Without SMTP_URL rows simply wait; start-up says so once (main.ts).
      if (!transport) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
      transport?.close();
    },
    async pendingCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(eq(outbox.status, "pending"));
      return row?.n ?? 0;
    },
  };
}
