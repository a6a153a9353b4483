import Stripe from "stripe";

/**
 * Card payment behind one interface, so the orders service knows nothing of Stripe. Pay on
 * delivery / bank transfer needs no provider and is built into the orders service.
 */
export type CheckoutRequest = {
  orderId: number;
  reference: string;
  email: string;
  currency: "usd";
  lines: { name: string; unitAmountCents: number; quantity: number }[];
  shipping: { label: string; amountCents: number };
  successUrl: string;
  cancelUrl: string;
  /** When the hosted page stops taking payment. */
  expiresAt: Date;
};

export type CheckoutSession = { id: string; url: string; expiresAt: Date };

/** What a verified webhook says about a Checkout Session; other events read as `ignored`. */
export type CheckoutOutcome =
  | { kind: "paid"; sessionId: string; reference: string | null }
  | { kind: "expired"; sessionId: string; reference: string | null }
  | { kind: "ignored"; type: string };

export class WebhookSignatureError extends Error {}

export interface CardPayments {
  /** Opens a hosted checkout; the same order always gets the same session (idempotent). */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Closes an open checkout so it can no longer be paid. */
  expireCheckout(sessionId: string): Promise<void>;
  retrieveCheckout(sessionId: string): Promise<{ id: string; status: string; paymentStatus: string }>;
  /** Verifies the signature over the exact bytes received; throws WebhookSignatureError. */
  readWebhook(rawBody: Buffer, signature: string | undefined): CheckoutOutcome;
}

type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (tests: the local stand-in on 127.0.0.1). */
  apiBase?: string;
};

/** Card payments through Stripe Checkout with the official client. */
export function createStripeCardPayments(options: StripeOptions): CardPayments {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? ("https" as const) : ("http" as const),
        }
      : {}),
  });

  return {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: request.reference,
          customer_email: request.email,
          metadata: { orderId: String(request.orderId), reference: request.reference },
          line_items: [
            ...request.lines.map((line) => ({
              quantity: line.quantity,
              price_data: { currency: request.currency, unit_amount: line.unitAmountCents, product_data: { name: line.name } },
            })),
            ...(request.shipping.amountCents > 0
              ? [
                  {
                    quantity: 1,
                    price_data: {
                      currency: request.currency,
                      unit_amount: request.shipping.amountCents,
                      product_data: { name: request.shipping.label },
                    },
                  },
                ]
              : []),
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        // A retry (ours or the client's) gets the same session back, never a second one.
        { idempotencyKey: `checkout-${request.reference}` },
      );
      if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    async expireCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },

    async retrieveCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return { id: session.id, status: session.status ?? "open", paymentStatus: session.payment_status };
    },

    readWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "The webhook signature does not match");
      }
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded": {
          const session = event.data.object;
          // A completed session with a delayed method (bank debit) is paid only when that succeeds.
          if (session.payment_status === "unpaid") return { kind: "ignored", type: event.type };
          return { kind: "paid", sessionId: session.id, reference: session.client_reference_id ?? null };
        }
        case "checkout.session.expired":
        case "checkout.session.async_payment_failed": {
          const session = event.data.object;
          return { kind: "expired", sessionId: session.id, reference: session.client_reference_id ?? null };
        }
        default:
          return { kind: "ignored", type: event.type };
      }
    },
  };
}

/** Card payments as configured: Stripe when STRIPE_SECRET_KEY is set, otherwise none. */
export function createConfiguredCardPayments(config: {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
}): CardPayments | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  return createStripeCardPayments({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiBase: config.STRIPE_API_BASE,
  });
}
