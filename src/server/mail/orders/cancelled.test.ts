import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { orderCancelled } from "./cancelled.ts";

describe("order cancelled", () => {
  const data = {
    reference: "ORD-2026-00042",
    reason: HOSTILE,
    refund: "65.50",
    siteUrl: "https://ayur.example",
    teamEmail: "team@ayur.example",
  };

  it("gives the team's reason and the refund, signed once", () => {
    const mail = orderCancelled(data);
    expect(mail.subject).toBe(`Your ${BRAND.name} order ORD-2026-00042 is cancelled`);
    expect(mail.text).toContain(
      `Your order ORD-2026-00042 has been cancelled:\n\n${HOSTILE}\n\nYour payment of $65.50 will be refunded to the way you paid. ` +
        "You are welcome to order again at https://ayur.example/shop.",
    );
    expectWellFormed(mail, "team");
  });

  it("says nothing was charged, without a reason", () => {
    const mail = orderCancelled({ ...data, reason: null, refund: null });
    expect(mail.text).toContain("has been cancelled.\n\nNothing has been charged. You are welcome to order again");
    expectWellFormed(mail, "team", { carriesHostile: false });
  });
});
