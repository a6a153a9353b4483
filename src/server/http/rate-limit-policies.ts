/**
 * Every rate limit of the site's forms, in one table: how many requests one client may make
 * within a sliding window. The counts live in the shared attempt store (Redis or the database),
 * so every instance draws on one budget and a restart forgets nothing.
 * - `address`: the client's IP (behind a proxy, the address the trusted proxy reports).
 */
export type RateLimitPolicy = { name: string; limit: number; windowMs: number; key: "address" };

const MINUTE = 60_000;
const policy = (name: string, limit: number, windowMs: number): RateLimitPolicy => ({ name, limit, windowMs, key: "address" });

export const RATE_LIMITS = {
  /** A person writes a few messages; a script is stopped long before it floods the team's inbox. */
  contact: policy("contact", 10, 10 * MINUTE),
  contentRemoval: policy("content-removal", 10, 10 * MINUTE),
  sponsorship: policy("sponsorship", 10, 10 * MINUTE),
  bulkInquiry: policy("bulk-inquiry", 20, 10 * MINUTE),
  guestChef: policy("guest-chef", 10, 60 * MINUTE),
  recipeSubmission: policy("recipe-submission", 10, 10 * MINUTE),
  consultation: policy("consultation", 30, 10 * MINUTE),
  /** A person signs up once or twice; a script trying addresses is stopped early. */
  newsletter: policy("newsletter", 10, 10 * MINUTE),
  /** A family books several classes in one sitting; a seat-hoarding script does not get far. */
  booking: policy("booking", 30, 10 * MINUTE),
  order: policy("order", 30, 10 * MINUTE),
  /** The checkout asks for a quote on every change of the cart or the delivery choice. */
  quote: policy("quote", 600, 10 * MINUTE),
  catering: policy("catering", 20, 10 * MINUTE),
  /** Copies of a catering request mailed to an address the visitor gave: few, since nobody proved it. */
  cateringCopy: policy("catering-copy", 5, 60 * MINUTE),
  /** Page translation: the limit is the operator's (TRANSLATE_RATE_LIMIT), per minute. */
  translation: (perMinute: number) => policy("translation", perMinute, MINUTE),
} as const;
