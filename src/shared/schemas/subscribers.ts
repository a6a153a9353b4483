import { z } from "zod";
import { listSearchSchema, optionalChoiceSchema, pageQuerySchema } from "./common.ts";

/* The newsletter's subscribers as the team sees them (/admin/subscribers). */

export const SUBSCRIBER_STATUSES = ["unconfirmed", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBERS_PER_PAGE = 25;
export const SUBSCRIBERS_MAX_LIMIT = 100;

export const subscriberMessages = {
  notFound: "Subscriber not found",
  statusInvalid: "Status must be unconfirmed, confirmed or unsubscribed",
  removed: "Subscriber removed",
} as const;

/** GET /api/admin/subscribers and its CSV export: status ('all' or empty = any), search in the address. */
export const subscriberListQuerySchema = z.object({
  status: optionalChoiceSchema(SUBSCRIBER_STATUSES, subscriberMessages.statusInvalid),
  search: listSearchSchema(100),
  ...pageQuerySchema(SUBSCRIBERS_PER_PAGE, SUBSCRIBERS_MAX_LIMIT),
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

export type Subscriber = {
  id: number;
  email: string;
  status: SubscriberStatus;
  /** ISO instants. */
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};

export type SubscriberPage = {
  data: Subscriber[];
  total: number;
  totalPages: number;
  hasPrev: boolean;
  hasNext: boolean;
  page: number;
  limit: number;
  /** Every subscriber per status, whatever the filter and search. */
  counts: Record<SubscriberStatus, number> & { all: number };
};
