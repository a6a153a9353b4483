import type { FastifyInstance } from "fastify";
import {
  draftIdParamsSchema,
  recipeDraftListQuerySchema,
  recipeImportInputSchema,
  recipeImportPreviewInputSchema,
} from "../../../shared/schemas/admin-library.ts";
import { paths } from "../../../shared/paths.ts";
import { NotFoundError, parseInput } from "../../http/errors.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";
import { recipeImportMessages as M } from "./service.ts";

const EXAMPLE_JSON_LD = JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: "Moong Dal Kitchari",
  recipeIngredient: ["1 cup basmati rice", "1/2 cup split moong dal"],
  recipeInstructions: [{ "@type": "HowToStep", text: "Rinse the rice and dal, then simmer with turmeric until soft." }],
  prepTime: "PT10M",
  cookTime: "PT30M",
});

/** The importer's routes, all under /api/admin (guarded). */
export async function recipeImportRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { recipeImport } = services;

  app.post(
    "/api/admin/recipe-import/preview",
    { config: { contract: { body: recipeImportPreviewInputSchema, exampleBody: { jsonLd: EXAMPLE_JSON_LD } } } },
    async (request) => recipeImport.preview(parseInput(recipeImportPreviewInputSchema, request.body).jsonLd),
  );

  app.post(
    "/api/admin/recipe-import",
    {
      config: { contract: { body: recipeImportInputSchema, exampleBody: { jsonLd: EXAMPLE_JSON_LD, mode: "draft", duplicates: "skip" } } },
    },
    async (request, reply) => {
      const session = adminSessionOf(request);
      const input = parseInput(recipeImportInputSchema, request.body);
      return reply.status(201).send(await recipeImport.importRecipes(input, session, { ip: request.ip }));
    },
  );

  app.get("/api/admin/recipe-drafts", { config: { contract: { query: recipeDraftListQuerySchema } } }, async (request) =>
    recipeImport.listDrafts(parseInput(recipeDraftListQuerySchema, request.query).page),
  );

  app.get("/api/admin/recipe-drafts/:id", { config: { contract: { params: draftIdParamsSchema } } }, async (request) => {
    const { id } = parseInput(draftIdParamsSchema, request.params);
    const found = await recipeImport.draft(id);
    if (!found) throw new NotFoundError(M.draftNotFound);
    return found;
  });

  app.post(
    "/api/admin/recipe-drafts/:id/publish",
    { config: { contract: { params: draftIdParamsSchema, readsNoInput: true } } },
    async (request, reply) => {
      const session = adminSessionOf(request);
      const { id } = parseInput(draftIdParamsSchema, request.params);
      const { recipeId } = await recipeImport.publishDraft(id, session, { ip: request.ip });
      return reply.status(201).send({ success: true, message: M.draftPublished, recipeId, path: paths.recipe(recipeId) });
    },
  );

  app.delete(
    "/api/admin/recipe-drafts/:id",
    { config: { contract: { params: draftIdParamsSchema, readsNoInput: true } } },
    async (request) => {
      const session = adminSessionOf(request);
      const { id } = parseInput(draftIdParamsSchema, request.params);
      await recipeImport.discardDraft(id, session, { ip: request.ip });
      return { success: true, message: M.draftDiscarded };
    },
  );
}
