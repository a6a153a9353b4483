import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import {
  capacityInputSchema,
  classDeskListQuerySchema,
  classDeskMessages as M,
  deskCancelResultSchema,
  deskClassPageSchema,
  deskSessionDetailSchema,
  deskSessionResultSchema,
  deskSessionPageSchema,
  sessionCancelInputSchema,
  sessionInputSchema,
  sessionListQuerySchema,
} from "../../../shared/schemas/class-desk.ts";
import { NotFoundError } from "../../http/errors.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";

const tags = ["Admin"];
/** An admin sign-in: the admin cookie, or its token as a Bearer header. */
const security: Record<string, string[]>[] = [{ adminCookie: [] }, { adminBearer: [] }];

/**
 * The classes desk's API (/chef-admin): admin-only, as everything under /api/admin* is behind the
 * guard. Fastify checks the input against the contracts; handlers call the desk service and shape
 * the answer.
 */
export async function classDeskRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { classDesk } = services;

  api.get(
    "/api/admin/classes",
    {
      schema: {
        tags,
        security,
        summary: "Every class with its upcoming sessions summed up",
        querystring: classDeskListQuerySchema,
        response: { 200: deskClassPageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => classDesk.listClasses(request.query),
  );

  api.get(
    "/api/admin/classes/:id/sessions",
    {
      schema: {
        tags,
        security,
        summary: "A class's sessions, upcoming (soonest first) or past (latest first), cancelled ones included",
        params: idParamsSchema,
        querystring: sessionListQuerySchema,
        response: { 200: deskSessionPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const page = await classDesk.listSessions(request.params.id, request.query);
      if (!page) throw new NotFoundError(M.classNotFound);
      return page;
    },
  );

  api.post(
    "/api/admin/classes/:id/sessions",
    {
      schema: {
        tags,
        security,
        summary: "Add a session at a date and time on the kitchen's clock",
        params: idParamsSchema,
        body: sessionInputSchema.meta({ examples: [{ date: "2030-03-14", time: "11:00", capacity: 12 }] }),
        response: { 201: deskSessionResultSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const session = await classDesk.addSession(request.params.id, request.body, adminSessionOf(request), { ip: request.ip });
      return reply.status(201).send({ success: true as const, message: M.sessionAdded, session });
    },
  );

  api.get(
    "/api/admin/class-sessions/:id",
    {
      schema: {
        tags,
        security,
        summary: "A session with its attendees and its waiting list",
        params: idParamsSchema,
        response: { 200: deskSessionDetailSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const detail = await classDesk.sessionDetail(request.params.id);
      if (!detail) throw new NotFoundError(M.sessionNotFound);
      return detail;
    },
  );

  api.patch(
    "/api/admin/class-sessions/:id",
    {
      schema: {
        tags,
        security,
        summary: "Change a session's capacity, never below the seats taken",
        params: idParamsSchema,
        body: capacityInputSchema.meta({ examples: [{ capacity: 16 }] }),
        response: { 200: deskSessionResultSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const session = await classDesk.changeCapacity(request.params.id, request.body, adminSessionOf(request), { ip: request.ip });
      return { success: true as const, message: M.capacityChanged, session };
    },
  );

  api.post(
    "/api/admin/class-sessions/:id/cancel",
    {
      schema: {
        tags,
        security,
        summary: "Cancel a session: its bookings are cancelled, its seats released, its attendees and waiting list mailed",
        params: idParamsSchema,
        body: sessionCancelInputSchema.meta({ examples: [{ reason: "Our chef is unwell" }] }),
        response: { 200: deskCancelResultSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const result = await classDesk.cancelSession(request.params.id, request.body, adminSessionOf(request), { ip: request.ip });
      return { success: true as const, message: M.sessionCancelledDone, ...result };
    },
  );
}
