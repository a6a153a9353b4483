import type { FastifyInstance } from "fastify";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import {
  userAdminMessages as M,
  userListQuerySchema,
  userStatusInputSchema,
  type UserStatusResult,
} from "../../../shared/schemas/user-admin.ts";
import { NotFoundError, parseInput } from "../../http/errors.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";

/** The user list's routes (admin-only: the guard covers everything under /api/admin*). */
export async function userAdminRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { users } = services;

  app.get("/api/admin/users", { config: { contract: { query: userListQuerySchema } } }, async (request) =>
    users.listUsers(parseInput(userListQuerySchema, request.query)),
  );

  app.get("/api/admin/users/:id", { config: { contract: { params: idParamsSchema } } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const item = await users.getUserById(id);
    if (!item) throw new NotFoundError(M.notFound);
    return item;
  });

  app.patch(
    "/api/admin/users/:id",
    { config: { contract: { params: idParamsSchema, body: userStatusInputSchema, exampleBody: { status: "suspended" } } } },
    async (request) => {
      const session = adminSessionOf(request);
      const { id } = parseInput(idParamsSchema, request.params);
      const input = parseInput(userStatusInputSchema, request.body);
      const { item, sessionsEnded } = await users.setUserStatus(id, input, session, { ip: request.ip });
      const body: UserStatusResult = {
        success: true,
        message: input.status === "suspended" ? M.suspended : M.activated,
        item,
        sessionsEnded,
      };
      return body;
    },
  );
}
