/**
 * The published API, as the served site publishes it: `/api/openapi.json` is a valid OpenAPI
 * document (checked by an independent validator), names every `/api` route the server registers,
 * and the answers the site gives to bad input match the schemas it documents for them.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { inPool, send } from "./http.ts";

type JsonSchema = Record<string, unknown>;
type Operation = {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  parameters?: { in: string; name: string }[];
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Routes the document leaves out on purpose: itself, its interactive reference, and the API's own 404 catch-alls. */
const UNPUBLISHED = [/^\/api\/openapi\.json$/, /^\/api\/reference(\/|$)/, /^\/api$/, /^\/api\/\*$/];

const { routes } = inject("routeTable");
let document: Document;

beforeAll(async () => {
  const res = await send("/api/openapi.json");
  expect(res.status).toBe(200);
  document = JSON.parse(res.text()) as Document;
});

/** "/api/recipes/{id}" as the route table writes it: "/api/recipes/:id". */
const routeUrl = (path: string) => path.replace(/\{([^}]+)\}/g, ":$1");

describe("the published API", () => {
  it("should be a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors ?? [], null, 2).slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("should name every /api route the server registers, with its method", () => {
    const published = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${routeUrl(path)}`),
      ),
    );
    const missing = routes
      .filter((route) => route.url.startsWith("/api") && !UNPUBLISHED.some((pattern) => pattern.test(route.url)))
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !published.has(route));
    expect(missing).toEqual([]);
  });

  it("should answer bad queries and bodies with the statuses and bodies it documents", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) ajv.addSchema(schema, `#/components/schemas/${name}`);
    const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
    const validatorFor = (schema: JsonSchema) => {
      const key = JSON.stringify(schema);
      if (!compiled.has(key)) compiled.set(key, ajv.compile(schema));
      return compiled.get(key)!;
    };

    // Each public GET without path parameters gets a hostile value in every query parameter it documents;
    // each public write gets a body of the wrong shape.
    const probes: { method: string; path: string; operation: Operation; body?: string }[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (path.includes("{") || path.startsWith("/api/admin")) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const upper = method.toUpperCase();
        if (upper === "GET") {
          const keys = (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
          if (keys.length === 0) continue;
          probes.push({ method: upper, path: `${path}?${keys.map((key) => `${key}=%00${"x".repeat(300)}`).join("&")}`, operation });
        } else if (upper === "POST" && operation.responses?.["400"]) {
          probes.push({ method: upper, path, operation, body: JSON.stringify({ unexpected: [1, { deep: true }] }) });
        }
      }
    }
    expect(probes.length).toBeGreaterThan(20);

    const problems = (
      await inPool(
        probes.map((probe, index) => ({ ...probe, index })),
        4,
        async ({ method, path, operation, body, index }) => {
          const res = await send(path, {
            method,
            headers: {
              accept: "application/json",
              ...(body ? { "content-type": "application/json" } : {}),
              "x-forwarded-for": `10.99.${index >> 8}.${index & 255}`,
            },
            body,
          });
          const documented = operation.responses?.[String(res.status)];
          if (!documented) return [`${method} ${path.slice(0, 80)}: answered ${res.status}, which it does not document`];
          const schema = documented.content?.["application/json"]?.schema;
          const type = String(res.headers["content-type"] ?? "");
          if (!schema || !type.startsWith("application/json")) return [];
          const validate = validatorFor(schema);
          return validate(JSON.parse(res.text()))
            ? []
            : [`${method} ${path.slice(0, 80)} ${res.status}: ${ajv.errorsText(validate.errors)}`];
        },
      )
    ).flat();
    expect(problems).toEqual([]);
  });
});
