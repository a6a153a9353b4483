import { contentRemovalRequests } from "../../db/schema/index.ts";
import {
  COMPLAINT_TYPE_LABELS,
  REQUESTED_ACTION_LABELS,
  contentRemovalInputSchema,
  contentRemovalMessages as messages,
} from "../../../shared/schemas/content-removal.ts";
import { inboxFormResultSchema } from "../../../shared/schemas/form-fields.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { contentRemovalAcknowledgement } from "../../mail/content-removal/acknowledgement.ts";
import { contentRemovalTeamNotice } from "../../mail/content-removal/team-notice.ts";
import { newReference } from "../shop/reference.ts";
import { defineEnquiry } from "./kind.ts";

/**
 * A request to remove, credit or correct content. Every typed word and the content's address go
 * to the team only; the acknowledgement names the reference, the complaint type and the action
 * from the form's lists, and what happens next.
 */
export const contentRemovalEnquiry = defineEnquiry({
  kind: "content_removal",
  path: "/api/content-removal",
  input: contentRemovalInputSchema,
  answer: {
    schema: inboxFormResultSchema,
    of: ({ reference }) => ({ reference, title: messages.successTitle, message: messages.success }),
  },
  decoyReceipt: () => ({ reference: newReference("CR") }),
  rateLimit: { policy: RATE_LIMITS.contentRemoval, message: messages.rateLimited },
  doc: {
    summary: "Ask for content to be removed, credited or corrected",
    description: "Stored with a reference; the team is mailed the request and the sender an acknowledgement.",
    example: {
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+1 415 555 0100",
      complaintType: "copyright",
      contentUrl: "https://ayurkitchen.example/recipes/12",
      description: "The photo on this recipe is mine, taken in 2021 and published on my blog.",
      requestedAction: "credit",
    },
  },
  async draft(_db, input, { siteUrl }) {
    const email = input.email.toLowerCase();
    const typeLabel = COMPLAINT_TYPE_LABELS[input.complaintType];
    const actionLabel = REQUESTED_ACTION_LABELS[input.requestedAction];
    return {
      senderEmail: email,
      async insert(writer) {
        const reference = newReference("CR");
        await writer.insert(contentRemovalRequests).values({
          reference,
          name: input.name,
          email,
          phone: input.phone ?? null,
          complaintType: input.complaintType,
          contentUrl: input.contentUrl,
          description: input.description,
          requestedAction: input.requestedAction,
        });
        return { reference };
      },
      mails: ({ reference }) => ({
        team: contentRemovalTeamNotice({
          reference,
          typeLabel,
          actionLabel,
          contentUrl: input.contentUrl,
          name: input.name,
          email,
          phone: input.phone ?? null,
          description: input.description,
        }),
        acknowledgement: contentRemovalAcknowledgement({ reference, typeLabel, actionLabel, siteUrl }),
      }),
    };
  },
});
