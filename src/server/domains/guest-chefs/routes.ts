import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { paths } from "../../../shared/paths.ts";
import { guestChefMessages } from "../../../shared/rules/guest-chef.ts";
import {
  contributionFieldOf,
  guestChefApplicationResultSchema,
  guestChefApplicationSchema,
  guestChefListQuerySchema,
  guestChefSchema,
  type GuestChefApplicationResult,
} from "../../../shared/schemas/guest-chef.ts";
import type { ApiIssue } from "../../../shared/schemas/common.ts";
import { HttpError } from "../../http/errors.ts";
import { readSubmittedForm } from "../../http/multipart.ts";
import { caughtByHoneypot } from "../../http/form-guards.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { prepareUploadedImage } from "../media/uploads.ts";
import { newReference } from "../shop/reference.ts";

export const GUEST_CHEF_RATE_LIMIT = RATE_LIMITS.guestChef;

/**
 * The application may come as multipart/form-data (it carries a photo): the platform leaves its
 * body alone (a multipart body is only read part by part, in the handler), and the handler checks
 * the fields against the same contract the schema publishes.
 */
const bodyReadByHandler = () => (value: unknown) => ({ value });

const applicationExample = {
  name: "Lakshmi Iyer",
  email: "lakshmi@example.com",
  country: "in",
  profession: "Home cooking teacher",
  experience: "12",
  specialties: ["Kitchari", "South Indian breakfasts"],
  contribution: ["Recipes", "Cooking classes"],
  bio: "I have taught small home cooking classes in Chennai for twelve years, mostly seasonal vegetarian food.",
  instagram: "@lakshmi.cooks",
};

export async function guestChefRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Community"];

  // Whatever status a visitor asks for, the public list holds approved chefs only.
  api.get(
    "/api/guest-chefs/applications",
    {
      schema: {
        tags,
        summary: "The approved guest chefs, newest first or by name",
        description: "`status` is read and ignored: only approved chefs are ever listed.",
        querystring: guestChefListQuerySchema,
        response: { 200: z.array(guestChefSchema), ...errorAnswers(400) },
      },
    },
    async (request) => services.guestChefs.listApproved(request.query.sort),
  );

  api.post(
    "/api/guest-chefs/applications",
    {
      config: { rateLimit: { policy: GUEST_CHEF_RATE_LIMIT, message: guestChefMessages.rateLimited } },
      validatorCompiler: bodyReadByHandler,
      schema: {
        tags,
        summary: "Apply to be a guest chef",
        description:
          "multipart/form-data with a `photo` file part (required; JPEG, PNG or WebP, re-encoded), or JSON for the fields alone " +
          "(then answered 400 for the missing photo). The ways to contribute come as `contribution` or, as the site's form sends " +
          "them, `contributions`; a list may be repeated parts or comma separated text. Stored as pending and mailed to the team.",
        consumes: ["multipart/form-data", "application/json"],
        body: guestChefApplicationSchema.meta({ examples: [applicationExample] }),
        response: {
          201: guestChefApplicationResultSchema,
          303: z.null().describe("A browser's own form post (Accept: text/html) is sent on to the page's thank-you state"),
          ...errorAnswers(400, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readSubmittedForm(request, ["photo"]);
      const parsed = guestChefApplicationSchema.safeParse(fields);
      // The ways to contribute are named in the answer as the client named them.
      const contributionField = contributionFieldOf(fields);
      const fieldOf = (path: string) => (path === "contributions" ? contributionField : path);
      const issues: ApiIssue[] = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ path: fieldOf(String(issue.path[0] ?? "body")), message: issue.message }));
      const photo = files.photo;
      // The honeypot: a bot gets the usual answer, and nothing is stored or mailed.
      if (caughtByHoneypot(fields)) return sent(request, reply, newReference("GC"));
      if (!photo) issues.push({ path: "photo", message: guestChefMessages.photo });
      if (!parsed.success || issues.length > 0) {
        // One entry per field: the first thing wrong with it.
        const seen = new Set<string>();
        const first = issues.filter((issue) => !seen.has(issue.path) && seen.add(issue.path));
        throw new HttpError(400, first[0]!.message, first);
      }
      // Checked and re-encoded before the transaction; stored inside it with the application.
      const prepared = await prepareUploadedImage(photo!, "photo");
      const { reference } = await services.guestChefs.apply(parsed.data, prepared);
      return sent(request, reply, reference);
    },
  );
}

/**
 * The answer to an accepted application. A browser that sent the page's form by itself (before
 * or without its script) asked for a page, not JSON: it is sent on to the page's thank-you state.
 */
function sent(request: FastifyRequest, reply: FastifyReply, reference: string) {
  const accept = String(request.headers.accept ?? "");
  if (accept.includes("text/html") && !accept.includes("application/json")) {
    return reply.redirect(`${paths.guestChef}?reference=${encodeURIComponent(reference)}`, 303);
  }
  return reply.status(201).send(answer(reference));
}

function answer(reference: string): GuestChefApplicationResult {
  return { reference, title: guestChefMessages.successTitle, message: guestChefMessages.success };
}
