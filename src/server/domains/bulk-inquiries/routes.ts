import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  bulkInquiryInputSchema,
  bulkInquiryMessages,
  bulkInquiryResultSchema,
  type BulkInquiryResult,
} from "../../../shared/schemas/bulk-inquiry.ts";
import { rateLimitHook } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { newReference } from "../shop/reference.ts";

export const BULK_INQUIRY_RATE_LIMIT = RATE_LIMITS.bulkInquiry;

const bulkInquiryExample = {
  productName: "Organic Ground Turmeric",
  quantity: 200,
  buyerName: "Asha Rao",
  email: "asha@example.com",
  phone: "+1 415 555 0100",
  message: "Monthly supply for our cafe, delivered to San Jose.",
  productId: 20,
};

export async function bulkInquiryRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = rateLimitHook(BULK_INQUIRY_RATE_LIMIT, bulkInquiryMessages.rateLimited);

  api.post(
    "/api/bulk-inquiries",
    {
      // Before validation, so a refused body counts towards the limit too.
      preValidation: limited,
      schema: {
        tags: ["Forms"],
        summary: "Ask for a bulk order of a shop product",
        description: "Stored with a reference; the team is mailed the enquiry and the buyer an acknowledgement.",
        body: bulkInquiryInputSchema.meta({ examples: [bulkInquiryExample] }),
        response: { 201: bulkInquiryResultSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      // The honeypot: a bot gets the usual answer, and nothing is stored or mailed.
      const { reference } = input.website ? { reference: newReference("BQ") } : await services.bulkInquiries.submit(input);
      const body: BulkInquiryResult = { reference, title: bulkInquiryMessages.successTitle, message: bulkInquiryMessages.success };
      return reply.status(201).send(body);
    },
  );
}
