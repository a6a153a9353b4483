import { paths } from "../../../shared/paths.ts";
import { lines, renderMail } from "../layout.ts";

/** The team's notice of a bulk order enquiry: the product as typed (and linked when known) and everything else typed. */
export type BulkInquiryTeamNoticeData = {
  reference: string;
  productName: string;
  productId: number | null;
  quantity: number;
  buyerName: string;
  email: string;
  phone: string;
  message: string | null;
  siteUrl: string;
};

export function bulkInquiryTeamNotice(d: BulkInquiryTeamNoticeData) {
  const product = d.productId === null ? d.productName : `${d.productName} (${d.siteUrl}${paths.product(d.productId)})`;
  return renderMail({
    subject: `New bulk order enquiry ${d.reference}`,
    body: [
      "A buyer asked for a bulk order from the shop. Please reply within 24 hours.",
      lines(
        `Reference: ${d.reference}`,
        `Product: ${product}`,
        `Quantity: ${d.quantity.toLocaleString("en-US")}`,
        `Name: ${d.buyerName}`,
        `Email: ${d.email}`,
        `Phone: ${d.phone}`,
      ),
      `Message:\n${d.message ?? "(none)"}`,
    ],
  });
}
