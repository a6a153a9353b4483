import type { FastifyInstance } from "fastify";

type Schema = { $ref?: string; type?: string; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[] };
type Operation = {
  tags?: string[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: { "application/json"?: { schema?: Schema } } }>;
};

/** One operation as a test compares it: its tags, its documented statuses, what its success answers. */
export type PublishedOperation = {
  tags: string[];
  statuses: number[];
  /** The success answer's schema in short: `Product`, `Product[]`, `Product[] | ShopPage`, `object`. */
  answers: string;
  /** The media types the request body is documented in (none when it takes no body). */
  body: string[];
};

const nameOf = (schema: Schema | undefined): string => {
  if (!schema) return "none";
  if (schema.$ref) return schema.$ref.replace("#/components/schemas/", "");
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.map(nameOf).join(" | ");
  if (schema.type === "array") return `${nameOf(schema.items)}[]`;
  return schema.type ?? "any";
};

/**
 * The operations GET /api/openapi.json publishes for the routes whose path `paths` matches,
 * keyed as the route table names them ("GET /api/things/:id").
 */
export async function publishedOperations(app: FastifyInstance, paths: RegExp): Promise<Record<string, PublishedOperation>> {
  const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  const document = res.json<{ paths: Record<string, Record<string, Operation>> }>();
  const found: Record<string, PublishedOperation> = {};
  for (const [path, operations] of Object.entries(document.paths)) {
    const url = path.replace(/\{([^}]+)\}/g, ":$1");
    if (!paths.test(url)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const statuses = Object.keys(operation.responses ?? {}).map(Number);
      const success = statuses.find((status) => status >= 200 && status < 300);
      found[`${method.toUpperCase()} ${url}`] = {
        tags: operation.tags ?? [],
        statuses,
        answers: success === undefined ? "none" : nameOf(operation.responses?.[success]?.content?.["application/json"]?.schema),
        body: Object.keys(operation.requestBody?.content ?? {}),
      };
    }
  }
  return found;
}

/** The routes the app registered whose path `paths` matches, as "METHOD /path". */
export function declaredRoutesMatching(app: FastifyInstance, paths: RegExp): string[] {
  return app.declaredRoutes.filter((route) => paths.test(route.url)).map((route) => `${route.method} ${route.url}`);
}
