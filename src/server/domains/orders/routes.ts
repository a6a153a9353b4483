import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../../shared/schemas/common.ts";
import {
  checkoutOptionsSchema,
  orderConflictSchema,
  orderInputSchema,
  orderMessages,
  orderQuoteInputSchema,
  orderQuoteSchema,
  orderResultSchema,
  orderViewSchema,
} from "../../../shared/schemas/order.ts";
import { NotFoundError } from "../../http/errors.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { newReference } from "../shop/reference.ts";
import { OrderConflictError } from "./service.ts";

/** What the published API shows as a request: one product and one ingredient line. */
const exampleLines = [
  { type: "product", id: 20, quantity: 2, price: 8.5 },
  { type: "ingredient", id: 1000, quantity: 1, price: 2.99 },
];
const exampleOrder = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "+1 415 555 0100",
  addressLine1: "218 Valencia Street",
  city: "San Francisco",
  region: "CA",
  postalCode: "94103",
  country: "United States",
  shippingMethod: "standard",
  paymentMethod: "on-delivery",
  lines: exampleLines,
};

export const ORDER_RATE_LIMIT = RATE_LIMITS.order;
export const QUOTE_RATE_LIMIT = RATE_LIMITS.quote;

const statusParamsSchema = z.object({ token: z.string().max(200) });

/** A 409 with its lines or new prices goes out whole; every other error takes the usual path. */
async function answering<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderConflictError) return reply.status(409).send(error.body);
    throw error;
  }
}

export async function orderRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/checkout-options",
    {
      schema: {
        tags: ["Shop"],
        summary: "What the checkout offers: payment and shipping methods, wholesale rule",
        response: { 200: checkoutOptionsSchema },
      },
    },
    async () => services.orders.checkoutOptions(),
  );

  api.post(
    "/api/orders/quote",
    {
      config: { rateLimit: { policy: QUOTE_RATE_LIMIT, message: orderMessages.rateLimited } },
      schema: {
        tags: ["Shop"],
        summary: "Price a cart before it is ordered (writes nothing)",
        description:
          "Every line is priced from the catalogue; the prices the cart sends are only compared, so changed prices and lines that cannot be ordered are listed.",
        body: orderQuoteInputSchema.meta({ examples: [{ lines: exampleLines, shippingMethod: "standard" }] }),
        response: { 200: orderQuoteSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request) => services.orders.quote(request.body),
  );

  api.post(
    "/api/orders",
    {
      config: {
        rateLimit: { policy: ORDER_RATE_LIMIT, message: orderMessages.rateLimited },
        idempotencyKey: true,
        // The decoy carries no order, so it is written as it is rather than by the order's schema.
        honeypot: () => ({
          status: 201,
          body: { reference: newReference("OR"), status: "awaiting_payment", message: orderMessages.placed },
          unchecked: true,
        }),
      },
      schema: {
        tags: ["Shop"],
        summary: "Place an order",
        description:
          "Takes the stock of every product line at once, or none (409 naming the line short of stock). With `expectedTotal`, a total that " +
          "changed is 409 with the new quote. A card order answers with the payment page in `payment.checkoutUrl` and holds its stock while " +
          "it is open. An Idempotency-Key header makes a repeat answer with the first order.",
        body: orderInputSchema.meta({ examples: [exampleOrder] }),
        response: {
          201: orderResultSchema,
          ...errorAnswers(400, 429),
          409: orderConflictSchema,
          502: apiErrorSchema.describe("The card payment could not be started; the order is cancelled and its stock returned"),
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      return answering(reply, async () => {
        const { result, replayed } = await services.orders.place(input, request.idempotencyKey);
        if (replayed) reply.header("idempotent-replayed", "true");
        return reply.status(201).header("cache-control", "no-store").send(result);
      });
    },
  );

  api.get(
    "/api/orders/status/:token",
    {
      schema: {
        tags: ["Shop"],
        summary: "An order's private status page",
        description: "The token is the secret of the link in the order's confirmation mail.",
        params: statusParamsSchema,
        response: { 200: orderViewSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      const order = await services.orders.byStatusToken(request.params.token);
      if (!order) throw new NotFoundError(orderMessages.orderNotFound);
      // The page is private to whoever holds the link: never cached.
      return reply.header("cache-control", "no-store").send(order);
    },
  );
}
