import type { FastifyInstance } from "fastify";
import {
  dailyRecipeDateParamsSchema,
  dailyRecipeMonthQuerySchema,
  dailyRecipePickInputSchema,
  dailyRecipeQuerySchema,
  dailyRecipeSearchQuerySchema,
  type DailyRecipeAnswer,
} from "../../../shared/schemas/admin-library.ts";
import { parseInput } from "../../http/errors.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";
import { dailyRecipeMessages as M } from "./service.ts";

const SEARCH_RESULTS = 8;

/**
 * The recipe of the day: the public answer, and the team's calendar under /api/admin (guarded).
 * The search reuses the library's own search, uncounted: the team's look-ups are not visitors'.
 */
export async function dailyRecipeRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { dailyRecipes, recipes } = services;

  app.get(
    "/api/daily-recipe",
    { config: { contract: { query: dailyRecipeQuerySchema } } },
    async (request, reply): Promise<DailyRecipeAnswer> => {
      const { date } = parseInput(dailyRecipeQuerySchema, request.query);
      // A pick can change at any time; a short shared lifetime keeps caches close to it.
      reply.header("cache-control", "public, max-age=60");
      return dailyRecipes.forDay(date);
    },
  );

  app.get("/api/admin/daily-recipes", { config: { contract: { query: dailyRecipeMonthQuerySchema } } }, async (request) => {
    const { month } = parseInput(dailyRecipeMonthQuerySchema, request.query);
    return dailyRecipes.month(month);
  });

  app.get("/api/admin/daily-recipes/search", { config: { contract: { query: dailyRecipeSearchQuerySchema } } }, async (request) => {
    const { q } = parseInput(dailyRecipeSearchQuerySchema, request.query);
    const found = await recipes.list({ search: q || undefined, page: 1, limit: SEARCH_RESULTS }, { counted: false });
    return { recipes: found.recipes, total: found.total };
  });

  app.put(
    "/api/admin/daily-recipes/:date",
    { config: { contract: { params: dailyRecipeDateParamsSchema, body: dailyRecipePickInputSchema, exampleBody: { recipeId: 1 } } } },
    async (request) => {
      const session = adminSessionOf(request);
      const { date } = parseInput(dailyRecipeDateParamsSchema, request.params);
      const { recipeId } = parseInput(dailyRecipePickInputSchema, request.body);
      const pick = await dailyRecipes.pick(date, recipeId, session, { ip: request.ip });
      return { success: true, message: M.picked, pick };
    },
  );

  app.delete(
    "/api/admin/daily-recipes/:date",
    { config: { contract: { params: dailyRecipeDateParamsSchema, readsNoInput: true } } },
    async (request) => {
      const session = adminSessionOf(request);
      const { date } = parseInput(dailyRecipeDateParamsSchema, request.params);
      await dailyRecipes.clear(date, session, { ip: request.ip });
      return { success: true, message: M.cleared };
    },
  );
}
