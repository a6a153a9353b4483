import "~/lib/i18n/areas/catering/register-buffet-booking";
import { HoneypotField, honeypotValue } from "~/components/ui/honeypot-field";
import { Loader2, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { paths } from "../../../shared/paths";
import { CATERING_LIMITS } from "../../../shared/rules/catering";
import type { BuffetMenu, CateringRequestResult } from "../../../shared/schemas/catering";
import { Button } from "~/components/ui/button";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import type { PageFormState } from "~/lib/page-form";
import { useRootData } from "~/lib/root-data";
import { CateringFailureNote, firstError, serverErrors, serverValues, typedBeforeHydration } from "./catering-page-form";
import { earliestEventDayFrom, estimateCents, formatCents, formatDay, formatPrice, MAX_PARTICIPANTS } from "./catering-options";
import { defaultGuests, isBelowMinimum } from "./catering-form-rules";
import type { IdempotencyMemo } from "./catering-request-send";
import { usePagePath } from "~/lib/page-path";

type Field =
  "customerName" | "customerEmail" | "customerPhone" | "participants" | "eventDate" | "eventTime" | "eventLocation" | "specialRequests";
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const FIELDS: Field[] = [
  "customerName",
  "customerEmail",
  "customerPhone",
  "participants",
  "eventDate",
  "eventTime",
  "eventLocation",
  "specialRequests",
];
/** The fields the page's action shows again when it refuses the form. */
export const BUFFET_FORM_FIELDS: readonly string[] = FIELDS;

const emptyValues = (menu: Pick<BuffetMenu, "minimumOrder">): Values => ({
  customerName: "",
  customerEmail: "",
  customerPhone: "",
  participants: String(defaultGuests(menu.minimumOrder)),
  eventDate: "",
  eventTime: "",
  eventLocation: "",
  specialRequests: "",
});

// The contract and its messages load when the form is first used: the page paints without them.
const loadCheck = () => import("./buffet-form-check");

/**
 * The Book This Buffet Menu form's state: the customer's details, the guests
 * (starting at the menu's minimum order, which is a hint: only 1 is enforced), the event's date,
 * time and place, checked with the API's own schema; 'Submitting...' while the request is sent;
 * then `onSubmitted` with the reference, or the reason the request was refused. Kept by whoever
 * shows the form (the modal keeps it while it is closed), started from `server` when the page is
 * the answer to the form sent without JavaScript.
 */
export function useBuffetBooking({
  menu,
  server,
  onSending,
  onSubmitted,
}: {
  menu: BuffetMenu;
  server?: PageFormState;
  /** The request is on its way (what shows its outcome can load meanwhile). */
  onSending?: () => void;
  onSubmitted: (result: CateringRequestResult, email: string) => void;
}) {
  const { t, locale } = useI18n();
  const { timeZone } = useRootData();
  const { toast } = useToast();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const idempotency = useRef<IdempotencyMemo["current"]>(null);
  const [values, setValues] = useState<Values>(() => serverValues(FIELDS, emptyValues(menu), server));
  const [errors, setErrors] = useState<Errors>(() => serverErrors(FIELDS, server));
  const [submitting, setSubmitting] = useState(false);
  const notice = { advanceBooking: menu.advanceBooking, timeZone, locale };

  function focusFirstError(found: Errors) {
    const first = firstError(FIELDS, found);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  // Text typed before the page's scripts started is taken over; a form the server sent back puts
  // the focus on its first field in error.
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current, FIELDS, values);
    if (typed) setValues((current) => ({ ...current, ...typed }));
    focusFirstError(errors);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** A fresh form for the next request. */
  function reset() {
    setValues(emptyValues(menu));
    setErrors({});
    idempotency.current = null;
  }

  async function submit() {
    const { submitBuffetForm } = await loadCheck();
    const outcome = await submitBuffetForm(values, {
      menu,
      honeypot: honeypotValue(formRef.current),
      memo: idempotency,
      fields: FIELDS,
      t,
      notice,
      sending: () => {
        setErrors({});
        setSubmitting(true);
        onSending?.();
      },
    });
    setSubmitting(false);
    if ("invalid" in outcome) {
      setErrors(outcome.invalid);
      focusFirstError(outcome.invalid);
    } else if (outcome.sent) {
      toast({ title: t("catering.toast.submittedTitle"), description: t("buffetBooking.toastSubmitted") });
      onSubmitted(outcome.result, outcome.email);
    } else {
      setErrors(outcome.errors);
      // After the fieldset is enabled again: a disabled field cannot take the focus.
      requestAnimationFrame(() => focusFirstError(outcome.errors));
      toast({
        variant: "destructive",
        title: t("catering.toast.failedTitle"),
        description: outcome.reason ?? t("buffetBooking.toastFailed"),
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

  return {
    id,
    formRef,
    values,
    errors,
    submitting,
    fieldProps,
    onSubmit,
    reset,
    clearErrors: () => setErrors({}),
    failure: server?.failure,
  };
}

export type BuffetBooking = ReturnType<typeof useBuffetBooking>;

/**
 * The Book This Buffet Menu form itself, in the modal or on the menu's booking page (where the
 * Book button leads before or without JavaScript). It posts to the booking page, whose action
 * answers it through the same API; the total (price per person × guests) follows the guests as
 * they change. `cancel` is the way out: the modal's Cancel, or a link back to the menu.
 */
export function BuffetBookingForm({
  menu,
  booking,
  cancel,
  className,
}: {
  menu: BuffetMenu;
  booking: BuffetBooking;
  cancel: ReactNode;
  className?: string;
}) {
  const pagePath = usePagePath();
  const { t, locale } = useI18n();
  const { timeZone } = useRootData();
  const { id, formRef, values, errors, submitting, fieldProps, onSubmit, failure } = booking;
  const participants = Number(values.participants);
  const totalCents = estimateCents(menu.pricePerPerson, participants);
  const belowMinimum = isBelowMinimum(participants, menu.minimumOrder);
  // Worked out on the server for the first paint too; the kitchen's day is the same on both sides.
  const earliest = earliestEventDayFrom(new Date(), timeZone, menu.advanceBooking);
  const price = formatPrice(menu.pricePerPerson);

  const field = (name: Field, label: string, control: ReactNode, hint?: string) => (
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
  );

  return (
    <form
      ref={formRef}
      method="post"
      action={pagePath(paths.buffetBooking(menu.id))}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadCheck()}
      aria-busy={submitting}
      className={className}
    >
      <CateringFailureNote failure={failure} failed={t("buffetBooking.toastFailed")} />
      <fieldset disabled={submitting} className="relative space-y-4">
        {field(
          "customerName",
          t("catering.field.name"),
          <input
            type="text"
            autoComplete="name"
            required
            maxLength={CATERING_LIMITS.name}
            {...fieldProps("customerName")}
            className={cn(inputClassName(!!errors.customerName), "h-12")}
          />,
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {field(
            "customerEmail",
            t("catering.field.email"),
            <input
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={CATERING_LIMITS.email}
              {...fieldProps("customerEmail")}
              className={cn(inputClassName(!!errors.customerEmail), "h-12")}
            />,
          )}
          {field(
            "customerPhone",
            t("catering.field.phone"),
            <input
              type="tel"
              autoComplete="tel"
              required
              maxLength={CATERING_LIMITS.phone}
              {...fieldProps("customerPhone")}
              className={cn(inputClassName(!!errors.customerPhone), "h-12")}
            />,
          )}
        </div>
        {field(
          "participants",
          t("buffetBooking.guests"),
          <input
            type="number"
            inputMode="numeric"
            min={menu.minimumOrder > 0 ? menu.minimumOrder : 1}
            max={MAX_PARTICIPANTS}
            step={1}
            required
            {...fieldProps("participants", true)}
            className={cn(inputClassName(!!errors.participants), "h-12")}
          />,
          belowMinimum
            ? t("catering.belowMinimum", { count: menu.minimumOrder })
            : t("buffetBooking.guestsHint", { count: menu.minimumOrder }),
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {field(
            "eventDate",
            t("catering.field.eventDate"),
            <input
              type="date"
              required
              min={earliest}
              {...fieldProps("eventDate", true)}
              className={cn(inputClassName(!!errors.eventDate), "h-12")}
            />,
            menu.advanceBooking > 0 ? t("catering.noticeHint", { date: formatDay(earliest, locale) }) : undefined,
          )}
          {field(
            "eventTime",
            t("catering.field.eventTime"),
            <input type="time" required {...fieldProps("eventTime")} className={cn(inputClassName(!!errors.eventTime), "h-12")} />,
          )}
        </div>
        {field(
          "eventLocation",
          t("buffetBooking.location"),
          <input
            type="text"
            // One line of text: "street-address" is for multi-line fields, so the browser offers the street line.
            autoComplete="address-line1"
            required
            maxLength={CATERING_LIMITS.location}
            placeholder={t("buffetBooking.locationPlaceholder")}
            {...fieldProps("eventLocation")}
            className={cn(inputClassName(!!errors.eventLocation), "h-12")}
          />,
        )}
        {field(
          "specialRequests",
          t("catering.field.specialRequests"),
          <textarea
            rows={3}
            maxLength={CATERING_LIMITS.specialRequests}
            placeholder={t("catering.field.specialRequestsPlaceholder")}
            {...fieldProps("specialRequests")}
            className={cn(inputClassName(!!errors.specialRequests), "py-3")}
          />,
        )}
        <HoneypotField id={`${id}-honeypot`} label={t("catering.honeypot")} />
      </fieldset>

      <div className="mt-5 flex items-center justify-between gap-3 rounded-2xl bg-sand/70 px-4 py-3" aria-live="polite">
        <span className="text-sm text-ink-soft">
          {t("buffetBooking.total")}
          {totalCents > 0 ? (
            <span className="ms-2">{t("buffetBooking.totalDetail", { count: participants.toLocaleString(locale), price })}</span>
          ) : null}
        </span>
        <span className="font-display text-2xl font-semibold" data-testid="buffet-total">
          {formatCents(totalCents)}
        </span>
      </div>
      <p className="mt-2 text-xs text-ink-soft">{t("buffetBooking.quoteNote")}</p>

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" disabled={submitting}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {submitting ? t("catering.submitting") : t("buffetBooking.submit")}
        </Button>
      </div>
    </form>
  );
}
