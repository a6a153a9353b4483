import { contactMessages } from "../../db/schema/index.ts";
import { CONTACT_SUBJECT_LABELS, contactInputSchema, contactMessages as messages } from "../../../shared/schemas/contact.ts";
import { inboxFormResultSchema } from "../../../shared/schemas/form-fields.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { contactAcknowledgement } from "../../mail/contact/acknowledgement.ts";
import { contactTeamNotice } from "../../mail/contact/team-notice.ts";
import { newReference } from "../shop/reference.ts";
import { defineEnquiry } from "./kind.ts";

/**
 * The contact form. Subjects carry the reference and the chosen subject's label from the site's
 * own list; the acknowledgement repeats nothing the visitor typed (not the name, not the
 * message), since the address is anyone's until its owner answers.
 */
export const contactEnquiry = defineEnquiry({
  kind: "contact",
  path: "/api/contact",
  input: contactInputSchema,
  answer: {
    schema: inboxFormResultSchema,
    of: ({ reference }) => ({ reference, title: messages.successTitle, message: messages.success }),
  },
  decoyReceipt: () => ({ reference: newReference("CT") }),
  rateLimit: { policy: RATE_LIMITS.contact, message: messages.rateLimited },
  doc: {
    summary: "Send the team a message from the contact form",
    description:
      "Stored with a reference; the team is mailed the message and the sender an acknowledgement that repeats nothing they typed. " +
      "The subject is a key (general-inquiry) or the subject list's label (General Inquiry); recipientEmail is kept, never mailed.",
    example: {
      name: "Asha Rao",
      email: "asha@example.com",
      // The subject list's label, as published; its key ("partnership") is taken too.
      subject: "Partnership",
      message: "We run a spice farm in Kerala and would love to work with you.",
      recipientEmail: "hello@ayurkitchen.example",
    },
  },
  async draft(_db, input, { siteUrl }) {
    const email = input.email.toLowerCase();
    const subjectLabel = CONTACT_SUBJECT_LABELS[input.subject];
    return {
      senderEmail: email,
      async insert(writer) {
        const reference = newReference("CT");
        await writer.insert(contactMessages).values({
          reference,
          name: input.name,
          email,
          subject: input.subject,
          message: input.message,
          recipientEmail: input.recipientEmail ?? null,
        });
        return { reference };
      },
      mails: ({ reference }) => ({
        team: contactTeamNotice({ reference, subjectLabel, name: input.name, email, message: input.message }),
        acknowledgement: contactAcknowledgement({ reference, subjectLabel, siteUrl }),
      }),
    };
  },
});
