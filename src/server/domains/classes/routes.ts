import type { FastifyInstance } from "fastify";
import { classListQuerySchema, HOME_FEATURED_CLASSES } from "../../../shared/schemas/catalogue.ts";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import { NotFoundError, parseInput } from "../../http/errors.ts";
import type { Services } from "../../services.ts";

export async function classRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/api/classes", { config: { contract: { query: classListQuerySchema } } }, async (request) => {
    const query = parseInput(classListQuerySchema, request.query);
    return services.classes.list(query, query.featured ? HOME_FEATURED_CLASSES : undefined);
  });

  app.get("/api/classes/:id", { config: { contract: { params: idParamsSchema } } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const found = await services.classes.getById(id);
    if (!found) throw new NotFoundError("The cooking class you're looking for doesn't exist.");
    return found;
  });
}
