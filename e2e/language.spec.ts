import { expect, test, type Locator, type Page, type Request } from "./support/test";
import { LANGUAGE_LIST_CAP, SUPPORTED_LANGUAGES } from "../src/shared/languages";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { fakeTranslateUrl } from "./support/fake-translate-server";

const HERO = "Your culinary destination for food that heals and delights";
const HERO_ES = "Tu destino culinario para una comida que sana y deleita";

/** Opens the language menu once the page is interactive and returns its search box (en, es or fr). */
async function openPicker(page: Page) {
  const search = page.getByRole("combobox", { name: /^(Search languages|Buscar idiomas|Rechercher une langue)$/ });
  await expect(async () => {
    if (!(await search.isVisible())) await page.getByRole("button", { name: /^(Language|Idioma|Langue)/ }).click();
    await expect(search).toBeVisible({ timeout: 1000 });
  }).toPass();
  return search;
}

async function chooseLanguage(page: Page, query: string, optionName: RegExp) {
  const search = await openPicker(page);
  await search.fill(query);
  await page.getByRole("option", { name: optionName }).click();
}

/** The texts the page sent to the batch API, one array per call. */
function recordBatches(page: Page) {
  const batches: string[][] = [];
  page.on("request", (request: Request) => {
    if (request.url().endsWith("/api/translation/translate/batch")) batches.push((request.postDataJSON() as { texts: string[] }).texts);
  });
  return batches;
}

async function setEngineMode(mode: "ok" | "error") {
  const response = await fetch(`${fakeTranslateUrl()}/__mode`, { method: "POST", body: JSON.stringify({ mode }) });
  expect(response.ok).toBe(true);
}

test.describe("language picker", () => {
  test("should filter by English or native name, case-insensitively, and show at most 50 entries", async ({ page }) => {
    await page.goto("/");
    const search = await openPicker(page);
    const options = page.getByRole("listbox", { name: "Choose language" }).getByRole("option");
    await expect(options).toHaveCount(LANGUAGE_LIST_CAP);
    await expect(page.getByText(`${SUPPORTED_LANGUAGES.length - LANGUAGE_LIST_CAP} more languages available. Keep typing`)).toBeVisible();
    await expect(options.filter({ has: page.getByText("English", { exact: true }).first() }).first()).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expectNoSeriousA11yViolations(page);

    await search.fill("JAPAN");
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText("日本語");
    await expect(options.first()).toContainText("Japanese");
    await expect(page.getByText(/more languages available/)).toBeHidden();

    await search.fill("deutsch");
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText("German");

    await search.fill("español");
    await expect(options).toHaveCount(1);
    await search.fill("zzzz");
    await expect(options).toHaveCount(0);
    await expect(page.getByText("No language matches “zzzz”.")).toBeVisible();
  });

  test("should work from the keyboard: arrows, Enter, and Escape with focus back on the button", async ({ page }) => {
    await page.goto("/");
    const search = await openPicker(page);
    const trigger = page.getByRole("button", { name: /^Language/ });
    await expect(search).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(search).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(search).toBeFocused();
    await page.keyboard.type("fr");
    // "fr" matches French, Afrikaans, Frisian…: the arrow moves the active option.
    await expect(search).toHaveAttribute("aria-activedescendant", /.+/);
    const first = await search.getAttribute("aria-activedescendant");
    await page.keyboard.press("ArrowDown");
    await expect(search).not.toHaveAttribute("aria-activedescendant", first!);
    await page.keyboard.press("ArrowUp");
    await expect(search).toHaveAttribute("aria-activedescendant", first!);
    await expect(page.locator(`[id="${first}"]`)).toContainText("Français");
    // French has its own address: Enter takes the visitor to the French home page.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("button", { name: /^Langue/ })).toBeVisible();
  });

  test("should move to the Spanish address, rendered in Spanish on the server, and remember the choice", async ({ page }) => {
    const batches = recordBatches(page);
    await page.goto("/");
    const strip = page.getByRole("navigation", { name: "Site sections" });
    await expect(strip.getByRole("link", { name: "Recipes", exact: true })).toBeVisible();
    await chooseLanguage(page, "españ", /Español/);
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const recipesLink = page.getByRole("navigation", { name: "Secciones del sitio" }).getByRole("link", { name: "Recetas", exact: true });
    await expect(recipesLink).toHaveAttribute("href", "/es/recipes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HERO_ES);
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("es");

    // The featured sections' database text comes translated in the server's HTML: the browser
    // asks the engine for nothing.
    const featuredRecipe = page.locator('section[aria-labelledby="featured-recipes"] h3').first();
    await expect(featuredRecipe).toHaveText(/^\[es\] /);
    await expect(page.locator('section[aria-labelledby="featured-posts"] h3').first()).toHaveText(/^\[es\] /);
    const html = await (await page.request.get("/es")).text();
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain(HERO_ES);
    await page.waitForLoadState("networkidle");
    expect(batches).toEqual([]);

    // Links stay in Spanish; the English address stays English, suggesting the Spanish one.
    await recipesLink.click();
    await expect(page).toHaveURL(/\/es\/recipes$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HERO);
    const suggestion = page.getByRole("link", { name: "Ver esta página en español" });
    await expect(suggestion).toHaveAttribute("href", "/es");
  });
});

test.describe("page translation", () => {
  test("should translate the page through the engine with a banner, follow navigation, and reload to English", async ({ page }) => {
    const batches = recordBatches(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HERO);
    await chooseLanguage(page, "germ", /Deutsch/);

    const banner = page.getByRole("status").filter({ hasText: "Translating page..." });
    await expect(banner).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 20_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`[de] ${HERO}`);
    // Words only: the brand, code and one-character text stay as they are.
    await expect(page.getByRole("banner").getByRole("link", { name: /Ayur Kitchen/ })).toContainText("Ayur Kitchen");
    await expect(page.getByRole("banner").getByText("[de] Ayur Kitchen")).toHaveCount(0);
    expect(batches.length).toBeGreaterThan(1);
    for (const texts of batches) {
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.length).toBeLessThanOrEqual(20);
      for (const text of texts) {
        expect(text.trim().length).toBeGreaterThanOrEqual(2);
        expect(text).toBe(text.trim());
      }
    }

    // A page rendered later, by client navigation, is translated too.
    await page.getByRole("navigation", { name: "Site sections" }).getByRole("link", { name: "[de] About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^\[de\] /, { timeout: 20_000 });

    // Back to English reloads the page with its own text.
    const reloaded = page.waitForEvent("load");
    await chooseLanguage(page, "english", /English/);
    await reloaded;
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText("[de]");
    await expect(page.getByRole("navigation", { name: "Site sections" }).getByRole("link", { name: "About", exact: true })).toBeVisible();
    await expect(page.getByText("[de]")).toHaveCount(0);
  });

  test("should not ask again for text already translated in this session", async ({ page }) => {
    await page.goto("/");
    await chooseLanguage(page, "japan", /日本語/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`[ja] ${HERO}`, { timeout: 20_000 });
    await expect(page.getByRole("status").filter({ hasText: "Translating page..." })).toBeHidden({ timeout: 20_000 });

    const batches = recordBatches(page);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`[ja] ${HERO}`);
    await page.waitForLoadState("networkidle");
    expect(batches).toEqual([]);

    // A dialog the site renders later is translated too.
    await page.getByRole("button", { name: "Open cart" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "[ja] Shopping Cart" })).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press("Escape");

    // A catalogue language takes over in place: its own strings, and loaded content back to the original.
    await chooseLanguage(page, "españ", /Español/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HERO_ES);
    await expect(page.getByText("[ja]")).toHaveCount(0);
  });

  test("should keep the page's own text when the engine fails", async ({ page }) => {
    await setEngineMode("error");
    try {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      const failed = page.waitForResponse((r) => r.url().endsWith("/api/translation/translate/batch") && r.status() >= 500);
      await page.goto("/");
      await chooseLanguage(page, "ital", /Italiano/);
      expect((await failed).status()).toBe(502);
      await expect(page.getByRole("status").filter({ hasText: "Translating page..." })).toBeHidden();
      await expect(page.locator("html")).toHaveAttribute("lang", "it");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(HERO);
      await expect(page.getByText("[it]")).toHaveCount(0);
      expect(errors.some((text) => text.includes("Page translation failed"))).toBe(true);
    } finally {
      await setEngineMode("ok");
    }
  });
});

test.describe("content translation in a catalogue language", () => {
  type ApiRecipe = {
    title: string;
    description: string;
    instructions: string[];
    ingredients: { amount: string; unit: string; name: string }[];
  };

  /** Lower-case letters and digits only, so "Saturated fat" matches the key "saturatedFat". */
  const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

  /** The recipe and the lookups it names, as the API gives them: every text the engine may see. */
  async function recipeSources(page: Page) {
    const get = async (path: string) => {
      const response = await page.request.get(path);
      expect(response.ok()).toBe(true);
      return (await response.json()) as unknown;
    };
    const recipe = (await get("/api/recipes/1")) as ApiRecipe;
    // The page shows an ingredient's amount and unit together ("1/2 cup").
    const quantities = recipe.ingredients.map((line) => `${line.amount} ${line.unit}`);
    const own = squash(JSON.stringify([recipe, quantities, await get("/api/cuisines"), await get("/api/categories")]));
    return { recipe, own };
  }

  test("should show the recipe in Spanish at its Spanish address, then in French, from the server's HTML", async ({ page }) => {
    const { recipe } = await recipeSources(page);
    const batches = recordBatches(page);
    await page.goto("/recipes/1");
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText(recipe.title);
    await chooseLanguage(page, "españ", /Español/);
    await expect(page).toHaveURL(/\/es\/recipes\/1$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    // The interface comes from the Spanish catalogue...
    await expect(page.getByRole("link", { name: "Ir a la receta" })).toBeVisible();
    const tabs = page.getByRole("tablist", { name: "Detalles de la receta" });
    await expect(tabs.getByRole("tab", { name: "Instrucciones" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Ingredientes", exact: true })).toBeVisible();

    // ...and the recipe's own text from the translation memory, on the server.
    await expect(title).toHaveText(`[es] ${recipe.title}`);
    await expect(page.getByText(`[es] ${recipe.description}`, { exact: true })).toBeVisible();
    const steps = page.getByRole("tabpanel", { name: "Instrucciones" }).getByRole("listitem");
    await expect(steps.first()).toContainText(`[es] ${recipe.instructions[0]}`);
    await expect(steps.last()).toContainText(`[es] ${recipe.instructions.at(-1)}`);
    await expect(page.getByTestId("ingredient-list").getByRole("listitem").first()).toContainText(`[es] ${recipe.ingredients[0].name}`);
    const html = await (await page.request.get("/es/recipes/1")).text();
    expect(html).toContain(`[es] ${recipe.description}`);

    // French: its own address, its catalogue, its translations.
    await chooseLanguage(page, "fran", /Français/);
    await expect(page).toHaveURL(/\/fr\/recipes\/1$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("link", { name: "Aller à la recette" })).toBeVisible();
    await expect(title).toHaveText(`[fr] ${recipe.title}`);
    await expect(page.getByRole("tabpanel", { name: "Instructions" }).getByRole("listitem").first()).toContainText(
      `[fr] ${recipe.instructions[0]}`,
    );
    await expect(page.getByText(/\[es\]/)).toHaveCount(0);

    // Back to English: the English address with the recipe's own text.
    await chooseLanguage(page, "english", /English/);
    await expect(page).toHaveURL(/\/recipes\/1$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(title).toHaveText(recipe.title);
    await expect(page.getByText(/\[(es|fr)\]/)).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(batches).toEqual([]);
  });

  test("should show the recipe cards of the French list in French and keep a card's page in French", async ({ page }) => {
    await page.goto("/recipes");
    await chooseLanguage(page, "fran", /Français/);
    await expect(page).toHaveURL(/\/fr\/recipes$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const firstCard = page.getByRole("list").getByRole("article").first();
    await expect(firstCard.getByRole("heading", { level: 3 })).toHaveText(/^\[fr\] /);
    await expect(firstCard.locator("p").first()).toHaveText(/^\[fr\] /);
    await firstCard.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/fr\/recipes\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^\[fr\] /);
    await expect(page.getByRole("link", { name: "Aller à la recette" })).toBeVisible();
  });
});

test.describe("right-to-left at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("should set dir=rtl after each load and mirror the top bar", async ({ page }) => {
    await page.goto("/");
    const brand = page.getByRole("banner").getByRole("link", { name: /Ayur Kitchen/ });
    const before = await brand.boundingBox();
    expect(before!.x).toBeLessThan(195);
    await chooseLanguage(page, "arab", /العربية/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(async () => {
      const box = await brand.boundingBox();
      expect(box!.x + box!.width).toBeGreaterThan(300);
      const menu = await page.getByRole("button", { name: "Open menu" }).boundingBox();
      expect(menu!.x).toBeGreaterThan(box!.x + box!.width - 1);
    }).toPass();

    // Arabic has no address of its own: the English page is translated here after each load, and
    // the server's HTML for the address stays English whatever the visitor's cookie says.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const html = await (await page.request.get("/", { headers: { cookie: "lang=ar" } })).text();
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`[ar] ${HERO}`, { timeout: 20_000 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
  });
});

test.describe("/api-demo", () => {
  test("should translate a text, require one, translate the whole page and document the recipe API", async ({ page }) => {
    await page.goto("/api-demo");
    await expect(page).toHaveTitle("API Demo | Ayur Kitchen");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /translation API/);
    for (const path of ["/api/recipes", "/api/recipes/{id}", "/api/categories", "/api/cuisines", "/api/diet-types"]) {
      await expect(page.getByRole("heading", { level: 3, name: `GET ${path}`, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("rowheader", { name: /dietType/ })).toBeVisible();

    const form = page.getByRole("region", { name: "Translate text" });
    await expect(async () => {
      await form.getByRole("button", { name: "Translate", exact: true }).click();
      await expect(form.getByRole("alert")).toHaveText("Please enter some text to translate", { timeout: 1000 });
    }).toPass();
    await expect(form.getByRole("textbox", { name: "Text to translate" })).toHaveAttribute("aria-invalid", "true");

    await form.getByRole("textbox", { name: "Text to translate" }).fill("Fresh ginger tea warms the body");
    await form.getByRole("combobox", { name: "Target language" }).selectOption("pt");
    await form.getByRole("button", { name: "Translate", exact: true }).click();
    await expect(form.getByTestId("translation-result")).toHaveText("[pt] Fresh ginger tea warms the body");

    await form.getByRole("button", { name: "Translate the whole page" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("[pt] API Demo", { timeout: 20_000 });
    // Code samples are never sent.
    await expect(page.locator("pre").first()).not.toContainText("[pt]");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectNoSeriousA11yViolations(page);
  });

  test("should show the server's message when the translation fails", async ({ page }) => {
    await setEngineMode("error");
    try {
      await page.goto("/api-demo");
      const form = page.getByRole("region", { name: "Translate text" });
      await form.getByRole("textbox", { name: "Text to translate" }).fill("A bowl of kitchari for every season");
      await form.getByRole("combobox", { name: "Target language" }).selectOption("hi");
      await expect(async () => {
        await form.getByRole("button", { name: "Translate", exact: true }).click();
        await expect(form.getByRole("alert")).toContainText("Translation failed", { timeout: 2000 });
      }).toPass();
      await expect(form.getByTestId("translation-result")).toHaveCount(0);
    } finally {
      await setEngineMode("ok");
    }
  });
});

test.describe("language flags", () => {
  /** Whether an image finished loading a real picture (a broken one has no natural size). */
  const drawn = (img: Locator) => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

  test("should draw every flag as an SVG picture, Esperanto as a globe, and the chosen language's on the button", async ({ page }) => {
    await page.goto("/");
    const triggerFlag = page.getByRole("button", { name: /^Language/ }).locator("img");
    await expect(triggerFlag).toHaveAttribute("src", "/flags/gb.svg");
    await expect.poll(() => drawn(triggerFlag)).toBe(true);

    const search = await openPicker(page);
    const listbox = page.getByRole("listbox", { name: "Choose language" });
    const flags = listbox.getByRole("option").locator("img");
    await expect(flags).toHaveCount(SUPPORTED_LANGUAGES.slice(0, LANGUAGE_LIST_CAP).filter((l) => l.flag).length);
    const english = listbox.getByRole("option").first();
    await expect(english.locator("img")).toHaveAttribute("src", "/flags/gb.svg");
    await expect(english.locator("img")).toHaveAttribute("alt", "");
    await expect.poll(() => drawn(english.locator("img"))).toBe(true);
    // Neither emoji flags (boxes or letter pairs on many systems) nor leftover codes in the text.
    expect(await listbox.textContent()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}\u{1F3F4}]/u);

    await search.fill("latin");
    await expect(listbox.getByRole("option", { name: /Latina/ }).locator("img")).toHaveAttribute("src", "/flags/va.svg");
    await search.fill("welsh");
    await expect(listbox.getByRole("option", { name: /Cymraeg/ }).locator("img")).toHaveAttribute("src", "/flags/gb-wls.svg");
    await search.fill("esperanto");
    const esperanto = listbox.getByRole("option", { name: /Esperanto/ });
    await expect(esperanto.locator("svg").first()).toBeVisible();
    await expect(esperanto.locator("img")).toHaveCount(0);

    await search.fill("españ");
    await listbox.getByRole("option", { name: /Español/ }).click();
    const spanishFlag = page.getByRole("button", { name: /^Idioma/ }).locator("img");
    await expect(spanishFlag).toHaveAttribute("src", "/flags/es.svg");
    await expect.poll(() => drawn(spanishFlag)).toBe(true);
    // The Spanish pages' first HTML draws the same flag.
    const html = await (await page.request.get("/es")).text();
    expect(html).toContain('src="/flags/es.svg"');
  });
});
