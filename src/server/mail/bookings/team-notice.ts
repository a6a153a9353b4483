import { lines, renderMail } from "../layout.ts";
import { bookingSummary, type BookingFacts } from "./summary.ts";

/** The team's notice of a booking, with who booked it. */
export type BookingTeamNoticeData = BookingFacts & { customerName: string; email: string; phone: string | null };

export function bookingTeamNotice(d: BookingTeamNoticeData) {
  return renderMail({
    subject: `New class booking ${d.reference}`,
    body: [
      "A class was booked.",
      lines(bookingSummary(d), `Name: ${d.customerName}`, `Email: ${d.email}`, `Phone: ${d.phone ?? "not given"}`),
    ],
  });
}
