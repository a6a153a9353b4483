import type { FastifyInstance } from "fastify";
import { sponsorshipInputSchema, sponsorshipMessages, type SponsorshipResult } from "../../../shared/schemas/sponsorship.ts";
import { parseInput } from "../../http/errors.ts";
import { rateLimitHook } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import type { Services } from "../../services.ts";
import { newReference } from "../shop/reference.ts";

export const SPONSORSHIP_RATE_LIMIT = RATE_LIMITS.sponsorship;

export async function sponsorshipRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const limited = rateLimitHook(SPONSORSHIP_RATE_LIMIT, sponsorshipMessages.rateLimited);
  const contract = {
    body: sponsorshipInputSchema,
    exampleBody: {
      companyName: "Spice Route Foods",
      contactName: "Asha Rao",
      email: "asha@example.com",
      phone: "+1 415 555 0100",
      website: "https://spiceroute.example",
      sponsorshipType: "recipe-sponsor",
      budget: "1000-2500",
      duration: "3-months",
      objectives: "Introduce our organic turmeric to home cooks.",
      description: "Three sponsored recipes a month.",
    },
  };
  app.post("/api/sponsor", { preHandler: limited, config: { contract } }, async (request, reply) => {
    const input = parseInput(sponsorshipInputSchema, request.body);
    // The honeypot (`homepage`; the form's real `website` field is the company's site).
    const { reference } = input.homepage ? { reference: newReference("SP") } : await services.sponsorships.submit(input);
    const body: SponsorshipResult = { reference, title: sponsorshipMessages.successTitle, message: sponsorshipMessages.success };
    return reply.status(201).send(body);
  });
}
