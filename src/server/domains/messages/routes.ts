import type { FastifyInstance } from "fastify";
import { newsletterInputSchema, type NewsletterResult } from "../../../shared/schemas/newsletter.ts";
import { parseInput } from "../../http/errors.ts";
import type { Services } from "../../services.ts";

export async function messageRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.post("/api/newsletter", { config: { contract: { body: newsletterInputSchema, exampleBody: { email: "reader@example.com" } } } }, async (request, reply) => {
    const input = parseInput(newsletterInputSchema, request.body);
    const { created } = await services.newsletter.subscribe(input);
    const body: NewsletterResult = created
      ? { message: "Subscribed. Please check your inbox for a welcome email.", alreadySubscribed: false }
      : { message: "You are already subscribed.", alreadySubscribed: true };
    return reply.status(created ? 201 : 200).send(body);
  });
}
