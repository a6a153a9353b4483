import type { FastifyInstance } from "fastify";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { ENQUIRY_KINDS } from "./kinds.ts";

/**
 * One route per message form, all declared the same way: the kind's contract and answer, its
 * rate limit (taken before validation, so refused bodies count too) and the honeypot, whose
 * catch gets the usual 201 with nothing stored or mailed.
 */
export async function enquiryRoutes(app: FastifyInstance, { services }: { services: Services }) {
  for (const kind of ENQUIRY_KINDS) {
    app.post(
      kind.path,
      {
        config: {
          rateLimit: kind.rateLimit,
          honeypot: () => ({ status: 201, body: kind.answer.of(kind.decoyReceipt()) }),
        },
        schema: {
          tags: ["Forms"],
          summary: kind.doc.summary,
          description: kind.doc.description,
          body: kind.input.meta({ examples: [kind.doc.example] }),
          response: { 201: kind.answer.schema, ...errorAnswers(400, 429) },
        },
      },
      async (request, reply) => {
        const receipt = await services.enquiries.submit(kind, request.body);
        return reply.status(201).send(kind.answer.of(receipt));
      },
    );
  }
}
