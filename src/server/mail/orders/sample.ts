import { HOSTILE } from "../testing.ts";
import type { OrderFacts } from "./parts.ts";

/** An order the order templates' tests share, with a product name no HTML may carry raw. */
export const sampleOrder: OrderFacts = {
  reference: "ORD-2026-00042",
  lines: [
    { quantity: 2, name: HOSTILE, unitPrice: "12.50", wholesale: false, lineTotal: "25.00" },
    { quantity: 10, name: "Turmeric", unitPrice: "4.05", wholesale: true, lineTotal: "40.50" },
  ],
  subtotal: "65.50",
  shippingMethod: "standard",
  shippingFee: "0.00",
  total: "65.50",
};

export const sampleSummaryText =
  `Order: ORD-2026-00042\n\n  2 × ${HOSTILE} @ $12.50 = $25.00\n  10 × Turmeric @ $4.05 (wholesale) = $40.50\n\n` +
  `Subtotal: $65.50\nShipping (standard, 3-5 business days): free\nTotal: $65.50`;
