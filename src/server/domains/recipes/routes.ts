import type { FastifyInstance } from "fastify";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import { advancedSearchQuerySchema, recipeListQuerySchema } from "../../../shared/schemas/recipe.ts";
import { NotFoundError, parseInput } from "../../http/errors.ts";
import type { Services } from "../../services.ts";

const NO_INPUT = { config: { contract: {} } };

export async function recipeRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/api/recipes", { config: { contract: { query: recipeListQuerySchema } } }, async (request) => {
    const query = parseInput(recipeListQuerySchema, request.query);
    const raw = request.query as Record<string, unknown>;
    // The home page asks for ?featured=true alone and reads a plain array.
    const featuredOnly = query.featured === true && Object.keys(raw).length === 1;
    if (featuredOnly) return services.recipes.listFeatured();
    return services.recipes.list(query);
  });

  // Registered before /api/recipes/:id so the literal path wins.
  app.get("/api/recipes/advanced-search", { config: { contract: { query: advancedSearchQuerySchema } } }, async (request) =>
    services.recipes.advancedSearch(parseInput(advancedSearchQuerySchema, request.query)),
  );

  app.get("/api/ingredients/popular", NO_INPUT, () => services.recipes.popularIngredients());
  app.get("/api/cuisines/stats", NO_INPUT, () => services.recipes.cuisineStats());

  app.get("/api/recipes/:id", { config: { contract: { params: idParamsSchema } } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const recipe = await services.recipes.getById(id);
    if (!recipe) throw new NotFoundError("Recipe not found");
    return recipe;
  });

  app.get("/api/categories", NO_INPUT, () => services.recipes.categories());
  app.get("/api/cuisines", NO_INPUT, () => services.recipes.cuisines());
  app.get("/api/diet-types", NO_INPUT, () => services.recipes.dietTypes());
}
