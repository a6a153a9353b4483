import type { CateringRequestKind } from "../../../shared/schemas/catering.ts";
import { lines, link, renderMail } from "../layout.ts";
import { KIND_LABEL, requestFacts, type CateringRequestFacts } from "./parts.ts";

/** The catering team's notice of a request: everything typed, the minimum order and the copy's fate. */
export type CateringTeamNoticeData = CateringRequestFacts & {
  kind: CateringRequestKind;
  minimumOrder: number;
  belowMinimum: boolean;
  menuUrl: string;
  companyName: string | null;
  contactName: string;
  email: string;
  phone: string | null;
  eventLocation: string | null;
  /** The address a copy was asked for, and whether it went (the copies to one address are rationed). */
  copy: { to: string; sent: boolean } | null;
  specialRequests: string | null;
  statusUrl: string;
};

export function cateringTeamNotice(d: CateringTeamNoticeData) {
  const kind = KIND_LABEL[d.kind];
  return renderMail({
    subject: `New ${kind} request ${d.reference}${d.belowMinimum ? " (below minimum order)" : ""}`,
    body: [
      `A ${kind} request came in. Please answer within 24 hours.`,
      [
        lines(
          requestFacts(d),
          d.belowMinimum
            ? `BELOW MINIMUM ORDER: ${d.participants} guests asked, the menu's minimum is ${d.minimumOrder}.`
            : `Minimum order: ${d.minimumOrder} (met)`,
        ),
        "\nMenu page: ",
        link(d.menuUrl),
      ],
      lines(
        d.companyName && `Company: ${d.companyName}`,
        `Contact: ${d.contactName}`,
        `Email: ${d.email}`,
        `Phone: ${d.phone ?? "not given"}`,
        d.eventLocation && `Event location: ${d.eventLocation}`,
        d.copy && `Copy requested for: ${d.copy.to} (${d.copy.sent ? "acknowledgement copy sent" : "no copy sent: limit reached"})`,
      ),
      `Special requests:\n${d.specialRequests ?? "(none)"}`,
      ["Status page: ", link(d.statusUrl)],
    ],
  });
}
