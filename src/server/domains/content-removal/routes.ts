import type { FastifyInstance } from "fastify";
import { contentRemovalInputSchema, contentRemovalMessages, type ContentRemovalResult } from "../../../shared/schemas/content-removal.ts";
import { parseInput } from "../../http/errors.ts";
import { rateLimitHook } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import type { Services } from "../../services.ts";
import { newReference } from "../shop/reference.ts";

export const CONTENT_REMOVAL_RATE_LIMIT = RATE_LIMITS.contentRemoval;

export async function contentRemovalRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const limited = rateLimitHook(CONTENT_REMOVAL_RATE_LIMIT, contentRemovalMessages.rateLimited);
  const contract = {
    body: contentRemovalInputSchema,
    exampleBody: {
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+1 415 555 0100",
      complaintType: "copyright",
      contentUrl: "https://ayurkitchen.example/recipes/12",
      description: "The photo on this recipe is mine, taken in 2021 and published on my blog.",
      requestedAction: "credit",
    },
  };
  app.post("/api/content-removal", { preHandler: limited, config: { contract } }, async (request, reply) => {
    const input = parseInput(contentRemovalInputSchema, request.body);
    // The honeypot: a bot gets the usual answer, and nothing is stored or mailed.
    const { reference } = input.website ? { reference: newReference("CR") } : await services.contentRemoval.submit(input);
    const body: ContentRemovalResult = { reference, title: contentRemovalMessages.successTitle, message: contentRemovalMessages.success };
    return reply.status(201).send(body);
  });
}
