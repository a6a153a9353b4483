import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed } from "../testing.ts";
import { orderConfirmation, orderConfirmationSubject } from "./confirmation.ts";
import { sampleOrder, sampleSummaryText } from "./sample.ts";

describe("order confirmation", () => {
  const data = { ...sampleOrder, paymentInstructions: null, statusUrl: "https://ayur.example/orders/tok", teamEmail: "team@ayur.example" };

  it("lists the lines and totals, the payment, the private link and returns, signed once", () => {
    const mail = orderConfirmation(data);
    expect(mail.subject).toBe(`Your ${BRAND.name} order ORD-2026-00042`);
    expect(mail.subject).toBe(orderConfirmationSubject("ORD-2026-00042"));
    expect(mail.text).toContain(`Here is what we'll send you:\n\n${sampleSummaryText}\n\nPayment: paid by card. Thank you!\n\n`);
    expect(mail.text).toContain("here (keep this link private): https://ayur.example/orders/tok");
    expect(mail.text).toContain("write to team@ayur.example, quoting ORD-2026-00042. Returns are accepted within 30 days.");
    expectWellFormed(mail, "team");
  });

  it("gives the instructions of an order not paid by card, and a shipping fee", () => {
    const mail = orderConfirmation({ ...data, shippingMethod: "express", shippingFee: "14.99", paymentInstructions: "Pay on delivery." });
    expect(mail.text).toContain("Shipping (express, 1-2 business days): $14.99\n");
    expect(mail.text).toContain("Payment: Pay on delivery.\n");
  });
});
