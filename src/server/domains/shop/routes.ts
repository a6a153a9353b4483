import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HOME_FEATURED_PRODUCTS, productListQuerySchema, shopCategorySchema } from "../../../shared/schemas/catalogue.ts";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import {
  dealListQuerySchema,
  dealSchema,
  SHOP_PAGED_QUERY_KEYS,
  shopProductListQuerySchema,
  shopProductListResponseSchema,
  shopProductSchema,
} from "../../../shared/schemas/shop.ts";
import { NotFoundError } from "../../http/errors.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";

export async function shopRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const getProduct = async (request: { params: { id: number } }) => {
    const product = await services.shop.getProduct(request.params.id);
    if (!product) throw new NotFoundError("The product you're looking for doesn't exist.");
    return product;
  };

  // Two paths list the products: /api/products (the home page, the image manager) and
  // /api/shop-products (the shop).
  api.get(
    "/api/products",
    {
      schema: {
        tags: ["Shop"],
        summary: "Products, featured first (the home page asks for the featured ones)",
        querystring: productListQuerySchema,
        response: { 200: z.array(shopProductSchema), ...errorAnswers(400) },
      },
    },
    async (request) => services.shop.listProducts(request.query, request.query.featured ? HOME_FEATURED_PRODUCTS : undefined),
  );

  api.get(
    "/api/shop-products",
    {
      schema: {
        tags: ["Shop"],
        summary: "The shop's products: a plain list, or one page of a search",
        description:
          "Without category, type, search, page or limit the answer is the plain list of every product; " +
          "with any of them it is one page, `{ data, pagination }`, best matches first when searching (typos forgiven).",
        querystring: shopProductListQuerySchema,
        response: { 200: z.union([z.array(shopProductSchema), shopProductListResponseSchema]), ...errorAnswers(400) },
      },
    },
    async (request) => {
      // The parsed query carries defaults for page and limit: what the client sent decides the shape.
      const sent = new URLSearchParams(request.url.split("?")[1] ?? "");
      if (SHOP_PAGED_QUERY_KEYS.some((key) => sent.has(key))) return services.shop.searchProducts(request.query);
      return services.shop.listProducts(request.query, request.query.featured ? HOME_FEATURED_PRODUCTS : undefined);
    },
  );

  for (const url of ["/api/products/:id", "/api/shop-products/:id"]) {
    api.get(
      url,
      {
        schema: {
          tags: ["Shop"],
          summary: "One product with its stock",
          params: idParamsSchema,
          response: { 200: shopProductSchema, ...errorAnswers(400, 404) },
        },
      },
      getProduct,
    );
  }

  api.get(
    "/api/shop-categories",
    { schema: { tags: ["Shop"], summary: "The shop's categories", response: { 200: z.array(shopCategorySchema) } } },
    async () => services.shop.categories(),
  );

  api.get(
    "/api/deals",
    {
      schema: {
        tags: ["Shop"],
        summary: "Deals still offered today, of one category or all",
        querystring: dealListQuerySchema,
        response: { 200: z.array(dealSchema), ...errorAnswers(400) },
      },
    },
    async (request) => services.shop.listDeals(request.query.category),
  );
}
