import { paths } from "../../../shared/paths";
import { sentReference } from "~/lib/page-form";

/** How the booking form opens: booking (a session chosen or not yet) or the waiting list of a full session. */
export type BookingOpening = { mode: "book" | "waitlist"; slotId?: number };

/** Where the class page shows its booking form, or what it says once the form was sent. */
export const BOOKING_ANCHOR = "book";

/** `?book=<session>`, `?waitlist=<session>`: the page shows that form in place (no dialog needs a script). */
const MODE_PARAMETERS = { book: "book", waitlist: "waitlist" } as const;
/** `?waitlisted=<session>`: the waiting list took the visitor's name (a session, never a typed value). */
const WAITLISTED_PARAMETER = "waitlisted";

/**
 * A form field's message that names no text of its own: the session has fewer seats than asked.
 * The form words it from the seats left now, which the page has just read again.
 */
export const CAPACITY_ERROR = "capacity";

/** The fields of the booking and waiting-list form, in the order a visitor meets them. */
export const BOOKING_FIELDS = ["session", "customerName", "customerEmail", "customerPhone", "participants"] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

const sessionId = (value: string | null) => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/** The query parameter that asks the class page for a form: its name, and the session chosen ("" for none yet). */
export function bookingFormParameter({ mode, slotId }: BookingOpening): { name: string; value: string } {
  return { name: MODE_PARAMETERS[mode], value: slotId ? String(slotId) : "" };
}

/**
 * Where the booking form posts: the class page asking for the same form, so a refusal comes back
 * with it. No fragment: a browser skips `autofocus` (the first field in error) on a page whose
 * address names an element to scroll to.
 */
export function bookingFormAction(classId: number, mode: BookingOpening["mode"], slotId?: number): string {
  const { name, value } = bookingFormParameter({ mode, slotId });
  return `${paths.cookingClass(classId)}?${name}=${value}`;
}

/** The address of the class page showing its booking (or waiting-list) form, scrolled to it. */
export function bookingFormAddress(classId: number, mode: BookingOpening["mode"], slotId?: number): string {
  return `${bookingFormAction(classId, mode, slotId)}#${BOOKING_ANCHOR}`;
}

/** Where the browser goes once the waiting list took the visitor's name. */
export function waitlistedAddress(classId: number, slotId: number): string {
  return `${paths.cookingClass(classId)}?${WAITLISTED_PARAMETER}=${slotId}#${BOOKING_ANCHOR}`;
}

export type BookingRequest = {
  /** The form the address asks for. */
  form: BookingOpening | null;
  /** A booking just made: its reference. */
  sent: string | null;
  /** A place on a waiting list just taken: the session's id, or 0 when the address names none. */
  waitlisted: number | null;
};

/** What the class page's address asks of its booking part. */
export function readBookingRequest(url: URL): BookingRequest {
  const search = url.searchParams;
  const form: BookingOpening | null = search.has(MODE_PARAMETERS.waitlist)
    ? { mode: "waitlist", slotId: sessionId(search.get(MODE_PARAMETERS.waitlist)) }
    : search.has(MODE_PARAMETERS.book)
      ? { mode: "book", slotId: sessionId(search.get(MODE_PARAMETERS.book)) }
      : null;
  const waitlisted = search.has(WAITLISTED_PARAMETER) ? (sessionId(search.get(WAITLISTED_PARAMETER)) ?? 0) : null;
  return { form, sent: sentReference(url), waitlisted };
}
