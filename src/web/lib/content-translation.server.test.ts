import { describe, expect, it } from "vitest";
import type { PageTranslator } from "~/services.server";
import { translateEntities, translateEntity, translateLookups } from "./content-translation.server";

/** A Spanish translator that marks each text it is given and keeps every call it receives. */
function markingTranslator(language: PageTranslator["language"] = "es") {
  const calls: { texts: string[]; keys: readonly string[] | undefined }[] = [];
  const translator: PageTranslator = {
    language,
    complete: true,
    async texts(texts, keys) {
      calls.push({ texts, keys });
      return texts.map((text) => (text.trim() ? `[${text}]` : text));
    },
  };
  return { translator, calls };
}

describe("translating database content for a page", () => {
  it("should translate texts, lists and the dishes of each course in one call, keyed by id and field", async () => {
    const { translator, calls } = markingTranslator();
    const menus = [
      { id: 7, name: "Diwali feast", price: 12, extras: ["Chai", "Lassi"], courses: [{ name: "Samosa", quantity: "2 each", vegan: true }] },
      { id: 9, name: "Harvest lunch", price: 9, extras: [], courses: [] },
    ];
    const translated = await translateEntities(translator, menus, ["name", "extras"], {
      items: { courses: ["name", "quantity"] },
      name: "menu",
    });
    expect(calls).toHaveLength(1);
    expect(translated[0]).toEqual({
      id: 7,
      name: "[Diwali feast]",
      price: 12,
      extras: ["[Chai]", "[Lassi]"],
      courses: [{ name: "[Samosa]", quantity: "[2 each]", vegan: true }],
    });
    expect(translated[1].name).toBe("[Harvest lunch]");
    expect(calls[0].keys).toEqual([
      "menu 7 name",
      "menu 7 extras 1",
      "menu 7 extras 2",
      "menu 7 courses 1 name",
      "menu 7 courses 1 quantity",
      "menu 9 name",
    ]);
    // The entities given are left as they were.
    expect(menus[0].name).toBe("Diwali feast");
    expect(menus[0].courses[0].name).toBe("Samosa");
  });

  it("should translate the text between an HTML field's tags and never a tag", async () => {
    const { translator, calls } = markingTranslator("fr");
    const post = await translateEntity(
      translator,
      { title: "Ghee", content: '<p class="lead">Warm <em>ghee</em> slowly.</p>' },
      ["title"],
      {
        html: ["content"],
      },
    );
    expect(post).toEqual({ title: "[Ghee]", content: '<p class="lead">[Warm ]<em>[ghee]</em>[ slowly.]</p>' });
    expect(calls[0].texts.some((text) => text.includes("<"))).toBe(false);
    expect(calls[0].keys?.[0]).toBe("title");
  });

  it("should translate each label and each text of labelled texts", async () => {
    const { translator, calls } = markingTranslator();
    const knife = await translateEntity(translator, { id: 3, specs: { Handle: "Pakkawood", Blade: "Steel" } }, ["specs"]);
    expect(knife).toEqual({ id: 3, specs: { "[Handle]": "[Pakkawood]", "[Blade]": "[Steel]" } });
    expect(calls[0].keys).toEqual(["specs Handle label", "specs Handle", "specs Blade label", "specs Blade"]);
  });

  it("should leave English pages and empty lists without a call, and null as null", async () => {
    const { translator, calls } = markingTranslator("en");
    const recipes = [{ id: 1, title: "Kitchari" }];
    expect(await translateEntities(translator, recipes, ["title"])).toBe(recipes);
    const spanish = markingTranslator();
    expect(await translateEntities(spanish.translator, [] as { title: string }[], ["title"])).toEqual([]);
    expect(await translateEntity(spanish.translator, null as { title: string } | null, ["title"])).toBeNull();
    expect(calls).toHaveLength(0);
    expect(spanish.calls).toHaveLength(0);
  });

  it("should translate a lookup's shown name and keep the name it is filtered by", async () => {
    const { translator, calls } = markingTranslator();
    const cuisines = await translateLookups(translator, [{ name: "indian", displayName: "Indian", flag: "in" }], "cuisine");
    expect(cuisines).toEqual([{ name: "indian", displayName: "[Indian]", flag: "in" }]);
    expect(calls[0].keys).toEqual(["cuisine indian displayName"]);
  });
});
