import { data } from "react-router";
import { bookingMessages, type BookingResult } from "../../../shared/schemas/booking";
import type { CookingClass } from "../../../shared/schemas/catalogue";
import { paths } from "../../../shared/paths";
import { PRIVATE_PAGE } from "~/lib/cache-headers";
import type { MessageKey } from "~/lib/i18n";
import { sentLocation, type PageFormState } from "~/lib/page-form";
import { readPageForm, sendPageForm } from "~/lib/page-form.server";
import { BOOKING_ANCHOR, BOOKING_FIELDS, CAPACITY_ERROR, waitlistedAddress, type BookingField } from "./booking-request";
import { HONEYPOT_FIELD } from "../../../shared/rules/honeypot";

type FormBody = Awaited<ReturnType<typeof readPageForm>>;

/** The prefix sendPageForm puts before a contract message's key; read back below, never shown. */
const PREFIX = "bookingApi";

/** The contract's messages that are plain text (the others are worded from a number). */
const MESSAGES: Record<string, string> = {};
for (const [key, message] of Object.entries(bookingMessages)) if (typeof message === "string") MESSAGES[key] = message;

/** The API's field names (booking and waiting list alike) as the form's. */
const FORM_FIELD: Record<string, BookingField> = {
  scheduledDate: "session",
  scheduledTime: "session",
  customerName: "customerName",
  name: "customerName",
  customerEmail: "customerEmail",
  email: "customerEmail",
  customerPhone: "customerPhone",
  participants: "participants",
};

/** How each of the contract's messages reads in the visitor's language. */
const MESSAGE_KEY: Partial<Record<keyof typeof bookingMessages, MessageKey>> = {
  name: "booking.error.customerName",
  nameTooLong: "booking.error.nameTooLong",
  nameCharacters: "booking.error.characters",
  email: "booking.error.customerEmail",
  phone: "booking.error.customerPhone",
  phoneCharacters: "booking.error.characters",
  participants: "booking.error.participants",
  participantsTooMany: "booking.error.participantsMax",
  date: "booking.error.scheduledDate",
  time: "booking.error.scheduledDate",
  sessionNotFound: "booking.error.scheduledDate",
};

/** A field's usual message, for a refusal worded from a number (at most N for this class). */
const FIELD_KEY: Record<BookingField, MessageKey> = {
  session: "booking.error.scheduledDate",
  customerName: "booking.error.customerName",
  customerEmail: "booking.error.customerEmail",
  customerPhone: "booking.error.customerPhone",
  participants: "booking.error.participantsMax",
};

/** Conflicts that are the session's, not the seats': said on the session's field. */
const SESSION_CONFLICT: Record<string, MessageKey> = {
  [bookingMessages.sessionPast]: "booking.error.sessionPast",
  [bookingMessages.sessionCancelled]: "booking.error.sessionCancelled",
  [bookingMessages.waitlistNotFull]: "booking.error.waitlistNotFull",
};

const text = (fields: FormBody, name: string) => {
  const value = fields[name];
  return typeof value === "string" ? value : "";
};

/**
 * The class page's booking form (or waiting-list form) sent without JavaScript: the API route the
 * dialog calls answers it, in-process, so the contract, the seat count, the rate limit, the
 * honeypot, the stored booking and its mails are the dialog's. The Idempotency-Key the page put
 * in the form goes with it, so a second press of the button books once.
 *
 * Booked, the browser goes to the class page naming the booking's reference (303); on the waiting
 * list, to the page naming the session. Refused, the same page comes back with the typed values
 * and each field's message; a session that filled up meanwhile (409) is said on the participants,
 * worded from the seats the page has just read again.
 */
export async function sendBookingPageForm(request: Request, context: unknown, cookingClass: CookingClass) {
  const intent = text(await readPageForm(request.clone()), "intent") === "waitlist" ? "waitlist" : "book";
  const slotOf = (fields: FormBody) => cookingClass.schedule.find((slot) => String(slot.id) === text(fields, "session"));
  const participants = (fields: FormBody) => {
    const typed = text(fields, "participants").trim();
    // Anything but a number is sent as none, which the contract refuses with its own message.
    return typed === "" ? null : Number(typed);
  };

  const answer = await sendPageForm(request, context, {
    endpoint: intent === "book" ? "/api/bookings" : "/api/bookings/waitlist",
    toBody: (fields) => {
      const slot = slotOf(fields);
      const when = {
        classId: cookingClass.id,
        scheduledDate: slot?.date ?? "",
        scheduledTime: slot?.time ?? "",
        [HONEYPOT_FIELD]: text(fields, HONEYPOT_FIELD),
      };
      return intent === "book"
        ? {
            ...when,
            customerName: text(fields, "customerName"),
            customerEmail: text(fields, "customerEmail"),
            customerPhone: text(fields, "customerPhone"),
            participants: participants(fields),
          }
        : { ...when, name: text(fields, "customerName"), email: text(fields, "customerEmail") };
    },
    headers: (fields): Record<string, string> => {
      const key = text(fields, "idempotencyKey");
      return intent === "book" && key ? { "Idempotency-Key": key } : {};
    },
    messages: MESSAGES,
    errorPrefix: PREFIX,
    successLocation: (result, fields) =>
      intent === "book"
        ? `${sentLocation(paths.cookingClass(cookingClass.id), (result as BookingResult).reference)}#${BOOKING_ANCHOR}`
        : waitlistedAddress(cookingClass.id, slotOf(fields)?.id ?? 0),
  });
  if (answer instanceof Response) return answer;

  const refused = answer.data;
  const status = answer.init?.status ?? 500;
  const values: PageFormState["values"] = { intent };
  for (const field of BOOKING_FIELDS) if (typeof refused.values[field] === "string") values[field] = refused.values[field];

  const errors: Partial<Record<BookingField, string>> = {};
  for (const [apiField, key] of Object.entries(refused.errors)) {
    const field = FORM_FIELD[apiField];
    if (!field || errors[field]) continue;
    const messageKey = key.startsWith(`${PREFIX}.`) ? MESSAGE_KEY[key.slice(PREFIX.length + 1) as keyof typeof bookingMessages] : undefined;
    errors[field] = messageKey ?? FIELD_KEY[field];
  }
  if (status === 409) {
    const conflict = SESSION_CONFLICT[refused.message ?? ""];
    if (conflict) errors.session = conflict;
    else errors.participants = CAPACITY_ERROR;
  }

  const blamed = Object.keys(errors).length > 0;
  const state: PageFormState = { values, errors, failure: blamed ? undefined : refused.failure, message: refused.message };
  // The answer holds what the visitor typed: no cache keeps it.
  return data(state, { status: blamed && status !== 409 ? 400 : status, headers: PRIVATE_PAGE });
}
