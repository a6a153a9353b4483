import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { paths } from "../../../shared/paths.ts";
import { NotFoundError } from "../../http/errors.ts";
import type { Services } from "../../services.ts";

/** `/sitemaps/1.xml` …: the parts of a sitemap too long for one file. */
const sitemapPartParams = z.object({ part: z.string().regex(/^[1-9]\d{0,4}\.xml$/) });
const NO_INPUT = { config: { contract: {} } };

export async function contentRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get(paths.sitemapXml, NO_INPUT, async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(await services.sitemap.sitemapXml()),
  );
  app.get("/sitemaps/:part", { config: { contract: { params: sitemapPartParams } } }, async (request, reply) => {
    const parsed = sitemapPartParams.safeParse(request.params);
    const xml = parsed.success ? await services.sitemap.sitemapPart(Number.parseInt(parsed.data.part, 10)) : null;
    if (!xml) throw new NotFoundError("No such sitemap");
    return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(xml);
  });
  app.get(paths.robotsTxt, NO_INPUT, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(services.sitemap.robotsTxt()),
  );
}
