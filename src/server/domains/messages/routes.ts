import type { FastifyInstance } from "fastify";
import { newsletterInputSchema, newsletterMessages, type NewsletterResult } from "../../../shared/schemas/newsletter.ts";
import { parseInput } from "../../http/errors.ts";
import type { AttemptLimit } from "../../security/attempt-limits.ts";
import type { Services } from "../../services.ts";
import { subscriberRoutes } from "./subscriber-routes.ts";

/**
 * A person signs up once or twice; a script trying addresses is stopped early. Counted in the
 * database, so the limit holds across restarts and instances.
 */
export const NEWSLETTER_RATE_LIMIT = { scope: "newsletter:ip", max: 10, windowMs: 10 * 60_000 } as const satisfies AttemptLimit;

export async function messageRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const contract = { body: newsletterInputSchema, exampleBody: { email: "reader@example.com" } };
  app.post("/api/newsletter", { config: { contract } }, async (request, reply) => {
    await services.attemptLimits.enforce([[NEWSLETTER_RATE_LIMIT, request.ip]], () => newsletterMessages.rateLimited);
    await services.attemptLimits.record([[NEWSLETTER_RATE_LIMIT, request.ip]]);
    const input = parseInput(newsletterInputSchema, request.body);
    await services.newsletter.subscribe(input);
    // The same answer for a new, an unconfirmed and a confirmed address: it reveals nothing.
    const body: NewsletterResult = { message: newsletterMessages.checkInbox };
    return reply.status(200).send(body);
  });

  await subscriberRoutes(app, { services });
}
