import { paths } from "../../../shared/paths";
import { SENT_PARAMETER } from "~/lib/page-form";
import {
  SPONSORSHIP_BUDGETS,
  SPONSORSHIP_TYPES,
  type SponsorshipBudget,
  type SponsorshipType,
} from "../../../shared/schemas/sponsorship-options";

export const SPONSOR_TABS = ["packages", "opportunities", "inquiry"] as const;
export type SponsorTab = (typeof SPONSOR_TABS)[number];

export type SponsorQuery = { tab: SponsorTab; type?: SponsorshipType; budget?: SponsorshipBudget };

const pick = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((item) => item === value);

/**
 * The sponsor page's state in its URL: the open tab (Sponsorship Packages unless told) and, for
 * the inquiry, a type or budget chosen from a package or an opportunity. Unknown values are
 * dropped, so a hand-edited link still opens a working page.
 */
export function readSponsorQuery(params: URLSearchParams): SponsorQuery {
  const type = pick(SPONSORSHIP_TYPES, params.get("type"));
  const budget = pick(SPONSORSHIP_BUDGETS, params.get("budget"));
  return { tab: pick(SPONSOR_TABS, params.get("tab")) ?? "packages", ...(type ? { type } : {}), ...(budget ? { budget } : {}) };
}

/** The link that opens the page in that state (the tabs work as plain links without JavaScript). */
export function sponsorHref(query: SponsorQuery): string {
  const params = new URLSearchParams();
  if (query.tab !== "packages") params.set("tab", query.tab);
  if (query.type) params.set("type", query.type);
  if (query.budget) params.set("budget", query.budget);
  const search = params.toString();
  return search ? `${paths.sponsor}?${search}` : paths.sponsor;
}

/** The inquiry tab confirming an enquiry just sent: its reference in the address, never a typed value. */
export function sponsorSentHref(reference: string): string {
  return `${paths.sponsor}?${new URLSearchParams({ tab: "inquiry", [SENT_PARAMETER]: reference })}`;
}
