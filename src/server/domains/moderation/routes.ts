import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PRODUCT_FORM_LIMITS, PRODUCT_IMAGE_TYPES, productFormMessages } from "../../../shared/rules/product-submission.ts";
import { idParamsSchema, positiveIdSchema } from "../../../shared/schemas/common.ts";
import {
  moderationMessages,
  productBulkInputSchema,
  productDecisionInputSchema,
  productSubmissionInputSchema,
  recipePublishInputSchema,
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
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";
import { prepareUploadedImage } from "../media/uploads.ts";

const M = moderationMessages;

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
 * marked adminOnly. Handlers parse, call the service, shape the answer.
 */
export async function moderationRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { moderation } = services;

  // --- Shared recipes -----------------------------------------------------------------------
  app.get("/api/admin/recipe-submissions", { config: { contract: { query: reviewListQuerySchema } } }, async (request) =>
    moderation.listRecipeSubmissions(parseInput(reviewListQuerySchema, request.query)),
  );

  app.get("/api/admin/recipe-submissions/:id", { config: { contract: { params: idParamsSchema } } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const item = await moderation.recipeSubmission(id);
    if (!item) throw new NotFoundError(M.recipeSubmissionNotFound);
    return item;
  });

  app.patch(
    "/api/admin/recipe-submissions/:id",
    {
      config: {
        contract: {
          params: idParamsSchema,
          body: reviewDecisionInputSchema,
          exampleBody: { status: "approved", adminNotes: "Lovely recipe" },
        },
      },
    },
    async (request) => {
      const session = adminSessionOf(request);
      const { id } = parseInput(idParamsSchema, request.params);
      const input = parseInput(reviewDecisionInputSchema, request.body);
      const item = await moderation.reviewRecipeSubmission(id, input, session, { ip: request.ip });
      const body: ReviewDecisionResult<RecipeSubmission> = { success: true, message: M.statusUpdated, item };
      return body;
    },
  );

  app.post(
    "/api/admin/recipe-submissions/:id/publish",
    { config: { contract: { params: idParamsSchema, body: recipePublishInputSchema, exampleBody: { difficulty: "easy" } } } },
    async (request, reply) => {
      const session = adminSessionOf(request);
      const { id } = parseInput(idParamsSchema, request.params);
      const input = parseInput(recipePublishInputSchema, request.body);
      const { recipeId } = await moderation.publishRecipeSubmission(id, input, session, { ip: request.ip });
      const body: RecipePublishResult = { success: true, message: M.published, recipeId, path: paths.recipe(recipeId) };
      return reply.status(201).send(body);
    },
  );

  // --- Guest chef applications --------------------------------------------------------------
  app.get("/api/admin/guest-chef-applications", { config: { contract: { query: reviewListQuerySchema } } }, async (request) =>
    moderation.listChefApplications(parseInput(reviewListQuerySchema, request.query)),
  );

  app.get("/api/admin/guest-chef-applications/:id", { config: { contract: { params: idParamsSchema } } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const item = await moderation.chefApplication(id);
    if (!item) throw new NotFoundError(M.chefApplicationNotFound);
    return item;
  });

  app.patch(
    "/api/admin/guest-chef-applications/:id",
    {
      config: {
        contract: {
          params: idParamsSchema,
          body: reviewDecisionInputSchema,
          exampleBody: { status: "rejected", adminNotes: "Please send a sharper photo" },
        },
      },
    },
    async (request) => {
      const session = adminSessionOf(request);
      const { id } = parseInput(idParamsSchema, request.params);
      const input = parseInput(reviewDecisionInputSchema, request.body);
      const item = await moderation.reviewChefApplication(id, input, session, { ip: request.ip });
      const body: ReviewDecisionResult<ChefApplication> = { success: true, message: M.applicationUpdated, item };
      return body;
    },
  );

  // --- Products -----------------------------------------------------------------------------
  // The product form: multipart with repeated `images`, or JSON without photos.
  app.post(
    "/api/products",
    { config: { adminOnly: true, contract: { body: productSubmissionInputSchema, exampleBody: EXAMPLE_PRODUCT } } },
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

  app.get("/api/admin/product-submissions", { config: { contract: { query: reviewListQuerySchema } } }, async (request) =>
    moderation.listProductSubmissions(parseInput(reviewListQuerySchema, request.query)),
  );

  app.get("/api/admin/product-submissions/:id", { config: { contract: { params: idParamsSchema } } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const item = await moderation.productSubmission(id);
    if (!item) throw new NotFoundError(M.productSubmissionNotFound);
    return item;
  });

  app.patch(
    "/api/admin/product-submissions/:id",
    { config: { contract: { params: idParamsSchema, body: productDecisionInputSchema, exampleBody: { status: "approved", stock: 25 } } } },
    async (request) => {
      const session = adminSessionOf(request);
      const { id } = parseInput(idParamsSchema, request.params);
      const input = parseInput(productDecisionInputSchema, request.body);
      const item = await moderation.decideProductSubmission(id, input, session, { ip: request.ip });
      const body: ReviewDecisionResult<ProductSubmission> = {
        success: true,
        message: input.status === "approved" ? M.productApproved : M.productRejected,
        item,
      };
      return body;
    },
  );

  app.post(
    "/api/admin/product-submissions/bulk",
    {
      config: {
        contract: { body: productBulkInputSchema, exampleBody: { action: "reject", status: "pending", adminNotes: "Duplicate listing" } },
      },
    },
    async (request) => {
      const session = adminSessionOf(request);
      const input = parseInput(productBulkInputSchema, request.body);
      return moderation.bulkDecideProductSubmissions(input, session, { ip: request.ip });
    },
  );

  // --- Image manager upload -----------------------------------------------------------------
  // Stores a picture and answers its address; PATCH /api/recipes|products/{id} then sets it.
  app.post(
    "/api/admin/images",
    { config: { contract: { body: imageUploadFieldsSchema, exampleBody: { kind: "recipe", id: "1" } } } },
    async (request, reply) => {
      const session = adminSessionOf(request);
      const form = await readSubmittedForm(request, ["image"]);
      const { kind, id } = parseInput(imageUploadFieldsSchema, form.fields);
      if (!form.files.image) throw new HttpError(400, M.imageUploadMissing, [{ path: "image", message: M.imageUploadMissing }]);
      const photo = await prepareUploadedImage(form.files.image, "image");
      const url = await moderation.uploadImage(photo, session, { ip: request.ip }, { kind, id });
      return reply.status(201).send({ success: true, url, width: photo.width, height: photo.height });
    },
  );
}
