import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ADMIN_SESSION_SECONDS,
  adminActivityListSchema,
  adminDashboardSchema,
  adminLoginInputSchema,
  adminLoginResultSchema,
  adminMeResultSchema,
  adminMessageResultSchema,
  adminMessages,
  adminPasswordChangeInputSchema,
  adminRefusalSchema,
  imageUpdateInputSchema,
  imageUpdateResultSchema,
  type AdminLoginResult,
  type AdminMeResult,
  type AdminMessageResult,
  type ImageUpdateResult,
} from "../../../shared/schemas/admin.ts";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import { errorAnswers, type ErrorStatus } from "../../http/responses.ts";
import { siteCookies } from "../../security/cookies.ts";
import { DEVICE_MEMORY_SECONDS } from "../../security/known-devices.ts";
import { assertSameOrigin } from "../../security/same-origin.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "./guard.ts";

const activityQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(20),
});

const EXAMPLE_PASSWORD = "Saffron-Lentil-42";

const tags = ["Admin"];
/** An admin sign-in: the admin cookie, or its token as a Bearer header. */
const security: Record<string, string[]>[] = [{ adminCookie: [] }, { adminBearer: [] }];

/** The sign-in's error answers: each status's usual meaning, the answer with `success: false`. */
function refusals(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    Object.entries(errorAnswers(...statuses)).map(([status, answer]) => [status, adminRefusalSchema.describe(answer.description ?? "")]),
  ) as Record<ErrorStatus, typeof adminRefusalSchema>;
}

/**
 * Admin sign-in and the admin API. The guard (guard.ts) sits in front of every
 * route here but the login, and in front of the two image routes marked `adminOnly`.
 */
export async function adminRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = services;
  const siteUrl = services.config.siteUrl;
  const cookies = siteCookies(siteUrl);
  const clearAdminCookie = (request: FastifyRequest, reply: FastifyReply) => reply.header("set-cookie", cookies.expire("admin", request));

  api.post(
    "/api/admin-auth/login",
    {
      // Its refusals answer `success: false` beside the message, as its success answers `success: true`.
      config: { refusalsSayUnsuccessful: true },
      // No session cookie rides on a sign-in, but a page of another site must not sign a visitor in
      // either; checked before the body, so such a page learns nothing from the validation.
      preValidation: async (request, reply) => {
        reply.header("cache-control", "no-store");
        if (request.headers.origin !== undefined) assertSameOrigin(request, siteUrl);
      },
      schema: {
        tags,
        summary: "Sign in as an admin",
        description:
          "Sets the HttpOnly admin cookie for 24 hours and answers the same token as jwtToken, for API clients sending " +
          "`Authorization: Bearer`. Refusals answer `success: false` beside the message.",
        body: adminLoginInputSchema.meta({ examples: [{ username: "admin", password: EXAMPLE_PASSWORD }] }),
        response: { 200: adminLoginResultSchema, ...refusals(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const {
        token,
        admin: summary,
        expiresAt,
        deviceToken,
      } = await admin.login(request.body, { ip: request.ip, deviceToken: cookies.read(request.headers.cookie, "device") });
      reply.header("set-cookie", [
        cookies.set("admin", token, request, ADMIN_SESSION_SECONDS),
        cookies.set("device", deviceToken, request, DEVICE_MEMORY_SECONDS),
      ]);
      const body: AdminLoginResult = {
        success: true,
        jwtToken: token,
        admin: summary,
        message: adminMessages.loginSucceeded,
        expiresAt: expiresAt.toISOString(),
      };
      return body;
    },
  );

  api.get(
    "/api/admin-auth/me",
    {
      schema: {
        tags,
        security,
        summary: "The signed-in admin",
        response: { 200: adminMeResultSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const body: AdminMeResult = { success: true, admin: adminSessionOf(request).admin };
      return body;
    },
  );

  api.post(
    "/api/admin-auth/logout",
    {
      config: { readsNoInput: true },
      schema: {
        tags,
        security,
        summary: "Sign out: the admin session ends and its cookie is cleared",
        response: { 200: adminMessageResultSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request, reply) => {
      await admin.logout(adminSessionOf(request), { ip: request.ip });
      clearAdminCookie(request, reply);
      const body: AdminMessageResult = { success: true, message: adminMessages.loggedOut };
      return body;
    },
  );

  api.post(
    "/api/admin-auth/change-password",
    {
      schema: {
        tags,
        security,
        summary: "Change the admin's password, with the current one",
        description: "Every session of this admin ends, this one too: the next step is to sign in again.",
        body: adminPasswordChangeInputSchema.meta({
          examples: [{ currentPassword: EXAMPLE_PASSWORD, newPassword: "Turmeric-Ginger-77", confirmPassword: "Turmeric-Ginger-77" }],
        }),
        response: { 200: adminMessageResultSchema, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await admin.changePassword(adminSessionOf(request), request.body, { ip: request.ip });
      // Every session of this admin has ended, this one too.
      clearAdminCookie(request, reply);
      const body: AdminMessageResult = { success: true, message: adminMessages.passwordChanged };
      return body;
    },
  );

  api.get(
    "/api/admin/dashboard",
    {
      schema: {
        tags,
        security,
        summary: "The admin home's figures: what waits for review and for the team, and whether the site's machinery works",
        response: { 200: adminDashboardSchema, ...errorAnswers(401) },
      },
    },
    async () => admin.dashboard(),
  );

  api.get(
    "/api/admin/activity",
    {
      schema: {
        tags,
        security,
        summary: "The latest lines of the audit log, newest first",
        querystring: activityQuerySchema,
        response: { 200: adminActivityListSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => ({ data: await admin.recentActivity(request.query.limit) }),
  );

  // The image manager's calls. The spec leaves them open; here they are admin-only.
  for (const kind of ["recipe", "product"] as const) {
    const url = kind === "recipe" ? "/api/recipes/:id" : "/api/products/:id";
    api.patch(
      url,
      {
        config: { adminOnly: true },
        schema: {
          tags,
          security,
          summary: `Change a ${kind}'s image (the image manager)`,
          description: "An https:// address or a path on this site.",
          params: idParamsSchema,
          body: imageUpdateInputSchema.meta({ examples: [{ image: "https://images.example.com/dal.webp" }] }),
          response: { 200: imageUpdateResultSchema, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { image } = request.body;
        await admin.changeImage(kind, id, image, adminSessionOf(request), { ip: request.ip });
        const body: ImageUpdateResult = { success: true, message: adminMessages.imageUpdated, id, image };
        return body;
      },
    );
  }
}
