import { BRAND } from "../../../shared/brand.ts";
import { paths } from "../../../shared/paths.ts";
import { lines, link, renderMail } from "../layout.ts";

/** The customer's mail once their cancel link was followed. */
export type BookingCancellationData = {
  reference: string;
  classTitle: string;
  date: string;
  time: string;
  participants: number;
  siteUrl: string;
};

export function bookingCancellation(d: BookingCancellationData) {
  return renderMail({
    subject: `Your ${BRAND.name} class booking ${d.reference} is cancelled`,
    greeting: "Hello,",
    body: [
      "Your booking is cancelled:",
      lines(`Class: ${d.classTitle}`, `Date: ${d.date}`, `Time: ${d.time}`, `Participants: ${d.participants}`, `Reference: ${d.reference}`),
      ["We hope to cook with you another time: ", link(`${d.siteUrl}${paths.classes}`)],
    ],
    signature: "team",
  });
}
