import { Check, Clock, Mail, Phone, ShieldCheck } from "lucide-react";
import { BRAND } from "../../../shared/brand";
import { COMPLAINT_TYPES, REQUESTED_ACTIONS } from "../../../shared/schemas/content-removal-options";
import { inputClassName } from "~/components/ui/form-field";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { paths } from "../../../shared/paths";
import type { PageFormState } from "~/lib/page-form";
import { DoneNote, FormFailureNote, Honeypot, InboxField, SubmitRow } from "./form-parts";
import { PageHeader } from "./page-header";
import { useInboxForm } from "./use-inbox-form";

const FIELDS = ["name", "email", "phone", "complaintType", "contentUrl", "description", "requestedAction"] as const;

type FormPageProps = {
  /** The page's answer to the form sent without JavaScript (typed values and errors). */
  server?: PageFormState;
  /** The reference of the request just sent, from the confirmation's address. */
  sentReference?: string | null;
};

/**
 * The complaint form: POST /api/content-removal, the spec's toasts, cleared on
 * success. Without JavaScript it posts to the page, whose action hands it to the same API route.
 */
function ContentRemovalForm({ server, sentReference }: FormPageProps) {
  const { t } = useI18n();
  const { id, errors, fieldProps, formRef, doneRef, submitting, done, onSubmit, failure } = useInboxForm({
    fields: FIELDS,
    initial: { name: "", email: "", phone: "", complaintType: "", contentUrl: "", description: "", requestedAction: "" },
    loadContract: async () => {
      const { contentRemovalFormSchema, contentRemovalMessages } = await import("../../../shared/schemas/content-removal");
      return { schema: contentRemovalFormSchema, messages: contentRemovalMessages };
    },
    prefix: "removalPage",
    endpoint: "/api/content-removal",
    server,
    sentReference,
  });
  return (
    <form
      ref={formRef}
      method="post"
      action={paths.contentRemoval}
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      aria-labelledby={`${id}-title`}
      className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {t("removalPage.formTitle")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("forms.required")}</p>
      <FormFailureNote
        failure={failure}
        title={t("removalPage.failureTitle")}
        limited={t("removalPage.rateLimited", { email: BRAND.email })}
        failed={t("removalPage.failure", { email: BRAND.email })}
      />
      <DoneNote done={done} doneRef={doneRef} testId="removal-done" />
      <fieldset disabled={submitting} className="mt-6 grid gap-5 sm:grid-cols-2">
        <InboxField formId={id} name="name" label={t("removalPage.name")} required error={errors.name}>
          <input
            type="text"
            required
            autoComplete="name"
            maxLength={100}
            {...fieldProps("name")}
            className={cn(inputClassName(!!errors.name), "h-12")}
          />
        </InboxField>
        <InboxField formId={id} name="email" label={t("removalPage.email")} required error={errors.email}>
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
        <InboxField formId={id} name="phone" label={t("removalPage.phone")} error={errors.phone}>
          <input
            type="tel"
            autoComplete="tel"
            maxLength={30}
            {...fieldProps("phone")}
            className={cn(inputClassName(!!errors.phone), "h-12")}
          />
        </InboxField>
        <InboxField formId={id} name="complaintType" label={t("removalPage.complaintType")} required error={errors.complaintType}>
          <select required {...fieldProps("complaintType")} className={cn(inputClassName(!!errors.complaintType), "h-12")}>
            <option value="">{t("removalPage.complaintPlaceholder")}</option>
            {COMPLAINT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`removalPage.complaint.${type}` as MessageKey)}
              </option>
            ))}
          </select>
        </InboxField>
        <InboxField
          formId={id}
          name="contentUrl"
          label={t("removalPage.contentUrl")}
          required
          error={errors.contentUrl}
          hint={t("removalPage.contentUrlHint")}
          className="sm:col-span-2"
        >
          <input
            type="url"
            inputMode="url"
            required
            maxLength={2000}
            placeholder="https://"
            {...fieldProps("contentUrl", true)}
            className={cn(inputClassName(!!errors.contentUrl), "h-12")}
          />
        </InboxField>
        <InboxField
          formId={id}
          name="description"
          label={t("removalPage.description")}
          required
          error={errors.description}
          className="sm:col-span-2"
        >
          <textarea
            rows={6}
            required
            maxLength={5000}
            placeholder={t("removalPage.descriptionPlaceholder")}
            {...fieldProps("description")}
            className={cn(inputClassName(!!errors.description), "py-3")}
          />
        </InboxField>
        <InboxField
          formId={id}
          name="requestedAction"
          label={t("removalPage.requestedAction")}
          required
          error={errors.requestedAction}
          className="sm:col-span-2"
        >
          <select required {...fieldProps("requestedAction")} className={cn(inputClassName(!!errors.requestedAction), "h-12")}>
            <option value="">{t("removalPage.actionPlaceholder")}</option>
            {REQUESTED_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`removalPage.action.${action}` as MessageKey)}
              </option>
            ))}
          </select>
        </InboxField>
        <Honeypot formId={id} />
      </fieldset>
      <SubmitRow
        submitting={submitting}
        label={t("removalPage.submit")}
        busyLabel={t("removalPage.submitting")}
        note={t("removalPage.reply")}
      />
    </form>
  );
}

const CARD = "rounded-[var(--radius-card)] border border-line/70 bg-paper p-6 shadow-card";

/** /content-removal: the complaint form and the info cards. */
export function ContentRemovalView({ server, sentReference }: FormPageProps) {
  const { t } = useI18n();
  const telephone = BRAND.phone.replace(/[^\d+]/g, "");
  return (
    <div>
      <PageHeader eyebrow={t("removalPage.eyebrow")} title={t("removalPage.title")} intro={t("removalPage.intro")} />
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ContentRemovalForm server={server} sentReference={sentReference} />
        <aside className="space-y-6">
          <section aria-labelledby="removal-response" className={CARD}>
            <span className="grid size-11 place-items-center rounded-full bg-saffron-light text-saffron-dark" aria-hidden>
              <Clock className="size-5" />
            </span>
            <h2 id="removal-response" className="mt-3 text-xl font-semibold">
              {t("removalPage.responseTitle")}
            </h2>
            <p className="mt-1 font-display text-3xl font-semibold text-herb">24-48h</p>
            <p className="mt-2 text-sm leading-6 text-ink-soft">{t("removalPage.responseBody")}</p>
          </section>
          <section aria-labelledby="removal-handled" className={CARD}>
            <span className="grid size-11 place-items-center rounded-full bg-herb-light text-herb" aria-hidden>
              <ShieldCheck className="size-5" />
            </span>
            <h2 id="removal-handled" className="mt-3 text-xl font-semibold">
              {t("removalPage.handledTitle")}
            </h2>
            <ul className="mt-3 space-y-2 text-sm text-ink-soft">
              {(["removalPage.handled1", "removalPage.handled2", "removalPage.handled3", "removalPage.handled4"] as const).map((key) => (
                <li key={key} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-herb" aria-hidden />
                  {t(key)}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="removal-contact" className="rounded-[var(--radius-card)] bg-herb p-6 text-white shadow-card">
            <h2 id="removal-contact" className="text-xl font-semibold text-white">
              {t("removalPage.contactTitle")}
            </h2>
            <p className="mt-2 text-sm leading-6 text-white/85">{t("removalPage.contactBody")}</p>
            <ul className="mt-4 space-y-3 text-sm">
              <li className="flex items-center gap-3">
                <Mail className="size-4 shrink-0 text-saffron-soft" aria-hidden />
                <a href={`mailto:${BRAND.email}`} className="break-all font-semibold text-white underline underline-offset-2">
                  {BRAND.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Phone className="size-4 shrink-0 text-saffron-soft" aria-hidden />
                <a href={`tel:${telephone}`} className="font-semibold text-white underline underline-offset-2">
                  {BRAND.phone}
                </a>
              </li>
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
