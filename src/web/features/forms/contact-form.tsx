import { BRAND } from "../../../shared/brand";
import { CONTACT_SUBJECTS, type ContactSubject } from "../../../shared/schemas/contact-subjects";
import { inputClassName } from "~/components/ui/form-field";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { DoneNote, Honeypot, InboxField, FormFailureNote, SubmitRow } from "./form-parts";
import { useInboxForm } from "./use-inbox-form";
import { paths } from "../../../shared/paths";
import type { PageFormState } from "~/lib/page-form";

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
  const { t } = useI18n();
  const { id, errors, fieldProps, formRef, doneRef, submitting, done, onSubmit, failure } = useInboxForm({
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

  return (
    <form
      ref={formRef}
      method="post"
      action={paths.contact}
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      aria-labelledby={`${id}-title`}
      className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {t("contactPage.formTitle")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("forms.required")}</p>
      <FormFailureNote
        failure={failure}
        title={t("contactPage.failureTitle")}
        limited={t("contactPage.rateLimited", { email: BRAND.email })}
        failed={t("contactPage.failure", { email: BRAND.email })}
      />
      <DoneNote done={done} doneRef={doneRef} testId="contact-done" />
      <fieldset disabled={submitting} className="mt-6 grid gap-5 sm:grid-cols-2">
        <InboxField formId={id} name="name" label={t("contactPage.name")} required error={errors.name}>
          <input
            type="text"
            required
            autoComplete="name"
            maxLength={100}
            {...fieldProps("name")}
            className={cn(inputClassName(!!errors.name), "h-12")}
          />
        </InboxField>
        <InboxField formId={id} name="email" label={t("contactPage.email")} required error={errors.email}>
          <input
            type="email"
            inputMode="email"
            required
            autoComplete="email"
            maxLength={254}
            {...fieldProps("email")}
            className={cn(inputClassName(!!errors.email), "h-12")}
          />
        </InboxField>
        <InboxField formId={id} name="subject" label={t("contactPage.subject")} required error={errors.subject} className="sm:col-span-2">
          <select required {...fieldProps("subject")} className={cn(inputClassName(!!errors.subject), "h-12")}>
            <option value="">{t("contactPage.subjectPlaceholder")}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`contactPage.subject.${subject}` as MessageKey)}
              </option>
            ))}
          </select>
        </InboxField>
        <InboxField formId={id} name="message" label={t("contactPage.message")} required error={errors.message} className="sm:col-span-2">
          <textarea
            rows={8}
            required
            maxLength={5000}
            placeholder={t("contactPage.messagePlaceholder")}
            {...fieldProps("message")}
            className={cn(inputClassName(!!errors.message), "py-3")}
          />
        </InboxField>
        <Honeypot formId={id} />
      </fieldset>
      <SubmitRow submitting={submitting} label={t("contactPage.send")} busyLabel={t("contactPage.sending")} note={t("contactPage.reply")} />
    </form>
  );
}
