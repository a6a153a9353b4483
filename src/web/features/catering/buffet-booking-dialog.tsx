import "~/lib/i18n/areas/catering/register-buffet-booking";
import { HoneypotField, honeypotValue } from "~/components/ui/honeypot-field";
import { Loader2, Send } from "lucide-react";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { buffetBookingFormSchema, CATERING_LIMITS, type BuffetMenu, type CateringRequestResult } from "../../../shared/schemas/catering";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFrame } from "~/components/ui/dialog-frame";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest, ApiRequestError } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { useRootData } from "~/lib/root-data";
import { cateringMessage } from "./catering-form-messages";
import { earliestEventDayFrom, estimateCents, formatCents, formatDay, formatPrice, MAX_PARTICIPANTS } from "./catering-options";
import { defaultGuests, isBelowMinimum } from "./catering-form-rules";
import { newIdempotencyKey } from "./idempotency-key";
import { RequestSubmitted } from "./request-submitted";

type Field = "customerName" | "customerEmail" | "customerPhone" | "participants" | "eventDate" | "eventTime" | "eventLocation" | "specialRequests";
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const FIELDS: Field[] = ["customerName", "customerEmail", "customerPhone", "participants", "eventDate", "eventTime", "eventLocation", "specialRequests"];
const isField = (name: string): name is Field => (FIELDS as string[]).includes(name);

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

/**
 * The Book This Buffet Menu modal (spec 2 §2, §4, §5, §8): the customer's details, the guests
 * (starting at the menu's minimum order, which is a hint: only 1 is enforced), the event's date,
 * time and place, checked with the API's own schema; the total (price per person × guests) shown
 * as it changes; 'Submitting...' while the request is sent; then the reference and the mail
 * that carries the status link, or the reason the request was refused.
 */
export default function BuffetBookingDialog({
  open,
  onOpenChange,
  menu,
  onSubmitted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menu: BuffetMenu;
  onSubmitted: (result: CateringRequestResult, email: string) => void;
}) {
  const { t, locale } = useI18n();
  const { timeZone } = useRootData();
  const { toast } = useToast();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const idempotency = useRef<{ fingerprint: string; key: string } | null>(null);
  const [values, setValues] = useState<Values>(() => emptyValues(menu));
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<{ result: CateringRequestResult; email: string } | null>(null);

  const participants = Number(values.participants);
  const totalCents = estimateCents(menu.pricePerPerson, participants);
  const belowMinimum = isBelowMinimum(participants, menu.minimumOrder);
  const earliest = earliestEventDayFrom(new Date(), timeZone, menu.advanceBooking);
  const notice = { advanceBooking: menu.advanceBooking, timeZone, locale };
  const message = (text: string) => cateringMessage(t, text, notice);

  function changeOpen(next: boolean) {
    if (!next && done) {
      // After a request the next opening starts fresh.
      setDone(null);
      setValues(emptyValues(menu));
      idempotency.current = null;
    }
    if (!next) setErrors({});
    onOpenChange(next);
  }

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function focusFirstError(found: Errors) {
    const first = FIELDS.find((field) => found[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function formInput() {
    return {
      customerName: values.customerName,
      customerEmail: values.customerEmail,
      customerPhone: values.customerPhone,
      participants: values.participants.trim() === "" ? Number.NaN : Number(values.participants),
      eventDate: values.eventDate,
      eventTime: values.eventTime,
      eventLocation: values.eventLocation,
      specialRequests: values.specialRequests,
    };
  }

  async function submit() {
    const parsed = buffetBookingFormSchema.safeParse(formInput());
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (isField(field) && !found[field]) found[field] = message(issue.message);
      }
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    const form = parsed.data;
    const website = honeypotValue(formRef.current);
    const body = {
      ...form,
      buffetMenuId: menu.id,
      totalPrice: (estimateCents(menu.pricePerPerson, form.participants) / 100).toFixed(2),
      scheduledDate: form.eventDate,
      scheduledTime: form.eventTime,
      ...(website ? { website } : {}),
    };
    const fingerprint = JSON.stringify(body);
    if (idempotency.current?.fingerprint !== fingerprint) idempotency.current = { fingerprint, key: newIdempotencyKey() };
    setSubmitting(true);
    try {
      const result = await apiRequest<CateringRequestResult>("POST", "/api/bookings", body, { "Idempotency-Key": idempotency.current.key });
      toast({ title: t("catering.toast.submittedTitle"), description: t("buffetBooking.toastSubmitted") });
      setDone({ result, email: form.customerEmail });
      onSubmitted(result, form.customerEmail);
      requestAnimationFrame(() => doneHeading.current?.focus());
    } catch (failure) {
      let reason: string | null = null;
      const fromServer: Errors = {};
      if (failure instanceof ApiRequestError) {
        for (const issue of failure.body?.issues ?? []) {
          if (isField(issue.path) && !fromServer[issue.path]) fromServer[issue.path] = message(issue.message);
        }
        if (failure.status === 422) reason = fromServer.eventDate ?? message(failure.body?.message ?? "");
        else if (failure.status === 429) reason = t("catering.error.rateLimited");
        else if (failure.status === 404) reason = t("buffetMenu.notFoundTitle");
        // A refused request is a new one once corrected: it gets a key of its own.
        if (failure.status === 400 || failure.status === 422 || failure.status === 409) idempotency.current = null;
      }
      setErrors(fromServer);
      setSubmitting(false);
      // After the fieldset is enabled again: a disabled field cannot take the focus.
      requestAnimationFrame(() => focusFirstError(fromServer));
      toast({ variant: "destructive", title: t("catering.toast.failedTitle"), description: reason ?? t("buffetBooking.toastFailed") });
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) void submit();
  }

  const fieldProps = (field: Field, hint = false) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined,
  });
  const field = (name: Field, label: string, control: ReactNode, hint?: string) => (
    <FormField label={label} htmlFor={`${id}-${name}`} error={errors[name]} errorId={`${id}-${name}-error`} hint={hint} hintId={`${id}-${name}-hint`}>
      {control}
    </FormField>
  );
  const price = formatPrice(menu.pricePerPerson);

  return (
    <DialogFrame open={open} onOpenChange={changeOpen} title={t("buffetMenu.book")} description={t("buffetBooking.description", { name: menu.name, price })}>
      {done ? (
        <div className="px-5 py-6 sm:px-7">
          <RequestSubmitted ref={doneHeading} result={done.result} email={done.email} />
          <div className="mt-6 flex justify-end">
            <Button onClick={() => changeOpen(false)}>{t("catering.done.close")}</Button>
          </div>
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={submitting} className="px-5 py-6 sm:px-7">
          <fieldset disabled={submitting} className="relative space-y-4">
            {field(
              "customerName",
              t("catering.field.name"),
              <input type="text" autoComplete="name" required maxLength={CATERING_LIMITS.name} {...fieldProps("customerName")} className={cn(inputClassName(!!errors.customerName), "h-12")} />,
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              {field(
                "customerEmail",
                t("catering.field.email"),
                <input type="email" inputMode="email" autoComplete="email" required maxLength={CATERING_LIMITS.email} {...fieldProps("customerEmail")} className={cn(inputClassName(!!errors.customerEmail), "h-12")} />,
              )}
              {field(
                "customerPhone",
                t("catering.field.phone"),
                <input type="tel" autoComplete="tel" required maxLength={CATERING_LIMITS.phone} {...fieldProps("customerPhone")} className={cn(inputClassName(!!errors.customerPhone), "h-12")} />,
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
              belowMinimum ? t("catering.belowMinimum", { count: menu.minimumOrder }) : t("buffetBooking.guestsHint", { count: menu.minimumOrder }),
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              {field(
                "eventDate",
                t("catering.field.eventDate"),
                <input type="date" required min={earliest} {...fieldProps("eventDate", true)} className={cn(inputClassName(!!errors.eventDate), "h-12")} />,
                menu.advanceBooking > 0 ? t("catering.noticeHint", { date: formatDay(earliest, locale) }) : undefined,
              )}
              {field("eventTime", t("catering.field.eventTime"), <input type="time" required {...fieldProps("eventTime")} className={cn(inputClassName(!!errors.eventTime), "h-12")} />)}
            </div>
            {field(
              "eventLocation",
              t("buffetBooking.location"),
              <input
                type="text"
                autoComplete="street-address"
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
            <HoneypotField id={`${id}-website`} label={t("catering.honeypot")} />
          </fieldset>

          <div className="mt-5 flex items-center justify-between gap-3 rounded-2xl bg-sand/70 px-4 py-3" aria-live="polite">
            <span className="text-sm text-ink-soft">
              {t("buffetBooking.total")}
              {totalCents > 0 ? <span className="ms-2">{t("buffetBooking.totalDetail", { count: participants.toLocaleString(locale), price })}</span> : null}
            </span>
            <span className="font-display text-2xl font-semibold" data-testid="buffet-total">
              {formatCents(totalCents)}
            </span>
          </div>
          <p className="mt-2 text-xs text-ink-soft">{t("buffetBooking.quoteNote")}</p>

          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={submitting}>
                {t("catering.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              {submitting ? t("catering.submitting") : t("buffetBooking.submit")}
            </Button>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}
