import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  draftIdParamsSchema,
  recipeDraftDiscardedSchema,
  recipeDraftListQuerySchema,
  recipeDraftPageSchema,
  recipeDraftPublishedSchema,
  recipeDraftSchema,
  recipeImportInputSchema,
  recipeImportPreviewInputSchema,
  recipeImportPreviewSchema,
  recipeImportResultSchema,
} from "../../../shared/schemas/admin-library.ts";
import { paths } from "../../../shared/paths.ts";
import { NotFoundError } from "../../http/errors.ts";
import { errorAnswers } from "../../http/responses.ts";
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { recipeImport } = services;
  const tags = ["Admin"];
  const security: Record<string, string[]>[] = [{ adminCookie: [] }, { adminBearer: [] }];

  api.post(
    "/api/admin/recipe-import/preview",
    {
      schema: {
        tags,
        security,
        summary: "Read schema.org Recipe JSON-LD and show what would be imported, storing nothing",
        description: "The page reads an uploaded file in the browser and sends its text here as `jsonLd`, like pasted text.",
        body: recipeImportPreviewInputSchema.meta({ examples: [{ jsonLd: EXAMPLE_JSON_LD }] }),
        response: { 200: recipeImportPreviewSchema, ...errorAnswers(400, 401, 403, 413) },
      },
    },
    async (request) => recipeImport.preview(request.body.jsonLd),
  );

  api.post(
    "/api/admin/recipe-import",
    {
      schema: {
        tags,
        security,
        summary: "Import the JSON-LD's recipes, published at once or kept as drafts",
        description: "A recipe whose title the library already has is skipped unless `duplicates` is `import`.",
        body: recipeImportInputSchema.meta({ examples: [{ jsonLd: EXAMPLE_JSON_LD, mode: "draft", duplicates: "skip" }] }),
        response: { 201: recipeImportResultSchema, ...errorAnswers(400, 401, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      const session = adminSessionOf(request);
      return reply.status(201).send(await recipeImport.importRecipes(request.body, session, { ip: request.ip }));
    },
  );

  api.get(
    "/api/admin/recipe-drafts",
    {
      schema: {
        tags,
        security,
        summary: "Imported recipes kept as drafts, newest first",
        querystring: recipeDraftListQuerySchema,
        response: { 200: recipeDraftPageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => recipeImport.listDrafts(request.query.page),
  );

  api.get(
    "/api/admin/recipe-drafts/:id",
    {
      schema: {
        tags,
        security,
        summary: "One draft",
        params: draftIdParamsSchema,
        response: { 200: recipeDraftSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const found = await recipeImport.draft(request.params.id);
      if (!found) throw new NotFoundError(M.draftNotFound);
      return found;
    },
  );

  api.post(
    "/api/admin/recipe-drafts/:id/publish",
    {
      config: { readsNoInput: true },
      schema: {
        tags,
        security,
        summary: "Publish a draft into the library",
        params: draftIdParamsSchema,
        response: { 201: recipeDraftPublishedSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const session = adminSessionOf(request);
      const { recipeId } = await recipeImport.publishDraft(request.params.id, session, { ip: request.ip });
      return reply.status(201).send({ success: true as const, message: M.draftPublished, recipeId, path: paths.recipe(recipeId) });
    },
  );

  api.delete(
    "/api/admin/recipe-drafts/:id",
    {
      config: { readsNoInput: true },
      schema: {
        tags,
        security,
        summary: "Discard a draft",
        params: draftIdParamsSchema,
        response: { 200: recipeDraftDiscardedSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const session = adminSessionOf(request);
      await recipeImport.discardDraft(request.params.id, session, { ip: request.ip });
      return { success: true as const, message: M.draftDiscarded };
    },
  );
}
