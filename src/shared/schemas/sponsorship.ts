import { z } from "zod";
import {
  choiceField,
  emailField,
  honeypotField,
  optionalPhone,
  optionalText,
  requiredText,
  webAddress,
  type InboxFormResult,
} from "./form-fields.ts";

/** Spec 2 §5 option lists, as keys; labels live in the interface catalogues. */
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

/** The monthly packages of the Sponsorship Packages tab (spec 2 §9), in US dollars. */
export const SPONSORSHIP_PACKAGES = [
  { key: "starter", monthlyPrice: 500, budget: "500-1000" },
  { key: "growth", monthlyPrice: 1200, budget: "1000-2500" },
  { key: "premium", monthlyPrice: 2500, budget: "2500-5000" },
] as const satisfies readonly { key: string; monthlyPrice: number; budget: SponsorshipBudget }[];

export const SPONSORSHIP_LIMITS = { companyName: 150, contactName: 100, objectives: 3000, description: 5000, website: 500 } as const;

export const sponsorshipMessages = {
  companyName: "Company name must be at least 2 characters",
  companyNameTooLong: `Company name must be at most ${SPONSORSHIP_LIMITS.companyName} characters`,
  contactName: "Contact name must be at least 2 characters",
  contactNameTooLong: `Contact name must be at most ${SPONSORSHIP_LIMITS.contactName} characters`,
  email: "Please enter a valid email",
  phone: "Please enter a valid phone number",
  website: "Please enter a full website address, starting with http:// or https://",
  sponsorshipType: "Please select a sponsorship type",
  budget: "Please select a budget range",
  duration: "Please select a duration from the list",
  objectives: "Objectives must be at least 10 characters",
  objectivesTooLong: `Objectives must be at most ${SPONSORSHIP_LIMITS.objectives.toLocaleString("en-US")} characters`,
  descriptionTooLong: `Description must be at most ${SPONSORSHIP_LIMITS.description.toLocaleString("en-US")} characters`,
  successTitle: "Sponsorship Inquiry Submitted",
  success: "We'll contact you within 24 hours to discuss partnership opportunities.",
  failureTitle: "Submission Failed",
  failure: "Please try again or contact us directly at {email}",
  rateLimited: "Too many enquiries from this address. Please try again in a few minutes.",
} as const;

/** The Submit Inquiry form (spec 2 §3, §5): phone, website, duration and description optional. */
export const sponsorshipFormSchema = z.object({
  companyName: requiredText("Company name", 2, SPONSORSHIP_LIMITS.companyName, sponsorshipMessages.companyName, sponsorshipMessages.companyNameTooLong),
  contactName: requiredText("Contact name", 2, SPONSORSHIP_LIMITS.contactName, sponsorshipMessages.contactName, sponsorshipMessages.contactNameTooLong),
  email: emailField(sponsorshipMessages.email),
  phone: optionalPhone(sponsorshipMessages.phone),
  website: z
    .union([z.literal(""), webAddress("Website", sponsorshipMessages.website, SPONSORSHIP_LIMITS.website)], { error: sponsorshipMessages.website })
    .nullish()
    .transform((v) => (v ? v : undefined)),
  sponsorshipType: choiceField(SPONSORSHIP_TYPES, sponsorshipMessages.sponsorshipType),
  budget: choiceField(SPONSORSHIP_BUDGETS, sponsorshipMessages.budget),
  duration: z
    .union([z.literal(""), choiceField(SPONSORSHIP_DURATIONS, sponsorshipMessages.duration)], { error: sponsorshipMessages.duration })
    .nullish()
    .transform((v) => (v ? v : undefined)),
  objectives: requiredText("Objectives", 10, SPONSORSHIP_LIMITS.objectives, sponsorshipMessages.objectives, sponsorshipMessages.objectivesTooLong, true),
  description: optionalText("Description", SPONSORSHIP_LIMITS.description, sponsorshipMessages.descriptionTooLong, true),
});
export type SponsorshipFormValues = z.input<typeof sponsorshipFormSchema>;

/** POST /api/sponsor: the form and the honeypot `homepage` (the form has a real website field). */
export const sponsorshipInputSchema = sponsorshipFormSchema.extend({ homepage: honeypotField });
export type SponsorshipInput = z.infer<typeof sponsorshipInputSchema>;
export type SponsorshipResult = InboxFormResult;
