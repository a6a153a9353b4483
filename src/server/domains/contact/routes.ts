import type { FastifyInstance } from "fastify";
import { contactInputSchema, contactMessages, type ContactResult } from "../../../shared/schemas/contact.ts";
import { parseInput } from "../../http/errors.ts";
import { rateLimitHook } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import type { Services } from "../../services.ts";
import { newReference } from "../shop/reference.ts";

export const CONTACT_RATE_LIMIT = RATE_LIMITS.contact;

export async function contactRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const limited = rateLimitHook(CONTACT_RATE_LIMIT, contactMessages.rateLimited);
  const contract = {
    body: contactInputSchema,
    exampleBody: {
      name: "Asha Rao",
      email: "asha@example.com",
      // The subject list's label, as published; its key ("partnership") is taken too.
      subject: "Partnership",
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
