import type { FastifyInstance } from "fastify";
import { HOME_FEATURED_PRODUCTS, productListQuerySchema } from "../../../shared/schemas/catalogue.ts";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import { NotFoundError, parseInput } from "../../http/errors.ts";
import type { Services } from "../../services.ts";

export async function shopRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const listProducts = async (request: { query: unknown }) => {
    const query = parseInput(productListQuerySchema, request.query);
    return services.shop.listProducts(query, query.featured ? HOME_FEATURED_PRODUCTS : undefined);
  };
  const getProduct = async (request: { params: unknown }) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const product = await services.shop.getProduct(id);
    if (!product) throw new NotFoundError("The product you're looking for doesn't exist.");
    return product;
  };
  // The spec names both paths: /api/products (home, image manager) and /api/shop-products (shop).
  const list = { config: { contract: { query: productListQuerySchema } } };
  const one = { config: { contract: { params: idParamsSchema } } };
  app.get("/api/products", list, listProducts);
  app.get("/api/shop-products", list, listProducts);
  app.get("/api/products/:id", one, getProduct);
  app.get("/api/shop-products/:id", one, getProduct);
  app.get("/api/shop-categories", { config: { contract: {} } }, () => services.shop.categories());
}
