import type { FastifyInstance } from "fastify";
import type { Services } from "../../services.ts";

export async function contentRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/sitemap.xml", async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(await services.sitemap.sitemapXml()),
  );
  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(services.sitemap.robotsTxt()),
  );
}
