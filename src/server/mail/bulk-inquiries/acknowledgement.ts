import { paths } from "../../../shared/paths.ts";
import { link, renderMail, type Inline } from "../layout.ts";

/**
 * The buyer's acknowledgement. The address is unproven, so it repeats nothing typed (no name,
 * product text or message): the quantity, and the catalogue's own name of a product the enquiry
 * came from.
 */
export type BulkInquiryAcknowledgementData = {
  reference: string;
  quantity: number;
  /** The catalogue's product, when the enquiry came from one that exists. */
  product: { id: number; name: string } | null;
  siteUrl: string;
};

export function bulkInquiryAcknowledgement({ reference, quantity, product, siteUrl }: BulkInquiryAcknowledgementData) {
  const asked: Inline[] = [
    `${quantity.toLocaleString("en-US")} unit${quantity === 1 ? "" : "s"}`,
    ...(product ? [` of ${product.name} (`, link(`${siteUrl}${paths.product(product.id)}`), ")"] : []),
  ];
  return renderMail({
    subject: `We received your bulk order enquiry ${reference}`,
    greeting: "Hello,",
    body: [
      [
        `Thank you for your bulk order enquiry ${reference} for `,
        ...asked,
        `. We'll contact you within 24 hours with pricing and delivery for your quantity. Please quote ${reference} in any reply.`,
      ],
      "If you did not write to us, you can ignore this mail.",
      ["Wholesale prices start at 10 units: ", link(`${siteUrl}${paths.shop}`)],
    ],
    signature: "team",
  });
}
