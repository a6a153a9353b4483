/**
 * The Spanish and French pages as `npm start` serves them: a recipe, a class, a product and a blog
 * post at /es/… and /fr/…, in that language from the server's HTML (title, description, structured
 * data), each version naming itself canonical and every version as its alternate; catering menus,
 * members' recipes and the recipe list's filter names in each language; the sitemap's
 * alternates; a page whose texts the engine cannot translate (the engine down) still answering 200
 * in English; and translated pages kept by the page cache as the English ones are.
 */
import { createServer, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { testConfig } from "../../src/server/config.ts";
import { ADDRESSED_LANGUAGES, pathInLanguage } from "../../src/shared/page-languages.ts";
import { send } from "./http.ts";

const html = { accept: "text/html" };

async function json<T>(target: string): Promise<T> {
  const answer = await send(target);
  expect(answer.status, target).toBe(200);
  return JSON.parse(answer.text()) as T;
}

/** One page of each kind, by the API's first item of it, with the English text its title shows. */
async function pagesOfEachKind() {
  const recipe = (await json<{ recipes: { id: number; title: string }[] }>("/api/recipes?limit=1")).recipes[0];
  const cookingClass = (await json<{ id: number; title: string }[]>("/api/classes"))[0];
  const product = (await json<{ id: number; name: string }[]>("/api/shop-products"))[0];
  const post = (await json<{ data: { id: number; title: string }[] }>("/api/blog")).data[0];
  return [
    { kind: "Recipe", path: `/recipes/${recipe.id}`, title: recipe.title },
    { kind: "Event", path: `/classes/${cookingClass.id}`, title: cookingClass.title },
    { kind: "Product", path: `/shop/product/${product.id}`, title: product.name },
    { kind: "BlogPosting", path: `/blog/${post.id}`, title: post.title },
  ];
}

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

function headOf(page: string) {
  const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(page)?.[1] ?? "");
  const description = decodeEntities(/<meta name="description" content="([^"]*)"/.exec(page)?.[1] ?? "");
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1];
  const alternates = Object.fromEntries(
    [...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]),
  );
  const data = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].flatMap((match) => {
    const parsed = JSON.parse(match[1]) as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  });
  return { title, description, canonical, alternates, data };
}

describe("pages in Spanish and French", () => {
  it("should render a recipe, a class, a product and a blog post in each language, with reciprocal alternates", async () => {
    const english = (await send("/", { headers: html })).text();
    const siteUrl = /<link rel="canonical" href="([^"]*)\/"/.exec(english)?.[1] ?? /<link rel="canonical" href="([^"]*)"/.exec(english)![1];
    for (const page of await pagesOfEachKind()) {
      const versions: Record<string, Record<string, string>> = {};
      for (const language of ADDRESSED_LANGUAGES) {
        const address = pathInLanguage(language, page.path);
        const answer = await send(address, { headers: html });
        expect(answer.status, address).toBe(200);
        const text = answer.text();
        expect(text, address).toMatch(new RegExp(`<html lang="${language}"`));
        const head = headOf(text);
        const marked = language === "en" ? page.title : `[${language}] ${page.title}`;
        expect(head.title, address).toContain(marked);
        if (language !== "en") expect(head.description, address).toMatch(new RegExp(`^\\[${language}\\] `));
        const main = head.data.find((item) => item["@type"] === page.kind);
        expect(main, `${address}: ${page.kind} data`).toBeDefined();
        expect(String(main!.name ?? main!.headline), address).toBe(marked);
        expect(head.canonical, address).toBe(`${siteUrl}${address}`);
        expect(head.alternates, address).toEqual({
          en: `${siteUrl}${page.path}`,
          es: `${siteUrl}/es${page.path}`,
          fr: `${siteUrl}/fr${page.path}`,
          "x-default": `${siteUrl}${page.path}`,
        });
        versions[language] = head.alternates;
      }
      // Reciprocal: every version lists the same versions, itself among them.
      expect(versions.es, page.path).toEqual(versions.en);
      expect(versions.fr, page.path).toEqual(versions.en);
    }
  });

  it("should render catering menus, members' recipes, deals and the recipe filters in each language", async () => {
    const buffet = (await json<{ data: { id: number; name: string }[] }>("/api/buffet-menus")).data[0];
    const buffetMenu = await json<{ mainCourse: { name: string }[]; cancellationPolicy: string }>(`/api/buffet-menus/${buffet.id}`);
    const industrial = (await json<{ data: { id: number; name: string }[] }>("/api/industrial-catering")).data[0];
    const industrialMenu = await json<{ sides: { name: string }[] }>(`/api/industrial-catering/${industrial.id}`);
    const shared = (await json<{ data: { id: number; title: string; cuisineType: string }[] }>("/api/user-recipes")).data[0];
    const cuisines = await json<{ displayName: string }[]>("/api/cuisines");
    const deal = (await json<{ title: string; includes: string[] }[]>("/api/deals"))[0];
    const recipeId = (await json<{ recipes: { id: number }[] }>("/api/recipes?limit=1")).recipes[0].id;
    const ayurveda = (await json<{ ayurvedicProperties: { vata: string; pitta: string } }>(`/api/recipes/${recipeId}`)).ayurvedicProperties;
    const product = (await json<{ id: number; specs: Record<string, string> }[]>("/api/shop-products")).find(
      (item) => Object.keys(item.specs).length > 0,
    )!;
    const [specLabel, specText] = Object.entries(product.specs)[0];
    const shown = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
    for (const language of ["es", "fr"] as const) {
      const mark = (text: string) => shown(`[${language}] ${text}`);
      const pages: [string, string[]][] = [
        [`/buffet-menus/${buffet.id}`, [buffet.name, buffetMenu.mainCourse[0].name, buffetMenu.cancellationPolicy]],
        ["/buffet-menus", [buffet.name]],
        [`/industrial-catering/${industrial.id}`, [industrial.name, industrialMenu.sides[0].name]],
        ["/industrial-catering", [industrial.name]],
        [`/community-recipes/${shared.id}`, [shared.title, shared.cuisineType]],
        ["/community-recipes", [shared.title]],
        ["/recipes", [cuisines[0].displayName]],
        ["/deals", [deal.title, deal.includes[0]]],
        [`/recipes/${recipeId}`, [ayurveda.vata, ayurveda.pitta]],
        [`/shop/product/${product.id}`, [specLabel, specText]],
      ];
      for (const [path, texts] of pages) {
        const address = pathInLanguage(language, path);
        const answer = await send(address, { headers: html });
        expect(answer.status, address).toBe(200);
        const page = answer.text();
        for (const text of texts) expect(page, `${address}: ${text}`).toContain(mark(text));
      }
    }
  });

  it("should list every language version in the sitemap with its alternates", async () => {
    const [recipe] = await pagesOfEachKind();
    const sitemap = (await send("/sitemap.xml")).text();
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]);
    for (const language of ADDRESSED_LANGUAGES) {
      const entry = entries.find((item) => item.includes(`${pathInLanguage(language, recipe.path)}</loc>`));
      expect(entry, `${language} ${recipe.path} in the sitemap`).toBeDefined();
      for (const other of ADDRESSED_LANGUAGES) {
        expect(entry).toMatch(new RegExp(`hreflang="${other}" href="[^"]*${pathInLanguage(other, recipe.path).replace(/\//g, "\\/")}"`));
      }
      expect(entry).toContain('hreflang="x-default"');
    }
  });

  it("should keep a translated page in the page cache as it keeps the English one", async () => {
    const [recipe] = await pagesOfEachKind();
    const address = `/es${recipe.path}?cached=${Date.now()}`;
    const first = await send(address, { headers: html });
    const second = await send(address, { headers: html });
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.headers["cache-control"]).toBe(first.headers["cache-control"]);
    expect(String(second.headers["cache-control"])).toMatch(/s-maxage=60\b/);
  });

  it("should answer 200 in English when the engine is down, and keep that page only briefly", async () => {
    // A site whose engine refuses every connection, on a database whose memory holds nothing.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const app = await buildApp(
      testConfig({
        TRANSLATE_PROVIDER: "libretranslate",
        TRANSLATE_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: undefined,
        inMemoryDatabase: true,
      }),
      { pages: "build" },
    );
    try {
      const recipe = (JSON.parse((await app.inject({ url: "/api/recipes?limit=1" })).body) as { recipes: { id: number; title: string }[] })
        .recipes[0];
      const started = performance.now();
      const answer = await app.inject({ url: `/fr/recipes/${recipe.id}`, headers: html });
      expect(answer.statusCode).toBe(200);
      expect(performance.now() - started, "the page never waits long on the engine").toBeLessThan(5_000);
      const head = headOf(answer.body);
      expect(head.title).toContain(recipe.title);
      expect(head.title).not.toContain("[fr]");
      expect(answer.body).toMatch(/<html lang="fr"/);
      expect(String(answer.headers["cache-control"])).toMatch(/s-maxage=5\b/);
    } finally {
      await app.close();
    }
  });
});
