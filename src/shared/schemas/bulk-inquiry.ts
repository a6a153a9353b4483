import { z } from "zod";
import { textSchema } from "./common.ts";
import { HONEYPOT_FIELD, honeypotField, inboxFormResultSchema } from "./form-fields.ts";

export const BULK_INQUIRY_LIMITS = { productName: 200, quantity: 1_000_000, buyerName: 100, email: 254, phone: 30, message: 2000 } as const;

/** The bulk enquiry form's rules and messages; the server's own answers share this file. */
export const bulkInquiryMessages = {
  productName: "Product name is required",
  productNameTooLong: `Product name must be at most ${BULK_INQUIRY_LIMITS.productName} characters`,
  quantity: "Quantity is required",
  quantityTooLarge: `Quantity must be at most ${BULK_INQUIRY_LIMITS.quantity.toLocaleString("en-US")}`,
  buyerName: "Name is required",
  buyerNameTooLong: `Name must be at most ${BULK_INQUIRY_LIMITS.buyerName} characters`,
  email: "Valid email is required",
  phone: "Valid phone number is required",
  messageTooLong: `Message must be at most ${BULK_INQUIRY_LIMITS.message} characters`,
  productId: "productId must be a positive whole number",
  successTitle: "Inquiry Submitted",
  success: "We'll contact you within 24 hours for your bulk order.",
  failureTitle: "Error",
  failure: "Failed to submit inquiry. Please try again.",
  rateLimited: "Too many enquiries from this address. Please try again in a few minutes.",
} as const;

const required = (label: string, max: number, message: string, tooLong: string, min = 1) =>
  textSchema({
    label,
    min,
    max,
    messages: {
      required: message,
      type: message,
      tooShort: message,
      tooLong,
      characters: `${label} contains characters that are not allowed`,
    },
  });

const emailSchema = textSchema({
  label: "Email",
  max: BULK_INQUIRY_LIMITS.email,
  messages: {
    required: bulkInquiryMessages.email,
    type: bulkInquiryMessages.email,
    tooLong: bulkInquiryMessages.email,
    characters: bulkInquiryMessages.email,
  },
}).pipe(z.email(bulkInquiryMessages.email));

/** A number input sends a number, or its text when read without valueAsNumber: both are accepted. */
const quantitySchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ],
    { error: bulkInquiryMessages.quantity },
  )
  .pipe(
    z
      .number({ error: bulkInquiryMessages.quantity })
      .int(bulkInquiryMessages.quantity)
      .min(1, bulkInquiryMessages.quantity)
      .max(BULK_INQUIRY_LIMITS.quantity, bulkInquiryMessages.quantityTooLarge),
  );

/** The shop's bulk order enquiry form; the browser and the API check the same rules. */
export const bulkInquiryFormSchema = z.object({
  productName: required(
    "Product name",
    BULK_INQUIRY_LIMITS.productName,
    bulkInquiryMessages.productName,
    bulkInquiryMessages.productNameTooLong,
  ),
  quantity: quantitySchema,
  buyerName: required("Name", BULK_INQUIRY_LIMITS.buyerName, bulkInquiryMessages.buyerName, bulkInquiryMessages.buyerNameTooLong),
  email: emailSchema,
  phone: required("Phone", BULK_INQUIRY_LIMITS.phone, bulkInquiryMessages.phone, bulkInquiryMessages.phone, 10),
  message: textSchema({
    label: "Message",
    max: BULK_INQUIRY_LIMITS.message,
    multiline: true,
    messages: { tooLong: bulkInquiryMessages.messageTooLong, type: bulkInquiryMessages.messageTooLong },
  })
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
export type BulkInquiryFormValues = z.input<typeof bulkInquiryFormSchema>;

/**
 * POST /api/bulk-inquiries: the form, the product it was opened from (a card's Inquiry button),
 * and the copy address the spec's form sends; and the honeypot.
 */
export const bulkInquiryInputSchema = bulkInquiryFormSchema.extend({
  productId: z
    .number({ error: bulkInquiryMessages.productId })
    .int(bulkInquiryMessages.productId)
    .positive(bulkInquiryMessages.productId)
    .max(2_147_483_647, bulkInquiryMessages.productId)
    .nullish()
    .transform((v) => v ?? undefined),
  recipientEmail: z
    .union([z.literal(""), emailSchema], { error: bulkInquiryMessages.email })
    .nullish()
    .transform((v) => (v ? v : undefined)),
  [HONEYPOT_FIELD]: honeypotField,
});
export type BulkInquiryInput = z.infer<typeof bulkInquiryInputSchema>;

/** What POST /api/bulk-inquiries answers (201): the message forms' answer, its reference starting BQ-. */
export const bulkInquiryResultSchema = inboxFormResultSchema;
export type BulkInquiryResult = z.infer<typeof bulkInquiryResultSchema>;
