import type { FastifyInstance } from "fastify";
import { blogListQuerySchema } from "../../../shared/schemas/catalogue.ts";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import { NotFoundError, parseInput } from "../../http/errors.ts";
import type { Services } from "../../services.ts";

export async function blogRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/api/blog", { config: { contract: { query: blogListQuerySchema } } }, async (request) => services.blog.list(parseInput(blogListQuerySchema, request.query)));

  app.get("/api/blog/:id", { config: { contract: { params: idParamsSchema } } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const post = await services.blog.getById(id);
    if (!post) throw new NotFoundError("Blog Post Not Found");
    return post;
  });
}
