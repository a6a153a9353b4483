import type { FastifyInstance } from "fastify";
import { NotFoundError } from "../../http/errors.ts";
import type { Services } from "../../services.ts";

export async function contentRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/sitemap.xml", async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(await services.sitemap.sitemapXml()),
  );
  app.get("/sitemaps/:part", async (request, reply) => {
    const match = /^([1-9]\d{0,4})\.xml$/.exec((request.params as { part: string }).part);
    const xml = match ? await services.sitemap.sitemapPart(Number(match[1])) : null;
    if (!xml) throw new NotFoundError("No such sitemap");
    return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(xml);
  });
  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(services.sitemap.robotsTxt()),
  );
}
