import { GUEST_CHEF_LIMITS, guestChefMessages as m } from "../../../shared/rules/guest-chef";
import { imageUploadMessages } from "../../../shared/rules/image-upload";
import type { MessageKey } from "~/lib/i18n";

/*
 * The contract's English messages (shared/rules/guest-chef.ts) and the server's answers, as the
 * visitor's language says them: the browser's own check and a 400 read the same.
 */

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const KEY_OF = new Map<string, [MessageKey, Record<string, number>?]>([
  [m.name, ["chefForm.error.name"]],
  ["Please enter a valid email address", ["chefForm.error.email"]],
  [m.phone, ["chefForm.error.phone"]],
  [m.country, ["chefForm.error.country"]],
  [m.profession, ["chefForm.error.profession"]],
  [m.experienceRequired, ["chefForm.error.experienceRequired"]],
  [m.experience, ["chefForm.error.experience", { max: GUEST_CHEF_LIMITS.experience }]],
  [m.specialties, ["chefForm.error.specialties"]],
  [m.specialty, ["chefForm.error.specialty", { min: GUEST_CHEF_LIMITS.specialty.min, max: GUEST_CHEF_LIMITS.specialty.max }]],
  [m.specialtiesTooMany, ["chefForm.error.specialtiesTooMany", { count: GUEST_CHEF_LIMITS.specialties }]],
  [m.contributions, ["chefForm.error.contributions"]],
  [m.contributionUnknown, ["chefForm.error.contributions"]],
  [m.bio, ["chefForm.error.bio", { min: GUEST_CHEF_LIMITS.bio.min }]],
  [m.social.instagram, ["chefForm.error.instagram"]],
  [m.social.youtube, ["chefForm.error.youtube"]],
  [m.social.facebook, ["chefForm.error.facebook"]],
  [m.website, ["chefForm.error.website"]],
  [m.photo, ["chefForm.error.photo"]],
  [imageUploadMessages.type, ["chefForm.error.photoType"]],
  [imageUploadMessages.tooLarge, ["chefForm.error.photoSize"]],
  [imageUploadMessages.tooManyPixels, ["chefForm.error.photoPixels"]],
  [imageUploadMessages.unreadable, ["chefForm.error.photoUnreadable"]],
  [m.rateLimited, ["chefForm.error.rateLimited"]],
]);

/** A message of the contract or of the server in the visitor's language; unknown text as written. */
export function guestChefMessage(t: Translate, message: string): string {
  const found = KEY_OF.get(message);
  if (found) return t(found[0], found[1]);
  if (/must be at most/.test(message)) return t("chefForm.error.tooLong");
  if (/characters that are not allowed/.test(message)) return t("chefForm.error.characters");
  return message;
}
