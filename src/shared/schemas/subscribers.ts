import { z } from "zod";
import { adminPageFields, listSearchSchema, optionalChoiceSchema, pageQuerySchema } from "./common.ts";

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

export const subscriberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    status: z.enum(SUBSCRIBER_STATUSES),
    createdAt: z.string().meta({ description: "When the address signed up (ISO instant)" }),
    confirmedAt: z.string().nullable().meta({ description: "When the confirmation link was followed (ISO instant), if it was" }),
    unsubscribedAt: z.string().nullable().meta({ description: "When the reader unsubscribed (ISO instant), if they did" }),
  })
  .meta({ id: "Subscriber" });
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberPageSchema = z
  .object({
    data: z.array(subscriberSchema),
    ...adminPageFields,
    counts: z
      .object({ all: z.number().int(), unconfirmed: z.number().int(), confirmed: z.number().int(), unsubscribed: z.number().int() })
      .meta({ description: "Every subscriber per status, whatever the filter and search" }),
  })
  .meta({ id: "SubscriberPage" });
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

/** DELETE /api/admin/subscribers/:id's answer. */
export const subscriberRemovedSchema = z.object({ success: z.literal(true), message: z.string() });
