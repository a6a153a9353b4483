import { lines, renderMail } from "../layout.ts";

/** The team's notice of a content removal request: every typed word and the content's address. */
export type ContentRemovalTeamNoticeData = {
  reference: string;
  typeLabel: string;
  actionLabel: string;
  contentUrl: string;
  name: string;
  email: string;
  phone: string | null;
  description: string;
};

export function contentRemovalTeamNotice(d: ContentRemovalTeamNoticeData) {
  return renderMail({
    subject: `Content removal request ${d.reference} (${d.typeLabel})`,
    body: [
      "A content removal request arrived. Please review it and answer the sender within 24-48 hours.",
      lines(
        `Reference: ${d.reference}`,
        `Complaint type: ${d.typeLabel}`,
        `Requested action: ${d.actionLabel}`,
        // Typed by the sender, so shown as text and never made a link.
        `Content: ${d.contentUrl}`,
        `Name: ${d.name}`,
        `Email: ${d.email}`,
        `Phone: ${d.phone ?? "(not given)"}`,
      ),
      `Description:\n${d.description}`,
    ],
  });
}
