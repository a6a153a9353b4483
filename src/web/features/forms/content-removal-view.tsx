import { Check, Clock, Mail, Phone, ShieldCheck } from "lucide-react";
import { BRAND } from "../../../shared/brand";
import { COMPLAINT_TYPES, REQUESTED_ACTIONS } from "../../../shared/schemas/content-removal-options";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { paths } from "../../../shared/paths";
import type { PageFormState } from "~/lib/page-form";
import { InboxForm } from "./form-parts";
import { PageHeader } from "./page-header";
import { useInboxForm } from "./use-inbox-form";
import { usePagePath } from "~/lib/page-path";

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
  const pagePath = usePagePath();
  const { t } = useI18n();
  const form = useInboxForm({
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
  const choice = (placeholder: string, options: readonly string[], labelOf: (option: string) => string) => [
    { value: "", label: placeholder },
    ...options.map((option) => ({ value: option, label: labelOf(option) })),
  ];

  return (
    <InboxForm
      form={form}
      action={pagePath(paths.contentRemoval)}
      prefix="removalPage"
      doneTestId="removal-done"
      fields={[
        { name: "name", kind: "text", label: t("removalPage.name"), required: true, autoComplete: "name", maxLength: 100 },
        { name: "email", kind: "email", label: t("removalPage.email"), required: true, autoComplete: "email", maxLength: 254 },
        { name: "phone", kind: "tel", label: t("removalPage.phone"), autoComplete: "tel", maxLength: 30 },
        {
          name: "complaintType",
          kind: "select",
          label: t("removalPage.complaintType"),
          required: true,
          options: choice(t("removalPage.complaintPlaceholder"), COMPLAINT_TYPES, (type) =>
            t(`removalPage.complaint.${type}` as MessageKey),
          ),
        },
        {
          name: "contentUrl",
          kind: "url",
          label: t("removalPage.contentUrl"),
          required: true,
          wide: true,
          maxLength: 2000,
          placeholder: "https://",
          hint: t("removalPage.contentUrlHint"),
        },
        {
          name: "description",
          kind: "textarea",
          rows: 6,
          label: t("removalPage.description"),
          required: true,
          wide: true,
          maxLength: 5000,
          placeholder: t("removalPage.descriptionPlaceholder"),
        },
        {
          name: "requestedAction",
          kind: "select",
          label: t("removalPage.requestedAction"),
          required: true,
          wide: true,
          options: choice(t("removalPage.actionPlaceholder"), REQUESTED_ACTIONS, (action) =>
            t(`removalPage.action.${action}` as MessageKey),
          ),
        },
      ]}
    />
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
