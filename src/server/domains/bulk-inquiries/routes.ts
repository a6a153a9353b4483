import type { FastifyInstance } from "fastify";
import { bulkInquiryInputSchema, bulkInquiryMessages, type BulkInquiryResult } from "../../../shared/schemas/bulk-inquiry.ts";
import { parseInput } from "../../http/errors.ts";
import { rateLimitHook } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import type { Services } from "../../services.ts";
import { newReference } from "../shop/reference.ts";

export const BULK_INQUIRY_RATE_LIMIT = RATE_LIMITS.bulkInquiry;

export async function bulkInquiryRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const limited = rateLimitHook(BULK_INQUIRY_RATE_LIMIT, bulkInquiryMessages.rateLimited);
  const contract = {
    body: bulkInquiryInputSchema,
    exampleBody: {
      productName: "Organic Ground Turmeric",
      quantity: 200,
      buyerName: "Asha Rao",
      email: "asha@example.com",
      phone: "+1 415 555 0100",
      message: "Monthly supply for our cafe, delivered to San Jose.",
      productId: 20,
    },
  };
  app.post("/api/bulk-inquiries", { preHandler: limited, config: { contract } }, async (request, reply) => {
    const input = parseInput(bulkInquiryInputSchema, request.body);
    // The honeypot: a bot gets the usual answer, and nothing is stored or mailed.
    const { reference } = input.website ? { reference: newReference("BQ") } : await services.bulkInquiries.submit(input);
    const body: BulkInquiryResult = { reference, title: bulkInquiryMessages.successTitle, message: bulkInquiryMessages.success };
    return reply.status(201).send(body);
  });
}
