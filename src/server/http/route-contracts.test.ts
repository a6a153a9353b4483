import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contractKeys, contractProblems, recordRoutes } from "./route-contracts.ts";

async function routesOf(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  const routes = recordRoutes(app);
  await app.register(async (scoped) => register(scoped));
  await app.ready();
  await app.close();
  return routes;
}

describe("route contracts", () => {
  it("should record routes of nested plugins with their contracts, without the HEAD twins", async () => {
    const query = z.object({ q: z.string().optional() });
    const routes = await routesOf((app) => {
      app.setValidatorCompiler(() => (value: unknown) => ({ value }));
      app.get("/api/things", { schema: { querystring: query } }, async () => []);
      app.post("/api/things", async () => ({}));
    });
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(["GET /api/things", "POST /api/things"]);
    expect(routes[0].contract?.query).toBe(query);
    // A route without a schema reads nothing from the request.
    expect(routes[1].contract).toEqual({});
  });

  it("should read a route's inputs and its body example from its Fastify schema", async () => {
    const params = z.object({ id: z.string() });
    const body = z.object({ email: z.email() }).meta({ examples: [{ email: "a@example.com" }] });
    const routes = await routesOf((app) => {
      app.setValidatorCompiler(() => (value: unknown) => ({ value }));
      app.post("/api/things/:id", { schema: { params, body } }, async () => ({}));
    });
    expect(routes[0].contract?.params).toBe(params);
    expect(routes[0].contract?.body).toBe(body);
    expect(routes[0].contract?.exampleBody).toEqual({ email: "a@example.com" });
    expect(contractProblems(routes)).toEqual([]);
  });

  it("should flag unnamed path parameters and writes without a body or without a valid example", async () => {
    const body = z.object({ email: z.email() });
    const routes = await routesOf((app) => {
      app.setValidatorCompiler(() => (value: unknown) => ({ value }));
      app.get("/api/a/:id", async () => ({}));
      app.get("/api/b/:id", { schema: {} }, async () => ({}));
      app.post("/api/c", { schema: {} }, async () => ({}));
      app.post("/api/d", { schema: { body: body.meta({ examples: [{ email: "not an address" }] }) } }, async () => ({}));
      app.post("/api/e", { schema: { body: body.meta({ examples: [{ email: "a@example.com" }] }) } }, async () => ({}));
      app.get("/api/f/:id", { schema: { params: z.object({ id: z.string() }) } }, async () => ({}));
      app.all("/api/*", { config: { readsNoInput: true } }, async () => ({}));
    });
    const problems = contractProblems(routes);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^GET \/api\/a\/:id: path parameters \[id\]/);
    expect(problems[1]).toMatch(/^GET \/api\/b\/:id: path parameters \[id\]/);
    expect(problems[2]).toMatch(/^POST \/api\/c: a write with no body contract/);
    expect(problems[3]).toMatch(/^POST \/api\/d: exampleBody does not pass/);
  });

  it("should read the keys of an object contract through its wrappers", () => {
    const base = z.object({ a: z.string(), b: z.number() });
    expect(contractKeys(base)).toEqual(["a", "b"]);
    expect(contractKeys(base.refine(() => true))).toEqual(["a", "b"]);
    expect(contractKeys(base.optional().default({ a: "", b: 0 }))).toEqual(["a", "b"]);
    expect(contractKeys(z.preprocess((v) => v, base))).toEqual(["a", "b"]);
    expect(contractKeys(base.transform((v) => v.a))).toEqual(["a", "b"]);
    expect(contractKeys(z.union([base, z.object({ c: z.string() })]))).toEqual(["a", "b", "c"]);
    expect(contractKeys(undefined)).toEqual([]);
  });
});
