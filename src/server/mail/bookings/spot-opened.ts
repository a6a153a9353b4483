import { BRAND } from "../../../shared/brand.ts";
import { link, renderMail } from "../layout.ts";

/** To the first person on a session's waiting list when a seat comes free. */
export type SpotOpenedData = { classTitle: string; date: string; time: string; classUrl: string };

export function spotOpened(d: SpotOpenedData) {
  return renderMail({
    subject: `A spot opened in a ${BRAND.name} class`,
    greeting: "Hello,",
    body: [[`A spot just opened in ${d.classTitle} on ${d.date} at ${d.time}. Spots go to whoever books first: `, link(d.classUrl)]],
    signature: "team",
  });
}
