import { BRAND } from "../../../shared/brand.ts";
import { link, renderMail } from "../layout.ts";

/** To each attendee address of a session the team cancelled, naming every booking it made. */
export type SessionCancelledData = {
  classTitle: string;
  date: string;
  time: string;
  /** The team's word on why, if it gave one. */
  reason: string | null;
  references: readonly string[];
  seats: number;
  refundCents: number;
  classUrl: string;
  teamEmail: string;
};

export function sessionCancelled(d: SessionCancelledData) {
  const several = d.references.length > 1;
  return renderMail({
    subject: `Your ${BRAND.name} class on ${d.date} is cancelled`,
    greeting: "Hello,",
    body: [
      `We are sorry: the session of ${d.classTitle} on ${d.date} at ${d.time} is cancelled.`,
      d.reason && `A word from the kitchen:\n${d.reason}`,
      [
        `Your booking${several ? "s" : ""} ${d.references.join(", ")} (${d.seats} seat(s)) ${several ? "are" : "is"} cancelled, ` +
          `and the $${(d.refundCents / 100).toFixed(2)} you paid will be refunded in full. Other dates of this class: `,
        link(d.classUrl),
      ],
      `Questions? Write to ${d.teamEmail}.`,
    ],
    signature: "team",
  });
}
