import type { FastifyInstance } from "fastify";
import type { z } from "zod";

/**
 * What a route accepts, read from the zod contracts of its Fastify schema, so tests can find
 * every input of every route from the route table instead of from a hand-kept list.
 */
export type RouteContract = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A body the contract accepts; tests vary one field of it at a time to reach past validation. */
  exampleBody?: Record<string, unknown>;
  /** A write whose handler reads no body: a catch-all answering 404, a sign-out, saving by the id in the address. */
  readsNoInput?: true;
};

declare module "fastify" {
  interface FastifyContextConfig {
    /** A write whose handler reads no body (a sign-out, saving by the id in the address). */
    readsNoInput?: true;
  }
}

export type DeclaredRoute = { method: string; url: string; contract: RouteContract | undefined };

/** A body schema's first example (`.meta({ examples: [...] })`), which the published API shows too. */
function firstExample(schema: unknown): Record<string, unknown> | undefined {
  const meta = (schema as { meta?: () => { examples?: unknown[] } | undefined } | undefined)?.meta?.();
  const example = meta?.examples?.[0];
  return typeof example === "object" && example !== null ? (example as Record<string, unknown>) : undefined;
}

/** What a route reads, from its Fastify schema (zod contracts). */
function contractOf(route: { schema?: Record<string, unknown>; config?: { readsNoInput?: true } }): RouteContract {
  // A route without a schema reads nothing from the request.
  const schema = route.schema ?? {};
  const contract: RouteContract = {};
  if (schema.params) contract.params = schema.params as z.ZodType;
  if (schema.querystring) contract.query = schema.querystring as z.ZodType;
  if (schema.body) {
    contract.body = schema.body as z.ZodType;
    contract.exampleBody = firstExample(schema.body);
  }
  if (route.config?.readsNoInput) contract.readsNoInput = true;
  return contract;
}

/**
 * Records every route registered on `app` from now on, with its declared contract. Call it before
 * the routes are registered; the returned list fills as they are.
 */
export function recordRoutes(app: FastifyInstance): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const contract = contractOf(route as never);
    for (const method of methods) {
      // Fastify adds a HEAD twin to each GET: the same handler, the same input, no body out.
      if (method === "HEAD") continue;
      routes.push({ method, url: route.url, contract });
    }
  });
  return routes;
}

/** The keys of an object contract, looking through optional, default, pipe and refine wrappers. */
export function contractKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const keys = new Set<string>();
  const visit = (node: unknown, depth: number) => {
    if (!node || depth > 20) return;
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    switch (def.type) {
      case "object":
        for (const key of Object.keys(def.shape as object)) keys.add(key);
        return;
      case "pipe":
        // .transform() puts the object first, z.preprocess() second.
        visit(def.in, depth + 1);
        visit(def.out, depth + 1);
        return;
      case "union":
        for (const option of def.options as unknown[]) visit(option, depth + 1);
        return;
      case "intersection":
        visit(def.left, depth + 1);
        visit(def.right, depth + 1);
        return;
      case "lazy":
        visit((def.getter as () => unknown)(), depth + 1);
        return;
      default:
        visit(def.innerType, depth + 1);
    }
  };
  visit(schema, 0);
  return [...keys];
}

const WRITES = new Set(["POST", "PUT", "PATCH"]);

/**
 * What is wrong with the routes' declarations: a route without a contract, path parameters the
 * contract does not name, a write without a body contract, a body contract without a valid example.
 */
export function contractProblems(routes: DeclaredRoute[]): string[] {
  const problems: string[] = [];
  for (const { method, url, contract } of routes) {
    const route = `${method} ${url}`;
    if (!contract) {
      problems.push(`${route}: declares no inputs (give it a schema)`);
      continue;
    }
    const pathParams = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();
    const declared = contractKeys(contract.params).sort();
    if (pathParams.join() !== declared.join()) {
      problems.push(`${route}: path parameters [${pathParams.join(", ")}] but the params contract names [${declared.join(", ")}]`);
    }
    if (contract.query && contractKeys(contract.query).length === 0) problems.push(`${route}: the query contract is not an object`);
    if (WRITES.has(method) && !contract.readsNoInput && !contract.body) problems.push(`${route}: a write with no body contract`);
    if (contract.body) {
      if (contractKeys(contract.body).length === 0) problems.push(`${route}: the body contract is not an object`);
      if (!contract.exampleBody) problems.push(`${route}: a body contract needs an exampleBody`);
      else if (!contract.body.safeParse(contract.exampleBody).success) problems.push(`${route}: exampleBody does not pass its contract`);
    }
  }
  return problems;
}
