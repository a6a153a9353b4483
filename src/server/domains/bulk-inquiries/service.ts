import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bulkInquiries, products } from "../../db/schema/index.ts";
import type { BulkInquiryInput } from "../../../shared/schemas/bulk-inquiry.ts";
import { bulkInquiryAcknowledgement } from "../../mail/bulk-inquiries/acknowledgement.ts";
import { bulkInquiryTeamNotice } from "../../mail/bulk-inquiries/team-notice.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { newReference } from "../shop/reference.ts";

type BulkInquiryServiceOptions = {
  /** The team's inbox; enquiries go here, never to an address from the request. */
  teamEmail: string;
  siteUrl: string;
};

export function createBulkInquiryService(db: Database, options: BulkInquiryServiceOptions) {
  const { teamEmail, siteUrl } = options;
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
      // What is stored is what the team's notice tells them.
      const enquiry = {
        reference,
        productName: input.productName,
        productId: product?.id ?? null,
        quantity: input.quantity,
        buyerName: input.buyerName,
        email,
        phone: input.phone,
        message: input.message ?? null,
      };
      await db.transaction(async (tx) => {
        await tx.insert(bulkInquiries).values({ ...enquiry, recipientEmail: input.recipientEmail ?? null });
        await enqueueMail(tx, { to: teamEmail, ...bulkInquiryTeamNotice({ ...enquiry, siteUrl }) });
        await enqueueMail(tx, {
          to: email,
          ...bulkInquiryAcknowledgement({ reference, quantity: input.quantity, product: product ?? null, siteUrl }),
        });
      });
      return { reference };
    },
  };
}

export type BulkInquiryService = ReturnType<typeof createBulkInquiryService>;
