import { BRAND } from "../../../shared/brand";
import { CONTACT_SUBJECTS, type ContactSubject } from "../../../shared/schemas/contact-subjects";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { InboxForm } from "./form-parts";
import { useInboxForm } from "./use-inbox-form";
import { paths } from "../../../shared/paths";
import type { PageFormState } from "~/lib/page-form";
import { usePagePath } from "~/lib/page-path";

const FIELDS = ["name", "email", "subject", "message"] as const;

/**
 * The contact form: name, email, one of the eight subjects and a message,
 * checked by the API's own contract, sent to POST /api/contact with 'Sending...' on the button,
 * the spec's toasts, and the form reset once the message is stored.
 */
export function ContactForm({
  initialSubject,
  server,
  sentReference,
}: {
  initialSubject?: ContactSubject;
  server?: PageFormState;
  sentReference?: string | null;
}) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const form = useInboxForm({
    fields: FIELDS,
    initial: { name: "", email: "", subject: initialSubject ?? "", message: "" },
    loadContract: async () => {
      const { contactFormSchema, contactMessages } = await import("../../../shared/schemas/contact");
      return { schema: contactFormSchema, messages: contactMessages };
    },
    prefix: "contactPage",
    endpoint: "/api/contact",
    // The spec's form names the inbox it writes to; the server keeps it on record and never mails it.
    extraBody: { recipientEmail: BRAND.email },
    server,
    sentReference,
  });
  const subjects = [
    { value: "", label: t("contactPage.subjectPlaceholder") },
    ...CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: t(`contactPage.subject.${subject}` as MessageKey) })),
  ];

  return (
    <InboxForm
      form={form}
      action={pagePath(paths.contact)}
      prefix="contactPage"
      doneTestId="contact-done"
      fields={[
        { name: "name", kind: "text", label: t("contactPage.name"), required: true, autoComplete: "name", maxLength: 100 },
        { name: "email", kind: "email", label: t("contactPage.email"), required: true, autoComplete: "email", maxLength: 254 },
        { name: "subject", kind: "select", label: t("contactPage.subject"), required: true, wide: true, options: subjects },
        {
          name: "message",
          kind: "textarea",
          rows: 8,
          label: t("contactPage.message"),
          required: true,
          wide: true,
          maxLength: 5000,
          placeholder: t("contactPage.messagePlaceholder"),
        },
      ]}
    />
  );
}
