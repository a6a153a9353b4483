import type { FastifyInstance } from "fastify";
import {
  inboxListQuerySchema,
  inboxMessageParamsSchema,
  inboxMessages as M,
  inboxReplyInputSchema,
  inboxUpdateInputSchema,
  type InboxReplyResult,
  type InboxUpdateResult,
} from "../../../shared/schemas/inbox.ts";
import { NotFoundError, parseInput } from "../../http/errors.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";

/**
 * The team's inbox: every message visitors send through the site's forms, in one list. All
 * admin-only (the guard stands in front of /api/admin*); handlers parse, call the service, shape
 * the answer.
 */
export async function inboxRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { inbox } = services;

  app.get("/api/admin/inbox", { config: { contract: { query: inboxListQuerySchema } } }, async (request) =>
    inbox.list(parseInput(inboxListQuerySchema, request.query)),
  );

  app.get("/api/admin/inbox/:kind/:id", { config: { contract: { params: inboxMessageParamsSchema } } }, async (request) => {
    const { kind, id } = parseInput(inboxMessageParamsSchema, request.params);
    const item = await inbox.getById(kind, id);
    if (!item) throw new NotFoundError(M.notFound);
    return item;
  });

  app.patch(
    "/api/admin/inbox/:kind/:id",
    {
      config: {
        contract: {
          params: inboxMessageParamsSchema,
          body: inboxUpdateInputSchema,
          exampleBody: { status: "done", internalNotes: "Answered by phone" },
        },
      },
    },
    async (request) => {
      const session = adminSessionOf(request);
      const { kind, id } = parseInput(inboxMessageParamsSchema, request.params);
      const input = parseInput(inboxUpdateInputSchema, request.body);
      const item = await inbox.update(kind, id, input, session, {
        ip: request.ip,
      });
      const body: InboxUpdateResult = {
        success: true,
        message: M.updated,
        item,
      };
      return body;
    },
  );

  app.post(
    "/api/admin/inbox/:kind/:id/replies",
    {
      config: {
        contract: {
          params: inboxMessageParamsSchema,
          body: inboxReplyInputSchema,
          exampleBody: {
            subject: "Re: your message",
            body: "Thank you for writing; the class runs every Saturday.",
          },
        },
      },
    },
    async (request, reply) => {
      const session = adminSessionOf(request);
      const { kind, id } = parseInput(inboxMessageParamsSchema, request.params);
      const input = parseInput(inboxReplyInputSchema, request.body);
      const result = await inbox.reply(kind, id, input, session, {
        ip: request.ip,
      });
      const body: InboxReplyResult = {
        success: true,
        message: M.replyQueued,
        ...result,
      };
      return reply.status(201).send(body);
    },
  );
}
