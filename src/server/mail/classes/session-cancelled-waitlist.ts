import { BRAND } from "../../../shared/brand.ts";
import { link, renderMail } from "../layout.ts";

/** To the people on a cancelled session's waiting list who had no booking in it. */
export type SessionCancelledWaitlistData = { classTitle: string; date: string; time: string; reason: string | null; classUrl: string };

export function sessionCancelledWaitlist(d: SessionCancelledWaitlistData) {
  return renderMail({
    subject: `A ${BRAND.name} class you were waiting for is cancelled`,
    greeting: "Hello,",
    body: [
      `The session of ${d.classTitle} on ${d.date} at ${d.time}, whose waiting list you joined, is cancelled.`,
      d.reason && `A word from the kitchen:\n${d.reason}`,
      ["Other dates of this class: ", link(d.classUrl)],
    ],
    signature: "team",
  });
}
