import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { paths } from "../../../shared/paths.ts";
import { NotFoundError } from "../../http/errors.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";

/** `/sitemaps/1.xml` …: the parts of a sitemap too long for one file. */
const sitemapPartName = z.string().regex(/^[1-9]\d{0,4}\.xml$/);
/**
 * What the address may hold: any name, since a name that is not a part of the sitemap is simply
 * not found (404), as for any other file, rather than refused as bad input.
 */
const sitemapPartParams = z.object({ part: z.string().meta({ description: "The part's file name: 1.xml, 2.xml, …" }) });

const tags = ["Site"];
const xml = (description: string) => ({ description, content: { "application/xml": { schema: z.string() } } });

export async function contentRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    paths.sitemapXml,
    {
      schema: {
        tags,
        summary: "The sitemap, or its index when the site has more addresses than one file holds",
        response: { 200: xml("A sitemap or a sitemap index") },
      },
    },
    async (_request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(await services.sitemap.sitemapXml()),
  );
  api.get(
    "/sitemaps/:part",
    {
      schema: {
        tags,
        summary: "One part of a sitemap too long for one file",
        params: sitemapPartParams,
        response: { 200: xml("A sitemap"), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const { part } = request.params;
      const xmlText = sitemapPartName.safeParse(part).success ? await services.sitemap.sitemapPart(Number.parseInt(part, 10)) : null;
      if (!xmlText) throw new NotFoundError("No such sitemap");
      return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(xmlText);
    },
  );
  api.get(
    paths.robotsTxt,
    {
      schema: {
        tags,
        summary: "What crawlers may visit, and where the sitemap is",
        response: { 200: { description: "robots.txt", content: { "text/plain": { schema: z.string() } } } },
      },
    },
    async (_request, reply) =>
      reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(services.sitemap.robotsTxt()),
  );
}
