import { eq } from "drizzle-orm";
import { bulkInquiries, products } from "../../db/schema/index.ts";
import { bulkInquiryInputSchema, bulkInquiryMessages as messages, bulkInquiryResultSchema } from "../../../shared/schemas/bulk-inquiry.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { bulkInquiryAcknowledgement } from "../../mail/bulk-inquiries/acknowledgement.ts";
import { bulkInquiryTeamNotice } from "../../mail/bulk-inquiries/team-notice.ts";
import { newReference } from "../shop/reference.ts";
import { defineEnquiry } from "./kind.ts";

/**
 * A bulk order enquiry for a shop product. The subjects carry only the reference; the
 * acknowledgement repeats nothing typed (no name, product text or message): the reference, the
 * quantity, the catalogue's own name of the product the enquiry came from, and what happens next.
 */
export const bulkInquiryEnquiry = defineEnquiry({
  kind: "bulk_enquiry",
  path: "/api/bulk-inquiries",
  input: bulkInquiryInputSchema,
  answer: {
    schema: bulkInquiryResultSchema,
    of: ({ reference }) => ({ reference, title: messages.successTitle, message: messages.success }),
  },
  decoyReceipt: () => ({ reference: newReference("BQ") }),
  rateLimit: { policy: RATE_LIMITS.bulkInquiry, message: messages.rateLimited },
  doc: {
    summary: "Ask for a bulk order of a shop product",
    description: "Stored with a reference; the team is mailed the enquiry and the buyer an acknowledgement.",
    example: {
      productName: "Organic Ground Turmeric",
      quantity: 200,
      buyerName: "Asha Rao",
      email: "asha@example.com",
      phone: "+1 415 555 0100",
      message: "Monthly supply for our cafe, delivered to San Jose.",
      productId: 20,
    },
  },
  async draft(db, input, { siteUrl }) {
    const email = input.email.toLowerCase();
    // Only a product that exists is linked; an id from a stale page is dropped, not refused.
    const [product] = input.productId
      ? await db.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, input.productId))
      : [];
    // What is stored is what the team's notice tells them.
    const enquiry = {
      productName: input.productName,
      productId: product?.id ?? null,
      quantity: input.quantity,
      buyerName: input.buyerName,
      email,
      phone: input.phone,
      message: input.message ?? null,
    };
    return {
      senderEmail: email,
      async insert(writer) {
        const reference = newReference("BQ");
        await writer.insert(bulkInquiries).values({ ...enquiry, reference, recipientEmail: input.recipientEmail ?? null });
        return { reference };
      },
      mails: ({ reference }) => ({
        team: bulkInquiryTeamNotice({ ...enquiry, reference, siteUrl }),
        acknowledgement: bulkInquiryAcknowledgement({ reference, quantity: input.quantity, product: product ?? null, siteUrl }),
      }),
    };
  },
});
