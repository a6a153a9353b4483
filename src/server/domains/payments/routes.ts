import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { HttpError } from "../../http/errors.ts";
import type { Services } from "../../services.ts";
import { WebhookSignatureError } from "./card-payments.ts";

/** The envelope of a Stripe event, declared for the route table; the handler reads the raw bytes. */
const stripeEventSchema = z.object({
  id: z.string(),
  object: z.literal("event"),
  type: z.string(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export async function paymentRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const cardPayments = services.payments.card;
  // The signature covers the exact bytes Stripe sent, so this route keeps the body as bytes
  // (its own JSON parser, in this plugin's scope only) and parses it only once verified.
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 262_144 }, (_request, body, done) => done(null, body));

  const contract = {
    body: stripeEventSchema,
    exampleBody: { id: "evt_1", object: "event", type: "checkout.session.completed", data: { object: { id: "cs_test_1" } } },
  };
  app.post("/api/payments/stripe/webhook", { config: { contract } }, async (request, reply) => {
    if (!cardPayments) throw new HttpError(404, "Card payments are not enabled");
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers["stripe-signature"];
    let outcome;
    try {
      outcome = cardPayments.readWebhook(raw, typeof signature === "string" ? signature : undefined);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new HttpError(400, "The webhook signature is not valid");
      throw error;
    }
    await services.orders.applyCardOutcome(outcome);
    return reply.send({ received: true });
  });
}
