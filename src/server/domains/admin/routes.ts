import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  ADMIN_SESSION_SECONDS,
  adminLoginInputSchema,
  adminMessages,
  adminPasswordChangeInputSchema,
  imageUpdateInputSchema,
  type AdminLoginResult,
  type AdminMeResult,
  type AdminMessageResult,
  type ImageUpdateResult,
} from "../../../shared/schemas/admin.ts";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import { parseInput } from "../../http/errors.ts";
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

/**
 * Admin sign-in and the admin API. The guard (guard.ts) sits in front of every
 * route here but the login, and in front of the two image routes marked `adminOnly`.
 */
export async function adminRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { admin } = services;
  const siteUrl = services.config.siteUrl;
  const cookies = siteCookies(siteUrl);
  const clearAdminCookie = (request: FastifyRequest, reply: FastifyReply) => reply.header("set-cookie", cookies.expire("admin", request));

  app.post(
    "/api/admin-auth/login",
    // Its refusals answer `success: false` beside the message, as its success answers `success: true`.
    {
      config: {
        refusalsSayUnsuccessful: true,
        contract: { body: adminLoginInputSchema, exampleBody: { username: "admin", password: EXAMPLE_PASSWORD } },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // No session cookie rides on a sign-in, but a page of another site must not sign a visitor in either.
      if (request.headers.origin !== undefined) assertSameOrigin(request, siteUrl);
      const input = parseInput(adminLoginInputSchema, request.body);
      const {
        token,
        admin: summary,
        expiresAt,
        deviceToken,
      } = await admin.login(input, { ip: request.ip, deviceToken: cookies.read(request.headers.cookie, "device") });
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

  app.get("/api/admin-auth/me", { config: { contract: {} } }, async (request) => {
    const body: AdminMeResult = { success: true, admin: adminSessionOf(request).admin };
    return body;
  });

  app.post("/api/admin-auth/logout", { config: { contract: { readsNoInput: true } } }, async (request, reply) => {
    await admin.logout(adminSessionOf(request), { ip: request.ip });
    clearAdminCookie(request, reply);
    const body: AdminMessageResult = { success: true, message: adminMessages.loggedOut };
    return body;
  });

  app.post(
    "/api/admin-auth/change-password",
    {
      config: {
        contract: {
          body: adminPasswordChangeInputSchema,
          exampleBody: { currentPassword: EXAMPLE_PASSWORD, newPassword: "Turmeric-Ginger-77", confirmPassword: "Turmeric-Ginger-77" },
        },
      },
    },
    async (request, reply) => {
      const session = adminSessionOf(request);
      const input = parseInput(adminPasswordChangeInputSchema, request.body);
      await admin.changePassword(session, input, { ip: request.ip });
      // Every session of this admin has ended, this one too.
      clearAdminCookie(request, reply);
      const body: AdminMessageResult = { success: true, message: adminMessages.passwordChanged };
      return body;
    },
  );

  app.get("/api/admin/dashboard", { config: { contract: {} } }, async () => admin.dashboard());

  app.get("/api/admin/activity", { config: { contract: { query: activityQuerySchema } } }, async (request) => {
    const { limit } = parseInput(activityQuerySchema, request.query);
    return { data: await admin.recentActivity(limit) };
  });

  // The image manager's calls. The spec leaves them open; here they are admin-only.
  for (const kind of ["recipe", "product"] as const) {
    const url = kind === "recipe" ? "/api/recipes/:id" : "/api/products/:id";
    app.patch(
      url,
      {
        config: {
          adminOnly: true,
          contract: { params: idParamsSchema, body: imageUpdateInputSchema, exampleBody: { image: "https://images.example.com/dal.webp" } },
        },
      },
      async (request) => {
        const session = adminSessionOf(request);
        const { id } = parseInput(idParamsSchema, request.params);
        const { image } = parseInput(imageUpdateInputSchema, request.body);
        await admin.changeImage(kind, id, image, session, { ip: request.ip });
        const body: ImageUpdateResult = { success: true, message: adminMessages.imageUpdated, id, image };
        return body;
      },
    );
  }
}
