import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { consultationInputSchema, consultationResultSchema, type ConsultationResult } from "../../../shared/schemas/consultation.ts";
import { rateLimitHook } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";

export const CONSULTATION_RATE_LIMIT = RATE_LIMITS.consultation;

const consultationExample = {
  name: "Asha Rao",
  email: "asha@example.com",
  doshaType: "vata",
  question: "Which grains suit a cold, dry winter?",
  recipeId: 1,
};

export async function consultationRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = rateLimitHook(CONSULTATION_RATE_LIMIT, "Too many questions from this address. Please try again in a few minutes.");

  api.post(
    "/api/expert-consultation",
    {
      // Before validation, so a refused body counts towards the limit too.
      preValidation: limited,
      schema: {
        tags: ["Forms"],
        summary: "Ask the Ayurvedic expert a question, from a recipe or on its own",
        description: "Stored and mailed to the expert team, with a confirmation to the asker; the expert answers by email within 24 hours.",
        body: consultationInputSchema.meta({ examples: [consultationExample] }),
        response: { 201: consultationResultSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      // The honeypot: a bot gets the usual answer (with a number like a real one), and nothing is
      // stored or mailed.
      const { id } = input.website ? { id: randomInt(1, 100_000) } : await services.consultations.submit(input);
      const body: ConsultationResult = {
        id,
        message: "Consultation request received. Our Ayurvedic expert will respond within 24 hours via email.",
      };
      return reply.status(201).send(body);
    },
  );
}
