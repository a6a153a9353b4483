// The option lists apart from the contract, so pages can list them without loading zod.

/** Option lists, as keys; labels live in the interface catalogues. */
export const COMPLAINT_TYPES = ["copyright", "trademark", "privacy", "defamation", "inappropriate", "personal-info", "other"] as const;
export const REQUESTED_ACTIONS = ["remove", "modify", "credit", "contact", "other"] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];
export type RequestedAction = (typeof REQUESTED_ACTIONS)[number];

/** The English labels, for the team's mails and the sender's acknowledgement. */
export const COMPLAINT_TYPE_LABELS: Record<ComplaintType, string> = {
  copyright: "Copyright infringement",
  trademark: "Trademark infringement",
  privacy: "Privacy violation",
  defamation: "Defamation",
  inappropriate: "Inappropriate content",
  "personal-info": "Personal information shared without consent",
  other: "Other",
};
export const REQUESTED_ACTION_LABELS: Record<RequestedAction, string> = {
  remove: "Remove the content",
  modify: "Modify or correct the content",
  credit: "Add proper credit or attribution",
  contact: "Contact me to discuss",
  other: "Other",
};
