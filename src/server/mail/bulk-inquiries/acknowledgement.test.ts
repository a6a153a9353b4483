import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { bulkInquiryAcknowledgement } from "./acknowledgement.ts";

describe("bulk inquiry acknowledgement", () => {
  const siteUrl = "https://ayur.example";

  it("names the quantity and the catalogue's product with its link, signed once", () => {
    const mail = bulkInquiryAcknowledgement({ reference: "BQ-2026-7", quantity: 1200, product: { id: 9, name: HOSTILE }, siteUrl });
    expect(mail.subject).toBe("We received your bulk order enquiry BQ-2026-7");
    expect(mail.text).toContain(`for 1,200 units of ${HOSTILE} (https://ayur.example/shop/product/9). We'll contact you within 24 hours`);
    expect(mail.text).toContain("Wholesale prices start at 10 units: https://ayur.example/shop");
    expect(mail.html).toContain('<a href="https://ayur.example/shop/product/9">');
    expectWellFormed(mail, "team");
  });

  it("names only the quantity without a known product", () => {
    const mail = bulkInquiryAcknowledgement({ reference: "BQ-2026-7", quantity: 1, product: null, siteUrl });
    expect(mail.text).toContain("enquiry BQ-2026-7 for 1 unit. We'll contact you");
    expectWellFormed(mail, "team", { carriesHostile: false });
  });
});
