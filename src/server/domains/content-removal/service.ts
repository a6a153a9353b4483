import type { Database } from "../../db/client.ts";
import { contentRemovalRequests } from "../../db/schema/index.ts";
import { COMPLAINT_TYPE_LABELS, REQUESTED_ACTION_LABELS, type ContentRemovalInput } from "../../../shared/schemas/content-removal.ts";
import { contentRemovalAcknowledgement } from "../../mail/content-removal/acknowledgement.ts";
import { contentRemovalTeamNotice } from "../../mail/content-removal/team-notice.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { newReference } from "../shop/reference.ts";

type ContentRemovalServiceOptions = {
  /** The team's inbox; requests go here, never to an address from the request. */
  teamEmail: string;
  siteUrl: string;
};

export function createContentRemovalService(db: Database, options: ContentRemovalServiceOptions) {
  const { teamEmail, siteUrl } = options;
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
        await enqueueMail(tx, {
          to: teamEmail,
          ...contentRemovalTeamNotice({
            reference,
            typeLabel: type,
            actionLabel: action,
            contentUrl: input.contentUrl,
            name: input.name,
            email,
            phone: input.phone ?? null,
            description: input.description,
          }),
        });
        await enqueueMail(tx, {
          to: email,
          ...contentRemovalAcknowledgement({ reference, typeLabel: type, actionLabel: action, siteUrl }),
        });
      });
      return { reference };
    },
  };
}

export type ContentRemovalService = ReturnType<typeof createContentRemovalService>;
