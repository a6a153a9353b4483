import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import {
  communityRecipeListQuerySchema,
  communityRecipeListResponseSchema,
  communityRecipeSchema,
  recipeSubmissionInputSchema,
  recipeSubmissionMessages,
  recipeSubmissionResultSchema,
  type RecipeSubmissionResult,
} from "../../../shared/schemas/community-recipe.ts";
import { NotFoundError, parseInput } from "../../http/errors.ts";
import { readSubmittedForm } from "../../http/multipart.ts";
import { caughtByHoneypot } from "../../http/form-guards.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { prepareUploadedImage } from "../media/uploads.ts";
import { newReference } from "../shop/reference.ts";

export const RECIPE_SUBMISSION_RATE_LIMIT = RATE_LIMITS.recipeSubmission;

/**
 * A form that may come as multipart/form-data: the platform leaves its body alone (a multipart
 * body is only read part by part, in the handler), and the handler checks the fields against the
 * same contract the schema publishes, with the same 400.
 */
const bodyReadByHandler = () => (value: unknown) => ({ value });

const submissionExample = {
  title: "Lemon Rice with Peanuts",
  authorName: "Meera Iyer",
  email: "meera@example.com",
  displayName: "Meera's Kitchen",
  cuisineType: "Indian",
  servingSize: 4,
  prepTime: 10,
  cookTime: 15,
  mealTypes: ["lunch"],
  ingredients: "2 cups cooked rice\n1 lemon\n2 tablespoons peanuts",
  instructions: "Fry the peanuts in oil.\nStir in the rice and lemon juice and warm through.",
};

export async function communityRecipeRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Community"];

  api.get(
    "/api/user-recipes",
    {
      schema: {
        tags,
        summary: "Recipes shared by visitors and approved by the team: one page, newest first",
        description: "`status` is read and ignored: only approved recipes are ever listed.",
        querystring: communityRecipeListQuerySchema,
        response: { 200: communityRecipeListResponseSchema, ...errorAnswers(400) },
      },
    },
    async (request) => services.communityRecipes.list(request.query),
  );

  api.get(
    "/api/user-recipes/:id",
    {
      schema: {
        tags,
        summary: "One approved shared recipe",
        params: idParamsSchema,
        response: { 200: communityRecipeSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const recipe = await services.communityRecipes.getById(request.params.id);
      if (!recipe) throw new NotFoundError("Recipe not found");
      return recipe;
    },
  );

  // JSON, or multipart/form-data with an optional `photo` file (the form in the browser).
  api.post(
    "/api/user-recipes",
    {
      config: { rateLimit: { policy: RECIPE_SUBMISSION_RATE_LIMIT, message: recipeSubmissionMessages.rateLimited } },
      validatorCompiler: bodyReadByHandler,
      schema: {
        tags,
        summary: "Share a recipe for the team to review",
        description:
          "JSON, or multipart/form-data with the same fields and an optional `photo` file part (JPEG, PNG or WebP, re-encoded). " +
          "Stored as pending and mailed to the team; nothing is public until it is approved.",
        consumes: ["multipart/form-data", "application/json"],
        body: recipeSubmissionInputSchema.meta({ examples: [submissionExample] }),
        response: { 201: recipeSubmissionResultSchema, ...errorAnswers(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const form = await readSubmittedForm(request, ["photo"]);
      const input = parseInput(recipeSubmissionInputSchema, form.fields);
      const answer = (reference: string): RecipeSubmissionResult => ({
        reference,
        title: recipeSubmissionMessages.successTitle,
        message: recipeSubmissionMessages.success,
      });
      // The honeypot: a bot gets the usual answer, and nothing is stored or mailed.
      if (caughtByHoneypot(form.fields)) return reply.status(201).send(answer(newReference("RS")));
      // The photo is checked and re-encoded before the transaction; it is stored inside it.
      const photo = form.files.photo ? await prepareUploadedImage(form.files.photo, "photo") : null;
      const { reference } = await services.communityRecipes.create(input, photo);
      return reply.status(201).send(answer(reference));
    },
  );
}
