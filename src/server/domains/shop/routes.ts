import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { HOME_FEATURED_PRODUCTS, productListQuerySchema } from "../../../shared/schemas/catalogue.ts";
import { idParamsSchema, optionalFilterSchema } from "../../../shared/schemas/common.ts";
import { SHOP_PAGED_QUERY_KEYS, shopProductListQuerySchema } from "../../../shared/schemas/shop.ts";
import { NotFoundError, parseInput } from "../../http/errors.ts";
import type { Services } from "../../services.ts";

const dealListQuerySchema = z.object({
  category: optionalFilterSchema.pipe(z.enum(["classes", "products", "buffet", "books"], { error: "Unknown deal category" }).optional()),
});

export async function shopRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const getProduct = async (request: { params: unknown }) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const product = await services.shop.getProduct(id);
    if (!product) throw new NotFoundError("The product you're looking for doesn't exist.");
    return product;
  };
  // The spec names both paths: /api/products (home, image manager) and /api/shop-products (shop).
  app.get("/api/products", { config: { contract: { query: productListQuerySchema } } }, async (request) => {
    const query = parseInput(productListQuerySchema, request.query);
    return services.shop.listProducts(query, query.featured ? HOME_FEATURED_PRODUCTS : undefined);
  });
  app.get("/api/shop-products", { config: { contract: { query: shopProductListQuerySchema } } }, async (request) => {
    const query = parseInput(shopProductListQuerySchema, request.query);
    const raw = (request.query ?? {}) as Record<string, unknown>;
    // The spec's call carries no query and reads a plain list; the shop's grid asks for pages.
    if (SHOP_PAGED_QUERY_KEYS.some((key) => Object.hasOwn(raw, key))) return services.shop.searchProducts(query);
    return services.shop.listProducts(query, query.featured ? HOME_FEATURED_PRODUCTS : undefined);
  });
  const one = { config: { contract: { params: idParamsSchema } } };
  app.get("/api/products/:id", one, getProduct);
  app.get("/api/shop-products/:id", one, getProduct);
  app.get("/api/shop-categories", { config: { contract: {} } }, () => services.shop.categories());
  app.get("/api/deals", { config: { contract: { query: dealListQuerySchema } } }, async (request) => {
    const { category } = parseInput(dealListQuerySchema, request.query);
    return services.shop.listDeals(category);
  });
}
