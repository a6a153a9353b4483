import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import type { INBOX_KINDS } from "../../db/schema/index.ts";
import type { RateLimitPolicy } from "../../http/rate-limit-policies.ts";
import type { RenderedMail } from "../../mail/layout.ts";

/** Anything that can insert: the database or an open transaction. */
type Writer = Pick<Database, "insert">;

/** What the sender is told to quote: a reference (CT-…) or, for questions to the expert, a number. */
export type Receipt = { reference: string } | { id: number };

/** One enquiry, checked and looked up, ready to be stored with its two mails. */
export type EnquiryDraft<R extends Receipt> = {
  /** The address the sender typed: the acknowledgement's only recipient. */
  senderEmail: string;
  /** Writes the enquiry's row and answers what the sender is told. */
  insert(writer: Writer): Promise<R>;
  /** The team's notice (everything typed) and the sender's acknowledgement (nothing typed). */
  mails(receipt: R): { team: RenderedMail; acknowledgement: RenderedMail };
};

/**
 * A message form whose submissions land in the team's inbox: its address, contract, limit,
 * published description, and how one submission becomes a row and two mails. Every kind is
 * stored, limited, guarded and mailed the same way (see ./service.ts and ./routes.ts).
 */
export type EnquiryKind<I = never, R extends Receipt = Receipt, A = unknown> = {
  kind: (typeof INBOX_KINDS)[number];
  path: string;
  input: z.ZodType<I>;
  answer: { schema: z.ZodType<A>; of(receipt: R): A };
  /** A receipt like a real one, for a caught bot. */
  decoyReceipt(): R;
  rateLimit: { policy: RateLimitPolicy; message: string };
  doc: { summary: string; description: string; example: Record<string, unknown> };
  draft(db: Database, input: I, context: { siteUrl: string }): Promise<EnquiryDraft<R>>;
};

/** Declares a kind with its types checked, then lets the kinds share one list. */
export function defineEnquiry<I, R extends Receipt, A>(kind: EnquiryKind<I, R, A>): EnquiryKind<I, R, A> {
  return kind;
}
