import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { consultationInputSchema, type ConsultationResult } from "../../../shared/schemas/consultation.ts";
import { parseInput } from "../../http/errors.ts";
import { rateLimitHook } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import type { Services } from "../../services.ts";

export const CONSULTATION_RATE_LIMIT = RATE_LIMITS.consultation;

export async function consultationRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const limited = rateLimitHook(CONSULTATION_RATE_LIMIT, "Too many questions from this address. Please try again in a few minutes.");

  const contract = {
    body: consultationInputSchema,
    exampleBody: {
      name: "Asha Rao",
      email: "asha@example.com",
      doshaType: "vata",
      question: "Which grains suit a cold, dry winter?",
      recipeId: 1,
    },
  };
  app.post("/api/expert-consultation", { preHandler: limited, config: { contract } }, async (request, reply) => {
    const input = parseInput(consultationInputSchema, request.body);
    // The honeypot: a bot gets the usual answer (with a number like a real one), and nothing is
    // stored or mailed.
    const { id } = input.website ? { id: randomInt(1, 100_000) } : await services.consultations.submit(input);
    const body: ConsultationResult = {
      id,
      message: "Consultation request received. Our Ayurvedic expert will respond within 24 hours via email.",
    };
    return reply.status(201).send(body);
  });
}
