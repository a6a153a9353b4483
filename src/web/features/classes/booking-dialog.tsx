import { CircleCheck, Hourglass, Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { participantsAllowed } from "../../../shared/rules/classes";
import { formatDollars } from "../../../shared/rules/format";
import {
  BOOKING_LIMITS,
  classBookingFormSchema,
  waitlistInputSchema,
  type BookingResult,
  type WaitlistResult,
} from "../../../shared/schemas/booking";
import type { ClassScheduleSlot, CookingClass } from "../../../shared/schemas/catalogue";
import { paths } from "../../../shared/paths";
import { Button, ButtonLink } from "~/components/ui/button";
import { DialogClose, DialogFrame } from "~/components/ui/dialog-frame";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { HoneypotField, honeypotPart } from "~/components/ui/honeypot-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest, ApiRequestError } from "~/lib/api";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import type { PageFormState } from "~/lib/page-form";
import { useRootData } from "~/lib/root-data";
import { FormFailureNote } from "~/features/forms/form-parts";
import {
  BOOKING_FIELDS,
  bookingFormAction,
  bookingFormAddress,
  CAPACITY_ERROR,
  type BookingField,
  type BookingOpening,
} from "./booking-request";
import { sessionLabel } from "./session-time";
import { usePagePath } from "~/lib/page-path";

/** How the dialog opens: booking (a session chosen or not yet) or the waiting list of a full session. */
export type BookingDialogOpening = BookingOpening;

type Field = BookingField;
type Errors = Partial<Record<Field, string>>;
type Values = { session: string; customerName: string; customerEmail: string; customerPhone: string; participants: string };
type Done = { kind: "booked"; result: BookingResult; email: string } | { kind: "waitlisted"; email: string; date: string };

const FIELD_ORDER: readonly Field[] = BOOKING_FIELDS;
/** The message shown for a field the API refused (booking and waiting-list names alike). */
const API_ERROR_KEY: Record<string, MessageKey> = {
  scheduledDate: "booking.error.scheduledDate",
  scheduledTime: "booking.error.scheduledTime",
  customerName: "booking.error.customerName",
  customerEmail: "booking.error.customerEmail",
  customerPhone: "booking.error.customerPhone",
  participants: "booking.error.participants",
  name: "booking.error.customerName",
  email: "booking.error.customerEmail",
};
/** The API's field names, as its 400 answers list them, mapped to the dialog's fields. */
const API_FIELD: Record<string, Field> = {
  scheduledDate: "session",
  scheduledTime: "session",
  customerName: "customerName",
  customerEmail: "customerEmail",
  customerPhone: "customerPhone",
  participants: "participants",
  name: "customerName",
  email: "customerEmail",
};

/** A fresh key per distinct request: a retry of the same booking can never take seats twice. */
function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

type Props = {
  opening: BookingOpening;
  cookingClass: CookingClass;
  /** Reloads the page's data, so the spots shown are the ones left now. */
  onBooked: () => Promise<void> | void;
};

/** Where the form is shown: in the dialog a button opens, or in the class page itself. */
type Frame =
  | { kind: "dialog"; open: boolean; onOpenChange: (open: boolean) => void }
  | {
      kind: "page";
      /** The page's answer to this form sent without JavaScript: typed values and messages. */
      server?: PageFormState;
      /** Sent with the form without JavaScript, so a second press of the button books once. */
      idempotencyKey: string | null;
    };

/**
 * The Book This Class dialog: a session from the dropdown (full ones shown,
 * not selectable), the customer's details and the number of participants, checked with the API's
 * own schema; pending, then 'Booking Confirmed!' or 'Booking Failed'. A full session offers the
 * waiting list instead.
 */
export default function BookingDialog({ open, onOpenChange, ...props }: Props & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return <Booking frame={{ kind: "dialog", open, onOpenChange }} {...props} />;
}

/**
 * The same form in the class page, where the page's address asks for it (`?book=`): the way in
 * before the page's scripts have started, and without them. It posts to the page; with the
 * scripts it books as the dialog does.
 */
export function BookingPanel({ server, idempotencyKey, ...props }: Props & { server?: PageFormState; idempotencyKey: string | null }) {
  return <Booking frame={{ kind: "page", server, idempotencyKey }} {...props} />;
}

const EMPTY: Values = { session: "", customerName: "", customerEmail: "", customerPhone: "", participants: "1" };

function Booking({ frame, opening, cookingClass, onBooked }: Props & { frame: Frame }) {
  const pagePath = usePagePath();
  const { t, locale } = useI18n();
  const { timeZone } = useRootData();
  const { toast } = useToast();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const idempotency = useRef<{ fingerprint: string; key: string } | null>(null);
  const server = frame.kind === "page" ? frame.server : undefined;
  const schedule = cookingClass.schedule;

  const [mode, setMode] = useState<BookingOpening["mode"]>(() =>
    server?.values.intent === "waitlist" ? "waitlist" : server?.values.intent === "book" ? "book" : opening.mode,
  );
  const [values, setValues] = useState<Values>(() => {
    const start = { ...EMPTY, session: opening.slotId ? String(opening.slotId) : "" };
    for (const field of FIELD_ORDER) {
      const kept = server?.values[field];
      if (typeof kept === "string") start[field] = kept;
    }
    return start;
  });
  const [errors, setErrors] = useState<Errors>(() => {
    // The page's answer names each message by its catalogue key; a few are worded from a number.
    const found: Errors = {};
    const chosen = schedule.find((s) => String(s.id) === values.session);
    const max = chosen ? participantsAllowed(cookingClass.maxParticipants, chosen.availableSpots) : cookingClass.maxParticipants;
    for (const field of FIELD_ORDER) {
      const key = server?.errors[field];
      if (!key || key === CAPACITY_ERROR) continue;
      found[field] = t(key as MessageKey, { max: field === "customerName" ? BOOKING_LIMITS.name : Math.max(max, 1) });
    }
    return found;
  });
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  /** Set by a 409: the session has fewer spots than asked; cleared when the session or count changes. */
  const [capacityShort, setCapacityShort] = useState(server?.errors.participants === CAPACITY_ERROR);
  /** Why the whole form was refused (too many bookings, the server failing), as the page answered it. */
  const [failure, setFailure] = useState(server?.failure);

  // Each opening of the dialog (a new object per click) chooses its mode and session; what the
  // visitor typed stays for the next try. Adjusted while rendering, as React advises for state
  // following a prop. The page's form opens once, from its address.
  const [seenOpening, setSeenOpening] = useState(opening);
  if (frame.kind === "dialog" && seenOpening !== opening) {
    setSeenOpening(opening);
    setMode(opening.mode);
    setValues((current) => ({ ...current, session: opening.slotId ? String(opening.slotId) : "" }));
    setErrors({});
    setCapacityShort(false);
  }

  // The page's form is in the server's HTML: text typed before its script arrived is in the
  // fields but not in the state, and the next render would put the state's value back.
  useEffect(() => {
    const form = formRef.current;
    if (frame.kind !== "page" || !form) return;
    const typed: Partial<Values> = {};
    for (const field of FIELD_ORDER) {
      const control = form.elements.namedItem(field);
      const value = control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value : null;
      if (value !== null && value !== values[field]) typed[field] = value;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM holds what the visitor typed before hydration; the state must follow it once
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  const fullSessions = schedule.filter((slot) => slot.availableSpots <= 0);
  const slot: ClassScheduleSlot | undefined = schedule.find((s) => String(s.id) === values.session);
  const allowed = slot ? participantsAllowed(cookingClass.maxParticipants, slot.availableSpots) : cookingClass.maxParticipants;
  const participants = Number(values.participants);
  const total = Number.isInteger(participants) && participants > 0 ? cookingClass.price * participants : 0;

  const label = (s: ClassScheduleSlot) => sessionLabel(s, timeZone, locale);
  const spotsText = (count: number) => (count === 1 ? t("booking.spotsOne") : t("booking.spots", { count }));
  const capacityMessage = (left: number) =>
    left <= 0 ? t("booking.error.full") : left === 1 ? t("booking.error.spotsLeftOne") : t("booking.error.spotsLeft", { count: left });

  function changeOpen(next: boolean) {
    if (frame.kind !== "dialog") return;
    if (!next && done) {
      // After a booking the next opening starts fresh.
      setDone(null);
      setValues(EMPTY);
      idempotency.current = null;
    }
    frame.onOpenChange(next);
  }

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === "session" || field === "participants") setCapacityShort(false);
  };

  function focusFirstError(found: Errors) {
    const first = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first !== undefined) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  /** The form's own messages, in the visitor's language, from the API's schema. */
  function validateBooking(): Errors {
    const found: Errors = {};
    const result = classBookingFormSchema.safeParse({
      customerName: values.customerName,
      customerEmail: values.customerEmail,
      customerPhone: values.customerPhone,
      participants: values.participants.trim() === "" ? Number.NaN : Number(values.participants),
      scheduledDate: slot?.date ?? "",
      scheduledTime: slot?.time ?? "",
    });
    if (!result.success) {
      for (const issue of result.error.issues) {
        const apiField = String(issue.path[0]);
        const field = API_FIELD[apiField];
        if (!field || found[field]) continue;
        found[field] =
          issue.code === "custom" && field !== "session" ? t("booking.error.characters") : t(`booking.error.${apiField}` as MessageKey);
      }
    }
    if (!found.participants && slot && participants > allowed) {
      found.participants = slot.availableSpots <= 0 ? capacityMessage(0) : t("booking.error.participantsMax", { max: allowed });
    }
    return found;
  }

  function validateWaitlist(): Errors {
    const found: Errors = {};
    const result = waitlistInputSchema.safeParse({
      classId: cookingClass.id,
      scheduledDate: slot?.date ?? "",
      scheduledTime: slot?.time ?? "",
      name: values.customerName,
      email: values.customerEmail,
    });
    if (!result.success) {
      for (const issue of result.error.issues) {
        const apiField = String(issue.path[0]);
        const field = API_FIELD[apiField];
        if (!field || found[field]) continue;
        found[field] = field === "session" ? t("booking.error.scheduledDate") : t(`booking.error.${field}` as MessageKey);
      }
    }
    return found;
  }

  function errorsFromServer(failure: ApiRequestError): Errors {
    const fromServer: Errors = {};
    for (const issue of failure.body?.issues ?? []) {
      const field = API_FIELD[issue.path];
      if (field && !fromServer[field]) fromServer[field] = t(API_ERROR_KEY[issue.path]);
    }
    return fromServer;
  }

  function showDone(next: Done) {
    setDone(next);
    requestAnimationFrame(() => doneHeading.current?.focus());
  }

  async function submitBooking() {
    const found = validateBooking();
    setErrors(found);
    if (Object.keys(found).length > 0 || !slot) return focusFirstError(found);
    const form = classBookingFormSchema.parse({
      customerName: values.customerName,
      customerEmail: values.customerEmail,
      customerPhone: values.customerPhone,
      participants,
      scheduledDate: slot.date,
      scheduledTime: slot.time,
    });
    const body = { ...form, classId: cookingClass.id, totalPrice: total.toFixed(2), ...honeypotPart(formRef.current) };
    const fingerprint = JSON.stringify(body);
    if (idempotency.current?.fingerprint !== fingerprint) idempotency.current = { fingerprint, key: newIdempotencyKey() };
    setSubmitting(true);
    try {
      const result = await apiRequest<BookingResult>("POST", "/api/bookings", body, { "Idempotency-Key": idempotency.current.key });
      toast({ title: t("booking.toastSuccessTitle"), description: t("booking.toastSuccessBody") });
      showDone({ kind: "booked", result, email: form.customerEmail });
      await onBooked();
    } catch (failure) {
      let fromServer: Errors = {};
      if (failure instanceof ApiRequestError && failure.status === 409) {
        // Someone took the seats first: the message counts the spots left now, from reloaded data.
        await onBooked();
        setCapacityShort(true);
        fromServer = { participants: "" };
        idempotency.current = null;
      } else if (failure instanceof ApiRequestError && failure.status === 400) {
        fromServer = errorsFromServer(failure);
      }
      setErrors(fromServer);
      focusFirstError(fromServer);
      toast({ variant: "destructive", title: t("booking.toastFailedTitle"), description: t("booking.toastFailedBody") });
    } finally {
      setSubmitting(false);
    }
  }

  async function submitWaitlist() {
    const found = validateWaitlist();
    setErrors(found);
    if (Object.keys(found).length > 0 || !slot) return focusFirstError(found);
    setSubmitting(true);
    try {
      await apiRequest<WaitlistResult>("POST", "/api/bookings/waitlist", {
        classId: cookingClass.id,
        scheduledDate: slot.date,
        scheduledTime: slot.time,
        name: values.customerName.trim(),
        email: values.customerEmail.trim(),
        ...honeypotPart(formRef.current),
      });
      showDone({ kind: "waitlisted", email: values.customerEmail.trim(), date: `${label(slot).longDate}, ${label(slot).time}` });
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 400) {
        const fromServer = errorsFromServer(failure);
        setErrors(fromServer);
        focusFirstError(fromServer);
      }
      toast({ variant: "destructive", title: t("waitlist.toastFailedTitle"), description: t("waitlist.toastFailedBody") });
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFailure(undefined);
    void (mode === "book" ? submitBooking() : submitWaitlist());
  }

  function switchTo(next: "book" | "waitlist", slotId?: number) {
    setMode(next);
    setErrors({});
    setValues((current) => ({ ...current, session: slotId ? String(slotId) : "" }));
  }

  // A 409's message is worded from the spots left now, so it stays right after the reload.
  const shown: Errors =
    capacityShort && !errors.participants ? { ...errors, participants: capacityMessage(slot?.availableSpots ?? 0) } : errors;
  // Without JavaScript the page answered the form: the keyboard starts at its first message, or
  // at the button when the whole form was refused (too many bookings, the server failing).
  const firstError = server ? FIELD_ORDER.find((field) => shown[field] !== undefined) : undefined;
  const retry = server !== undefined && firstError === undefined && failure !== undefined ? { autoFocus: true } : {};

  const fieldProps = (field: Field, hint?: boolean) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    autoFocus: field === firstError ? true : undefined,
    "aria-invalid": shown[field] ? true : undefined,
    "aria-describedby": shown[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined,
  });

  const price = formatDollars(cookingClass.price);
  const sessionFullNow = mode === "book" && slot !== undefined && slot.availableSpots <= 0;
  const title = mode === "book" ? t("booking.title") : t("waitlist.title");
  const description = t("booking.description", { title: cookingClass.title, price });
  const classPage = paths.cookingClass(cookingClass.id);

  /**
   * Switching between booking and the waiting list: a button in the dialog; in the page a link to
   * the page showing the other form, which the script turns into the same switch.
   */
  const switchControl = (next: BookingOpening["mode"], slotId: number | undefined, text: string) => {
    const className = "font-semibold text-herb underline underline-offset-4 hover:text-herb-dark";
    if (frame.kind === "dialog") {
      return (
        <button type="button" className={className} onClick={() => switchTo(next, slotId)}>
          {text}
        </button>
      );
    }
    const follow = (event: MouseEvent) => {
      event.preventDefault();
      switchTo(next, slotId);
    };
    return (
      <a href={bookingFormAddress(cookingClass.id, next, slotId)} className={className} onClick={follow}>
        {text}
      </a>
    );
  };

  const body = done ? (
    <div className="px-5 py-6 sm:px-7">
      <div className="flex items-start gap-3 rounded-2xl bg-herb-light p-4 text-herb-dark">
        {done.kind === "booked" ? (
          <CircleCheck className="mt-0.5 size-6 shrink-0" aria-hidden />
        ) : (
          <Hourglass className="mt-0.5 size-6 shrink-0" aria-hidden />
        )}
        <div>
          <h3 ref={doneHeading} tabIndex={-1} className="font-sans text-lg font-semibold text-herb-dark outline-none">
            {done.kind === "booked" ? t("booking.successTitle") : t("waitlist.doneTitle")}
          </h3>
          {done.kind === "booked" ? (
            <>
              <p className="mt-1 text-sm">
                {t("booking.successSummary", {
                  count: done.result.participants,
                  title: cookingClass.title,
                  date: slot ? label(slot).longDate : done.result.scheduledDate,
                  time: slot ? label(slot).time : done.result.scheduledTime,
                  total: formatDollars(Number(done.result.totalPrice)),
                })}
              </p>
              <p className="mt-2 text-sm" data-testid="booking-reference">
                {t("booking.successBody", { reference: done.result.reference, email: done.email })}
              </p>
            </>
          ) : (
            <p className="mt-1 text-sm">{t("waitlist.doneBody", { email: done.email, date: done.date })}</p>
          )}
        </div>
      </div>
      <div className="mt-6 flex justify-end">
        {frame.kind === "dialog" ? (
          <Button onClick={() => changeOpen(false)}>{t("booking.done")}</Button>
        ) : (
          <ButtonLink to={classPage}>{t("booking.done")}</ButtonLink>
        )}
      </div>
    </div>
  ) : (
    <form
      ref={formRef}
      method="post"
      action={pagePath(bookingFormAction(cookingClass.id, mode, slot?.id))}
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      className="px-5 py-6 sm:px-7"
    >
      <input type="hidden" name="intent" value={mode} />
      {frame.kind === "page" && frame.idempotencyKey ? <input type="hidden" name="idempotencyKey" value={frame.idempotencyKey} /> : null}
      <FormFailureNote
        failure={failure}
        title={mode === "book" ? t("booking.toastFailedTitle") : t("waitlist.toastFailedTitle")}
        limited={t("booking.rateLimited")}
        failed={mode === "book" ? t("booking.toastFailedBody") : t("waitlist.toastFailedBody")}
      />
      <fieldset disabled={submitting} className="space-y-4">
        {mode === "waitlist" ? <p className="rounded-2xl bg-saffron-light/70 p-4 text-sm text-ink">{t("waitlist.intro")}</p> : null}
        <FormField
          label={mode === "book" ? t("booking.session") : t("waitlist.session")}
          htmlFor={`${id}-session`}
          error={shown.session}
          errorId={`${id}-session-error`}
          hint={mode === "book" && fullSessions.length > 0 ? t("booking.fullNote") : undefined}
          hintId={`${id}-session-hint`}
        >
          <select
            required
            {...fieldProps("session", mode === "book" && fullSessions.length > 0)}
            className={cn(inputClassName(!!shown.session), "h-12 appearance-auto")}
          >
            <option value="">{t("booking.chooseSession")}</option>
            {(mode === "book" ? schedule : fullSessions).map((s) => {
              const { longDate, time } = label(s);
              const full = s.availableSpots <= 0;
              return (
                <option key={s.id} value={s.id} disabled={mode === "book" && full}>
                  {full
                    ? t("booking.sessionOptionFull", { date: longDate, time })
                    : t("booking.sessionOption", { date: longDate, time, spots: spotsText(s.availableSpots) })}
                </option>
              );
            })}
          </select>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t("booking.name")}
            htmlFor={`${id}-customerName`}
            error={shown.customerName}
            errorId={`${id}-customerName-error`}
          >
            <input
              type="text"
              autoComplete="name"
              required
              maxLength={BOOKING_LIMITS.name}
              {...fieldProps("customerName")}
              className={cn(inputClassName(!!shown.customerName), "h-12")}
            />
          </FormField>
          <FormField
            label={t("booking.email")}
            htmlFor={`${id}-customerEmail`}
            error={shown.customerEmail}
            errorId={`${id}-customerEmail-error`}
          >
            <input
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={BOOKING_LIMITS.email}
              {...fieldProps("customerEmail")}
              className={cn(inputClassName(!!shown.customerEmail), "h-12")}
            />
          </FormField>
        </div>
        {mode === "book" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t("booking.phone")}
              htmlFor={`${id}-customerPhone`}
              error={shown.customerPhone}
              errorId={`${id}-customerPhone-error`}
            >
              <input
                type="tel"
                autoComplete="tel"
                maxLength={BOOKING_LIMITS.phone}
                {...fieldProps("customerPhone")}
                className={cn(inputClassName(!!shown.customerPhone), "h-12")}
              />
            </FormField>
            <FormField
              label={t("booking.participants")}
              htmlFor={`${id}-participants`}
              error={shown.participants}
              errorId={`${id}-participants-error`}
              hint={t("booking.participantsHint", { max: Math.max(allowed, 1) })}
              hintId={`${id}-participants-hint`}
            >
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={Math.max(allowed, 1)}
                step={1}
                required
                {...fieldProps("participants", true)}
                className={cn(inputClassName(!!shown.participants), "h-12")}
              />
            </FormField>
          </div>
        ) : null}
        <HoneypotField id={`${id}-honeypot`} label={t("booking.honeypot")} />
      </fieldset>

      {mode === "book" ? (
        <div className="mt-5 flex items-center justify-between rounded-2xl bg-sand/70 px-4 py-3" aria-live="polite">
          <span className="text-sm text-ink-soft">
            {t("booking.total")}
            {total > 0 ? <span className="ms-2">{t("booking.totalDetail", { count: participants, price })}</span> : null}
          </span>
          <span className="font-display text-2xl font-semibold" data-testid="booking-total">
            {formatDollars(total)}
          </span>
        </div>
      ) : null}

      {mode === "book" && (fullSessions.length > 0 || sessionFullNow) ? (
        <p className="mt-4 text-sm text-ink-soft">
          {switchControl(
            "waitlist",
            sessionFullNow ? slot?.id : fullSessions.length === 1 ? fullSessions[0].id : undefined,
            t("booking.waitlistOffer"),
          )}
        </p>
      ) : null}
      {mode === "waitlist" ? <p className="mt-4 text-sm">{switchControl("book", undefined, t("waitlist.back"))}</p> : null}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {frame.kind === "dialog" ? (
          <DialogClose asChild>
            <Button variant="outline" disabled={submitting}>
              {t("booking.cancel")}
            </Button>
          </DialogClose>
        ) : (
          <ButtonLink to={classPage} variant="outline">
            {t("booking.cancel")}
          </ButtonLink>
        )}
        <Button type="submit" disabled={submitting} {...retry}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {mode === "book"
            ? submitting
              ? t("booking.submitting")
              : t("booking.submit")
            : submitting
              ? t("waitlist.submitting")
              : t("waitlist.submit")}
        </Button>
      </div>
    </form>
  );

  if (frame.kind === "dialog") {
    return (
      <DialogFrame open={frame.open} onOpenChange={changeOpen} title={title} description={description}>
        {body}
      </DialogFrame>
    );
  }
  return (
    <PageFrame title={title} description={description} titleId={`${id}-title`}>
      {body}
    </PageFrame>
  );
}

/** The booking form's card in the class page: the dialog's header, as a section of the page. */
function PageFrame({
  title,
  description,
  titleId,
  children,
}: {
  title: string;
  description: string;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto max-w-2xl rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card"
    >
      <div className="border-b border-line px-5 py-4 sm:px-7">
        <h2 id={titleId} className="text-2xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{description}</p>
      </div>
      {children}
    </section>
  );
}
