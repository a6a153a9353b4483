import { imageUploadMessages } from "../../../shared/rules/image-upload";
import { moderationMessages } from "../../../shared/rules/moderation";
import { PRODUCT_FORM_LIMITS, productFormMessages as P } from "../../../shared/rules/product-submission";
import type { MessageKey } from "~/lib/i18n";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The product form's contract and server messages, each with its text in the admin's language. */
const KEY_OF = new Map<string, [MessageKey, Record<string, string | number>?]>([
  [P.name, ["adminReview.product.error.name", { min: PRODUCT_FORM_LIMITS.name.min }]],
  [P.nameTooLong, ["adminReview.product.error.tooLong"]],
  [P.category, ["adminReview.product.error.category"]],
  [P.price, ["adminReview.product.error.price"]],
  [P.discount, ["adminReview.product.error.discount"]],
  [P.unit, ["adminReview.product.error.unit"]],
  [P.customUnit, ["adminReview.product.error.customUnit", { max: PRODUCT_FORM_LIMITS.customUnit }]],
  [P.origin, ["adminReview.product.error.origin"]],
  [P.hsCode, ["adminReview.product.error.hsCode"]],
  [P.minOrderQty, ["adminReview.product.error.minOrderQty"]],
  [P.productType, ["adminReview.product.error.productType"]],
  [P.listItem, ["adminReview.product.error.listItem", { max: PRODUCT_FORM_LIMITS.listItem }]],
  [P.listItems, ["adminReview.product.error.listItems", { max: PRODUCT_FORM_LIMITS.listItems }]],
  [P.imageType, ["adminReview.product.error.imageType"]],
  [P.tooManyImages, ["adminReview.product.error.tooManyImages", { max: PRODUCT_FORM_LIMITS.images }]],
  [imageUploadMessages.type, ["adminReview.product.error.imageType"]],
  [imageUploadMessages.tooLarge, ["adminReview.product.error.imageSize"]],
  [imageUploadMessages.tooManyPixels, ["adminReview.product.error.imagePixels"]],
  [imageUploadMessages.unreadable, ["adminReview.product.error.imageUnreadable"]],
  [moderationMessages.productSubmitFailed, ["adminReview.product.failed"]],
]);

/** A contract or server message in the admin's language; other text is shown as the server wrote it. */
export function productFieldMessage(t: Translate, message: string): string {
  const found = KEY_OF.get(message);
  if (found) return t(found[0], found[1]);
  if (/must be at most/.test(message)) return t("adminReview.product.error.tooLong");
  if (/characters that are not allowed/.test(message)) return t("adminReview.product.error.characters");
  return message;
}
