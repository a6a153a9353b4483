import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contentRemovalInputSchema, contentRemovalMessages, type ContentRemovalResult } from "../../../shared/schemas/content-removal.ts";
import { inboxFormResultSchema } from "../../../shared/schemas/form-fields.ts";
import { rateLimitHook } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { newReference } from "../shop/reference.ts";

export const CONTENT_REMOVAL_RATE_LIMIT = RATE_LIMITS.contentRemoval;

const contentRemovalExample = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "+1 415 555 0100",
  complaintType: "copyright",
  contentUrl: "https://ayurkitchen.example/recipes/12",
  description: "The photo on this recipe is mine, taken in 2021 and published on my blog.",
  requestedAction: "credit",
};

export async function contentRemovalRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = rateLimitHook(CONTENT_REMOVAL_RATE_LIMIT, contentRemovalMessages.rateLimited);

  api.post(
    "/api/content-removal",
    {
      // Before validation, so a refused body counts towards the limit too.
      preValidation: limited,
      schema: {
        tags: ["Forms"],
        summary: "Ask for content to be removed, credited or corrected",
        description: "Stored with a reference; the team is mailed the request and the sender an acknowledgement.",
        body: contentRemovalInputSchema.meta({ examples: [contentRemovalExample] }),
        response: { 201: inboxFormResultSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      // The honeypot: a bot gets the usual answer, and nothing is stored or mailed.
      const { reference } = input.website ? { reference: newReference("CR") } : await services.contentRemoval.submit(input);
      const body: ContentRemovalResult = { reference, title: contentRemovalMessages.successTitle, message: contentRemovalMessages.success };
      return reply.status(201).send(body);
    },
  );
}
