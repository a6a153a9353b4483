import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import {
  advancedSearchQuerySchema,
  cuisineStatsSchema,
  lookupSchema,
  popularIngredientSchema,
  recipeListQuerySchema,
  recipeListResponseSchema,
  recipeSchema,
  recipeSummarySchema,
} from "../../../shared/schemas/recipe.ts";
import { NotFoundError } from "../../http/errors.ts";
import { errorAnswers } from "../../http/responses.ts";
import { isWarmUpRequest } from "../../http/warm-up.ts";
import type { Services } from "../../services.ts";

export async function recipeRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Recipes"];

  api.get(
    "/api/recipes",
    {
      schema: {
        tags,
        summary: "The recipe library: filters, search words, one page",
        description:
          "`?featured=true` alone answers the home page's plain list of featured recipes; any other query answers one page, " +
          "`{ recipes, total, totalPages }`, best matches first when searching.",
        querystring: recipeListQuerySchema,
        response: { 200: z.union([z.array(recipeSummarySchema), recipeListResponseSchema]), ...errorAnswers(400) },
      },
    },
    async (request) => {
      // The parsed query carries defaults for page and limit: what the client sent decides the shape.
      const sent = new URLSearchParams(request.url.split("?")[1] ?? "");
      const featuredOnly = request.query.featured === true && [...new Set(sent.keys())].length === 1;
      if (featuredOnly) return services.recipes.listFeatured();
      return services.recipes.list(request.query, { counted: !isWarmUpRequest(request) });
    },
  );

  // Registered before /api/recipes/:id so the literal path wins.
  api.get(
    "/api/recipes/advanced-search",
    {
      schema: {
        tags,
        summary: "Search the library with the whole filter set",
        description:
          "Lists take repeated parameters (`?a=1&a=2`) or commas (`?a=1,2`). Ingredients must all appear; excluded ones must not.",
        querystring: advancedSearchQuerySchema,
        response: { 200: recipeListResponseSchema, ...errorAnswers(400) },
      },
    },
    async (request) => services.recipes.advancedSearch(request.query, { counted: !isWarmUpRequest(request) }),
  );

  api.get(
    "/api/ingredients/popular",
    {
      schema: {
        tags,
        summary: "The ingredients most recipes use, most used first",
        response: { 200: z.array(popularIngredientSchema) },
      },
    },
    () => services.recipes.popularIngredients(),
  );
  api.get(
    "/api/cuisines/stats",
    {
      schema: {
        tags,
        summary: "Per cuisine: how many recipes, their average rating and total time",
        response: { 200: z.array(cuisineStatsSchema) },
      },
    },
    () => services.recipes.cuisineStats(),
  );

  api.get(
    "/api/recipes/:id",
    {
      schema: {
        tags,
        summary: "One recipe with its ingredients, steps, nutrition and Ayurvedic properties",
        params: idParamsSchema,
        response: { 200: recipeSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const recipe = await services.recipes.getById(request.params.id);
      if (!recipe) throw new NotFoundError("Recipe not found");
      return recipe;
    },
  );

  const lookups = [
    ["/api/categories", "The recipe categories", () => services.recipes.categories()],
    ["/api/cuisines", "The cuisines, with their flags", () => services.recipes.cuisines()],
    ["/api/diet-types", "The diet types", () => services.recipes.dietTypes()],
  ] as const;
  for (const [url, summary, list] of lookups) {
    api.get(url, { schema: { tags, summary, response: { 200: z.array(lookupSchema) } } }, list);
  }
}
