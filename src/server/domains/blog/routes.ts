import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { blogListResponseSchema, blogPostSchema } from "../../../shared/schemas/blog.ts";
import { blogListQuerySchema } from "../../../shared/schemas/catalogue.ts";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import { NotFoundError } from "../../http/errors.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { paths } from "../../../shared/paths.ts";
import { blogRssXml, FEED_POSTS } from "./rss.ts";

export async function blogRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Blog"];

  api.get(
    "/api/blog",
    {
      schema: {
        tags,
        summary: "Articles, newest first: one page, by category or featured",
        querystring: blogListQuerySchema,
        response: { 200: blogListResponseSchema, ...errorAnswers(400) },
      },
    },
    async (request) => services.blog.list(request.query),
  );

  api.get(
    "/api/blog/:id",
    {
      schema: {
        tags,
        summary: "One article with its text",
        params: idParamsSchema,
        response: { 200: blogPostSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const post = await services.blog.getById(request.params.id);
      if (!post) throw new NotFoundError("Blog Post Not Found");
      return post;
    },
  );

  // The feed of the latest posts; the blog pages point feed readers at it from their head.
  api.get(
    paths.blogFeed,
    {
      schema: {
        tags,
        summary: "The latest articles as an RSS 2.0 feed",
        response: { 200: { description: "The feed", content: { "application/rss+xml": { schema: z.string() } } } },
      },
    },
    async (_request, reply) => {
      const { data } = await services.blog.list({ page: 1, limit: FEED_POSTS });
      return reply
        .type("application/rss+xml; charset=utf-8")
        .header("cache-control", "public, max-age=900")
        .send(blogRssXml(data, services.config.siteUrl));
    },
  );
}
