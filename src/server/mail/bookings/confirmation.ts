import { BRAND } from "../../../shared/brand.ts";
import { link, renderMail } from "../layout.ts";
import { bookingSummary, type BookingFacts } from "./summary.ts";

/**
 * The customer's booking confirmation (the service attaches the calendar invitation). It goes to
 * the address typed in the form, so it names the class and the booking, never the name given.
 */
export type BookingConfirmationData = BookingFacts & { classUrl: string; cancelUrl: string };

export function bookingConfirmation(d: BookingConfirmationData) {
  return renderMail({
    subject: `Your ${BRAND.name} class booking ${d.reference} is confirmed`,
    greeting: "Hello,",
    body: [
      "Thank you for booking a class with us. Here are the details:",
      bookingSummary(d),
      ["The attached invitation adds the class to your calendar. Class page: ", link(d.classUrl)],
      ["Can't come? Cancel your booking here (the link works once): ", link(d.cancelUrl)],
    ],
    signature: "team",
  });
}
