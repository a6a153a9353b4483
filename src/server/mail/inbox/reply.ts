import { renderMail } from "../layout.ts";

/**
 * The team's reply from the inbox: the subject and body as the team wrote them, signed, and the
 * message's reference after the signature when it has one.
 */
export type InboxReplyData = { subject: string; body: string; reference: string | null };

export function inboxReply({ subject, body, reference }: InboxReplyData) {
  return renderMail({
    subject,
    body: [body],
    signature: "team",
    footer: [reference && `In reply to your message ${reference}. Please quote it if you write again.`],
  });
}
