import type { Database } from "../../db/client.ts";
import { sponsorshipInquiries } from "../../db/schema/index.ts";
import {
  SPONSORSHIP_BUDGET_LABELS,
  SPONSORSHIP_DURATION_LABELS,
  SPONSORSHIP_TYPE_LABELS,
  type SponsorshipInput,
} from "../../../shared/schemas/sponsorship.ts";
import { sponsorshipAcknowledgement } from "../../mail/sponsorships/acknowledgement.ts";
import { sponsorshipTeamNotice } from "../../mail/sponsorships/team-notice.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { newReference } from "../shop/reference.ts";

type SponsorshipServiceOptions = {
  /** The team's inbox; enquiries go here, never to an address from the request. */
  teamEmail: string;
  siteUrl: string;
};

export function createSponsorshipService(db: Database, options: SponsorshipServiceOptions) {
  const { teamEmail, siteUrl } = options;
  return {
    /**
     * Stores the enquiry with the team's notice and the sender's acknowledgement in one
     * transaction. Subjects name the reference and the type from the site's list. The company's
     * name and every typed word go to the team only: the acknowledgement goes to an address
     * nobody has proven yet, so it holds the reference, the choices from the form's lists and
     * what happens next.
     */
    async submit(input: SponsorshipInput): Promise<{ reference: string }> {
      const email = input.email.toLowerCase();
      const reference = newReference("SP");
      const type = SPONSORSHIP_TYPE_LABELS[input.sponsorshipType];
      await db.transaction(async (tx) => {
        await tx.insert(sponsorshipInquiries).values({
          reference,
          companyName: input.companyName,
          contactName: input.contactName,
          email,
          phone: input.phone ?? null,
          website: input.website ?? null,
          sponsorshipType: input.sponsorshipType,
          budget: input.budget,
          duration: input.duration ?? null,
          objectives: input.objectives,
          description: input.description ?? null,
        });
        const budgetLabel = SPONSORSHIP_BUDGET_LABELS[input.budget];
        await enqueueMail(tx, {
          to: teamEmail,
          ...sponsorshipTeamNotice({
            reference,
            typeLabel: type,
            budgetLabel,
            durationLabel: input.duration ? SPONSORSHIP_DURATION_LABELS[input.duration] : null,
            companyName: input.companyName,
            website: input.website ?? null,
            contactName: input.contactName,
            email,
            phone: input.phone ?? null,
            objectives: input.objectives,
            description: input.description ?? null,
          }),
        });
        await enqueueMail(tx, { to: email, ...sponsorshipAcknowledgement({ reference, typeLabel: type, budgetLabel, siteUrl }) });
      });
      return { reference };
    },
  };
}

export type SponsorshipService = ReturnType<typeof createSponsorshipService>;
