import { BRAND } from "../../../shared/brand.ts";
import { paths } from "../../../shared/paths.ts";
import { link, renderMail } from "../layout.ts";
import { ESTIMATE_NOTE, requestFacts, type CateringRequestFacts } from "./parts.ts";

/**
 * The courtesy copy for the address the form gave as `recipientEmail`. Nobody proved that
 * address, so it carries the request's stored facts only: no typed text and no status link.
 */
export type CateringCopyData = CateringRequestFacts & { siteUrl: string };

export function cateringCopy(d: CateringCopyData) {
  return renderMail({
    subject: `Copy of a ${BRAND.name} catering request ${d.reference}`,
    greeting: "Hello,",
    body: [
      `A catering request was sent through the ${BRAND.name} website, and this address was given to receive a copy of its acknowledgement. ` +
        "If you were not expecting it, you can ignore this message.",
      requestFacts(d),
      ESTIMATE_NOTE,
      ["Our menus: ", link(`${d.siteUrl}${paths.industrialCatering}`)],
    ],
    signature: "catering team",
  });
}
