import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { orderDelivered } from "./delivered.ts";

describe("order delivered", () => {
  it("says so and recalls the returns, signed once", () => {
    const mail = orderDelivered({ reference: "ORD-2026-00042", teamEmail: `team${HOSTILE}@ayur.example` });
    expect(mail.subject).toBe(`Your ${BRAND.name} order ORD-2026-00042 was delivered`);
    expect(mail.text).toContain(
      "Your order ORD-2026-00042 has been delivered. We hope you enjoy cooking with it! Returns are accepted within 30 days.",
    );
    expectWellFormed(mail, "team");
  });
});
