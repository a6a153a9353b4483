import { describe, expect, it } from "vitest";
import type { OrderView } from "../../../shared/schemas/order";
import { loadOrderStatus, readArrival } from "./load-order-status";

const order = { reference: "OR-7K2M9QXA", status: "awaiting_payment" } as OrderView;
const token = "abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE";

function source() {
  const asked: string[] = [];
  return {
    asked,
    byStatusToken: async (value: string) => {
      asked.push(value);
      return value === token ? order : null;
    },
  };
}

async function statusOfThrown(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe("order status page", () => {
  it("should show the order of a live link, and say how the visitor arrived", async () => {
    const orders = source();
    expect(await loadOrderStatus(orders, token, new URL(`http://127.0.0.1/orders/${token}?placed=1`))).toEqual({
      order,
      arrival: "placed",
    });
    expect(readArrival(new URLSearchParams("payment=success"))).toBe("payment-success");
    expect(readArrival(new URLSearchParams("payment=cancelled"))).toBe("payment-cancelled");
    expect(readArrival(new URLSearchParams("payment=maybe"))).toBeNull();
  });

  it("should answer 404 for an unknown token, and for a malformed one without asking", async () => {
    const orders = source();
    const url = new URL("http://127.0.0.1/orders/x");
    expect(await statusOfThrown(loadOrderStatus(orders, `${token.slice(0, -1)}Z`, url))).toBe(404);
    expect(await statusOfThrown(loadOrderStatus(orders, "short", url))).toBe(404);
    expect(await statusOfThrown(loadOrderStatus(orders, "bad token with spaces and more than twenty", url))).toBe(404);
    expect(await statusOfThrown(loadOrderStatus(orders, undefined, url))).toBe(404);
    expect(orders.asked).toEqual([`${token.slice(0, -1)}Z`]);
  });
});
