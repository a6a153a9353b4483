import { lines, renderMail } from "../layout.ts";

/** The team's notice of a contact message: everything the visitor wrote, for the team's inbox only. */
export type ContactTeamNoticeData = { reference: string; subjectLabel: string; name: string; email: string; message: string };

export function contactTeamNotice(d: ContactTeamNoticeData) {
  return renderMail({
    subject: `New contact message ${d.reference} (${d.subjectLabel})`,
    body: [
      "A visitor wrote through the contact form. Please reply within 24 hours.",
      lines(`Reference: ${d.reference}`, `Subject: ${d.subjectLabel}`, `Name: ${d.name}`, `Email: ${d.email}`),
      `Message:\n${d.message}`,
    ],
  });
}
