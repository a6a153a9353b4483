import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ACCOUNT_API,
  accountDeletionSchema,
  accountMessageResultSchema,
  accountMessages,
  accountProfileSchema,
  emailChangeSchema,
  emailVerificationSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileSavedResultSchema,
  profileUpdateSchema,
  registrationInputSchema,
  savedListsMergeSchema,
  savedListsSchema,
  savedSearchInputSchema,
  signedInAccountSchema,
  signInInputSchema,
  signInResultSchema,
  type AccountMessageResult,
  type SignInResult,
} from "../../../shared/schemas/account.ts";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import { HttpError, NotFoundError } from "../../http/errors.ts";
import { errorAnswers } from "../../http/responses.ts";
import { siteCookies } from "../../security/cookies.ts";
import { DEVICE_MEMORY_SECONDS } from "../../security/known-devices.ts";
import { assertSameOrigin } from "../../security/same-origin.ts";
import type { Services } from "../../services.ts";
import type { SignedInSession } from "./service.ts";
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

const tags = ["Accounts"];
/** What a saved-list change answers: no body (204), the change is made. */
const done = z.null().describe("Done");

/**
 * Registration, sign-in and the signed-in visitor's own data. Requests that change something on
 * the strength of the session cookie (and the sign-in itself) must come from the site's pages.
 */
export async function accountRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const accounts = services.accounts;
  const siteUrl = services.config.siteUrl;
  const cookies = siteCookies(siteUrl);
  const deviceOf = (request: FastifyRequest) => cookies.read(request.headers.cookie, "device");

  /**
   * The session behind each request that passed `signedIn`. The check runs before the input is
   * validated, so a visitor who is not signed in (or a page of another site) is told so first,
   * whatever the body holds.
   */
  const sessions = new WeakMap<FastifyRequest, SignedInSession>();

  /** The signed-in session behind a request, or 401; state changes also need the site's Origin. */
  async function signedIn(request: FastifyRequest) {
    assertSameOrigin(request, siteUrl);
    const session = await accounts.sessionFromCookie(request.headers.cookie);
    if (!session) throw new HttpError(401, accountMessages.signInRequired);
    sessions.set(request, session);
  }

  function sessionOf(request: FastifyRequest): SignedInSession {
    const session = sessions.get(request);
    if (!session) throw new HttpError(401, accountMessages.signInRequired);
    return session;
  }

  /** The sign-in must come from the site's own pages; checked before its body is. */
  async function fromOwnPages(request: FastifyRequest) {
    assertSameOrigin(request, siteUrl);
  }

  const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) =>
    reply.header("set-cookie", cookies.expire("session", request)).header("cache-control", "no-store");

  api.post(
    ACCOUNT_API.register,
    {
      config: { honeypot: () => ({ status: 201, body: { message: accountMessages.registered } }) },
      schema: {
        tags,
        summary: "Create an account",
        description:
          "The account can sign in once the verification link mailed to it is opened. An address already registered gets the same " +
          "answer (its owner is told by mail instead), so it reveals nothing. recipientEmail is kept, never mailed.",
        body: registrationInputSchema.meta({ examples: [EXAMPLE_REGISTRATION] }),
        response: { 201: accountMessageResultSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      await accounts.register(request.body, request.ip);
      const body: AccountMessageResult = { message: accountMessages.registered };
      return reply.status(201).send(body);
    },
  );

  api.post(
    ACCOUNT_API.signIn,
    {
      preValidation: fromOwnPages,
      schema: {
        tags,
        summary: "Sign in with email and password",
        description:
          "Sets the session cookie (until the browser closes, or for 30 days with rememberMe) and ends any session the browser held. " +
          "An address not yet verified is 403, and a new link is mailed.",
        body: signInInputSchema.meta({ examples: [{ email: "asha@example.com", password: "Kitchen@2026", rememberMe: false }] }),
        response: { 200: signInResultSchema, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      // A token the browser already holds is ended: signing in always starts a new session.
      await accounts.signOut(request.headers.cookie);
      const session = await accounts.signIn(request.body, { ip: request.ip, deviceToken: deviceOf(request) });
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

  api.post(
    ACCOUNT_API.signOut,
    {
      config: { readsNoInput: true },
      schema: {
        tags,
        summary: "Sign out: the session ends and its cookie is cleared",
        response: { 200: accountMessageResultSchema, ...errorAnswers(403) },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request, siteUrl);
      await accounts.signOut(request.headers.cookie);
      const body: AccountMessageResult = { message: accountMessages.signedOut };
      return clearSessionCookie(request, reply).send(body);
    },
  );

  api.get(
    ACCOUNT_API.me,
    {
      schema: {
        tags,
        summary: "Who is signed in",
        response: { 200: signedInAccountSchema, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      const account = await accounts.signedInAccount(request.headers.cookie);
      if (!account) throw new HttpError(401, accountMessages.signInRequired);
      return reply.header("cache-control", "private, no-store").send({ account });
    },
  );

  api.post(
    ACCOUNT_API.forgotPassword,
    {
      schema: {
        tags,
        summary: "Ask for a link to choose a new password",
        description: "The same answer whether or not an account uses the address.",
        body: passwordResetRequestSchema.meta({ examples: [{ email: "asha@example.com" }] }),
        response: { 200: accountMessageResultSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      await accounts.requestPasswordReset(request.body.email, request.ip);
      const body: AccountMessageResult = { message: accountMessages.resetLinkSent };
      return reply.send(body);
    },
  );

  api.post(
    ACCOUNT_API.resetPassword,
    {
      schema: {
        tags,
        summary: "Choose a new password with the mailed link's token",
        description: "A used or expired link is 400. Every session of the account ends.",
        body: passwordResetSchema.meta({
          examples: [{ token: "x".repeat(43), password: "Kitchen@2027", confirmPassword: "Kitchen@2027" }],
        }),
        response: { 200: accountMessageResultSchema, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const deviceToken = await accounts.resetPassword(request.body, deviceOf(request));
      if (!deviceToken) throw new HttpError(400, accountMessages.linkInvalid);
      const body: AccountMessageResult = { message: accountMessages.passwordReset };
      return reply
        .header("set-cookie", cookies.set("device", deviceToken, request, DEVICE_MEMORY_SECONDS))
        .header("cache-control", "no-store")
        .send(body);
    },
  );

  api.post(
    ACCOUNT_API.verifyEmail,
    {
      schema: {
        tags,
        summary: "Verify an address with the mailed link's token (a new account's, or a new address)",
        body: emailVerificationSchema.meta({ examples: [{ token: "x".repeat(43) }] }),
        response: { 200: accountMessageResultSchema, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      if (!(await accounts.verifyEmail(request.body.token))) throw new HttpError(400, accountMessages.linkInvalid);
      const body: AccountMessageResult = { message: accountMessages.emailVerified };
      return reply.send(body);
    },
  );

  api.get(
    ACCOUNT_API.account,
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "The signed-in visitor's profile",
        response: { 200: accountProfileSchema, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      const profile = await accounts.profile(sessionOf(request).accountId);
      if (!profile) throw new HttpError(401, accountMessages.signInRequired);
      return reply.header("cache-control", "private, no-store").send(profile);
    },
  );

  api.patch(
    ACCOUNT_API.profile,
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Change the profile: name, phone, country, cooking level",
        body: profileUpdateSchema.meta({
          examples: [{ firstName: "Asha", lastName: "Rao", phone: "+1 415 555 0134", country: "india", cookingLevel: "advanced" }],
        }),
        response: { 200: profileSavedResultSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const profile = await accounts.updateProfile(sessionOf(request).accountId, request.body);
      return reply.send({ message: accountMessages.profileSaved, profile });
    },
  );

  api.post(
    ACCOUNT_API.email,
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Change the address, confirmed with the password",
        description: "The new address is used once the link mailed to it is opened; until then it shows as pendingEmail.",
        body: emailChangeSchema.meta({ examples: [{ newEmail: "asha.rao@example.com", password: "Kitchen@2026" }] }),
        response: { 200: accountMessageResultSchema, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await accounts.requestEmailChange(sessionOf(request).accountId, request.body);
      const body: AccountMessageResult = { message: accountMessages.emailChangeSent };
      return reply.send(body);
    },
  );

  api.post(
    ACCOUNT_API.password,
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Change the password, with the current one",
        description: "Every other session of the account ends.",
        body: passwordChangeSchema.meta({
          examples: [{ currentPassword: "Kitchen@2026", newPassword: "Kitchen@2027", confirmPassword: "Kitchen@2027" }],
        }),
        response: { 200: accountMessageResultSchema, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await accounts.changePassword(sessionOf(request), request.body);
      const body: AccountMessageResult = { message: accountMessages.passwordChanged };
      return reply.send(body);
    },
  );

  api.get(
    ACCOUNT_API.data,
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Everything the site keeps about the account, as a JSON file to download",
        description: "The profile, saved recipes and searches, class bookings, orders and the newsletter subscription.",
        response: {
          200: { description: "The account's data, as an attachment", content: { "application/json": { schema: z.looseObject({}) } } },
          ...errorAnswers(401),
        },
      },
    },
    async (request, reply) => {
      const data = await accounts.exportData(sessionOf(request).accountId);
      return (
        reply
          .header("cache-control", "private, no-store")
          .header("content-disposition", `attachment; filename="ayur-kitchen-my-data-${data.exportedAt.slice(0, 10)}.json"`)
          .type("application/json; charset=utf-8")
          // An indented file, for a person to read, rather than the compact answer of other routes.
          .serializer((value) => JSON.stringify(value, null, 2))
          .send(data)
      );
    },
  );

  api.post(
    ACCOUNT_API.deleteAccount,
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Delete the account and everything saved in it, confirmed with the password",
        body: accountDeletionSchema.meta({ examples: [{ password: "Kitchen@2026" }] }),
        response: { 200: accountMessageResultSchema, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await accounts.deleteAccount(sessionOf(request).accountId, request.body.password);
      const body: AccountMessageResult = { message: accountMessages.accountDeleted };
      return clearSessionCookie(request, reply).send(body);
    },
  );

  api.get(
    ACCOUNT_API.savedLists,
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "The saved recipes and searches, newest first",
        response: { 200: savedListsSchema, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      const lists = await accounts.savedLists(sessionOf(request).accountId);
      return reply.header("cache-control", "private, no-store").send(lists);
    },
  );

  api.post(
    ACCOUNT_API.savedLists,
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Merge what the browser saved while signed out into the account",
        description: "Answers the merged lists; the oldest entries past each list's limit are dropped.",
        body: savedListsMergeSchema.meta({ examples: [{ recipeIds: [1], searches: [] }] }),
        response: { 200: savedListsSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const merged = await accounts.mergeSavedLists(sessionOf(request).accountId, request.body);
      return reply.header("cache-control", "no-store").send(merged);
    },
  );

  api.put(
    ACCOUNT_API.savedRecipe(":id"),
    {
      preValidation: signedIn,
      config: { readsNoInput: true },
      schema: {
        tags,
        summary: "Save a recipe",
        params: idParamsSchema,
        response: { 204: done, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await accounts.saveRecipe(sessionOf(request).accountId, request.params.id))) throw new NotFoundError("Recipe not found");
      return reply.status(204).send(null);
    },
  );

  api.delete(
    ACCOUNT_API.savedRecipe(":id"),
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Remove a saved recipe (one not saved is no error)",
        params: idParamsSchema,
        response: { 204: done, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await accounts.removeRecipe(sessionOf(request).accountId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.put(
    ACCOUNT_API.savedSearch(":id"),
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Save an advanced search under the browser's id for it",
        description: "The body's id must be the address's.",
        params: savedSearchParamsSchema,
        body: savedSearchInputSchema.meta({ examples: [{ id: "s1", name: "Quick vata dinners", filters: { doshas: ["vata"] } }] }),
        response: { 204: done, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      if (input.id !== request.params.id) throw new HttpError(400, "The saved search id does not match the address");
      await accounts.saveSearch(sessionOf(request).accountId, input);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    ACCOUNT_API.savedSearch(":id"),
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Remove a saved search (one not saved is no error)",
        params: savedSearchParamsSchema,
        response: { 204: done, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await accounts.removeSearch(sessionOf(request).accountId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  await userAdminRoutes(app, { services });
}
