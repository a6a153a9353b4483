import type { Database } from "../../db/client.ts";
import { sponsorshipInquiries } from "../../db/schema/index.ts";
import { paths } from "../../../shared/paths.ts";
import {
  SPONSORSHIP_BUDGET_LABELS,
  SPONSORSHIP_DURATION_LABELS,
  SPONSORSHIP_TYPE_LABELS,
  type SponsorshipInput,
} from "../../../shared/schemas/sponsorship.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { newReference } from "../shop/reference.ts";

type SponsorshipServiceOptions = {
  /** The team's inbox; enquiries go here, never to an address from the request. */
  teamEmail: string;
  siteUrl: string;
  brand: string;
};

export function createSponsorshipService(db: Database, options: SponsorshipServiceOptions) {
  const { teamEmail, siteUrl, brand } = options;
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
        const summary =
          `Reference: ${reference}\nSponsorship type: ${type}\nMonthly budget: ${SPONSORSHIP_BUDGET_LABELS[input.budget]}\n` +
          `Duration: ${input.duration ? SPONSORSHIP_DURATION_LABELS[input.duration] : "(not given)"}\n` +
          `Company: ${input.companyName}\nWebsite: ${input.website ?? "(not given)"}\nContact: ${input.contactName}\n` +
          `Email: ${email}\nPhone: ${input.phone ?? "(not given)"}\n\nObjectives:\n${input.objectives}\n\n` +
          `Description:\n${input.description ?? "(none)"}\n`;
        await enqueueMail(tx, {
          to: teamEmail,
          subject: `New sponsorship enquiry ${reference} (${type})`,
          text: `A company asked about sponsoring the site. Please reply within 24 hours.\n\n${summary}`,
        });
        await enqueueMail(tx, {
          to: email,
          subject: `We received your sponsorship enquiry ${reference}`,
          text:
            `Hello,\n\nThank you for your interest in partnering with ${brand}. We received your enquiry ${reference} ` +
            `(${type}, monthly budget ${SPONSORSHIP_BUDGET_LABELS[input.budget]}). We'll contact you within ` +
            `24 hours to discuss partnership opportunities. Please quote ${reference} in any reply.\n\n` +
            `If you did not write to us, you can ignore this mail.\n\n` +
            `Our packages and audience: ${siteUrl}${paths.sponsor}\n\n— The ${brand} team`,
        });
      });
      return { reference };
    },
  };
}

export type SponsorshipService = ReturnType<typeof createSponsorshipService>;
