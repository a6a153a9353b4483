/** The tabs of /deals, each a deal category; no tab is "All Deals". */
export const DEAL_CATEGORIES = ["classes", "products", "buffet", "books"] as const;
export type DealCategory = (typeof DEAL_CATEGORIES)[number];

export const isDealCategory = (value: string): value is DealCategory => (DEAL_CATEGORIES as readonly string[]).includes(value);
