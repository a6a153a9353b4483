import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  inboxListQuerySchema,
  inboxMessageParamsSchema,
  inboxMessageSchema,
  inboxMessages as M,
  inboxPageSchema,
  inboxReplyInputSchema,
  inboxReplyResultSchema,
  inboxUpdateInputSchema,
  inboxUpdateResultSchema,
  type InboxReplyResult,
  type InboxUpdateResult,
} from "../../../shared/schemas/inbox.ts";
import { NotFoundError } from "../../http/errors.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";

const tags = ["Admin"];
/** An admin sign-in: the admin cookie, or its token as a Bearer header. */
const security: Record<string, string[]>[] = [{ adminCookie: [] }, { adminBearer: [] }];

/**
 * The team's inbox: every message visitors send through the site's forms, in one list. All
 * admin-only (the guard stands in front of /api/admin*); Fastify checks the input against the
 * contracts, handlers call the service and shape the answer.
 */
export async function inboxRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { inbox } = services;

  api.get(
    "/api/admin/inbox",
    {
      schema: {
        tags,
        security,
        summary: "Every message the site's forms received, newest first, by kind, status and search",
        description:
          "The search looks for every word in the name, email, reference and text. The counts per status follow the kind chosen.",
        querystring: inboxListQuerySchema,
        response: { 200: inboxPageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => inbox.list(request.query),
  );

  api.get(
    "/api/admin/inbox/:kind/:id",
    {
      schema: {
        tags,
        security,
        summary: "One message with every field the visitor filled in and the team's replies",
        params: inboxMessageParamsSchema,
        response: { 200: inboxMessageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const item = await inbox.getById(request.params.kind, request.params.id);
      if (!item) throw new NotFoundError(M.notFound);
      return item;
    },
  );

  api.patch(
    "/api/admin/inbox/:kind/:id",
    {
      schema: {
        tags,
        security,
        summary: "Change a message's status, its internal notes (blank clears them), or both",
        params: inboxMessageParamsSchema,
        body: inboxUpdateInputSchema.meta({ examples: [{ status: "done", internalNotes: "Answered by phone" }] }),
        response: { 200: inboxUpdateResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const item = await inbox.update(kind, id, request.body, adminSessionOf(request), { ip: request.ip });
      const body: InboxUpdateResult = { success: true, message: M.updated, item };
      return body;
    },
  );

  api.post(
    "/api/admin/inbox/:kind/:id/replies",
    {
      schema: {
        tags,
        security,
        summary: "Reply to a message by email",
        description:
          "The reply goes to the address stored with the message (there is no recipient field) through the outbox; " +
          "a new message moves to in progress.",
        params: inboxMessageParamsSchema,
        body: inboxReplyInputSchema.meta({
          examples: [{ subject: "Re: your message", body: "Thank you for writing; the class runs every Saturday." }],
        }),
        response: { 201: inboxReplyResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const result = await inbox.reply(kind, id, request.body, adminSessionOf(request), { ip: request.ip });
      const body: InboxReplyResult = { success: true, message: M.replyQueued, ...result };
      return reply.status(201).send(body);
    },
  );
}
