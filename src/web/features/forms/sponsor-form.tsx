import {
  SPONSORSHIP_BUDGETS,
  SPONSORSHIP_DURATIONS,
  SPONSORSHIP_TYPES,
  type SponsorshipBudget,
  type SponsorshipType,
} from "../../../shared/schemas/sponsorship-options";
import { inputClassName } from "~/components/ui/form-field";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { BRAND } from "../../../shared/brand";
import type { PageFormState } from "~/lib/page-form";
import { DoneNote, FormFailureNote, Honeypot, InboxField, SubmitRow } from "./form-parts";
import { sponsorHref } from "./sponsor-query";
import { useInboxForm } from "./use-inbox-form";

const FIELDS = [
  "companyName",
  "contactName",
  "email",
  "phone",
  "website",
  "sponsorshipType",
  "budget",
  "duration",
  "objectives",
  "description",
] as const;

/**
 * The Submit Inquiry form: POST /api/sponsor, the spec's toasts, cleared on
 * success. A package or an opportunity the visitor chose arrives as the budget or type. Without
 * JavaScript it posts to the inquiry tab, whose action hands it to the same API route.
 */
export function SponsorForm({
  type,
  budget,
  server,
  sentReference,
}: {
  type?: SponsorshipType;
  budget?: SponsorshipBudget;
  server?: PageFormState;
  sentReference?: string | null;
}) {
  const { t } = useI18n();
  const { id, errors, fieldProps, formRef, doneRef, submitting, done, onSubmit, failure } = useInboxForm({
    fields: FIELDS,
    initial: {
      companyName: "",
      contactName: "",
      email: "",
      phone: "",
      website: "",
      sponsorshipType: type ?? "",
      budget: budget ?? "",
      duration: "",
      objectives: "",
      description: "",
    },
    loadContract: async () => {
      const { sponsorshipFormSchema, sponsorshipMessages } = await import("../../../shared/schemas/sponsorship");
      return { schema: sponsorshipFormSchema, messages: sponsorshipMessages };
    },
    prefix: "sponsorPage",
    endpoint: "/api/sponsor",
    // The form has a real website field: the trap has a name of its own.
    server,
    sentReference,
  });
  const select = (
    name: "sponsorshipType" | "budget" | "duration",
    placeholder: string,
    options: readonly string[],
    labelPrefix: string,
    required: boolean,
  ) => (
    <select required={required} {...fieldProps(name)} className={cn(inputClassName(!!errors[name]), "h-12")}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {t(`${labelPrefix}.${option}` as MessageKey)}
        </option>
      ))}
    </select>
  );
  return (
    <form
      ref={formRef}
      method="post"
      action={sponsorHref({ tab: "inquiry" })}
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      aria-labelledby={`${id}-title`}
      className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {t("sponsorPage.formTitle")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("forms.required")}</p>
      <FormFailureNote
        failure={failure}
        title={t("sponsorPage.failureTitle")}
        limited={t("sponsorPage.rateLimited", { email: BRAND.email })}
        failed={t("sponsorPage.failure", { email: BRAND.email })}
      />
      <DoneNote done={done} doneRef={doneRef} testId="sponsor-done" />
      <fieldset disabled={submitting} className="mt-6 grid gap-5 sm:grid-cols-2">
        <InboxField formId={id} name="companyName" label={t("sponsorPage.companyName")} required error={errors.companyName}>
          <input
            type="text"
            required
            autoComplete="organization"
            maxLength={150}
            {...fieldProps("companyName")}
            className={cn(inputClassName(!!errors.companyName), "h-12")}
          />
        </InboxField>
        <InboxField formId={id} name="contactName" label={t("sponsorPage.contactName")} required error={errors.contactName}>
          <input
            type="text"
            required
            autoComplete="name"
            maxLength={100}
            {...fieldProps("contactName")}
            className={cn(inputClassName(!!errors.contactName), "h-12")}
          />
        </InboxField>
        <InboxField formId={id} name="email" label={t("sponsorPage.email")} required error={errors.email}>
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
        <InboxField formId={id} name="phone" label={t("sponsorPage.phone")} error={errors.phone}>
          <input
            type="tel"
            autoComplete="tel"
            maxLength={30}
            {...fieldProps("phone")}
            className={cn(inputClassName(!!errors.phone), "h-12")}
          />
        </InboxField>
        <InboxField
          formId={id}
          name="website"
          label={t("sponsorPage.website")}
          error={errors.website}
          hint={t("sponsorPage.websiteHint")}
          className="sm:col-span-2"
        >
          <input
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={500}
            placeholder="https://"
            {...fieldProps("website", true)}
            className={cn(inputClassName(!!errors.website), "h-12")}
          />
        </InboxField>
        <InboxField formId={id} name="sponsorshipType" label={t("sponsorPage.sponsorshipType")} required error={errors.sponsorshipType}>
          {select("sponsorshipType", t("sponsorPage.typePlaceholder"), SPONSORSHIP_TYPES, "sponsorPage.type", true)}
        </InboxField>
        <InboxField formId={id} name="budget" label={t("sponsorPage.budget")} required error={errors.budget}>
          {select("budget", t("sponsorPage.budgetPlaceholder"), SPONSORSHIP_BUDGETS, "sponsorPage.budget", true)}
        </InboxField>
        <InboxField formId={id} name="duration" label={t("sponsorPage.duration")} error={errors.duration} className="sm:col-span-2">
          {select("duration", t("sponsorPage.durationPlaceholder"), SPONSORSHIP_DURATIONS, "sponsorPage.duration", false)}
        </InboxField>
        <InboxField
          formId={id}
          name="objectives"
          label={t("sponsorPage.objectives")}
          required
          error={errors.objectives}
          className="sm:col-span-2"
        >
          <textarea
            rows={4}
            required
            maxLength={3000}
            placeholder={t("sponsorPage.objectivesPlaceholder")}
            {...fieldProps("objectives")}
            className={cn(inputClassName(!!errors.objectives), "py-3")}
          />
        </InboxField>
        <InboxField
          formId={id}
          name="description"
          label={t("sponsorPage.description")}
          error={errors.description}
          className="sm:col-span-2"
        >
          <textarea
            rows={4}
            maxLength={5000}
            placeholder={t("sponsorPage.descriptionPlaceholder")}
            {...fieldProps("description")}
            className={cn(inputClassName(!!errors.description), "py-3")}
          />
        </InboxField>
        <Honeypot formId={id} />
      </fieldset>
      <SubmitRow
        submitting={submitting}
        label={t("sponsorPage.submit")}
        busyLabel={t("sponsorPage.submitting")}
        note={t("sponsorPage.reply")}
      />
    </form>
  );
}
