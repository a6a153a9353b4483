import { lines, renderMail } from "../layout.ts";

/** The team's notice of a sponsorship enquiry: the lists' labels and everything typed. */
export type SponsorshipTeamNoticeData = {
  reference: string;
  typeLabel: string;
  budgetLabel: string;
  durationLabel: string | null;
  companyName: string;
  website: string | null;
  contactName: string;
  email: string;
  phone: string | null;
  objectives: string;
  description: string | null;
};

export function sponsorshipTeamNotice(d: SponsorshipTeamNoticeData) {
  return renderMail({
    subject: `New sponsorship enquiry ${d.reference} (${d.typeLabel})`,
    body: [
      "A company asked about sponsoring the site. Please reply within 24 hours.",
      lines(
        `Reference: ${d.reference}`,
        `Sponsorship type: ${d.typeLabel}`,
        `Monthly budget: ${d.budgetLabel}`,
        `Duration: ${d.durationLabel ?? "(not given)"}`,
        `Company: ${d.companyName}`,
        `Website: ${d.website ?? "(not given)"}`,
        `Contact: ${d.contactName}`,
        `Email: ${d.email}`,
        `Phone: ${d.phone ?? "(not given)"}`,
      ),
      `Objectives:\n${d.objectives}`,
      `Description:\n${d.description ?? "(none)"}`,
    ],
  });
}
