/** The booking a live cancel link points to, as the bookings service describes it. */
type CancelPreview =
  { status: "active"; reference: string; classTitle: string; date: string; time: string; participants: number } | { status: "invalid" };

/** What the cancel page shows: the booking to confirm, the cancellation done, or a dead link. */
export type BookingCancelState =
  { kind: "confirm"; booking: Extract<CancelPreview, { status: "active" }> } | { kind: "cancelled" } | { kind: "invalid" };

type CancelService = {
  previewCancel: (token: string) => Promise<CancelPreview>;
  cancel: (token: string) => Promise<{ cancelled: boolean }>;
};

/** GET: the booking behind a cancel link; used, unknown or malformed tokens are one "invalid". */
export async function loadBookingCancel(bookings: CancelService, token: string | undefined): Promise<BookingCancelState> {
  const preview = token ? await bookings.previewCancel(token) : { status: "invalid" as const };
  return preview.status === "active" ? { kind: "confirm", booking: preview } : { kind: "invalid" };
}

/** POST: cancels once; a second submission of the same link finds nothing left to cancel. */
export async function submitBookingCancel(bookings: CancelService, token: string | undefined): Promise<BookingCancelState> {
  if (!token) return { kind: "invalid" };
  const { cancelled } = await bookings.cancel(token);
  return cancelled ? { kind: "cancelled" } : { kind: "invalid" };
}

/** A link that no longer works is gone for good: 410 tells crawlers and caches as much. */
export const statusOf = (state: BookingCancelState) => (state.kind === "invalid" ? 410 : 200);
