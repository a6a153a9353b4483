import { describe, expect, it, vi } from "vitest";
import type { BlogPost, BlogPostSummary } from "../../../shared/schemas/catalogue";
import { serializeJsonLd } from "~/lib/json-ld";
import { BLOG_POST_NOT_FOUND, loadBlogPost, type BlogPostSource } from "./load-blog-post";

const SITE = "https://ayurkitchen.example";

const post: BlogPost = {
  id: 42,
  slug: "tempering-spices",
  title: "Tempering Spices </script><script>alert(1)</script>",
  excerpt: "Why ghee & heat wake cumin up",
  image: "/images/blog/tempering.jpg",
  category: "techniques",
  author: "Chef Meera Raghavan",
  readTime: 7,
  publishedAt: "2025-03-01T09:00:00.000Z",
  featured: true,
  content: "<p>Heat the ghee.</p>",
  tags: ["spices", "ghee", "tadka"],
};

const others: BlogPostSummary[] = [1, 2, 3].map((id) => ({ ...post, id, slug: `other-${id}`, title: `Other ${id}`, featured: false }));

function fakeSource(overrides: Partial<BlogPostSource> = {}) {
  const source: BlogPostSource = {
    getById: vi.fn(async (id: number) => (id === post.id ? post : null)),
    moreArticles: vi.fn(async () => others),
    ...overrides,
  };
  return source;
}

/** What a loader threw as a data response: its body and status. */
async function thrownData(promise: Promise<unknown>): Promise<{ data: unknown; status: number | undefined }> {
  try {
    await promise;
  } catch (thrown) {
    const response = thrown as { data?: unknown; init?: { status?: number } | null };
    return { data: response.data, status: response.init?.status ?? undefined };
  }
  throw new Error("expected the loader to throw");
}

describe("loadBlogPost", () => {
  it("should throw a 404 for a malformed id without asking for a post", async () => {
    const source = fakeSource();
    for (const id of ["abc", "0", "-3", "4.2", "042", "", undefined, "99999999999", "42abc"]) {
      expect(await thrownData(loadBlogPost(source, id, SITE)), String(id)).toEqual({ data: { reason: "not-found" }, status: 404 });
    }
    expect(source.getById).not.toHaveBeenCalled();
    expect(source.moreArticles).not.toHaveBeenCalled();
  });

  it("should throw a 404 for an id no post has", async () => {
    const source = fakeSource();
    expect(await thrownData(loadBlogPost(source, "43", SITE))).toEqual({ data: { reason: "not-found" }, status: BLOG_POST_NOT_FOUND });
    expect(BLOG_POST_NOT_FOUND).toBe(404);
    expect(source.getById).toHaveBeenCalledWith(43);
    expect(source.moreArticles).not.toHaveBeenCalled();
  });

  it("should return the post, three more articles and its absolute URL", async () => {
    const source = fakeSource();
    const result = await loadBlogPost(source, "42", SITE);
    expect(result.post).toBe(post);
    expect(result.more).toEqual(others);
    expect(result.url).toBe("https://ayurkitchen.example/blog/42");
    expect(source.getById).toHaveBeenCalledWith(42);
    expect(source.moreArticles).toHaveBeenCalledWith(post, 3);
  });

  it("should describe the post as a schema.org BlogPosting", async () => {
    const { jsonLd } = await loadBlogPost(fakeSource(), "42", SITE);
    expect(JSON.parse(jsonLd)).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.excerpt,
      image: "https://ayurkitchen.example/images/blog/tempering.jpg",
      datePublished: "2025-03-01T09:00:00.000Z",
      dateModified: "2025-03-01T09:00:00.000Z",
      author: { "@type": "Person", name: "Chef Meera Raghavan" },
      publisher: expect.objectContaining({
        "@type": "Organization",
        name: "Ayur Kitchen",
        url: SITE,
        logo: { "@type": "ImageObject", url: `${SITE}/favicon.svg`, contentUrl: `${SITE}/favicon.svg` },
      }),
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://ayurkitchen.example/blog/42" },
      url: "https://ayurkitchen.example/blog/42",
      articleSection: "techniques",
      keywords: "spices, ghee, tadka",
      timeRequired: "PT7M",
      inLanguage: "en",
    });
  });

  it("should keep an image that is already an absolute URL", async () => {
    const remote = { ...post, image: "https://cdn.example/tempering.jpg" };
    const { jsonLd } = await loadBlogPost(fakeSource({ getById: async () => remote }), "42", SITE);
    expect((JSON.parse(jsonLd) as { image: string }).image).toBe("https://cdn.example/tempering.jpg");
  });

  it("should serialise the structured data so no text in it can close the script element", async () => {
    const { jsonLd } = await loadBlogPost(fakeSource(), "42", SITE);
    expect(jsonLd).not.toMatch(/[<>&]/);
    expect(jsonLd.toLowerCase()).not.toContain("</script");
    expect(jsonLd).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e");
    expect(jsonLd).toContain("ghee \\u0026 heat");
  });
});

describe("serializeJsonLd", () => {
  it("should escape </script>, angle brackets, ampersands and line separators", () => {
    const text = serializeJsonLd({ a: "</script><!-- & -->", b: "line\u2028para\u2029end" });
    expect(text).toBe('{"a":"\\u003c/script\\u003e\\u003c!-- \\u0026 --\\u003e","b":"line\\u2028para\\u2029end"}');
    expect(text).not.toContain("\u2028");
    expect(text).not.toContain("\u2029");
  });

  it("should give back the same value when parsed", () => {
    const value = { headline: "A </SCRIPT> & <b>bold</b> title", list: [1, "x\u2028y"], nested: { ok: true } };
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value);
  });
});
