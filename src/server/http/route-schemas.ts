import type { FastifyInstance } from "fastify";
import fastJson from "fast-json-stringify";
import { z } from "zod";
import { HttpError, issuesOf } from "./errors.ts";

/** True for a zod schema (route schemas are zod; anything else is left to Fastify's defaults). */
export function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === "object" && value !== null && "_zod" in value;
}

/**
 * A zod schema as the JSON Schema its answers are written by: what the schema outputs (after
 * transforms), with types JSON Schema cannot say (dates) left open, since the value's own JSON
 * form is then used.
 */
export function outputJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "any" }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

/**
 * Routes declare their schemas once, as zod contracts in Fastify's own `schema` option
 * (`params`, `querystring`, `body`, and `response` per status):
 * - input is validated (and transformed) by the contract; a failure is the site's 400 with each
 *   field's message, `{ message, issues: [{ path, message }] }`;
 * - answers are written from the response schema with fast-json-stringify, so a field the
 *   schema does not declare never leaves, and writing costs less than JSON.stringify;
 * - `@fastify/swagger` reads the same schemas for the published OpenAPI document.
 */
export function installRouteSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema }) => {
    if (!isZodSchema(schema)) throw new Error("Route input schemas are zod contracts from src/shared/schemas");
    return (data: unknown) => {
      const result = schema.safeParse(data ?? {});
      if (result.success) return { value: result.data };
      const issues = issuesOf(result.error);
      return { error: new HttpError(400, issues[0]?.message ?? "Invalid request", issues) };
    };
  });
  app.setSerializerCompiler(({ schema }) => {
    if (!isZodSchema(schema)) return (data: unknown) => JSON.stringify(data);
    return fastJson(outputJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
  });
}
