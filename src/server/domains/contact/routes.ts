import type { FastifyInstance } from "fastify";
import { contactInputSchema, contactMessages, type ContactResult } from "../../../shared/schemas/contact.ts";
import { parseInput } from "../../http/errors.ts";
import { createFixedWindowLimiter, rateLimitHook } from "../../http/rate-limit.ts";
import type { Services } from "../../services.ts";
import { newReference } from "../shop/reference.ts";

/** A person writes a few messages; a script is stopped long before it floods the team's inbox. */
export const CONTACT_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

export async function contactRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const limited = rateLimitHook(createFixedWindowLimiter(CONTACT_RATE_LIMIT), contactMessages.rateLimited);
  const contract = {
    body: contactInputSchema,
    exampleBody: {
      name: "Asha Rao",
      email: "asha@example.com",
      subject: "partnership",
      message: "We run a spice farm in Kerala and would love to work with you.",
      recipientEmail: "hello@ayurkitchen.example",
    },
  };
  app.post("/api/contact", { preHandler: limited, config: { contract } }, async (request, reply) => {
    const input = parseInput(contactInputSchema, request.body);
    // The honeypot: a bot gets the usual answer, and nothing is stored or mailed.
    const { reference } = input.website ? { reference: newReference("CT") } : await services.contact.submit(input);
    const body: ContactResult = { reference, title: contactMessages.successTitle, message: contactMessages.success };
    return reply.status(201).send(body);
  });
}
