import { HOSTILE } from "../testing.ts";
import type { CateringRequestFacts } from "./parts.ts";

/** A request the catering templates' tests share, with a menu name no HTML may carry raw. */
export const sampleRequest: CateringRequestFacts = {
  reference: "BUF-2026-00042",
  menuName: HOSTILE,
  eventDate: "2026-06-13",
  eventTime: "18:30",
  participants: 1200,
  priceCents: 2450,
  estimateCents: 2940000,
};

export const sampleEventText = `Reference: BUF-2026-00042\nMenu: ${HOSTILE}\nEvent date: Saturday, June 13, 2026\nEvent time: 6:30 PM\nGuests: 1,200`;
