import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bulkInquiries, products } from "../../db/schema/index.ts";
import { paths } from "../../../shared/paths.ts";
import type { BulkInquiryInput } from "../../../shared/schemas/bulk-inquiry.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { newReference } from "../shop/reference.ts";

type BulkInquiryServiceOptions = {
  /** The team's inbox; enquiries go here, never to an address from the request. */
  teamEmail: string;
  siteUrl: string;
  brand: string;
};

export function createBulkInquiryService(db: Database, options: BulkInquiryServiceOptions) {
  const { teamEmail, siteUrl, brand } = options;
  return {
    /**
     * Stores the enquiry with its two mails (the team's notice and the buyer's acknowledgement) in
     * one transaction: all three are written or none. The subjects carry only the reference, never
     * text the visitor typed. The acknowledgement goes to an address nobody has proven yet, so it
     * repeats nothing typed (no name, product text or message): the reference, the quantity, the
     * catalogue's own name of a product the enquiry came from, and what happens next.
     */
    async submit(input: BulkInquiryInput): Promise<{ reference: string }> {
      const email = input.email.toLowerCase();
      // Only a product that exists is linked; an id from a stale page is dropped, not refused.
      const [product] = input.productId
        ? await db.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, input.productId))
        : [];
      const reference = newReference("BQ");
      const productLine = product ? `${input.productName} (${siteUrl}${paths.product(product.id)})` : input.productName;
      await db.transaction(async (tx) => {
        await tx.insert(bulkInquiries).values({
          reference,
          productName: input.productName,
          productId: product?.id ?? null,
          quantity: input.quantity,
          buyerName: input.buyerName,
          email,
          phone: input.phone,
          message: input.message ?? null,
          recipientEmail: input.recipientEmail ?? null,
        });
        const summary =
          `Reference: ${reference}\nProduct: ${productLine}\nQuantity: ${input.quantity.toLocaleString("en-US")}\n` +
          `Name: ${input.buyerName}\nEmail: ${email}\nPhone: ${input.phone}\n\nMessage:\n${input.message ?? "(none)"}\n`;
        await enqueueMail(tx, {
          to: teamEmail,
          subject: `New bulk order enquiry ${reference}`,
          text: `A buyer asked for a bulk order from the shop. Please reply within 24 hours.\n\n${summary}`,
        });
        const asked = `${input.quantity.toLocaleString("en-US")} unit${input.quantity === 1 ? "" : "s"}${product ? ` of ${product.name} (${siteUrl}${paths.product(product.id)})` : ""}`;
        await enqueueMail(tx, {
          to: email,
          subject: `We received your bulk order enquiry ${reference}`,
          text:
            `Hello,\n\nThank you for your bulk order enquiry ${reference} for ${asked}. We'll contact you within 24 hours ` +
            `with pricing and delivery for your quantity. Please quote ${reference} in any reply.\n\n` +
            `If you did not write to us, you can ignore this mail.\n\n` +
            `Wholesale prices start at 10 units: ${siteUrl}${paths.shop}\n\n— The ${brand} team`,
        });
      });
      return { reference };
    },
  };
}

export type BulkInquiryService = ReturnType<typeof createBulkInquiryService>;
