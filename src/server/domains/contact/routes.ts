import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contactInputSchema, contactMessages, type ContactResult } from "../../../shared/schemas/contact.ts";
import { inboxFormResultSchema } from "../../../shared/schemas/form-fields.ts";
import { rateLimitHook } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { newReference } from "../shop/reference.ts";

export const CONTACT_RATE_LIMIT = RATE_LIMITS.contact;

const contactExample = {
  name: "Asha Rao",
  email: "asha@example.com",
  // The subject list's label, as published; its key ("partnership") is taken too.
  subject: "Partnership",
  message: "We run a spice farm in Kerala and would love to work with you.",
  recipientEmail: "hello@ayurkitchen.example",
};

export async function contactRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = rateLimitHook(CONTACT_RATE_LIMIT, contactMessages.rateLimited);

  api.post(
    "/api/contact",
    {
      // Before validation, so a refused body counts towards the limit too.
      preValidation: limited,
      schema: {
        tags: ["Forms"],
        summary: "Send the team a message from the contact form",
        description:
          "Stored with a reference; the team is mailed the message and the sender an acknowledgement that repeats nothing they typed. " +
          "The subject is a key (general-inquiry) or the subject list's label (General Inquiry); recipientEmail is kept, never mailed.",
        body: contactInputSchema.meta({ examples: [contactExample] }),
        response: { 201: inboxFormResultSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      // The honeypot: a bot gets the usual answer, and nothing is stored or mailed.
      const { reference } = input.website ? { reference: newReference("CT") } : await services.contact.submit(input);
      const body: ContactResult = { reference, title: contactMessages.successTitle, message: contactMessages.success };
      return reply.status(201).send(body);
    },
  );
}
