import type { Database } from "../../db/client.ts";
import { contentRemovalRequests } from "../../db/schema/index.ts";
import { paths } from "../../../shared/paths.ts";
import { COMPLAINT_TYPE_LABELS, REQUESTED_ACTION_LABELS, type ContentRemovalInput } from "../../../shared/schemas/content-removal.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { newReference } from "../shop/reference.ts";

type ContentRemovalServiceOptions = {
  /** The team's inbox; requests go here, never to an address from the request. */
  teamEmail: string;
  siteUrl: string;
  brand: string;
};

export function createContentRemovalService(db: Database, options: ContentRemovalServiceOptions) {
  const { teamEmail, siteUrl, brand } = options;
  return {
    /**
     * Stores the complaint with the team's notice and the sender's acknowledgement in one
     * transaction. Subjects name the reference and the complaint type from the site's own list.
     * Every typed word and the address of the content go to the team only: the acknowledgement
     * goes to an address nobody has proven yet, so it names the reference, the complaint type and
     * the action from the form's lists, and what happens next.
     */
    async submit(input: ContentRemovalInput): Promise<{ reference: string }> {
      const email = input.email.toLowerCase();
      const reference = newReference("CR");
      const type = COMPLAINT_TYPE_LABELS[input.complaintType];
      const action = REQUESTED_ACTION_LABELS[input.requestedAction];
      await db.transaction(async (tx) => {
        await tx.insert(contentRemovalRequests).values({
          reference,
          name: input.name,
          email,
          phone: input.phone ?? null,
          complaintType: input.complaintType,
          contentUrl: input.contentUrl,
          description: input.description,
          requestedAction: input.requestedAction,
        });
        const summary =
          `Reference: ${reference}\nComplaint type: ${type}\nRequested action: ${action}\nContent: ${input.contentUrl}\n` +
          `Name: ${input.name}\nEmail: ${email}\nPhone: ${input.phone ?? "(not given)"}\n\nDescription:\n${input.description}\n`;
        await enqueueMail(tx, {
          to: teamEmail,
          subject: `Content removal request ${reference} (${type})`,
          text: `A content removal request arrived. Please review it and answer the sender within 24-48 hours.\n\n${summary}`,
        });
        await enqueueMail(tx, {
          to: email,
          subject: `We received your content removal request ${reference}`,
          text:
            `Hello,\n\nThank you for telling us. We received your request ${reference} (${type}; requested action: ${action}). ` +
            `We'll review it within 24-48 hours and contact you at this address with what we found and what we did. ` +
            `Please quote ${reference} in any reply.\n\n` +
            `If you did not write to us, you can ignore this mail.\n\n` +
            `How we handle requests: ${siteUrl}${paths.contentRemoval}\n\n— The ${brand} team`,
        });
      });
      return { reference };
    },
  };
}

export type ContentRemovalService = ReturnType<typeof createContentRemovalService>;
