import "~/lib/i18n/areas/shop/register-bulk";
import { HoneypotField, honeypotPart } from "~/components/ui/honeypot-field";
import { CircleCheck, Loader2, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { BulkInquiryResult } from "../../../shared/schemas/bulk-inquiry";
import { Button } from "~/components/ui/button";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest, ApiRequestError } from "~/lib/api";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import type { PageFormState } from "~/lib/page-form";
import { useFormFields } from "~/lib/use-form-fields";
import { FormFailureNote } from "../forms/form-parts";
import { paths } from "../../../shared/paths";
import { usePagePath } from "~/lib/page-path";

type Field = "productName" | "quantity" | "buyerName" | "email" | "phone" | "message";
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const FIELDS: Field[] = ["productName", "quantity", "buyerName", "email", "phone", "message"];
const EMPTY: Values = { productName: "", quantity: "", buyerName: "", email: "", phone: "", message: "" };
const ERROR_PREFIX = "shop.bulk.error.";

/**
 * Where the form posts without JavaScript: /shop's action, keeping the product an Inquiry chose.
 * No fragment: a page whose address points at an element skips `autofocus`, and an answer with
 * errors starts the keyboard (and the view) at the first field in error.
 */
const formAction = (productId: number | undefined) => (productId ? `${paths.shop}?inquire=${productId}` : paths.shop);

/** The form's limits, as the contract sets them (BULK_INQUIRY_LIMITS), without loading it first. */
const MAX_LENGTH: Record<Exclude<Field, "quantity">, number> = { productName: 200, buyerName: 100, email: 254, phone: 30, message: 2000 };

/** The product an Inquiry button or link chose; a new object per click, so a second click on the same product refills it. */
export type InquiryPrefill = { id: number; name: string };

const errorKey = (field: Field, tooLong: boolean): MessageKey =>
  tooLong && field !== "email" && field !== "phone"
    ? (`shop.bulk.error.${field}TooLong` as MessageKey)
    : (`shop.bulk.error.${field}` as MessageKey);

/**
 * The page's answer to the form sent without JavaScript, its errors in this form's words: a
 * message the catalogue has no key for (odd characters, say) is the field's own message, as the
 * script says it for the API's answer.
 */
function inFormWords(server: PageFormState | undefined): PageFormState | undefined {
  if (!server) return undefined;
  const errors: Record<string, string> = {};
  for (const [field, key] of Object.entries(server.errors)) {
    if (FIELDS.includes(field as Field)) errors[field] = key.startsWith(ERROR_PREFIX) ? key : errorKey(field as Field, false);
  }
  return { ...server, errors };
}

export type BulkInquiryFormProps = {
  prefill: InquiryPrefill | null;
  focusToken: number;
  /** The page's answer to the form sent without JavaScript: the typed values and each field's error. */
  server?: PageFormState;
  /** The reference of the enquiry just sent, from the confirmation's address. */
  sentReference?: string | null;
};

/**
 * The bulk order enquiry form: product, quantity, name, email, phone and an
 * optional message, checked with the API's own contract (loaded on the first submit, so the
 * validator stays out of the page's first script), then POST /api/bulk-inquiries with 'Inquiry
 * Submitted' or 'Error' as a toast. The product an Inquiry button chose is filled in and sent
 * with its id while the name is left as it was. The page renders it in its HTML and its script
 * loads when it is about to be used (bulk-inquiry-slot.tsx); until then, and without JavaScript,
 * it posts to /shop, whose action hands it to the same API route. `focusToken` changes with each
 * Inquiry press, which moves the focus to the quantity.
 */
export default function BulkInquiryForm({ prefill, focusToken, server, sentReference }: BulkInquiryFormProps) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const { toast } = useToast();
  const { id, formRef, values, setValues, errors, setErrors, showErrors, fieldProps } = useFormFields(
    FIELDS,
    { ...EMPTY, productName: prefill?.name ?? "" },
    inFormWords(server),
    // One per page; the server renders it within the page, the browser hydrates it on its own (bulk-inquiry-slot.tsx).
    "bulk-inquiry",
  );
  const doneRef = useRef<HTMLParagraphElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<{ reference: string } | null>(sentReference ? { reference: sentReference } : null);

  // A new Inquiry click fills the product in, keeping what the buyer already typed elsewhere.
  // Adjusted while rendering, as React advises for state that follows a prop.
  const [seenPrefill, setSeenPrefill] = useState(prefill);
  if (seenPrefill !== prefill) {
    setSeenPrefill(prefill);
    if (prefill) {
      setValues((current) => ({ ...current, productName: prefill.name }));
      setErrors((current) => ({ ...current, productName: undefined }));
      setDone(null);
    }
  }

  useEffect(() => {
    if (focusToken > 0) formRef.current?.querySelector<HTMLInputElement>('[name="quantity"]')?.focus({ preventScroll: true });
  }, [focusToken, formRef]);

  // The product's id goes with the form while the product name is the one the Inquiry chose.
  const productId = prefill && values.productName.trim() === prefill.name.trim() ? prefill.id : undefined;

  async function submit() {
    // The shared contract loads on first submit, keeping it out of the shop's first script.
    const { bulkInquiryFormSchema } = await import("../../../shared/schemas/bulk-inquiry");
    const parsed = bulkInquiryFormSchema.safeParse({ ...values, quantity: values.quantity.trim(), message: values.message || undefined });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        if (!FIELDS.includes(field) || found[field]) continue;
        found[field] = t(errorKey(field, issue.code === "too_big"));
      }
      showErrors(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await apiRequest<BulkInquiryResult>("POST", "/api/bulk-inquiries", {
        ...parsed.data,
        ...(productId ? { productId } : {}),
        ...honeypotPart(formRef.current),
      });
      toast({ title: t("shop.bulk.successTitle"), description: t("shop.bulk.successBody") });
      setDone({ reference: result.reference });
      setValues(EMPTY);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 400) {
        const fromServer: Errors = {};
        for (const issue of failure.body?.issues ?? []) {
          const field = issue.path as Field;
          if (FIELDS.includes(field) && !fromServer[field]) fromServer[field] = t(errorKey(field, false));
        }
        showErrors(fromServer);
      }
      const limited = failure instanceof ApiRequestError && failure.status === 429;
      toast({
        variant: "destructive",
        title: t("shop.bulk.failedTitle"),
        description: limited ? t("shop.bulk.rateLimited") : t("shop.bulk.failedBody"),
      });
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    void submit();
  }

  const field = (name: Field, label: string, control: ReactNode, className?: string) => (
    <div className={className}>
      <FormField label={label} htmlFor={`${id}-${name}`} error={errors[name]} errorId={`${id}-${name}-error`}>
        {control}
      </FormField>
    </div>
  );

  return (
    <form
      ref={formRef}
      method="post"
      action={pagePath(formAction(prefill?.id))}
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      aria-labelledby={`${id}-title`}
      className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-7"
    >
      <h3 id={`${id}-title`} className="text-xl font-semibold">
        {t("shop.bulk.formTitle")}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">{t("shop.bulk.required")}</p>
      <FormFailureNote
        failure={server?.failure}
        title={t("shop.bulk.failedTitle")}
        limited={t("shop.bulk.rateLimited")}
        failed={t("shop.bulk.failedBody")}
      />
      {done ? (
        <p
          ref={doneRef}
          tabIndex={-1}
          className="mt-4 flex items-start gap-3 rounded-2xl bg-herb-light p-4 text-sm text-herb-dark outline-none"
          data-testid="bulk-inquiry-done"
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
          <span>{t("shop.bulk.doneBody", { reference: done.reference })}</span>
        </p>
      ) : null}
      <fieldset disabled={submitting} className="mt-5 grid gap-4 sm:grid-cols-2">
        {field(
          "productName",
          t("shop.bulk.productName"),
          <input
            type="text"
            required
            maxLength={MAX_LENGTH.productName}
            autoComplete="off"
            {...fieldProps("productName")}
            className={cn(inputClassName(!!errors.productName), "h-12")}
          />,
        )}
        {field(
          "quantity",
          t("shop.bulk.quantity"),
          <input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            {...fieldProps("quantity")}
            className={cn(inputClassName(!!errors.quantity), "h-12")}
          />,
        )}
        {field(
          "buyerName",
          t("shop.bulk.buyerName"),
          <input
            type="text"
            required
            autoComplete="name"
            maxLength={MAX_LENGTH.buyerName}
            {...fieldProps("buyerName")}
            className={cn(inputClassName(!!errors.buyerName), "h-12")}
          />,
        )}
        {field(
          "email",
          t("shop.bulk.email"),
          <input
            type="email"
            inputMode="email"
            required
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
            {...fieldProps("email")}
            className={cn(inputClassName(!!errors.email), "h-12")}
          />,
        )}
        {field(
          "phone",
          t("shop.bulk.phone"),
          <input
            type="tel"
            required
            autoComplete="tel"
            maxLength={MAX_LENGTH.phone}
            {...fieldProps("phone")}
            className={cn(inputClassName(!!errors.phone), "h-12")}
          />,
          "sm:col-span-2",
        )}
        {field(
          "message",
          t("shop.bulk.message"),
          <textarea
            rows={4}
            maxLength={MAX_LENGTH.message}
            placeholder={t("shop.bulk.messagePlaceholder")}
            {...fieldProps("message")}
            className={cn(inputClassName(!!errors.message), "py-3")}
          />,
          "sm:col-span-2",
        )}
        {productId ? <input type="hidden" name="productId" value={productId} /> : null}
        <HoneypotField id={`${id}-honeypot`} label={t("shop.bulk.honeypot")} />
      </fieldset>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-soft">{t("shop.bulk.reply")}</p>
        <Button type="submit" size="lg" disabled={submitting} className="shrink-0">
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {submitting ? t("shop.bulk.submitting") : t("shop.bulk.submit")}
        </Button>
      </div>
    </form>
  );
}
