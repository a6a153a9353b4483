import { formatEventDay, formatEventTime } from "../../../shared/rules/catering.ts";
import type { CateringRequestKind } from "../../../shared/schemas/catering.ts";
import { lines } from "../layout.ts";

export const KIND_LABEL: Record<CateringRequestKind, string> = { buffet: "buffet booking", industrial: "industrial catering" };

export const usd = (cents: number) => `$${Math.floor(cents / 100).toLocaleString("en-US")}.${String(cents % 100).padStart(2, "0")}`;

/** The event as every catering mail names it: only the request's stored facts, no text anyone typed. */
export type CateringEventFacts = {
  reference: string;
  menuName: string;
  /** YYYY-MM-DD and HH:MM, as stored. */
  eventDate: string;
  eventTime: string | null;
  participants: number;
};

export const eventFacts = (e: CateringEventFacts) =>
  lines(
    `Reference: ${e.reference}`,
    `Menu: ${e.menuName}`,
    `Event date: ${formatEventDay(e.eventDate)}`,
    e.eventTime && `Event time: ${formatEventTime(e.eventTime)}`,
    `Guests: ${e.participants.toLocaleString("en-US")}`,
  );

/** A new request's facts: the event, and the estimate from the menu's price of that moment. */
export type CateringRequestFacts = CateringEventFacts & { priceCents: number; estimateCents: number };

export const requestFacts = (r: CateringRequestFacts) =>
  lines(eventFacts(r), `Price per person: ${usd(r.priceCents)}`, `Estimated total: ${usd(r.estimateCents)}`);

export const ESTIMATE_NOTE =
  "The estimate is the number of guests times the menu's price per person. Final pricing may vary based on customizations.";

/** The last line of every mail of a desk step. */
export const STATUS_PAGE_LINE = "Your request's status page (the link in our first mail) shows where it stands.";
