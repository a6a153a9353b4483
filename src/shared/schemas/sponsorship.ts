import { z } from "zod";
import {
  choiceField,
  emailField,
  HONEYPOT_FIELD,
  honeypotField,
  optionalPhone,
  optionalText,
  requiredText,
  webAddress,
  type InboxFormResult,
} from "./form-fields.ts";

import { SPONSORSHIP_BUDGETS, SPONSORSHIP_DURATIONS, SPONSORSHIP_TYPES } from "./sponsorship-options.ts";

export {
  SPONSORSHIP_BUDGETS,
  SPONSORSHIP_BUDGET_LABELS,
  SPONSORSHIP_DURATIONS,
  SPONSORSHIP_DURATION_LABELS,
  SPONSORSHIP_PACKAGES,
  SPONSORSHIP_TYPES,
  SPONSORSHIP_TYPE_LABELS,
  type SponsorshipBudget,
  type SponsorshipDuration,
  type SponsorshipType,
} from "./sponsorship-options.ts";

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

/** The Submit Inquiry form: phone, website, duration and description optional. */
export const sponsorshipFormSchema = z.object({
  companyName: requiredText(
    "Company name",
    2,
    SPONSORSHIP_LIMITS.companyName,
    sponsorshipMessages.companyName,
    sponsorshipMessages.companyNameTooLong,
  ),
  contactName: requiredText(
    "Contact name",
    2,
    SPONSORSHIP_LIMITS.contactName,
    sponsorshipMessages.contactName,
    sponsorshipMessages.contactNameTooLong,
  ),
  email: emailField(sponsorshipMessages.email),
  phone: optionalPhone(sponsorshipMessages.phone),
  website: z
    .union([z.literal(""), webAddress("Website", sponsorshipMessages.website, SPONSORSHIP_LIMITS.website)], {
      error: sponsorshipMessages.website,
    })
    .nullish()
    .transform((v) => (v ? v : undefined)),
  sponsorshipType: choiceField(SPONSORSHIP_TYPES, sponsorshipMessages.sponsorshipType),
  budget: choiceField(SPONSORSHIP_BUDGETS, sponsorshipMessages.budget),
  duration: z
    .union([z.literal(""), choiceField(SPONSORSHIP_DURATIONS, sponsorshipMessages.duration)], { error: sponsorshipMessages.duration })
    .nullish()
    .transform((v) => (v ? v : undefined)),
  objectives: requiredText(
    "Objectives",
    10,
    SPONSORSHIP_LIMITS.objectives,
    sponsorshipMessages.objectives,
    sponsorshipMessages.objectivesTooLong,
    true,
  ),
  description: optionalText("Description", SPONSORSHIP_LIMITS.description, sponsorshipMessages.descriptionTooLong, true),
});
export type SponsorshipFormValues = z.input<typeof sponsorshipFormSchema>;

/** POST /api/sponsor: the form and the honeypot (the form's `website` is the company's real site). */
export const sponsorshipInputSchema = sponsorshipFormSchema.extend({ [HONEYPOT_FIELD]: honeypotField });
export type SponsorshipInput = z.infer<typeof sponsorshipInputSchema>;
export type SponsorshipResult = InboxFormResult;
