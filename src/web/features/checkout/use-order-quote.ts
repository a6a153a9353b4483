import { useCallback, useEffect, useRef, useState } from "react";
import type { OrderQuote, ShippingMethod } from "../../../shared/schemas/order";
import { apiRequest } from "~/lib/api";
import type { CartOrderLine } from "./cart-order-lines";

export type QuoteStatus = "idle" | "loading" | "ready" | "failed";

/** Typing a quantity or switching shipping asks once the visitor pauses, not at every keystroke. */
const QUOTE_DELAY_MS = 250;

/** The body of POST /api/orders/quote; as text, so an unchanged cart is an unchanged question. */
export function quoteRequestBody(lines: CartOrderLine[], shippingMethod: ShippingMethod): string | null {
  if (lines.length === 0) return null;
  return JSON.stringify({ lines: lines.map(({ type, id, quantity, price }) => ({ type, id, quantity, price })), shippingMethod });
}

/**
 * The cart priced by the server, asked again whenever the lines or the shipping method change;
 * an answer to an older question never replaces a newer one.
 */
export function useOrderQuote(body: string | null) {
  const [quote, setQuote] = useState<OrderQuote | null>(null);
  const [status, setStatus] = useState<QuoteStatus>("idle");
  const asked = useRef(0);

  const ask = useCallback(async (request: string) => {
    const id = ++asked.current;
    setStatus("loading");
    try {
      const answer = await apiRequest<OrderQuote>("POST", "/api/orders/quote", JSON.parse(request) as unknown);
      if (id !== asked.current) return;
      setQuote(answer);
      setStatus("ready");
    } catch {
      if (id === asked.current) setStatus("failed");
    }
  }, []);

  useEffect(() => {
    if (body === null) return;
    const timer = setTimeout(() => void ask(body), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [body, ask]);

  /** Shows a quote the server sent with a refusal (a 409 with new prices) at once. */
  const replace = useCallback((next: OrderQuote) => {
    asked.current++;
    setQuote(next);
    setStatus("ready");
  }, []);

  const retry = useCallback(() => {
    if (body !== null) void ask(body);
  }, [body, ask]);

  return { quote, status, replace, retry };
}
