import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { buildTestApp } from "../../test-support/test-app";
import { sanitizePostHtml } from "./sanitize-post";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.inject({ method: "GET", url });

const POST_KEYS = ["id", "title", "excerpt", "content", "image", "category", "author", "readTime", "publishedAt", "featured"];

const HOSTILE_HTML = [
  '<p>Hello<script>alert("x")</script></p>',
  '<img src="x" onerror="alert(1)"><p onclick="steal()">text</p>',
  '<a href="javascript:alert(1)">click</a><a href="JaVaScRiPt:alert(2)">again</a>',
  '<a href="  javascript:alert(3)">spaced</a><a href="&#106;avascript:alert(4)">encoded</a>',
  '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">',
  '<svg onload="alert(1)"><script>1</script></svg><style>body{display:none}</style>',
  '<form action="/steal"><input name="card"><button formaction="javascript:alert(1)">Pay</button></form>',
  '<div style="background:url(javascript:alert(1))">styled</div><img src="data:text/html,<script>alert(1)</script>">',
].join("");

describe("GET /api/blog", () => {
  it("should answer data and pagination, 12 posts a page, newest first, with the spec's post fields", async () => {
    const res = await get("/api/blog");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual(expect.objectContaining({ page: 1, total: 20, totalPages: 2 }));
    expect(body.data).toHaveLength(12);
    for (const post of body.data) {
      for (const key of POST_KEYS.filter((k) => k !== "content")) expect(post, key).toHaveProperty(key);
      expect(typeof post.readTime).toBe("number");
      expect(typeof post.featured).toBe("boolean");
      expect(new Date(post.publishedAt).toISOString()).toBe(post.publishedAt);
    }
    const dates = body.data.map((p: { publishedAt: string }) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("should give the rest on page 2 and nothing twice", async () => {
    const page1 = (await get("/api/blog?page=1")).json();
    const page2 = (await get("/api/blog?page=2")).json();
    expect(page2.pagination.page).toBe(2);
    expect(page2.data).toHaveLength(8);
    const ids = [...page1.data, ...page2.data].map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(20);
  });

  it("should filter by category (its key or its label), including nutrition from links", async () => {
    for (const category of ["techniques", "nutrition", "kitchen-tips"]) {
      const body = (await get(`/api/blog?category=${category}`)).json();
      expect(body.data.length, category).toBeGreaterThan(0);
      expect(body.data.every((p: { category: string }) => p.category === category)).toBe(true);
      expect(body.pagination.total).toBe(body.data.length);
    }
    // The category list's labels name the same categories.
    for (const [label, category] of [
      ["Kitchen%20Tips", "kitchen-tips"],
      ["Techniques", "techniques"],
      ["nutrition", "nutrition"],
      ["SEASONAL", "seasonal"],
    ]) {
      const res = await get(`/api/blog?category=${label}`);
      expect(res.statusCode, label).toBe(200);
      expect(
        res.json().data.every((p: { category: string }) => p.category === category),
        label,
      ).toBe(true);
      expect(res.json().pagination.total, label).toBe((await get(`/api/blog?category=${category}`)).json().pagination.total);
    }
    const all = (await get("/api/blog?category=all")).json();
    expect(all.pagination.total).toBe(20);
  });

  it("should refuse bad input with 400, never a 500", async () => {
    for (const url of ["/api/blog?category=gossip", "/api/blog?page=0", "/api/blog?page=abc", "/api/blog?limit=51", "/api/blog?limit=-1"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
    }
  });

  it("should answer an empty page past the end with its pagination", async () => {
    const body = (await get("/api/blog?page=9")).json();
    expect(body.data).toEqual([]);
    expect(body.pagination).toEqual(expect.objectContaining({ page: 9, total: 20, totalPages: 2 }));
  });
});

describe("GET /api/blog/{id}", () => {
  it("should answer one post with its HTML content", async () => {
    const res = await get("/api/blog/1");
    expect(res.statusCode).toBe(200);
    const post = res.json();
    for (const key of POST_KEYS) expect(post, key).toHaveProperty(key);
    expect(post.id).toBe(1);
    expect(post.content).toMatch(/<h2>/);
  });

  it("should answer 404 'Blog Post Not Found' for an unknown post and 400 for a malformed id", async () => {
    const missing = await get("/api/blog/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Blog Post Not Found");
    expect((await get("/api/blog/abc")).statusCode).toBe(400);
    expect((await get("/api/blog/0")).statusCode).toBe(400);
  });
});

describe("sanitising posts on the way in", () => {
  const assertClean = (html: string) => {
    expect(html).not.toMatch(/<script|<iframe|<object|<embed|<style|<form|<svg/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).not.toMatch(/data:text/i);
  };

  it("should strip scripts, event handlers and javascript: URLs, keeping the text and safe markup", () => {
    const clean = sanitizePostHtml(HOSTILE_HTML + '<h2>Title</h2><p><a href="https://example.com/x">ok</a> <strong>bold</strong></p>');
    assertClean(clean);
    expect(clean).toContain("<h2>Title</h2>");
    expect(clean).toContain('<a href="https://example.com/x" rel="noopener noreferrer nofollow">ok</a>');
    expect(clean).toContain("<strong>bold</strong>");
    expect(clean).toContain("text");
  });

  it("should store a post written through the service sanitised", async () => {
    const post = await app.services.blog.create({
      slug: "hostile-post",
      title: "Hostile",
      excerpt: "An attempt",
      content: `<h2>Safe part</h2>${HOSTILE_HTML}`,
      image: "/api/artwork/x.svg",
      category: "reviews",
      author: "Someone",
      readTime: 1,
      featured: false,
      tags: [],
      publishedAt: new Date("2020-01-01T00:00:00Z"),
    });
    const stored = (await get(`/api/blog/${post.id}`)).json();
    assertClean(stored.content);
    expect(stored.content).toContain("<h2>Safe part</h2>");
  });

  it("should hold only clean HTML in every seeded post", async () => {
    const { data } = (await get("/api/blog?limit=50")).json();
    for (const { id } of data) {
      const post = (await get(`/api/blog/${id}`)).json();
      assertClean(post.content);
      expect(sanitizePostHtml(post.content)).toBe(post.content);
    }
  });
});

describe("GET /blog/rss.xml", () => {
  it("should serve an RSS 2.0 feed of the latest posts with absolute links", async () => {
    const res = await get("/blog/rss.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/rss\+xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const items = xml.match(/<item>/g) ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(20);
    const latest = (await get("/api/blog?limit=1")).json().data[0];
    const firstLink = /<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/.exec(xml)?.[1];
    expect(firstLink).toMatch(new RegExp(`^https?://[^/]+/blog/${latest.id}$`));
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish every blog route with its query, its answer and its errors", async () => {
    const blogPaths = /^\/(api\/blog|blog\/rss\.xml)(\/|$)/;
    const expected = {
      "GET /api/blog": { tags: ["Blog"], statuses: [200, 400], answers: "BlogPostPage", body: [] },
      "GET /api/blog/:id": { tags: ["Blog"], statuses: [200, 400, 404], answers: "BlogPost", body: [] },
      "GET /blog/rss.xml": { tags: ["Blog"], statuses: [200], answers: "none", body: [] },
    };
    expect(declaredRoutesMatching(app, blogPaths).sort()).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, blogPaths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
