import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { orderShipped } from "./shipped.ts";

describe("order shipped", () => {
  const data = { reference: "ORD-2026-00042", trackingNote: HOSTILE, dueOnDelivery: null, teamEmail: "team@ayur.example" };

  it("gives the tracking note and says a paid order needs nothing more, signed once", () => {
    const mail = orderShipped(data);
    expect(mail.subject).toBe(`Your ${BRAND.name} order ORD-2026-00042 has shipped`);
    expect(mail.text).toContain(`Your order ORD-2026-00042 is on its way.\n\nTracking: ${HOSTILE}\n\nIt is paid: nothing more to do`);
    expectWellFormed(mail, "team");
  });

  it("asks for the amount due at the door", () => {
    expect(orderShipped({ ...data, dueOnDelivery: "65.50" }).text).toContain("Please have $65.50 ready for the courier.");
  });
});
