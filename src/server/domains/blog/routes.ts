import type { FastifyInstance } from "fastify";
import { blogListQuerySchema } from "../../../shared/schemas/catalogue.ts";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import { NotFoundError, parseInput } from "../../http/errors.ts";
import type { Services } from "../../services.ts";
import { paths } from "../../../shared/paths.ts";
import { blogRssXml, FEED_POSTS } from "./rss.ts";

export async function blogRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/api/blog", { config: { contract: { query: blogListQuerySchema } } }, async (request) =>
    services.blog.list(parseInput(blogListQuerySchema, request.query)),
  );

  app.get("/api/blog/:id", { config: { contract: { params: idParamsSchema } } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const post = await services.blog.getById(id);
    if (!post) throw new NotFoundError("Blog Post Not Found");
    return post;
  });

  // The feed of the latest posts; the blog pages point feed readers at it from their head.
  app.get(paths.blogFeed, { config: { contract: {} } }, async (_request, reply) => {
    const { data } = await services.blog.list({ page: 1, limit: FEED_POSTS });
    return reply
      .type("application/rss+xml; charset=utf-8")
      .header("cache-control", "public, max-age=900")
      .send(blogRssXml(data, services.config.siteUrl));
  });
}
