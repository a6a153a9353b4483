import { renderMail } from "../layout.ts";

/** The team's notice that a customer cancelled with their link. */
export type BookingCancellationTeamNoticeData = {
  reference: string;
  customerName: string;
  participants: number;
  classTitle: string;
  date: string;
  time: string;
};

export function bookingCancellationTeamNotice(d: BookingCancellationTeamNoticeData) {
  return renderMail({
    subject: `Class booking ${d.reference} cancelled`,
    body: [`${d.customerName} cancelled ${d.participants} seat(s) in ${d.classTitle} on ${d.date} at ${d.time}.`],
  });
}
