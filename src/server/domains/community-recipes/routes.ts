import type { FastifyInstance } from "fastify";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import {
  communityRecipeListQuerySchema,
  RECIPE_SUBMISSION_HONEYPOT,
  recipeSubmissionInputSchema,
  recipeSubmissionMessages,
  type RecipeSubmissionResult,
} from "../../../shared/schemas/community-recipe.ts";
import { NotFoundError, parseInput } from "../../http/errors.ts";
import { readSubmittedForm } from "../../http/multipart.ts";
import { rateLimitHook } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import type { Services } from "../../services.ts";
import { prepareUploadedImage } from "../media/uploads.ts";
import { newReference } from "../shop/reference.ts";

export const RECIPE_SUBMISSION_RATE_LIMIT = RATE_LIMITS.recipeSubmission;

export async function communityRecipeRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/api/user-recipes", { config: { contract: { query: communityRecipeListQuerySchema } } }, async (request) =>
    services.communityRecipes.list(parseInput(communityRecipeListQuerySchema, request.query)),
  );

  app.get("/api/user-recipes/:id", { config: { contract: { params: idParamsSchema } } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const recipe = await services.communityRecipes.getById(id);
    if (!recipe) throw new NotFoundError("Recipe not found");
    return recipe;
  });

  const limited = rateLimitHook(RECIPE_SUBMISSION_RATE_LIMIT, recipeSubmissionMessages.rateLimited);
  const contract = {
    body: recipeSubmissionInputSchema,
    exampleBody: {
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
    },
  };
  // JSON, or multipart/form-data with an optional `photo` file (the form in the browser).
  app.post("/api/user-recipes", { preHandler: limited, config: { contract } }, async (request, reply) => {
    const form = await readSubmittedForm(request, ["photo"]);
    const input = parseInput(recipeSubmissionInputSchema, form.fields);
    const answer = (reference: string): RecipeSubmissionResult => ({
      reference,
      title: recipeSubmissionMessages.successTitle,
      message: recipeSubmissionMessages.success,
    });
    // The honeypot: a bot gets the usual answer, and nothing is stored or mailed.
    if (input[RECIPE_SUBMISSION_HONEYPOT]) return reply.status(201).send(answer(newReference("RS")));
    // The photo is checked and re-encoded before the transaction; it is stored inside it.
    const photo = form.files.photo ? await prepareUploadedImage(form.files.photo, "photo") : null;
    const { reference } = await services.communityRecipes.create(input, photo);
    return reply.status(201).send(answer(reference));
  });
}
