import {
  SPONSORSHIP_BUDGETS,
  SPONSORSHIP_DURATIONS,
  SPONSORSHIP_TYPES,
  type SponsorshipBudget,
  type SponsorshipType,
} from "../../../shared/schemas/sponsorship-options";
import { useI18n, type MessageKey } from "~/lib/i18n";
import type { PageFormState } from "~/lib/page-form";
import { InboxForm } from "./form-parts";
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
  const form = useInboxForm({
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
    server,
    sentReference,
  });
  const choice = (placeholder: string, options: readonly string[], labelPrefix: string) => [
    { value: "", label: placeholder },
    ...options.map((option) => ({ value: option, label: t(`${labelPrefix}.${option}` as MessageKey) })),
  ];
  return (
    <InboxForm
      form={form}
      action={sponsorHref({ tab: "inquiry" })}
      prefix="sponsorPage"
      doneTestId="sponsor-done"
      fields={[
        {
          name: "companyName",
          kind: "text",
          label: t("sponsorPage.companyName"),
          required: true,
          autoComplete: "organization",
          maxLength: 150,
        },
        { name: "contactName", kind: "text", label: t("sponsorPage.contactName"), required: true, autoComplete: "name", maxLength: 100 },
        { name: "email", kind: "email", label: t("sponsorPage.email"), required: true, autoComplete: "email", maxLength: 254 },
        { name: "phone", kind: "tel", label: t("sponsorPage.phone"), autoComplete: "tel", maxLength: 30 },
        {
          name: "website",
          kind: "url",
          label: t("sponsorPage.website"),
          wide: true,
          autoComplete: "url",
          maxLength: 500,
          placeholder: "https://",
          hint: t("sponsorPage.websiteHint"),
        },
        {
          name: "sponsorshipType",
          kind: "select",
          label: t("sponsorPage.sponsorshipType"),
          required: true,
          options: choice(t("sponsorPage.typePlaceholder"), SPONSORSHIP_TYPES, "sponsorPage.type"),
        },
        {
          name: "budget",
          kind: "select",
          label: t("sponsorPage.budget"),
          required: true,
          options: choice(t("sponsorPage.budgetPlaceholder"), SPONSORSHIP_BUDGETS, "sponsorPage.budget"),
        },
        {
          name: "duration",
          kind: "select",
          label: t("sponsorPage.duration"),
          wide: true,
          options: choice(t("sponsorPage.durationPlaceholder"), SPONSORSHIP_DURATIONS, "sponsorPage.duration"),
        },
        {
          name: "objectives",
          kind: "textarea",
          rows: 4,
          label: t("sponsorPage.objectives"),
          required: true,
          wide: true,
          maxLength: 3000,
          placeholder: t("sponsorPage.objectivesPlaceholder"),
        },
        {
          name: "description",
          kind: "textarea",
          rows: 4,
          label: t("sponsorPage.description"),
          wide: true,
          maxLength: 5000,
          placeholder: t("sponsorPage.descriptionPlaceholder"),
        },
      ]}
    />
  );
}
