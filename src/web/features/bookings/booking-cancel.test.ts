import { describe, expect, it } from "vitest";
import { loadBookingCancel, statusOf, submitBookingCancel } from "./booking-cancel";

const booking = {
  status: "active" as const,
  reference: "CB-7K2M9QXA",
  classTitle: "Knife Skills",
  date: "Sat, Mar 8, 2031",
  time: "6:00 PM",
  participants: 2,
};

/** A bookings service holding one live token, cancelled at most once. */
function fakeBookings(liveToken: string) {
  let live = true;
  const calls: string[] = [];
  return {
    calls,
    previewCancel: async (token: string) => (live && token === liveToken ? booking : { status: "invalid" as const }),
    cancel: async (token: string) => {
      calls.push(token);
      const cancelled = live && token === liveToken;
      if (cancelled) live = false;
      return { cancelled };
    },
  };
}

describe("booking cancel page", () => {
  it("should show the booking to confirm for a live link, with status 200", async () => {
    const state = await loadBookingCancel(fakeBookings("live"), "live");
    expect(state).toEqual({ kind: "confirm", booking });
    expect(statusOf(state)).toBe(200);
  });

  it("should answer 410 for an unknown, used or missing token", async () => {
    const bookings = fakeBookings("live");
    for (const token of ["other", undefined]) {
      const state = await loadBookingCancel(bookings, token);
      expect(state).toEqual({ kind: "invalid" });
      expect(statusOf(state)).toBe(410);
    }
  });

  it("should cancel once, and find nothing to cancel the second time", async () => {
    const bookings = fakeBookings("live");
    expect(await submitBookingCancel(bookings, "live")).toEqual({ kind: "cancelled" });
    expect(await submitBookingCancel(bookings, "live")).toEqual({ kind: "invalid" });
    expect(await loadBookingCancel(bookings, "live")).toEqual({ kind: "invalid" });
    expect(await submitBookingCancel(bookings, undefined)).toEqual({ kind: "invalid" });
    expect(bookings.calls).toEqual(["live", "live"]);
  });
});
