import type { FastifyInstance } from "fastify";
import { newsletterInputSchema, newsletterMessages, type NewsletterResult } from "../../../shared/schemas/newsletter.ts";
import { parseInput } from "../../http/errors.ts";
import { createFixedWindowLimiter, rateLimitHook } from "../../http/rate-limit.ts";
import type { Services } from "../../services.ts";

/** A person signs up once or twice; a script trying addresses is stopped early. */
export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

export async function messageRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const limited = rateLimitHook(createFixedWindowLimiter(NEWSLETTER_RATE_LIMIT), newsletterMessages.rateLimited);
  const contract = { body: newsletterInputSchema, exampleBody: { email: "reader@example.com" } };
  app.post("/api/newsletter", { preHandler: limited, config: { contract } }, async (request, reply) => {
    const input = parseInput(newsletterInputSchema, request.body);
    await services.newsletter.subscribe(input);
    // The same answer for a new, an unconfirmed and a confirmed address: it reveals nothing.
    const body: NewsletterResult = { message: newsletterMessages.checkInbox };
    return reply.status(200).send(body);
  });
}
