import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { bulkInquiryTeamNotice } from "./team-notice.ts";

describe("bulk inquiry team notice", () => {
  const data = {
    reference: "BQ-2026-7",
    productName: HOSTILE,
    productId: 9,
    quantity: 1200,
    buyerName: "Mina",
    email: "mina@example.com",
    phone: "555-0100",
    message: null,
    siteUrl: "https://ayur.example",
  };

  it("carries the product as typed with its link, and the buyer's details, unsigned", () => {
    const mail = bulkInquiryTeamNotice(data);
    expect(mail.subject).toBe("New bulk order enquiry BQ-2026-7");
    expect(mail.text).toContain(
      `Reference: BQ-2026-7\nProduct: ${HOSTILE} (https://ayur.example/shop/product/9)\nQuantity: 1,200\n` +
        `Name: Mina\nEmail: mina@example.com\nPhone: 555-0100\n\nMessage:\n(none)\n`,
    );
    expectWellFormed(mail, null);
  });

  it("shows the typed product alone when it is not in the catalogue", () => {
    expect(bulkInquiryTeamNotice({ ...data, productId: null, productName: "Saffron" }).text).toContain("Product: Saffron\n");
  });
});
