import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { idempotencyKeySchema } from "../../../shared/schemas/booking.ts";
import { orderInputSchema, orderMessages, orderQuoteInputSchema } from "../../../shared/schemas/order.ts";
import { HttpError, NotFoundError, parseInput } from "../../http/errors.ts";
import { rateLimitHook } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import type { Services } from "../../services.ts";
import { newReference } from "../shop/reference.ts";
import { OrderConflictError } from "./service.ts";

export const ORDER_RATE_LIMIT = RATE_LIMITS.order;
export const QUOTE_RATE_LIMIT = RATE_LIMITS.quote;

const statusParamsSchema = z.object({ token: z.string().max(200) });

const exampleLines = [
  { type: "product", id: 20, quantity: 2, price: 8.5 },
  { type: "ingredient", id: 1000, quantity: 1, price: 2.99 },
];

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
  const limited = rateLimitHook(ORDER_RATE_LIMIT, orderMessages.rateLimited);
  const quoteLimited = rateLimitHook(QUOTE_RATE_LIMIT, orderMessages.rateLimited);

  app.get("/api/checkout-options", { config: { contract: {} } }, async () => services.orders.checkoutOptions());

  const quoteContract = { body: orderQuoteInputSchema, exampleBody: { lines: exampleLines, shippingMethod: "standard" } };
  app.post("/api/orders/quote", { preHandler: quoteLimited, config: { contract: quoteContract } }, async (request) => {
    const input = parseInput(orderQuoteInputSchema, request.body);
    return services.orders.quote(input);
  });

  const orderContract = {
    body: orderInputSchema,
    exampleBody: {
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
    },
  };
  app.post("/api/orders", { preHandler: limited, config: { contract: orderContract } }, async (request, reply) => {
    const input = parseInput(orderInputSchema, request.body);
    const header = request.headers["idempotency-key"];
    const key = header === undefined ? undefined : idempotencyKeySchema.safeParse(header).data;
    if (header !== undefined && key === undefined) throw new HttpError(400, orderMessages.idempotencyKey);
    if (input.website) {
      // The honeypot: a bot gets the usual answer, and nothing is stored or mailed.
      return reply.status(201).send({ reference: newReference("OR"), status: "awaiting_payment", message: orderMessages.placed });
    }
    return answering(reply, async () => {
      const { result, replayed } = await services.orders.place(input, key);
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.status(201).header("cache-control", "no-store").send(result);
    });
  });

  app.get("/api/orders/status/:token", { config: { contract: { params: statusParamsSchema } } }, async (request, reply) => {
    const { token } = parseInput(statusParamsSchema, request.params);
    const order = await services.orders.byStatusToken(token);
    if (!order) throw new NotFoundError(orderMessages.orderNotFound);
    // The page is private to whoever holds the link: never cached.
    return reply.header("cache-control", "no-store").send(order);
  });
}
