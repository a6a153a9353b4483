import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { orderPaymentReceived } from "./payment-received.ts";

describe("order payment received", () => {
  it("names the amount and the order, signed once", () => {
    const mail = orderPaymentReceived({ reference: "ORD-2026-00042", total: "65.50", teamEmail: `team${HOSTILE}@ayur.example` });
    expect(mail.subject).toBe(`Payment received for your ${BRAND.name} order ORD-2026-00042`);
    expect(mail.text).toContain("We have received your payment of $65.50 for order ORD-2026-00042.");
    expect(mail.text).toContain(`Questions? Write to team${HOSTILE}@ayur.example, quoting ORD-2026-00042.`);
    expectWellFormed(mail, "team");
  });
});
