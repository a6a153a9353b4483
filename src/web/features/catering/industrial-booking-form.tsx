import { Loader2, Send } from "lucide-react";
import { HoneypotField, honeypotValue } from "~/components/ui/honeypot-field";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { paths } from "../../../shared/paths";
import type { CateringRequestResult, IndustrialMenu } from "../../../shared/schemas/catering";
import { Button } from "~/components/ui/button";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import type { PageFormState } from "~/lib/page-form";
import { useRootData } from "~/lib/root-data";
import { CateringFailureNote, firstError, serverErrors, serverValues, typedBeforeHydration } from "./catering-page-form";
import { earliestEventDayFrom, estimateCents, formatCents, formatDay, formatPrice, MAX_PARTICIPANTS } from "./catering-options";
import { isBelowMinimum, missingFields, REQUIRED_INDUSTRIAL_FIELDS } from "./catering-form-rules";
import type { IdempotencyMemo } from "./catering-request-send";
import { usePagePath } from "~/lib/page-path";

type Field =
  "companyName" | "contactName" | "email" | "phone" | "eventDate" | "eventTime" | "participants" | "specialRequests" | "recipientEmail";
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const FIELDS: Field[] = [
  "companyName",
  "contactName",
  "email",
  "phone",
  "eventDate",
  "eventTime",
  "participants",
  "specialRequests",
  "recipientEmail",
];
/** The fields the page's action shows again when it refuses the form. */
export const INDUSTRIAL_FORM_FIELDS: readonly string[] = FIELDS;

const EMPTY: Values = {
  companyName: "",
  contactName: "",
  email: "",
  phone: "",
  eventDate: "",
  eventTime: "",
  participants: "",
  specialRequests: "",
  recipientEmail: "",
};

/**
 * A red asterisk after a required field's label, seen but not read out (CSS alternative text ""):
 * the input's own `required` already tells a screen reader.
 */
const REQUIRED_MARK = "[&_label]:after:ms-0.5 [&_label]:after:text-chili [&_label]:after:content-['*'_/_'']";

const loadCheck = () => import("./industrial-form-check");
// Shown only after a request went through: it loads while the request is on its way.
const loadSubmitted = () => import("./request-submitted");
const RequestSubmitted = lazy(() => loadSubmitted().then((m) => ({ default: m.RequestSubmitted })));

/**
 * The sticky Request Industrial Catering form. A required field left
 * empty gives 'Missing Information'; the rest is checked with the API's schema (loaded on first
 * use); the estimate (participants × price per person) shows once above 0 with its note; then
 * 'Submitting...', and the reference with the mail that carries the status link, the form reset.
 * Without JavaScript it posts to its page, whose action answers it through the same API (`server`
 * is that answer when the request was refused: the typed values and each field's message).
 */
export function IndustrialBookingForm({ menu, server }: { menu: IndustrialMenu; server?: PageFormState }) {
  const pagePath = usePagePath();
  const { t, locale } = useI18n();
  const { timeZone } = useRootData();
  const { toast } = useToast();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The panel's heading takes the focus as it appears (each request mounts a new panel).
  const focusOnMount = useCallback((node: HTMLHeadingElement | null) => node?.focus(), []);
  const idempotency = useRef<IdempotencyMemo["current"]>(null);
  const [values, setValues] = useState<Values>(() => serverValues(FIELDS, EMPTY, server));
  const [errors, setErrors] = useState<Errors>(() => serverErrors(FIELDS, server));
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<{ result: CateringRequestResult; email: string } | null>(null);

  // Text typed before the page's scripts started is taken over; a form the server sent back puts
  // the focus on its first field in error.
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current, FIELDS, values);
    if (typed) setValues((current) => ({ ...current, ...typed }));
    focusFirstError(errors);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  const participants = Number(values.participants);
  const totalCents = estimateCents(menu.pricePerPerson, participants);
  const belowMinimum = isBelowMinimum(participants, menu.minimumOrder);
  const notice = { advanceBooking: menu.advanceBooking, timeZone, locale };
  // Worked out on the server for the first paint too; the kitchen's day is the same on both sides.
  const earliest = earliestEventDayFrom(new Date(), timeZone, menu.advanceBooking);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function focusFirstError(found: Errors) {
    const first = firstError(FIELDS, found);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit() {
    const missing = missingFields(values);
    if (missing.length > 0) {
      const found: Errors = Object.fromEntries(missing.map((field) => [field, t("catering.error.required")]));
      setErrors(found);
      focusFirstError(found);
      toast({ variant: "destructive", title: t("catering.toast.missingTitle"), description: t("catering.toast.missingBody") });
      return;
    }
    const { submitIndustrialForm } = await loadCheck();
    const outcome = await submitIndustrialForm(values, {
      menu,
      honeypot: honeypotValue(formRef.current),
      memo: idempotency,
      fields: FIELDS,
      t,
      notice,
      sending: () => {
        setErrors({});
        setSubmitting(true);
        void loadSubmitted();
      },
    });
    setSubmitting(false);
    if ("invalid" in outcome) {
      setErrors(outcome.invalid);
      focusFirstError(outcome.invalid);
    } else if (outcome.sent) {
      toast({ title: t("catering.toast.submittedTitle"), description: t("industrialForm.toastSubmitted") });
      setDone({ result: outcome.result, email: outcome.email });
      setValues(EMPTY);
    } else {
      setErrors(outcome.errors);
      // After the fieldset is enabled again: a disabled field cannot take the focus.
      requestAnimationFrame(() => focusFirstError(outcome.errors));
      toast({
        variant: "destructive",
        title: t("catering.toast.failedTitle"),
        description: outcome.reason ?? t("industrialForm.toastFailed"),
      });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) void submit();
  }

  const autoFocused = server ? firstError(FIELDS, errors) : undefined;
  const fieldProps = (field: Field, hint = false) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    // Without JavaScript the first field in error is where the keyboard starts.
    autoFocus: field === autoFocused || undefined,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined,
  });
  const field = (name: Field, label: string, control: ReactNode, hint?: string) => (
    <div className={cn((REQUIRED_INDUSTRIAL_FIELDS as readonly string[]).includes(name) && REQUIRED_MARK)}>
      <FormField
        label={label}
        htmlFor={`${id}-${name}`}
        error={errors[name]}
        errorId={`${id}-${name}-error`}
        hint={hint}
        hintId={`${id}-${name}-hint`}
      >
        {control}
      </FormField>
    </div>
  );

  return (
    <div>
      {done ? (
        <div className="mb-5" role="status">
          <Suspense fallback={null}>
            <RequestSubmitted key={done.result.reference} ref={focusOnMount} result={done.result} email={done.email} />
          </Suspense>
        </div>
      ) : null}
      <form
        ref={formRef}
        method="post"
        action={pagePath(paths.industrialMenu(menu.id))}
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadCheck()}
        aria-busy={submitting}
        aria-labelledby="industrial-form-title"
      >
        <p className="mb-4 text-xs text-ink-soft">{t("industrialForm.requiredNote")}</p>
        <CateringFailureNote failure={server?.failure} failed={t("industrialForm.toastFailed")} />
        <fieldset disabled={submitting} className="relative space-y-4">
          <div className="grid gap-4 sm:grid-cols-2 sm:gap-3">
            {field(
              "companyName",
              t("industrialForm.companyName"),
              <input
                type="text"
                autoComplete="organization"
                required
                maxLength={200}
                {...fieldProps("companyName")}
                className={cn(inputClassName(!!errors.companyName), "h-11")}
              />,
            )}
            {field(
              "contactName",
              t("industrialForm.contactName"),
              <input
                type="text"
                autoComplete="name"
                required
                maxLength={100}
                {...fieldProps("contactName")}
                className={cn(inputClassName(!!errors.contactName), "h-11")}
              />,
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-2 sm:gap-3">
            {field(
              "email",
              t("catering.field.email"),
              <input
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                maxLength={254}
                {...fieldProps("email")}
                className={cn(inputClassName(!!errors.email), "h-11")}
              />,
            )}
            {field(
              "phone",
              t("industrialForm.phone"),
              <input
                type="tel"
                autoComplete="tel"
                maxLength={30}
                {...fieldProps("phone")}
                className={cn(inputClassName(!!errors.phone), "h-11")}
              />,
            )}
          </div>
          <div className="grid grid-cols-2 gap-3">
            {field(
              "eventDate",
              t("catering.field.eventDate"),
              <input
                type="date"
                required
                min={earliest}
                {...fieldProps("eventDate", menu.advanceBooking > 0)}
                className={cn(inputClassName(!!errors.eventDate), "h-11 px-3")}
              />,
            )}
            {field(
              "eventTime",
              t("industrialForm.eventTime"),
              <input type="time" {...fieldProps("eventTime")} className={cn(inputClassName(!!errors.eventTime), "h-11 px-3")} />,
            )}
          </div>
          {menu.advanceBooking > 0 && !errors.eventDate ? (
            <p id={`${id}-eventDate-hint`} className="-mt-2 text-xs text-ink-soft">
              {t("catering.noticeHint", { date: formatDay(earliest, locale) })}
            </p>
          ) : null}
          {field(
            "participants",
            t("industrialForm.participants"),
            <input
              type="number"
              inputMode="numeric"
              min={menu.minimumOrder}
              max={MAX_PARTICIPANTS}
              step={1}
              required
              placeholder={t("industrialForm.participantsPlaceholder", { count: menu.minimumOrder })}
              {...fieldProps("participants", belowMinimum)}
              className={cn(inputClassName(!!errors.participants), "h-11")}
            />,
            belowMinimum ? t("catering.belowMinimum", { count: menu.minimumOrder }) : undefined,
          )}
          {field(
            "specialRequests",
            t("catering.field.specialRequests"),
            <textarea
              rows={3}
              maxLength={2000}
              placeholder={t("catering.field.specialRequestsPlaceholder")}
              {...fieldProps("specialRequests")}
              className={cn(inputClassName(!!errors.specialRequests), "py-2.5")}
            />,
          )}
          {field(
            "recipientEmail",
            t("industrialForm.recipientEmail"),
            <input
              type="email"
              inputMode="email"
              autoComplete="off"
              maxLength={254}
              {...fieldProps("recipientEmail", true)}
              className={cn(inputClassName(!!errors.recipientEmail), "h-11")}
            />,
            t("industrialForm.recipientHint"),
          )}
          <HoneypotField id={`${id}-honeypot`} label={t("catering.honeypot")} />
        </fieldset>

        <div aria-live="polite">
          {totalCents > 0 ? (
            <div className="mt-5 rounded-2xl bg-sand/70 px-4 py-3">
              <div className="flex items-baseline justify-between gap-3">
                <span className="text-sm text-ink-soft">{t("industrialForm.estimate")}</span>
                <span className="font-display text-2xl font-semibold" data-testid="industrial-estimate">
                  {formatCents(totalCents)}
                </span>
              </div>
              <p className="mt-0.5 text-xs text-ink-soft">
                {t("industrialForm.estimateDetail", {
                  count: participants.toLocaleString(locale),
                  price: formatPrice(menu.pricePerPerson),
                })}
              </p>
              <p className="mt-1 text-xs font-semibold text-ink-soft">{t("industrialForm.estimateNote")}</p>
            </div>
          ) : null}
        </div>

        <Button type="submit" size="lg" disabled={submitting} className="mt-5 w-full">
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {submitting ? t("catering.submitting") : t("industrialForm.submit")}
        </Button>
        <p className="mt-3 text-center text-xs text-ink-soft">{t("industrialForm.reply")}</p>
      </form>
    </div>
  );
}
