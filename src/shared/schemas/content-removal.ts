import { z } from "zod";
import {
  choiceField,
  emailField,
  HONEYPOT_FIELD,
  honeypotField,
  optionalPhone,
  requiredText,
  webAddress,
  type InboxFormResult,
} from "./form-fields.ts";

import { COMPLAINT_TYPES, REQUESTED_ACTIONS } from "./content-removal-options.ts";

export {
  COMPLAINT_TYPES,
  COMPLAINT_TYPE_LABELS,
  REQUESTED_ACTIONS,
  REQUESTED_ACTION_LABELS,
  type ComplaintType,
  type RequestedAction,
} from "./content-removal-options.ts";

export const CONTENT_REMOVAL_LIMITS = { name: 100, description: 5000, contentUrl: 2000 } as const;

export const contentRemovalMessages = {
  name: "Name must be at least 2 characters",
  nameTooLong: `Name must be at most ${CONTENT_REMOVAL_LIMITS.name} characters`,
  email: "Please enter a valid email",
  phone: "Please enter a valid phone number",
  complaintType: "Please select a complaint type",
  contentUrl: "Please enter the full address of the content, starting with http:// or https://",
  description: "Description must be at least 20 characters",
  descriptionTooLong: `Description must be at most ${CONTENT_REMOVAL_LIMITS.description.toLocaleString("en-US")} characters`,
  requestedAction: "Please select the action you are requesting",
  successTitle: "Request Submitted Successfully",
  success: "We'll review your request within 24-48 hours and contact you via email.",
  failureTitle: "Submission Failed",
  failure: "Please try again or contact us directly at {email}",
  rateLimited: "Too many requests from this address. Please try again in a few minutes.",
} as const;

/** The complaint form: phone is the one optional field. */
export const contentRemovalFormSchema = z.object({
  name: requiredText("Name", 2, CONTENT_REMOVAL_LIMITS.name, contentRemovalMessages.name, contentRemovalMessages.nameTooLong),
  email: emailField(contentRemovalMessages.email),
  phone: optionalPhone(contentRemovalMessages.phone),
  complaintType: choiceField(COMPLAINT_TYPES, contentRemovalMessages.complaintType),
  contentUrl: webAddress("Content URL", contentRemovalMessages.contentUrl, CONTENT_REMOVAL_LIMITS.contentUrl),
  description: requiredText(
    "Description",
    20,
    CONTENT_REMOVAL_LIMITS.description,
    contentRemovalMessages.description,
    contentRemovalMessages.descriptionTooLong,
    true,
  ),
  requestedAction: choiceField(REQUESTED_ACTIONS, contentRemovalMessages.requestedAction),
});
export type ContentRemovalFormValues = z.input<typeof contentRemovalFormSchema>;

/** POST /api/content-removal: the form and the honeypot. */
export const contentRemovalInputSchema = contentRemovalFormSchema.extend({ [HONEYPOT_FIELD]: honeypotField });
export type ContentRemovalInput = z.infer<typeof contentRemovalInputSchema>;
export type ContentRemovalResult = InboxFormResult;
