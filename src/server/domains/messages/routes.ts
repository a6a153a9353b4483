import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  newsletterInputSchema,
  newsletterMessages,
  newsletterResultSchema,
  type NewsletterResult,
} from "../../../shared/schemas/newsletter.ts";
import { errorAnswers } from "../../http/responses.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import type { Services } from "../../services.ts";
import { subscriberRoutes } from "./subscriber-routes.ts";

export async function messageRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/newsletter",
    {
      config: { rateLimit: { policy: RATE_LIMITS.newsletter, message: newsletterMessages.rateLimited } },
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
