import { DEFAULT_BUFFET_GUESTS } from "./catering-options";

/** The guests the buffet form starts with: the menu's minimum order, or 25 when it names none. */
export const defaultGuests = (minimumOrder: number | null | undefined) =>
  minimumOrder && minimumOrder > 0 ? minimumOrder : DEFAULT_BUFFET_GUESTS;

/** The industrial form's required fields; any of them empty is 'Missing Information'. */
export const REQUIRED_INDUSTRIAL_FIELDS = ["companyName", "contactName", "email", "eventDate", "participants"] as const;
export type RequiredIndustrialField = (typeof REQUIRED_INDUSTRIAL_FIELDS)[number];

/** The required fields left empty (blank text counts as empty), in the form's order. */
export function missingFields(values: Partial<Record<string, string>>): RequiredIndustrialField[] {
  return REQUIRED_INDUSTRIAL_FIELDS.filter((field) => (values[field] ?? "").trim() === "");
}

/** Below the menu's minimum order: allowed (a hint only), and said so beside the field. */
export const isBelowMinimum = (participants: number, minimumOrder: number) =>
  Number.isInteger(participants) && participants >= 1 && participants < minimumOrder;
