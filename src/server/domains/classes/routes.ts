import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { classListQuerySchema, cookingClassSchema, HOME_FEATURED_CLASSES } from "../../../shared/schemas/catalogue.ts";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import { NotFoundError } from "../../http/errors.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";

export async function classRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/classes",
    {
      schema: {
        tags: ["Classes"],
        summary: "Cooking classes with their upcoming sessions",
        querystring: classListQuerySchema,
        response: { 200: z.array(cookingClassSchema), ...errorAnswers(400) },
      },
    },
    async (request) => services.classes.list(request.query, request.query.featured ? HOME_FEATURED_CLASSES : undefined),
  );

  api.get(
    "/api/classes/:id",
    {
      schema: {
        tags: ["Classes"],
        summary: "One cooking class with its upcoming sessions",
        params: idParamsSchema,
        response: { 200: cookingClassSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const found = await services.classes.getById(request.params.id);
      if (!found) throw new NotFoundError("The cooking class you're looking for doesn't exist.");
      return found;
    },
  );
}
