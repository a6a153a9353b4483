import { describe, expect, it } from "vitest";
import { bookingFormAction, bookingFormAddress, readBookingRequest, waitlistedAddress } from "./booking-request";

const read = (search: string) => readBookingRequest(new URL(`http://site.test/classes/3${search}`));

describe("the class page's booking addresses", () => {
  it("should read which form the address asks for, with its session when it names a well-formed one", () => {
    expect(read("")).toEqual({ form: null, sent: null, waitlisted: null });
    expect(read("?book=")).toEqual({ form: { mode: "book", slotId: undefined }, sent: null, waitlisted: null });
    expect(read("?book=12")).toEqual({ form: { mode: "book", slotId: 12 }, sent: null, waitlisted: null });
    expect(read("?waitlist=7").form).toEqual({ mode: "waitlist", slotId: 7 });
    for (const odd of ["0", "-4", "1.5", "abc", "12345678901"])
      expect(read(`?book=${odd}`).form, odd).toEqual({ mode: "book", slotId: undefined });
  });

  it("should read a confirmation by its reference or session only", () => {
    expect(read("?sent=CB-1A2B3C4D").sent).toBe("CB-1A2B3C4D");
    expect(read("?sent=asha%40example.com").sent).toBeNull();
    expect(read("?waitlisted=7").waitlisted).toBe(7);
    expect(read("?waitlisted=x").waitlisted).toBe(0);
  });

  it("should post without a fragment (which would stop autofocus) and link with one", () => {
    expect(bookingFormAction(3, "book", 12)).toBe("/classes/3?book=12");
    expect(bookingFormAddress(3, "waitlist")).toBe("/classes/3?waitlist=#book");
    expect(waitlistedAddress(3, 12)).toBe("/classes/3?waitlisted=12#book");
  });
});
