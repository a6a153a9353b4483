// The option lists and packages apart from the contract, so pages can show them without loading zod.

/** Option lists, as keys; labels live in the interface catalogues. */
export const SPONSORSHIP_TYPES = ["recipe-sponsor", "class-partner", "brand-ambassador", "event-sponsor", "custom"] as const;
export const SPONSORSHIP_BUDGETS = ["500-1000", "1000-2500", "2500-5000", "5000-10000", "10000+"] as const;
export const SPONSORSHIP_DURATIONS = ["1-month", "3-months", "6-months", "12-months", "ongoing"] as const;
export type SponsorshipType = (typeof SPONSORSHIP_TYPES)[number];
export type SponsorshipBudget = (typeof SPONSORSHIP_BUDGETS)[number];
export type SponsorshipDuration = (typeof SPONSORSHIP_DURATIONS)[number];

/** English labels, for the mails. */
export const SPONSORSHIP_TYPE_LABELS: Record<SponsorshipType, string> = {
  "recipe-sponsor": "Recipe Sponsor",
  "class-partner": "Cooking Class Partner",
  "brand-ambassador": "Brand Ambassador",
  "event-sponsor": "Event Sponsor",
  custom: "Custom Partnership",
};
export const SPONSORSHIP_BUDGET_LABELS: Record<SponsorshipBudget, string> = {
  "500-1000": "$500 - $1,000",
  "1000-2500": "$1,000 - $2,500",
  "2500-5000": "$2,500 - $5,000",
  "5000-10000": "$5,000 - $10,000",
  "10000+": "$10,000+",
};
export const SPONSORSHIP_DURATION_LABELS: Record<SponsorshipDuration, string> = {
  "1-month": "1 month",
  "3-months": "3 months",
  "6-months": "6 months",
  "12-months": "12 months",
  ongoing: "Ongoing",
};

/** The monthly packages of the Sponsorship Packages tab, in US dollars. */
export const SPONSORSHIP_PACKAGES = [
  { key: "starter", monthlyPrice: 500, budget: "500-1000" },
  { key: "growth", monthlyPrice: 1200, budget: "1000-2500" },
  { key: "premium", monthlyPrice: 2500, budget: "2500-5000" },
] as const satisfies readonly { key: string; monthlyPrice: number; budget: SponsorshipBudget }[];
