import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  dailyRecipeAnswerSchema,
  dailyRecipeClearResultSchema,
  dailyRecipeDateParamsSchema,
  dailyRecipeMonthQuerySchema,
  dailyRecipeMonthSchema,
  dailyRecipePickInputSchema,
  dailyRecipePickResultSchema,
  dailyRecipeQuerySchema,
  dailyRecipeSearchQuerySchema,
  dailyRecipeSearchResultSchema,
} from "../../../shared/schemas/admin-library.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";
import { dailyRecipeMessages as M } from "./service.ts";

const SEARCH_RESULTS = 8;
const adminTags = ["Admin"];
const security: Record<string, string[]>[] = [{ adminCookie: [] }, { adminBearer: [] }];

/**
 * The recipe of the day: the public answer, and the team's calendar under /api/admin (guarded).
 * The search reuses the library's own search, uncounted: the team's look-ups are not visitors'.
 */
export async function dailyRecipeRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { dailyRecipes, recipes } = services;

  api.get(
    "/api/daily-recipe",
    {
      schema: {
        tags: ["Recipes"],
        summary: "The recipe of the day",
        description:
          "The recipe the team picked for the date (today in the site's time zone by default), else a featured one chosen by the date.",
        querystring: dailyRecipeQuerySchema,
        response: { 200: dailyRecipeAnswerSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      // A pick can change at any time; a short shared lifetime keeps caches close to it.
      reply.header("cache-control", "public, max-age=60");
      return dailyRecipes.forDay(request.query.date);
    },
  );

  api.get(
    "/api/admin/daily-recipes",
    {
      schema: {
        tags: adminTags,
        security,
        summary: "The recipe of the day calendar: a month's picks",
        querystring: dailyRecipeMonthQuerySchema,
        response: { 200: dailyRecipeMonthSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => dailyRecipes.month(request.query.month),
  );

  api.get(
    "/api/admin/daily-recipes/search",
    {
      schema: {
        tags: adminTags,
        security,
        summary: "Find a library recipe to pick (uncounted in the search figures)",
        querystring: dailyRecipeSearchQuerySchema,
        response: { 200: dailyRecipeSearchResultSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const { q } = request.query;
      const found = await recipes.list({ search: q || undefined, page: 1, limit: SEARCH_RESULTS }, { counted: false });
      return { recipes: found.recipes, total: found.total };
    },
  );

  api.put(
    "/api/admin/daily-recipes/:date",
    {
      schema: {
        tags: adminTags,
        security,
        summary: "Pick the recipe of a day",
        params: dailyRecipeDateParamsSchema,
        body: dailyRecipePickInputSchema.meta({ examples: [{ recipeId: 1 }] }),
        response: { 200: dailyRecipePickResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const session = adminSessionOf(request);
      const pick = await dailyRecipes.pick(request.params.date, request.body.recipeId, session, { ip: request.ip });
      return { success: true as const, message: M.picked, pick };
    },
  );

  api.delete(
    "/api/admin/daily-recipes/:date",
    {
      config: { readsNoInput: true },
      schema: {
        tags: adminTags,
        security,
        summary: "Clear a day's pick (the day falls back to a featured recipe)",
        params: dailyRecipeDateParamsSchema,
        response: { 200: dailyRecipeClearResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const session = adminSessionOf(request);
      await dailyRecipes.clear(request.params.date, session, { ip: request.ip });
      return { success: true as const, message: M.cleared };
    },
  );
}
