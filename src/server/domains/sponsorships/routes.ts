import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { inboxFormResultSchema } from "../../../shared/schemas/form-fields.ts";
import { sponsorshipInputSchema, sponsorshipMessages, type SponsorshipResult } from "../../../shared/schemas/sponsorship.ts";
import { rateLimitHook } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { newReference } from "../shop/reference.ts";

export const SPONSORSHIP_RATE_LIMIT = RATE_LIMITS.sponsorship;

const sponsorshipExample = {
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
};

export async function sponsorshipRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = rateLimitHook(SPONSORSHIP_RATE_LIMIT, sponsorshipMessages.rateLimited);

  api.post(
    "/api/sponsor",
    {
      // Before validation, so a refused body counts towards the limit too.
      preValidation: limited,
      schema: {
        tags: ["Forms"],
        summary: "Propose a sponsorship",
        description:
          "Stored with a reference; the team is mailed the proposal and the sender an acknowledgement. " +
          "`website` is the company's site; the hidden field people never fill is `homepage`.",
        body: sponsorshipInputSchema.meta({ examples: [sponsorshipExample] }),
        response: { 201: inboxFormResultSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      // The honeypot (`homepage`; the form's real `website` field is the company's site).
      const { reference } = input.homepage ? { reference: newReference("SP") } : await services.sponsorships.submit(input);
      const body: SponsorshipResult = { reference, title: sponsorshipMessages.successTitle, message: sponsorshipMessages.success };
      return reply.status(201).send(body);
    },
  );
}
