import type { FastifyInstance } from "fastify";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import {
  capacityInputSchema,
  classDeskListQuerySchema,
  classDeskMessages as M,
  sessionCancelInputSchema,
  sessionInputSchema,
  sessionListQuerySchema,
  type DeskCancelResult,
  type DeskSessionResult,
} from "../../../shared/schemas/class-desk.ts";
import { NotFoundError, parseInput } from "../../http/errors.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";

/**
 * The classes desk's API (/chef-admin): admin-only, as everything under /api/admin* is behind the
 * guard. Handlers parse, call the desk service, shape the answer.
 */
export async function classDeskRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { classDesk } = services;

  app.get("/api/admin/classes", { config: { contract: { query: classDeskListQuerySchema } } }, async (request) =>
    classDesk.listClasses(parseInput(classDeskListQuerySchema, request.query)),
  );

  app.get("/api/admin/classes/:id/sessions", { config: { contract: { params: idParamsSchema, query: sessionListQuerySchema } } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const page = await classDesk.listSessions(id, parseInput(sessionListQuerySchema, request.query));
    if (!page) throw new NotFoundError(M.classNotFound);
    return page;
  });

  app.post(
    "/api/admin/classes/:id/sessions",
    { config: { contract: { params: idParamsSchema, body: sessionInputSchema, exampleBody: { date: "2030-03-14", time: "11:00", capacity: 12 } } } },
    async (request, reply) => {
      const { id } = parseInput(idParamsSchema, request.params);
      const input = parseInput(sessionInputSchema, request.body);
      const session = await classDesk.addSession(id, input, adminSessionOf(request), { ip: request.ip });
      const body: DeskSessionResult = { success: true, message: M.sessionAdded, session };
      return reply.status(201).send(body);
    },
  );

  app.get("/api/admin/class-sessions/:id", { config: { contract: { params: idParamsSchema } } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const detail = await classDesk.sessionDetail(id);
    if (!detail) throw new NotFoundError(M.sessionNotFound);
    return detail;
  });

  app.patch(
    "/api/admin/class-sessions/:id",
    { config: { contract: { params: idParamsSchema, body: capacityInputSchema, exampleBody: { capacity: 16 } } } },
    async (request) => {
      const { id } = parseInput(idParamsSchema, request.params);
      const input = parseInput(capacityInputSchema, request.body);
      const session = await classDesk.changeCapacity(id, input, adminSessionOf(request), { ip: request.ip });
      const body: DeskSessionResult = { success: true, message: M.capacityChanged, session };
      return body;
    },
  );

  app.post(
    "/api/admin/class-sessions/:id/cancel",
    { config: { contract: { params: idParamsSchema, body: sessionCancelInputSchema, exampleBody: { reason: "Our chef is unwell" } } } },
    async (request) => {
      const { id } = parseInput(idParamsSchema, request.params);
      const input = parseInput(sessionCancelInputSchema, request.body ?? {});
      const result = await classDesk.cancelSession(id, input, adminSessionOf(request), { ip: request.ip });
      const body: DeskCancelResult = { success: true, message: M.sessionCancelledDone, ...result };
      return body;
    },
  );
}
