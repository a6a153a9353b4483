import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../http/errors.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { WebhookSignatureError } from "./card-payments.ts";

/** The limit of a webhook's body: Stripe's events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT_BYTES = 262_144;

/** The envelope of a Stripe event, as the route documents it; the handler reads the signed bytes. */
const stripeEventSchema = z
  .object({
    id: z.string(),
    object: z.literal("event"),
    type: z.string().meta({
      description: "checkout.session.completed, checkout.session.async_payment_succeeded or checkout.session.expired are acted on",
    }),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  })
  .meta({ examples: [{ id: "evt_1", object: "event", type: "checkout.session.completed", data: { object: { id: "cs_test_1" } } }] });

export async function paymentRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cardPayments = services.payments.card;
  // The signature covers the exact bytes Stripe sent, so this route keeps the body as bytes
  // (its own JSON parser, in this plugin's scope only) and parses it only once verified.
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  api.post(
    "/api/payments/stripe/webhook",
    {
      schema: {
        tags: ["Shop"],
        summary: "Stripe's card payment events (signed)",
        description:
          "Answers 404 when card payments are not configured. The Stripe-Signature header must sign the exact body; " +
          "a paid session marks its order paid, an expired one cancels it and returns its stock. Repeated events change nothing.",
        body: stripeEventSchema,
        response: { 200: z.object({ received: z.literal(true) }), ...errorAnswers(400, 404, 413) },
      },
      // The body stays the bytes the signature covers: the event is read only after the signature
      // is checked, so the body schema documents the event without validating it here.
      validatorCompiler: () => (data: unknown) => ({ value: data }),
    },
    async (request, reply) => {
      if (!cardPayments) throw new HttpError(404, "Card payments are not enabled");
      const raw: unknown = request.body;
      const signature = request.headers["stripe-signature"];
      let outcome;
      try {
        outcome = cardPayments.readWebhook(
          Buffer.isBuffer(raw) ? raw : Buffer.alloc(0),
          typeof signature === "string" ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new HttpError(400, "The webhook signature is not valid");
        throw error;
      }
      await services.orders.applyCardOutcome(outcome);
      return reply.send({ received: true as const });
    },
  );
}
