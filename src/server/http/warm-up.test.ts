import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { isWarmUpRequest, searchWarmUpAddresses, warmUpAddresses, warmUpHeaders, warmUpPages, warmUpSearches } from "./warm-up";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

describe("warm-up", () => {
  it("should render each page, then have it answered again in brotli and gzip, marked as its own", async () => {
    const seen: { url: string; encoding: string; warmUp: boolean }[] = [];
    app = Fastify();
    app.get<{ Params: { "*": string } }>("/*", async (request, reply) => {
      seen.push({ url: request.url, encoding: String(request.headers["accept-encoding"]), warmUp: isWarmUpRequest(request) });
      return reply.type("text/html").header("x-page-cache", "hit").send("<!doctype html><title>page</title>");
    });
    const result = await warmUpPages(app, ["/?warm-up", "/recipes?warm-up"], 3);
    expect(result).toMatchObject({ pages: 2, failed: [] });
    expect(seen).toHaveLength(2 * 2 * 4);
    expect(seen.every((request) => request.warmUp)).toBe(true);
    expect(seen.filter((request) => request.url === "/?warm-up").map((request) => request.encoding)).toEqual([
      ...Array(4).fill("br"),
      ...Array(4).fill("gzip"),
    ]);
  });

  it("should go on past a page that fails, say which, and render a page the cache never keeps once", async () => {
    const asked: string[] = [];
    app = Fastify();
    app.get<{ Params: { "*": string } }>("/*", async (request, reply) => {
      asked.push(request.url);
      if (request.url.startsWith("/broken")) return reply.status(500).send({ message: "failed" });
      if (request.url.startsWith("/live")) return reply.type("text/html").send("<!doctype html>");
      return reply.type("text/html").header("x-page-cache", "hit").send("<!doctype html>");
    });
    const result = await warmUpPages(app, ["/broken?warm-up", "/live?warm-up", "/?warm-up"], 2);
    expect(result.failed).toEqual(["/broken?warm-up (500)"]);
    // The broken page is asked once, a page the cache never keeps rendered once, the next page fully.
    expect(asked.filter((url) => url.startsWith("/broken"))).toHaveLength(1);
    expect(asked.filter((url) => url.startsWith("/live"))).toHaveLength(1);
    expect(asked.filter((url) => url === "/?warm-up")).toHaveLength(6);
  });

  it("should report a request that could not be sent at all, and finish", async () => {
    app = Fastify();
    app.get("/*", async (_request, reply) => reply.type("text/html").header("x-page-cache", "hit").send("<!doctype html>"));
    await app.close();
    const result = await warmUpPages(app, ["/?warm-up"], 1);
    expect(result.pages).toBe(1);
    expect(result.failed).toHaveLength(1);
    expect(result.failed[0]).toMatch(/^\/\?warm-up \(.+\)$/);
  });

  it("should make its searches from the featured recipes' own words, one address for each kind and page, none twice", () => {
    const featured = [
      { title: "Risotto ai Funghi", cuisine: "italian", category: "main-course", dietType: "vegetarian" },
      { title: "Phở Bò (Beef Pho)", cuisine: "vietnamese", category: "soup", dietType: "non-vegetarian" },
    ];
    const addresses = searchWarmUpAddresses(featured);
    expect(new Set(addresses).size).toBe(addresses.length);
    const texts = addresses.map((url) => {
      const query = new URLSearchParams(url.split("?")[1]);
      return query.get("search") ?? query.get("query");
    });
    // Words of four letters or more: "ai", "phở", "bò" and "pho" are not searched alone.
    expect(new Set(texts.flatMap((text) => (text ? text.split(" ") : [])))).toEqual(
      new Set(["risotto", "risott", "funghi", "fungh", "beef", "bee"]),
    );
    expect(addresses).toContain("/api/recipes?search=risotto&page=1");
    expect(addresses).toContain("/api/recipes?search=risotto%20funghi&cuisine=italian&page=2");
    expect(addresses).toContain("/api/recipes/advanced-search?query=beef&category=soup&page=4");
    expect(addresses).toContain("/api/recipes/advanced-search?query=beef%20risotto&sort=rating&page=3");
    expect(addresses).toContain("/api/recipes/advanced-search?query=fungh&dietType=vegetarian&page=1");
    expect(addresses).toContain("/api/recipes?cuisine=italian&page=4");
    // Once, the shapes of statement visitors' searches most often take, from the first word.
    expect(addresses).toContain("/api/recipes?search=risotto");
    expect(addresses).toContain("/api/recipes?search=risotto%20funghi&category=main-course&dietType=vegetarian");
    expect(addresses).toContain("/api/recipes/advanced-search?query=risotto&cuisine=italian&difficulty=easy");
    expect(addresses).toContain("/api/recipes/advanced-search?query=risotto%20funghi&caloriesMax=500");
    expect(addresses).toContain("/api/recipes/advanced-search?query=risotto&ingredients=risotto");
    expect(addresses.filter((url) => !url.includes("page="))).toHaveLength(28);
    expect(searchWarmUpAddresses([])).toEqual([]);
  });

  it("should ask each search marked as its own, several at once, and report the ones that fail", async () => {
    let inFlight = 0;
    let mostAtOnce = 0;
    const asked: { url: string; warmUp: boolean }[] = [];
    app = Fastify();
    app.get("/api/*", async (request, reply) => {
      asked.push({ url: request.url, warmUp: isWarmUpRequest(request) });
      mostAtOnce = Math.max(mostAtOnce, ++inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight--;
      if (request.url.includes("broken")) return reply.status(500).send({ message: "failed" });
      return { recipes: [], total: 0, totalPages: 0 };
    });
    const addresses = Array.from({ length: 25 }, (_, n) => `/api/recipes?search=${n === 7 ? "broken" : `word${n}`}`);
    const result = await warmUpSearches(app, addresses);
    expect(result).toMatchObject({ searches: 25, failed: ["/api/recipes?search=broken (500)"] });
    expect(asked.map((request) => request.url).sort()).toEqual([...addresses].sort());
    expect(asked.every((request) => request.warmUp)).toBe(true);
    expect(mostAtOnce).toBeGreaterThan(1);
    expect(mostAtOnce).toBeLessThanOrEqual(10);
  });

  it("should know its own requests by this process's token alone", () => {
    const [name, token] = Object.entries(warmUpHeaders())[0];
    expect(isWarmUpRequest({ headers: { [name]: token } })).toBe(true);
    expect(isWarmUpRequest({ headers: { [name]: `${token}x` } })).toBe(false);
    expect(isWarmUpRequest({ headers: { [name]: "" } })).toBe(false);
    expect(isWarmUpRequest({ headers: {} })).toBe(false);
  });

  it("should warm the sections and the featured recipe pages, under addresses of their own", () => {
    const addresses = warmUpAddresses([{ id: 7 }, { id: 9 }]);
    expect(addresses).toEqual([
      ...["/", "/recipes", "/classes", "/shop", "/blog", "/about"].map((path) => `${path}?warm-up`),
      "/recipes/7?warm-up",
      "/recipes/7?warm-up=1",
      "/recipes/7?warm-up=2",
      "/recipes/9?warm-up",
      "/recipes/9?warm-up=1",
      "/recipes/9?warm-up=2",
    ]);
    // Without featured recipes, the sections alone.
    expect(warmUpAddresses([])).toHaveLength(6);
  });
});
