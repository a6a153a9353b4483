/**
 * The checkout's page paths, used in mails and Stripe's return URLs. They belong in
 * src/shared/paths.ts once the pages exist; until then they live here, with the code that mails them.
 */
export const orderPaths = {
  checkout: "/checkout",
  /** The order status page, reached from the confirmation mail by its unguessable token. */
  status: (token: string) => `/orders/${token}`,
} as const;
