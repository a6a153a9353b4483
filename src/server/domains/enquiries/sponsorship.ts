import { sponsorshipInquiries } from "../../db/schema/index.ts";
import { inboxFormResultSchema } from "../../../shared/schemas/form-fields.ts";
import {
  SPONSORSHIP_BUDGET_LABELS,
  SPONSORSHIP_DURATION_LABELS,
  SPONSORSHIP_TYPE_LABELS,
  sponsorshipInputSchema,
  sponsorshipMessages as messages,
} from "../../../shared/schemas/sponsorship.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { sponsorshipAcknowledgement } from "../../mail/sponsorships/acknowledgement.ts";
import { sponsorshipTeamNotice } from "../../mail/sponsorships/team-notice.ts";
import { newReference } from "../shop/reference.ts";
import { defineEnquiry } from "./kind.ts";

/**
 * A sponsorship proposal. The company's name and every typed word go to the team only; the
 * acknowledgement holds the reference, the choices from the form's lists and what happens next.
 */
export const sponsorshipEnquiry = defineEnquiry({
  kind: "sponsorship",
  path: "/api/sponsor",
  input: sponsorshipInputSchema,
  answer: {
    schema: inboxFormResultSchema,
    of: ({ reference }) => ({ reference, title: messages.successTitle, message: messages.success }),
  },
  decoyReceipt: () => ({ reference: newReference("SP") }),
  rateLimit: { policy: RATE_LIMITS.sponsorship, message: messages.rateLimited },
  doc: {
    summary: "Propose a sponsorship",
    description:
      "Stored with a reference; the team is mailed the proposal and the sender an acknowledgement. `website` is the company's site.",
    example: {
      companyName: "Spice Route Foods",
      contactName: "Asha Rao",
      email: "asha@example.com",
      phone: "+1 415 555 0100",
      website: "https://spiceroute.example",
      sponsorshipType: "recipe-sponsor",
      budget: "1000-2500",
      duration: "3-months",
      objectives: "Introduce our organic turmeric to home cooks.",
      description: "Three sponsored recipes a month.",
    },
  },
  async draft(_db, input, { siteUrl }) {
    const email = input.email.toLowerCase();
    const typeLabel = SPONSORSHIP_TYPE_LABELS[input.sponsorshipType];
    const budgetLabel = SPONSORSHIP_BUDGET_LABELS[input.budget];
    return {
      senderEmail: email,
      async insert(writer) {
        const reference = newReference("SP");
        await writer.insert(sponsorshipInquiries).values({
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
        return { reference };
      },
      mails: ({ reference }) => ({
        team: sponsorshipTeamNotice({
          reference,
          typeLabel,
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
        acknowledgement: sponsorshipAcknowledgement({ reference, typeLabel, budgetLabel, siteUrl }),
      }),
    };
  },
});
