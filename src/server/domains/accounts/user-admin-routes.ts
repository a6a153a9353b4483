import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import {
  adminUserPageSchema,
  adminUserRowSchema,
  userAdminMessages as M,
  userListQuerySchema,
  userStatusInputSchema,
  userStatusResultSchema,
  type UserStatusResult,
} from "../../../shared/schemas/user-admin.ts";
import { NotFoundError } from "../../http/errors.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";

const tags = ["Admin"];
/** An admin sign-in: the admin cookie, or its token as a Bearer header. */
const security: Record<string, string[]>[] = [{ adminCookie: [] }, { adminBearer: [] }];

/** The user list's routes (admin-only: the guard covers everything under /api/admin*). */
export async function userAdminRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { users } = services;

  api.get(
    "/api/admin/users",
    {
      schema: {
        tags,
        security,
        summary: "Visitor accounts, newest first, by status and search over name and address, with the count of each status",
        querystring: userListQuerySchema,
        response: { 200: adminUserPageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => users.listUsers(request.query),
  );

  api.get(
    "/api/admin/users/:id",
    {
      schema: {
        tags,
        security,
        summary: "One visitor account",
        params: idParamsSchema,
        response: { 200: adminUserRowSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const item = await users.getUserById(request.params.id);
      if (!item) throw new NotFoundError(M.notFound);
      return item;
    },
  );

  api.patch(
    "/api/admin/users/:id",
    {
      schema: {
        tags,
        security,
        summary: "Suspend an account (every session ends at once) or activate it",
        description: "Activating a pending account lets it sign in without its verification link. The same status again is 409.",
        params: idParamsSchema,
        body: userStatusInputSchema.meta({ examples: [{ status: "suspended" }] }),
        response: { 200: userStatusResultSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const input = request.body;
      const { item, sessionsEnded } = await users.setUserStatus(request.params.id, input, adminSessionOf(request), { ip: request.ip });
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
