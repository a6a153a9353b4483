import type { Database } from "../../db/client.ts";
import { contactMessages } from "../../db/schema/index.ts";
import { CONTACT_SUBJECT_LABELS, type ContactInput } from "../../../shared/schemas/contact.ts";
import { contactAcknowledgement } from "../../mail/contact/acknowledgement.ts";
import { contactTeamNotice } from "../../mail/contact/team-notice.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { newReference } from "../shop/reference.ts";

type ContactServiceOptions = {
  /** The team's inbox; messages go here, never to an address from the request. */
  teamEmail: string;
  siteUrl: string;
};

export function createContactService(db: Database, options: ContactServiceOptions) {
  const { teamEmail, siteUrl } = options;
  return {
    /**
     * Stores the message with its two mails (the team's notice and the sender's acknowledgement)
     * in one transaction: all three are written or none. Subjects carry the reference and the
     * chosen subject's label from the site's own list, never text the visitor typed. The address
     * is anyone's until its owner answers, so the acknowledgement repeats nothing the visitor
     * typed (not the name, not the message): only the reference, the subject from the list and
     * what happens next. The team's notice keeps everything.
     */
    async submit(input: ContactInput): Promise<{ reference: string }> {
      const email = input.email.toLowerCase();
      const reference = newReference("CT");
      const subjectLabel = CONTACT_SUBJECT_LABELS[input.subject];
      await db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({
          reference,
          name: input.name,
          email,
          subject: input.subject,
          message: input.message,
          recipientEmail: input.recipientEmail ?? null,
        });
        await enqueueMail(tx, {
          to: teamEmail,
          ...contactTeamNotice({ reference, subjectLabel, name: input.name, email, message: input.message }),
        });
        await enqueueMail(tx, { to: email, ...contactAcknowledgement({ reference, subjectLabel, siteUrl }) });
      });
      return { reference };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
