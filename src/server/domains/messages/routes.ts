import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  newsletterInputSchema,
  newsletterMessages,
  newsletterResultSchema,
  type NewsletterResult,
} from "../../../shared/schemas/newsletter.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { AttemptLimit } from "../../security/attempt-limits.ts";
import type { Services } from "../../services.ts";
import { subscriberRoutes } from "./subscriber-routes.ts";

/**
 * A person signs up once or twice; a script trying addresses is stopped early. Counted in the
 * database, so the limit holds across restarts and instances.
 */
export const NEWSLETTER_RATE_LIMIT = { scope: "newsletter:ip", max: 10, windowMs: 10 * 60_000 } as const satisfies AttemptLimit;

export async function messageRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Every sign-up counts towards the client's limit, a refused body too. */
  const limited = async (request: FastifyRequest) => {
    await services.attemptLimits.enforce([[NEWSLETTER_RATE_LIMIT, request.ip]], () => newsletterMessages.rateLimited);
    await services.attemptLimits.record([[NEWSLETTER_RATE_LIMIT, request.ip]]);
  };

  api.post(
    "/api/newsletter",
    {
      // Before validation, so a refused body counts towards the limit too.
      preValidation: limited,
      schema: {
        tags: ["Newsletter"],
        summary: "Sign up for the newsletter (double opt-in)",
        description:
          "Mails a confirmation link; the address is subscribed once the link is followed. A new, an unconfirmed and a confirmed " +
          "address get the same answer, so it reveals nothing about who has signed up.",
        body: newsletterInputSchema.meta({ examples: [{ email: "reader@example.com" }] }),
        response: { 200: newsletterResultSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      await services.newsletter.subscribe(request.body);
      // The same answer for a new, an unconfirmed and a confirmed address: it reveals nothing.
      const body: NewsletterResult = { message: newsletterMessages.checkInbox };
      return reply.status(200).send(body);
    },
  );

  await subscriberRoutes(app, { services });
}
