import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client.ts";
import { NotFoundError } from "../../http/errors.ts";
import { CONTACT_SUBJECT_LABELS, type ContactSubject } from "../../../shared/schemas/contact-subjects.ts";
import {
  INBOX_STATUSES,
  inboxMessages as M,
  type InboxField,
  type InboxKind,
  type InboxListItem,
  type InboxListQuery,
  type InboxMessage,
  type InboxPage,
  type InboxReply,
  type InboxReplyInput,
  type InboxStatus,
  type InboxUpdateInput,
} from "../../../shared/schemas/inbox.ts";
import { inboxReply } from "../../mail/inbox/reply.ts";
import { recordAdminAction } from "../admin/audit.ts";
import type { AdminSession, RequestOrigin } from "../admin/service.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { adminPage } from "../../../shared/schemas/common.ts";

/**
 * Where each kind of message lives and how its columns read as one inbox line: who sent it, what
 * it is about (`summary`) and its main text (`body`). Only these constants reach the SQL text.
 */
type KindSource = {
  table: string;
  reference: string;
  name: string;
  summary: string;
  body: string;
  /** The other columns the view shows, in the form's order, as [column, field key]. */
  fields: [column: string, key: string][];
};

const SOURCES: Record<InboxKind, KindSource> = {
  contact: {
    table: "contact_messages",
    reference: "reference",
    name: "name",
    summary: "subject",
    body: "message",
    fields: [
      ["subject", "subject"],
      ["recipient_email", "recipientEmail"],
    ],
  },
  content_removal: {
    table: "content_removal_requests",
    reference: "reference",
    name: "name",
    summary: "complaint_type",
    body: "description",
    fields: [
      ["phone", "phone"],
      ["complaint_type", "complaintType"],
      ["content_url", "contentUrl"],
      ["requested_action", "requestedAction"],
    ],
  },
  sponsorship: {
    table: "sponsorship_inquiries",
    reference: "reference",
    name: "contact_name",
    summary: "company_name || ' · ' || sponsorship_type",
    body: "objectives",
    fields: [
      ["company_name", "companyName"],
      ["phone", "phone"],
      ["website", "website"],
      ["sponsorship_type", "sponsorshipType"],
      ["budget", "budget"],
      ["duration", "duration"],
      ["description", "description"],
    ],
  },
  bulk_enquiry: {
    table: "bulk_inquiries",
    reference: "reference",
    name: "buyer_name",
    summary: "quantity::text || ' × ' || product_name",
    body: "coalesce(message, '')",
    fields: [
      ["product_name", "productName"],
      ["quantity", "quantity"],
      ["phone", "phone"],
      ["recipient_email", "recipientEmail"],
    ],
  },
  consultation: {
    table: "expert_consultations",
    reference: "null::text",
    name: "name",
    summary: "coalesce(recipe_title, dosha_type)",
    body: "question",
    fields: [
      ["dosha_type", "doshaType"],
      ["health_concerns", "healthConcerns"],
      ["recipe_title", "recipeTitle"],
      ["recipe_id", "recipeId"],
      ["recipient_email", "recipientEmail"],
    ],
  },
};

const KINDS = Object.keys(SOURCES) as InboxKind[];

/** Every message of every kind as one relation: kind, id, reference, name, email, summary, body, status, created_at. */
const ALL_MESSAGES = sql.raw(
  KINDS.map((kind) => {
    const s = SOURCES[kind];
    return `select '${kind}'::text as kind, id, ${s.reference} as reference, ${s.name} as name, email, ${s.summary} as summary, ${s.body} as body, status, created_at from ${s.table}`;
  }).join(" union all "),
);

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list's conditions on the gathered relation `m`. */
function listConditions(query: Pick<InboxListQuery, "kind" | "status" | "search">, withStatus = true): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.kind) conditions.push(sql`m.kind = ${query.kind}`);
  if (withStatus && query.status) conditions.push(sql`m.status = ${query.status}`);
  // Each word must appear in the name, the address, the reference, the summary or the text.
  for (const word of (query.search ?? "").split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = containing(word);
    conditions.push(
      sql`(m.name ilike ${pattern} or m.email ilike ${pattern} or coalesce(m.reference, '') ilike ${pattern} or m.summary ilike ${pattern} or m.body ilike ${pattern})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The contact form stores its subject's key; the team reads its label. */
const summaryOf = (kind: InboxKind, summary: string) =>
  kind === "contact" ? (CONTACT_SUBJECT_LABELS[summary as ContactSubject] ?? summary) : summary;

type ListRow = {
  kind: InboxKind;
  id: number;
  reference: string | null;
  name: string;
  email: string;
  summary: string;
  preview: string;
  status: InboxStatus;
  replies: number | string;
  created_at: Date | string;
};

type MessageRow = Record<string, unknown> & {
  id: number;
  email: string;
  status: InboxStatus;
  internal_notes: string | null;
  created_at: Date | string;
};

type ReplyRow = {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  sent_by: string | null;
  outbox_id: number | null;
  delivery: InboxReply["delivery"];
  created_at: Date | string;
};

type Reader = Pick<Database, "execute">;

const actorOf = (session: AdminSession) => ({
  adminId: session.admin.id,
  actor: session.admin.username,
});
const itemOf = (kind: InboxKind, id: number) => ({
  itemType: "inbox_message",
  itemId: `${kind}:${id}`,
});

export function createInboxService(db: Database) {
  /** The message's own row, locked for the change that follows when asked. */
  async function messageRow(reader: Reader, kind: InboxKind, id: number, lock = false): Promise<MessageRow | null> {
    const s = SOURCES[kind];
    const [row] = await queryRows<MessageRow>(
      reader,
      sql`select *, ${sql.raw(s.reference)} as inbox_reference, ${sql.raw(s.name)} as inbox_name, ${sql.raw(s.summary)} as inbox_summary, ${sql.raw(s.body)} as inbox_body
          from ${sql.identifier(s.table)} where id = ${id} ${lock ? sql`for update` : sql``}`,
    );
    return row ?? null;
  }

  async function repliesOf(reader: Reader, kind: InboxKind, id: number): Promise<InboxReply[]> {
    const rows = await queryRows<ReplyRow>(
      reader,
      sql`select r.id, r.to_email, r.subject, r.body, a.username as sent_by, r.outbox_id, o.status as delivery, r.created_at
          from inbox_replies r
          left join admins a on a.id = r.admin_id
          left join outbox o on o.id = r.outbox_id
          where r.kind = ${kind} and r.message_id = ${id}
          order by r.created_at, r.id`,
    );
    return rows.map((row) => ({
      id: row.id,
      toEmail: row.to_email,
      subject: row.subject,
      body: row.body,
      sentBy: row.sent_by,
      outboxId: row.outbox_id,
      delivery: row.delivery ?? null,
      createdAt: iso(row.created_at),
    }));
  }

  async function getById(kind: InboxKind, id: number, reader: Reader = db): Promise<InboxMessage | null> {
    const row = await messageRow(reader, kind, id);
    if (!row) return null;
    const fields: InboxField[] = [];
    for (const [column, key] of SOURCES[kind].fields) {
      const raw = row[column];
      if (raw === null || raw === undefined || raw === "") continue;
      // Text and integer columns only; a number reads as its digits.
      const value = typeof raw === "number" ? String(raw) : (raw as string);
      fields.push({
        key,
        value: key === "subject" ? summaryOf("contact", String(value)) : String(value),
      });
    }
    return {
      kind,
      id: row.id,
      reference: (row.inbox_reference as string | null) ?? null,
      name: String(row.inbox_name),
      email: row.email,
      summary: summaryOf(kind, String(row.inbox_summary)),
      text: String(row.inbox_body),
      fields,
      status: row.status,
      internalNotes: row.internal_notes,
      createdAt: iso(row.created_at),
      replies: await repliesOf(reader, kind, id),
    };
  }

  return {
    /**
     * One page of every message visitors sent, newest first, gathered from the five tables in
     * one query (filters, search, order and page all in SQL), with the counts per status.
     */
    async list(query: InboxListQuery): Promise<InboxPage> {
      const where = listConditions(query);
      const [rows, [{ total }], countRows] = await Promise.all([
        queryRows<ListRow>(
          db,
          sql`select m.kind, m.id, m.reference, m.name, m.email, m.summary, left(m.body, 160) as preview, m.status, m.created_at,
                (select count(*) from inbox_replies r where r.kind = m.kind and r.message_id = m.id)::int as replies
              from (${ALL_MESSAGES}) m
              where ${where}
              order by m.created_at desc, m.kind, m.id desc
              limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
        ),
        queryRows<{ total: number | string }>(db, sql`select count(*)::int as total from (${ALL_MESSAGES}) m where ${where}`),
        queryRows<{ status: InboxStatus; n: number | string }>(
          db,
          sql`select m.status, count(*)::int as n from (${ALL_MESSAGES}) m where ${listConditions(query, false)} group by m.status`,
        ),
      ]);
      const counts = Object.fromEntries(INBOX_STATUSES.map((status) => [status, 0])) as Record<InboxStatus, number>;
      for (const row of countRows) if (row.status in counts) counts[row.status] = Number(row.n);
      const totalCount = Number(total);
      const data: InboxListItem[] = rows.map((row) => ({
        kind: row.kind,
        id: row.id,
        reference: row.reference,
        name: row.name,
        email: row.email,
        summary: summaryOf(row.kind, row.summary),
        preview: row.preview,
        status: row.status,
        replies: Number(row.replies),
        createdAt: iso(row.created_at),
      }));
      return { ...adminPage(data, totalCount, query.page, query.limit), counts };
    },

    getById,

    /** How many messages of every kind wait with status new (the dashboard's figure). */
    async countNew(): Promise<number> {
      const [{ n }] = await queryRows<{ n: number | string }>(
        db,
        sql`select count(*)::int as n from (${ALL_MESSAGES}) m where m.status = 'new'`,
      );
      return Number(n);
    },

    /** Changes a message's status, its internal notes or both, with the audit row, in one transaction. */
    async update(kind: InboxKind, id: number, input: InboxUpdateInput, session: AdminSession, from: RequestOrigin): Promise<InboxMessage> {
      return db.transaction(async (tx) => {
        const row = await messageRow(tx, kind, id, true);
        if (!row) throw new NotFoundError(M.notFound);
        const before = {
          status: row.status,
          internalNotes: row.internal_notes,
        };
        const after = {
          status: input.status ?? row.status,
          internalNotes: input.internalNotes === undefined ? row.internal_notes : input.internalNotes,
        };
        await tx.execute(
          sql`update ${sql.identifier(SOURCES[kind].table)} set status = ${after.status}, internal_notes = ${after.internalNotes} where id = ${id}`,
        );
        await recordAdminAction(tx, {
          ...actorOf(session),
          action: "inbox_message.updated",
          ...itemOf(kind, id),
          before,
          after,
          ip: from.ip,
        });
        return (await getById(kind, id, tx))!;
      });
    },

    /**
     * Mails the team's reply to the address stored with the message (never one from the request)
     * through the outbox, keeps it in inbox_replies with its outbox id, moves a new message to
     * in progress, and writes the audit row: all in one transaction.
     */
    async reply(
      kind: InboxKind,
      id: number,
      input: InboxReplyInput,
      session: AdminSession,
      from: RequestOrigin,
    ): Promise<{ reply: InboxReply; item: InboxMessage }> {
      return db.transaction(async (tx) => {
        const row = await messageRow(tx, kind, id, true);
        if (!row) throw new NotFoundError(M.notFound);
        const reference = row.inbox_reference as string | null;
        const outboxId = await enqueueMail(tx, { to: row.email, ...inboxReply({ subject: input.subject, body: input.body, reference }) });
        const [{ id: replyId }] = await queryRows<{ id: number }>(
          tx,
          sql`insert into inbox_replies (kind, message_id, admin_id, to_email, subject, body, outbox_id)
              values (${kind}, ${id}, ${session.admin.id}, ${row.email}, ${input.subject}, ${input.body}, ${outboxId}) returning id`,
        );
        const status: InboxStatus = row.status === "new" ? "in_progress" : row.status;
        if (status !== row.status)
          await tx.execute(sql`update ${sql.identifier(SOURCES[kind].table)} set status = ${status} where id = ${id}`);
        await recordAdminAction(tx, {
          ...actorOf(session),
          action: "inbox_message.replied",
          ...itemOf(kind, id),
          before: { status: row.status },
          after: {
            status,
            replyId,
            outboxId,
            toEmail: row.email,
            subject: input.subject,
          },
          ip: from.ip,
        });
        const item = (await getById(kind, id, tx))!;
        return { reply: item.replies.find((r) => r.id === replyId)!, item };
      });
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
