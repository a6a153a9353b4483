import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  ACCOUNT_API,
  accountDeletionSchema,
  accountMessages,
  emailChangeSchema,
  emailVerificationSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  registrationInputSchema,
  savedListsMergeSchema,
  savedSearchInputSchema,
  signInInputSchema,
  type AccountMessageResult,
  type SignInResult,
} from "../../../shared/schemas/account.ts";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import { HttpError, NotFoundError, parseInput } from "../../http/errors.ts";
import { siteCookies } from "../../security/cookies.ts";
import { DEVICE_MEMORY_SECONDS } from "../../security/known-devices.ts";
import { assertSameOrigin } from "../../security/same-origin.ts";
import type { Services } from "../../services.ts";
import { userAdminRoutes } from "./user-admin-routes.ts";

const savedSearchParamsSchema = z.object({ id: savedSearchInputSchema.shape.id });

const EXAMPLE_REGISTRATION = {
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.com",
  phone: "+1 415 555 0134",
  password: "Kitchen@2026",
  confirmPassword: "Kitchen@2026",
  dateOfBirth: "1990-04-12",
  gender: "female",
  country: "india",
  cookingLevel: "intermediate",
  newsletter: true,
  terms: true,
  privacy: true,
};

/**
 * Registration, sign-in and the signed-in visitor's own data. Requests that change something on
 * the strength of the session cookie (and the sign-in itself) must come from the site's pages.
 */
export async function accountRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const accounts = services.accounts;
  const siteUrl = services.config.siteUrl;
  const cookies = siteCookies(siteUrl);
  const deviceOf = (request: FastifyRequest) => cookies.read(request.headers.cookie, "device");

  /** The signed-in session behind a request, or 401; state changes also need the site's Origin. */
  async function requireSession(request: FastifyRequest) {
    assertSameOrigin(request, siteUrl);
    const session = await accounts.sessionFromCookie(request.headers.cookie);
    if (!session) throw new HttpError(401, accountMessages.signInRequired);
    return session;
  }

  const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) =>
    reply.header("set-cookie", cookies.expire("session", request)).header("cache-control", "no-store");

  app.post(
    ACCOUNT_API.register,
    { config: { contract: { body: registrationInputSchema, exampleBody: EXAMPLE_REGISTRATION } } },
    async (request, reply) => {
      const input = parseInput(registrationInputSchema, request.body);
      // The honeypot (`nickname`): a bot gets the usual answer and nothing is stored or mailed.
      if (!input.nickname) await accounts.register(input, request.ip);
      const body: AccountMessageResult = { message: accountMessages.registered };
      return reply.status(201).send(body);
    },
  );

  app.post(
    ACCOUNT_API.signIn,
    {
      config: {
        contract: { body: signInInputSchema, exampleBody: { email: "asha@example.com", password: "Kitchen@2026", rememberMe: false } },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request, siteUrl);
      const input = parseInput(signInInputSchema, request.body);
      // A token the browser already holds is ended: signing in always starts a new session.
      await accounts.signOut(request.headers.cookie);
      const session = await accounts.signIn(input, { ip: request.ip, deviceToken: deviceOf(request) });
      const body: SignInResult = { message: accountMessages.signedIn, account: session.account };
      return reply
        .header("set-cookie", [
          cookies.set("session", session.token, request, session.maxAgeSeconds),
          cookies.set("device", session.deviceToken, request, DEVICE_MEMORY_SECONDS),
        ])
        .header("cache-control", "no-store")
        .send(body);
    },
  );

  app.post(ACCOUNT_API.signOut, { config: { contract: { readsNoInput: true } } }, async (request, reply) => {
    assertSameOrigin(request, siteUrl);
    await accounts.signOut(request.headers.cookie);
    const body: AccountMessageResult = { message: accountMessages.signedOut };
    return clearSessionCookie(request, reply).send(body);
  });

  app.get(ACCOUNT_API.me, { config: { contract: {} } }, async (request, reply) => {
    const account = await accounts.signedInAccount(request.headers.cookie);
    if (!account) throw new HttpError(401, accountMessages.signInRequired);
    return reply.header("cache-control", "private, no-store").send({ account });
  });

  app.post(
    ACCOUNT_API.forgotPassword,
    { config: { contract: { body: passwordResetRequestSchema, exampleBody: { email: "asha@example.com" } } } },
    async (request, reply) => {
      const input = parseInput(passwordResetRequestSchema, request.body);
      await accounts.requestPasswordReset(input.email, request.ip);
      const body: AccountMessageResult = { message: accountMessages.resetLinkSent };
      return reply.send(body);
    },
  );

  app.post(
    ACCOUNT_API.resetPassword,
    {
      config: {
        contract: {
          body: passwordResetSchema,
          exampleBody: { token: "x".repeat(43), password: "Kitchen@2027", confirmPassword: "Kitchen@2027" },
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(passwordResetSchema, request.body);
      const deviceToken = await accounts.resetPassword(input, deviceOf(request));
      if (!deviceToken) throw new HttpError(400, accountMessages.linkInvalid);
      const body: AccountMessageResult = { message: accountMessages.passwordReset };
      return reply
        .header("set-cookie", cookies.set("device", deviceToken, request, DEVICE_MEMORY_SECONDS))
        .header("cache-control", "no-store")
        .send(body);
    },
  );

  app.post(
    ACCOUNT_API.verifyEmail,
    { config: { contract: { body: emailVerificationSchema, exampleBody: { token: "x".repeat(43) } } } },
    async (request, reply) => {
      const input = parseInput(emailVerificationSchema, request.body);
      if (!(await accounts.verifyEmail(input.token))) throw new HttpError(400, accountMessages.linkInvalid);
      const body: AccountMessageResult = { message: accountMessages.emailVerified };
      return reply.send(body);
    },
  );

  app.get(ACCOUNT_API.account, { config: { contract: {} } }, async (request, reply) => {
    const session = await requireSession(request);
    const profile = await accounts.profile(session.accountId);
    if (!profile) throw new HttpError(401, accountMessages.signInRequired);
    return reply.header("cache-control", "private, no-store").send(profile);
  });

  app.patch(
    ACCOUNT_API.profile,
    {
      config: {
        contract: {
          body: profileUpdateSchema,
          exampleBody: { firstName: "Asha", lastName: "Rao", phone: "+1 415 555 0134", country: "india", cookingLevel: "advanced" },
        },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const profile = await accounts.updateProfile(session.accountId, parseInput(profileUpdateSchema, request.body));
      return reply.send({ message: accountMessages.profileSaved, profile });
    },
  );

  app.post(
    ACCOUNT_API.email,
    { config: { contract: { body: emailChangeSchema, exampleBody: { newEmail: "asha.rao@example.com", password: "Kitchen@2026" } } } },
    async (request, reply) => {
      const session = await requireSession(request);
      await accounts.requestEmailChange(session.accountId, parseInput(emailChangeSchema, request.body));
      const body: AccountMessageResult = { message: accountMessages.emailChangeSent };
      return reply.send(body);
    },
  );

  app.post(
    ACCOUNT_API.password,
    {
      config: {
        contract: {
          body: passwordChangeSchema,
          exampleBody: { currentPassword: "Kitchen@2026", newPassword: "Kitchen@2027", confirmPassword: "Kitchen@2027" },
        },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      await accounts.changePassword(session, parseInput(passwordChangeSchema, request.body));
      const body: AccountMessageResult = { message: accountMessages.passwordChanged };
      return reply.send(body);
    },
  );

  app.get(ACCOUNT_API.data, { config: { contract: {} } }, async (request, reply) => {
    const session = await requireSession(request);
    const data = await accounts.exportData(session.accountId);
    return reply
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="ayur-kitchen-my-data-${data.exportedAt.slice(0, 10)}.json"`)
      .type("application/json; charset=utf-8")
      .send(JSON.stringify(data, null, 2));
  });

  app.post(
    ACCOUNT_API.deleteAccount,
    { config: { contract: { body: accountDeletionSchema, exampleBody: { password: "Kitchen@2026" } } } },
    async (request, reply) => {
      const session = await requireSession(request);
      await accounts.deleteAccount(session.accountId, parseInput(accountDeletionSchema, request.body).password);
      const body: AccountMessageResult = { message: accountMessages.accountDeleted };
      return clearSessionCookie(request, reply).send(body);
    },
  );

  app.get(ACCOUNT_API.savedLists, { config: { contract: {} } }, async (request, reply) => {
    const session = await requireSession(request);
    return reply.header("cache-control", "private, no-store").send(await accounts.savedLists(session.accountId));
  });

  app.post(
    ACCOUNT_API.savedLists,
    { config: { contract: { body: savedListsMergeSchema, exampleBody: { recipeIds: [1], searches: [] } } } },
    async (request, reply) => {
      const session = await requireSession(request);
      const merged = await accounts.mergeSavedLists(session.accountId, parseInput(savedListsMergeSchema, request.body));
      return reply.header("cache-control", "no-store").send(merged);
    },
  );

  app.put(
    ACCOUNT_API.savedRecipe(":id"),
    { config: { contract: { params: idParamsSchema, readsNoInput: true } } },
    async (request, reply) => {
      const session = await requireSession(request);
      const { id } = parseInput(idParamsSchema, request.params);
      if (!(await accounts.saveRecipe(session.accountId, id))) throw new NotFoundError("Recipe not found");
      return reply.status(204).send();
    },
  );

  app.delete(ACCOUNT_API.savedRecipe(":id"), { config: { contract: { params: idParamsSchema } } }, async (request, reply) => {
    const session = await requireSession(request);
    const { id } = parseInput(idParamsSchema, request.params);
    await accounts.removeRecipe(session.accountId, id);
    return reply.status(204).send();
  });

  app.put(
    ACCOUNT_API.savedSearch(":id"),
    {
      config: {
        contract: {
          params: savedSearchParamsSchema,
          body: savedSearchInputSchema,
          exampleBody: { id: "s1", name: "Quick vata dinners", filters: { doshas: ["vata"] } },
        },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const { id } = parseInput(savedSearchParamsSchema, request.params);
      const input = parseInput(savedSearchInputSchema, request.body);
      if (input.id !== id) throw new HttpError(400, "The saved search id does not match the address");
      await accounts.saveSearch(session.accountId, input);
      return reply.status(204).send();
    },
  );

  app.delete(ACCOUNT_API.savedSearch(":id"), { config: { contract: { params: savedSearchParamsSchema } } }, async (request, reply) => {
    const session = await requireSession(request);
    await accounts.removeSearch(session.accountId, parseInput(savedSearchParamsSchema, request.params).id);
    return reply.status(204).send();
  });

  await userAdminRoutes(app, { services });
}
