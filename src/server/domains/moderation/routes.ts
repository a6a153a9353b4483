import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PRODUCT_FORM_LIMITS, PRODUCT_IMAGE_TYPES, productFormMessages } from "../../../shared/rules/product-submission.ts";
import { idParamsSchema, positiveIdSchema } from "../../../shared/schemas/common.ts";
import {
  chefApplicationPageSchema,
  chefApplicationSchema,
  chefDecisionResultSchema,
  imageUploadResultSchema,
  moderationMessages,
  productBulkInputSchema,
  productBulkResultSchema,
  productDecisionInputSchema,
  productDecisionResultSchema,
  productSubmissionInputSchema,
  productSubmissionPageSchema,
  productSubmissionResultSchema,
  productSubmissionSchema,
  recipeDecisionResultSchema,
  recipePublishInputSchema,
  recipePublishResultSchema,
  recipeSubmissionPageSchema,
  recipeSubmissionSchema,
  reviewDecisionInputSchema,
  reviewListQuerySchema,
  type ChefApplication,
  type ProductSubmission,
  type ProductSubmissionResult,
  type RecipePublishResult,
  type RecipeSubmission,
  type ReviewDecisionResult,
} from "../../../shared/schemas/moderation.ts";
import { paths } from "../../../shared/paths.ts";
import { HttpError, NotFoundError, parseInput } from "../../http/errors.ts";
import { readSubmittedForm } from "../../http/multipart.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";
import { prepareUploadedImage } from "../media/uploads.ts";

const M = moderationMessages;

const tags = ["Admin"];
/** An admin sign-in: the admin cookie, or its token as a Bearer header. */
const security: Record<string, string[]>[] = [{ adminCookie: [] }, { adminBearer: [] }];

/**
 * A form that may come as multipart/form-data: the platform leaves its body alone (a multipart
 * body is only read part by part, in the handler), and the handler checks the fields against the
 * same contract the schema publishes, with the same 400.
 */
const bodyReadByHandler = () => (value: unknown) => ({ value });

/** The image manager's upload: the picture, and what it is for (recorded in the audit log). */
const imageUploadFieldsSchema = z.object({
  kind: z.enum(["recipe", "product"], { error: "Choose Recipe or Product" }).default("recipe"),
  id: z
    .union([z.literal(""), positiveIdSchema])
    .optional()
    .transform((value) => (value === "" || value === undefined ? null : value)),
});

const EXAMPLE_PRODUCT = {
  name: "Cold-Pressed Sesame Oil",
  category: "Ayurvedic Ingredients",
  brand: "Mill & Leaf",
  price: "14.50",
  discount: "10",
  unit: "bottle",
  shortDesc: "Unrefined sesame oil for cooking and abhyanga.",
  certifications: '["Organic","Fair Trade"]',
  tags: "oil, sesame, ayurveda",
  origin: "in",
  isWholesale: "false",
  inStock: "true",
  productType: "New",
};

/**
 * The team's review: shared recipes, guest chef applications and product
 * submissions, and the image manager's upload. Every route here is admin-only: the guard
 * (admin/guard.ts) sits in front of everything under /api/admin*, and `POST /api/products` is
 * marked adminOnly. Fastify checks the input against the contracts (the two forms with files
 * check theirs in the handler); handlers call the service and shape the answer.
 */
export async function moderationRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { moderation } = services;

  // --- Shared recipes -----------------------------------------------------------------------
  api.get(
    "/api/admin/recipe-submissions",
    {
      schema: {
        tags,
        security,
        summary: "Recipes shared by visitors, by status (pending first by default) and search, with the count of each status",
        querystring: reviewListQuerySchema,
        response: { 200: recipeSubmissionPageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => moderation.listRecipeSubmissions(request.query),
  );

  api.get(
    "/api/admin/recipe-submissions/:id",
    {
      schema: {
        tags,
        security,
        summary: "One shared recipe as the team reviews it",
        params: idParamsSchema,
        response: { 200: recipeSubmissionSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const item = await moderation.recipeSubmission(request.params.id);
      if (!item) throw new NotFoundError(M.recipeSubmissionNotFound);
      return item;
    },
  );

  api.patch(
    "/api/admin/recipe-submissions/:id",
    {
      schema: {
        tags,
        security,
        summary: "Approve or reject a shared recipe",
        description: "A rejection needs adminNotes (422 without); an approval without notes gets the default note.",
        params: idParamsSchema,
        body: reviewDecisionInputSchema.meta({ examples: [{ status: "approved", adminNotes: "Lovely recipe" }] }),
        response: { 200: recipeDecisionResultSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const item = await moderation.reviewRecipeSubmission(request.params.id, request.body, adminSessionOf(request), { ip: request.ip });
      const body: ReviewDecisionResult<RecipeSubmission> = { success: true, message: M.statusUpdated, item };
      return body;
    },
  );

  api.post(
    "/api/admin/recipe-submissions/:id/publish",
    {
      schema: {
        tags,
        security,
        summary: "Publish an approved shared recipe to the recipe library",
        description:
          "Each filing field is optional: without it the submission's best reading is taken (category from the meal types, diet " +
          "from the ingredients, difficulty from the total time, cuisine from its name).",
        params: idParamsSchema,
        body: recipePublishInputSchema.meta({ examples: [{ difficulty: "easy" }] }),
        response: { 201: recipePublishResultSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { recipeId } = await moderation.publishRecipeSubmission(request.params.id, request.body, adminSessionOf(request), {
        ip: request.ip,
      });
      const body: RecipePublishResult = { success: true, message: M.published, recipeId, path: paths.recipe(recipeId) };
      return reply.status(201).send(body);
    },
  );

  // --- Guest chef applications --------------------------------------------------------------
  api.get(
    "/api/admin/guest-chef-applications",
    {
      schema: {
        tags,
        security,
        summary: "Guest chef applications, by status (pending first by default) and search, with the count of each status",
        querystring: reviewListQuerySchema,
        response: { 200: chefApplicationPageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => moderation.listChefApplications(request.query),
  );

  api.get(
    "/api/admin/guest-chef-applications/:id",
    {
      schema: {
        tags,
        security,
        summary: "One guest chef application with its contact details",
        params: idParamsSchema,
        response: { 200: chefApplicationSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const item = await moderation.chefApplication(request.params.id);
      if (!item) throw new NotFoundError(M.chefApplicationNotFound);
      return item;
    },
  );

  api.patch(
    "/api/admin/guest-chef-applications/:id",
    {
      schema: {
        tags,
        security,
        summary: "Approve (the chef appears on the public pages) or reject a guest chef application",
        description: "A rejection needs adminNotes (422 without).",
        params: idParamsSchema,
        body: reviewDecisionInputSchema.meta({ examples: [{ status: "rejected", adminNotes: "Please send a sharper photo" }] }),
        response: { 200: chefDecisionResultSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const item = await moderation.reviewChefApplication(request.params.id, request.body, adminSessionOf(request), { ip: request.ip });
      const body: ReviewDecisionResult<ChefApplication> = { success: true, message: M.applicationUpdated, item };
      return body;
    },
  );

  // --- Products -----------------------------------------------------------------------------
  // The product form: multipart with repeated `images`, or JSON without photos.
  api.post(
    "/api/products",
    {
      config: { adminOnly: true },
      validatorCompiler: bodyReadByHandler,
      schema: {
        tags,
        security,
        summary: "Submit a product for review",
        description:
          "multipart/form-data with the fields as text and repeated `images` file parts (JPEG, PNG or WebP, re-encoded), or JSON " +
          "for the fields alone. Stored as pending: the product goes on sale once approved.",
        consumes: ["multipart/form-data", "application/json"],
        body: productSubmissionInputSchema.meta({ examples: [EXAMPLE_PRODUCT] }),
        response: { 201: productSubmissionResultSchema, ...errorAnswers(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const session = adminSessionOf(request);
      const form = await readSubmittedForm(request, ["images"], {
        maxFiles: PRODUCT_FORM_LIMITS.images,
        tooManyFilesMessage: productFormMessages.tooManyImages,
      });
      const input = parseInput(productSubmissionInputSchema, form.fields);
      // Each photo is checked from its bytes and re-encoded before the transaction.
      const photos = [];
      for (const bytes of form.fileLists.images ?? []) {
        photos.push(
          await prepareUploadedImage(bytes, "images", { accept: PRODUCT_IMAGE_TYPES, typeMessage: productFormMessages.imageType }),
        );
      }
      const { id, images } = await moderation.submitProduct(input, photos, session, { ip: request.ip });
      const body: ProductSubmissionResult = { success: true, message: M.productSubmitted, id, status: "pending", images };
      return reply.status(201).send(body);
    },
  );

  api.get(
    "/api/admin/product-submissions",
    {
      schema: {
        tags,
        security,
        summary: "Product submissions, by status (pending first by default) and search, with the count of each status",
        querystring: reviewListQuerySchema,
        response: { 200: productSubmissionPageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => moderation.listProductSubmissions(request.query),
  );

  api.get(
    "/api/admin/product-submissions/:id",
    {
      schema: {
        tags,
        security,
        summary: "One product submission as the approval screen shows it",
        params: idParamsSchema,
        response: { 200: productSubmissionSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const item = await moderation.productSubmission(request.params.id);
      if (!item) throw new NotFoundError(M.productSubmissionNotFound);
      return item;
    },
  );

  api.patch(
    "/api/admin/product-submissions/:id",
    {
      schema: {
        tags,
        security,
        summary: "Approve a product submission with its initial stock (it goes on sale), or reject it",
        description:
          "An approval needs stock, and may name another shop category than the suggested one; a rejection needs adminNotes (422).",
        params: idParamsSchema,
        body: productDecisionInputSchema.meta({ examples: [{ status: "approved", stock: 25 }] }),
        response: { 200: productDecisionResultSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const input = request.body;
      const item = await moderation.decideProductSubmission(request.params.id, input, adminSessionOf(request), { ip: request.ip });
      const body: ReviewDecisionResult<ProductSubmission> = {
        success: true,
        message: input.status === "approved" ? M.productApproved : M.productRejected,
        item,
      };
      return body;
    },
  );

  api.post(
    "/api/admin/product-submissions/bulk",
    {
      schema: {
        tags,
        security,
        summary: "Approve or reject every pending product submission of the view (its status filter and search)",
        description: "Approving in bulk puts each product on sale with `stock` units (default 0) in its suggested shop category.",
        body: productBulkInputSchema.meta({ examples: [{ action: "reject", status: "pending", adminNotes: "Duplicate listing" }] }),
        response: { 200: productBulkResultSchema, ...errorAnswers(400, 401, 403, 409, 422) },
      },
    },
    async (request) => moderation.bulkDecideProductSubmissions(request.body, adminSessionOf(request), { ip: request.ip }),
  );

  // --- Image manager upload -----------------------------------------------------------------
  // Stores a picture and answers its address; PATCH /api/recipes|products/{id} then sets it.
  api.post(
    "/api/admin/images",
    {
      validatorCompiler: bodyReadByHandler,
      schema: {
        tags,
        security,
        summary: "Upload a picture for the image manager",
        description:
          "multipart/form-data with an `image` file part (JPEG, PNG or WebP, re-encoded) beside `kind` and `id`, which the audit log " +
          "records. Answers the stored address; PATCH /api/recipes/{id} or /api/products/{id} then sets it.",
        consumes: ["multipart/form-data"],
        body: imageUploadFieldsSchema.meta({ examples: [{ kind: "recipe", id: "1" }] }),
        response: { 201: imageUploadResultSchema, ...errorAnswers(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const session = adminSessionOf(request);
      const form = await readSubmittedForm(request, ["image"]);
      const { kind, id } = parseInput(imageUploadFieldsSchema, form.fields);
      if (!form.files.image) throw new HttpError(400, M.imageUploadMissing, [{ path: "image", message: M.imageUploadMissing }]);
      const photo = await prepareUploadedImage(form.files.image, "image");
      const url = await moderation.uploadImage(photo, session, { ip: request.ip }, { kind, id });
      return reply.status(201).send({ success: true as const, url, width: photo.width, height: photo.height });
    },
  );
}
