import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { languageOfPath } from "../../../shared/page-languages";
import { translationDeskMessages as M, type TranslationText } from "../../../shared/schemas/translation-desk";
import { translationMemory } from "../../db/schema/index";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { bearer, buildAdminTestApp, signIn, TEST_ADMIN } from "../admin/admin-test-kit";
import { createLibreTranslateEngine } from "./engines/libretranslate";
import type { RecordPageTexts } from "./page-texts";
import { createPageTranslator } from "./page-translator";
import { createTranslationService } from "./service";
import { startFakeLibreTranslate, type FakeLibreTranslate } from "./testing/fake-libretranslate";

const API_KEY = "desk-test-key";
let engine: FakeLibreTranslate;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  engine = await startFakeLibreTranslate({ apiKey: API_KEY });
  app = await buildAdminTestApp({
    TRANSLATE_PROVIDER: "libretranslate",
    TRANSLATE_URL: engine.url,
    TRANSLATE_API_KEY: API_KEY,
    translateTimeoutMs: 1_500,
  });
  token = (await signIn(app)).token;
});
afterAll(async () => {
  await app?.close();
  await engine?.close();
});
afterEach(() => engine.reset());

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const call = (method: "GET" | "PUT" | "DELETE", url: string, payload?: unknown, headers: Record<string, string> = bearer(token)) =>
  app.inject({
    method,
    url,
    headers: payload === undefined ? headers : { ...headers, "content-type": "application/json" },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
const list = async (query: string): Promise<TranslationText[]> => {
  const res = await call("GET", `/api/admin/translations?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const correct = (language: string, text: string, correction: unknown) =>
  call("PUT", `/api/admin/translations/${language}/${sha256(text)}`, { text: correction });
const revert = (language: string, text: string) => call("DELETE", `/api/admin/translations/${language}/${sha256(text)}/correction`);

/**
 * One render of a translated page as the page bridge runs it: the page's translator, its texts
 * under their keys; resolves once the texts are recorded, with what the page showed.
 */
async function render(address: string, texts: Record<string, string>, translate = app.services.translation.translateWithin) {
  const writes: Promise<void>[] = [];
  const record: RecordPageTexts = (...args) => {
    const write = app.services.translation.recordPageTexts(...args);
    writes.push(write);
    return write;
  };
  const translator = createPageTranslator(translate, languageOfPath(address) as "es" | "fr", { address, record, budgetMs: 1_500 });
  const shown = await translator.texts(Object.values(texts), Object.keys(texts));
  for (let waited = 0; writes.length === 0 && waited < 2_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
  await Promise.all(writes);
  return Object.fromEntries(Object.keys(texts).map((key, i) => [key, shown[i]]));
}

describe("GET /api/admin/translations", () => {
  it("should list each translated page's texts under their keys, in the page's order, with the engine's translation", async () => {
    const shown = await render("/es/recipes/101?tab=steps", {
      title: "Lentil soup",
      description: "A warming bowl",
      "ingredient 1": "Red lentils",
      "step 1": "Rinse the lentils",
      "step 2": "250",
    });
    expect(shown).toEqual({
      title: "[es] Lentil soup",
      description: "[es] A warming bowl",
      "ingredient 1": "[es] Red lentils",
      "step 1": "[es] Rinse the lentils",
      "step 2": "250",
    });
    await render("/fr/recipes/101", { title: "Lentil soup" });

    const texts = await list("language=es&address=recipes/101");
    // A number is never translated, so it is not the desk's business.
    expect(texts.map((text) => text.key)).toEqual(["title", "description", "ingredient 1", "step 1"]);
    expect(texts[0]).toEqual({
      path: "/recipes/101",
      language: "es",
      key: "title",
      sourceHash: sha256("Lentil soup"),
      sourceText: "Lentil soup",
      translation: "[es] Lentil soup",
      machineText: "[es] Lentil soup",
      corrected: false,
      correctedAt: null,
      correctedBy: null,
      sourceChanged: false,
      sourceChangedAt: null,
      previousSourceText: null,
      previousTranslation: null,
    });

    const both = await list("address=%2Frecipes%2F101");
    expect(both.map((text) => `${text.language} ${text.key}`)).toEqual([
      "es title",
      "es description",
      "es ingredient 1",
      "es step 1",
      "fr title",
    ]);
    const paged = await call("GET", "/api/admin/translations?address=recipes/101&limit=2&page=2");
    expect(paged.json()).toMatchObject({ total: 5, totalPages: 3, page: 2, hasPrev: true, hasNext: true });
    expect(paged.json().data.map((text: TranslationText) => text.key)).toEqual(["ingredient 1", "step 1"]);
  });

  it("should list a text no engine translated yet, without a translation", async () => {
    engine.failWith(503);
    await render("/es/recipes/102", { title: "Saffron rice" });
    const [text] = await list("language=es&address=/recipes/102");
    expect(text).toMatchObject({ sourceText: "Saffron rice", translation: null, machineText: null, corrected: false });
  });

  it("should refuse a request without an admin session, and a bad filter", async () => {
    expect((await call("GET", "/api/admin/translations", undefined, {})).statusCode).toBe(401);
    const bad = await call("GET", "/api/admin/translations?language=de");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].message).toBe(M.languageInvalid);
  });
});

describe("PUT /api/admin/translations/{language}/{sourceHash}", () => {
  it("should store the correction, which the page's next render shows instead of the engine's text", async () => {
    expect(await render("/es/recipes/103", { title: "Chickpea stew" })).toEqual({ title: "[es] Chickpea stew" });
    engine.reset();

    const res = await correct("es", "Chickpea stew", "  Guiso de garbanzos ");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.corrected,
      language: "es",
      sourceText: "Chickpea stew",
      translation: "Guiso de garbanzos",
      machineText: "[es] Chickpea stew",
      corrected: true,
      correctedBy: TEST_ADMIN.username,
    });
    // The process memory held the engine's text from the first render: the correction replaced it.
    expect(await render("/es/recipes/103", { title: "Chickpea stew" })).toEqual({ title: "Guiso de garbanzos" });
    expect(await app.services.translation.translate("Chickpea stew", "en", "es")).toBe("Guiso de garbanzos");
    expect(engine.calls).toHaveLength(0);

    const [text] = await list("language=es&address=/recipes/103");
    expect(text).toMatchObject({ translation: "Guiso de garbanzos", machineText: "[es] Chickpea stew", corrected: true });
    expect(Date.parse(text.correctedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("should refuse an empty correction with a clear message", async () => {
    await render("/es/recipes/104", { title: "Mango lassi" });
    for (const empty of ["", "   ", undefined]) {
      const res = await call("PUT", `/api/admin/translations/es/${sha256("Mango lassi")}`, empty === undefined ? {} : { text: empty });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: "text", message: M.correctionRequired }]);
    }
    expect((await list("address=/recipes/104"))[0].corrected).toBe(false);
  });

  it("should answer 404 for a text no translated page shows, and 400 for a malformed hash", async () => {
    const unknown = await correct("es", "A text no page shows", "Un texto");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.notFound);
    // Shown on a Spanish page only: it is not a French page's text.
    await render("/es/recipes/105", { title: "Masala chai" });
    expect((await correct("fr", "Masala chai", "Thé masala")).statusCode).toBe(404);
    const malformed = await call("PUT", "/api/admin/translations/es/not-a-hash", { text: "x" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues[0].message).toBe(M.hashInvalid);
    expect((await call("PUT", `/api/admin/translations/es/${sha256("Masala chai")}`, { text: "x" }, {})).statusCode).toBe(401);
  });

  it("should correct a text no engine translated, and keep it when the engine answers later", async () => {
    engine.failWith(503);
    expect(await render("/es/recipes/106", { title: "Coconut dal" })).toEqual({ title: "Coconut dal" });
    const res = await correct("es", "Coconut dal", "Dal de coco");
    expect(res.json()).toMatchObject({ translation: "Dal de coco", machineText: null, corrected: true });
    engine.reset();
    expect(await app.services.translation.translate("Coconut dal", "en", "es")).toBe("Dal de coco");
    expect(engine.calls).toHaveLength(0);
    // No machine translation to go back to.
    const back = await revert("es", "Coconut dal");
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(M.noMachineText);
  });
});

describe("corrections and the engine", () => {
  it("should never let an engine's answer replace a correction stored while it was translating", async () => {
    const text = "Tamarind chutney";
    await app.services.translation.recordPageTexts("/recipes/107", "es", [{ key: "title", text, position: 0 }]);
    // The engine is slow; meanwhile the team corrects the same text (as another instance would).
    const service = createTranslationService({
      db: app.database.db,
      log: app.log,
      engine: {
        name: "libretranslate",
        async translate(texts) {
          const corrected = await correct("es", text, "Chutney de tamarindo");
          expect(corrected.statusCode).toBe(200);
          return texts.map((t) => `[engine] ${t}`);
        },
      },
    });
    expect(await service.translateBatch([text], "en", "es")).toEqual(["Chutney de tamarindo"]);
    // The process memory kept the correction too, not the engine's answer.
    expect(await service.translateBatch([text], "en", "es")).toEqual(["Chutney de tamarindo"]);
    const [row] = await app.database.db
      .select()
      .from(translationMemory)
      .where(and(eq(translationMemory.sourceHash, sha256(text)), eq(translationMemory.targetLanguage, "es")));
    expect(row).toMatchObject({ correctedText: "Chutney de tamarindo", translatedText: "Chutney de tamarindo", engine: "team" });
  });

  it("should show a correction written on another instance within the polling interval", async () => {
    await render("/es/recipes/108", { title: "Pickled lime" });
    // A second instance on the same database, which has the engine's text in its memory.
    const other = createTranslationService({
      db: app.database.db,
      log: app.log,
      engine: createLibreTranslateEngine({ url: engine.url, apiKey: API_KEY }),
      correctionsPollMs: 50,
    });
    expect(await other.translateBatch(["Pickled lime"], "en", "es")).toEqual(["[es] Pickled lime"]);
    expect(await other.translateBatch(["Pickled lime"], "en", "es")).toEqual(["[es] Pickled lime"]);

    expect((await correct("es", "Pickled lime", "Lima encurtida")).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await other.translateWithin(["Pickled lime"], "en", "es", 100)).texts).toEqual(["Lima encurtida"]);

    expect((await revert("es", "Pickled lime")).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await other.translateWithin(["Pickled lime"], "en", "es", 100)).texts).toEqual(["[es] Pickled lime"]);
    expect(engine.calls).toHaveLength(1);
  });
});

describe("DELETE /api/admin/translations/{language}/{sourceHash}/correction", () => {
  it("should give the engine's translation back, and refuse when there is no correction", async () => {
    await render("/fr/recipes/109", { title: "Ginger tea" });
    expect((await correct("fr", "Ginger tea", "Thé au gingembre")).statusCode).toBe(200);
    const res = await revert("fr", "Ginger tea");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.reverted, translation: "[fr] Ginger tea", corrected: false, correctedBy: null });
    expect(await render("/fr/recipes/109", { title: "Ginger tea" })).toEqual({ title: "[fr] Ginger tea" });
    const again = await revert("fr", "Ginger tea");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.noCorrection);
    expect((await revert("fr", "Never shown anywhere")).statusCode).toBe(404);
  });
});

describe("source changed since", () => {
  it("should mark a key whose English changed after its correction, with the earlier text, until it is corrected again", async () => {
    await render("/es/recipes/110", { title: "Spiced carrots", description: "Roasted slowly" });
    expect((await correct("es", "Spiced carrots", "Zanahorias especiadas")).statusCode).toBe(200);
    await render("/es/recipes/110", { title: "Spiced roast carrots", description: "Roasted slowly" });

    const [title, description] = await list("language=es&address=/recipes/110");
    expect(title).toMatchObject({
      key: "title",
      sourceText: "Spiced roast carrots",
      translation: "[es] Spiced roast carrots",
      corrected: false,
      sourceChanged: true,
      previousSourceText: "Spiced carrots",
      previousTranslation: "Zanahorias especiadas",
    });
    expect(Date.parse(title.sourceChangedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(description).toMatchObject({ key: "description", sourceChanged: false, previousSourceText: null });
    expect((await list("state=changed&address=/recipes/110")).map((text) => text.key)).toEqual(["title"]);

    // Later renders with the same title keep the earlier text.
    await render("/es/recipes/110", { title: "Spiced roast carrots", description: "Roasted slowly", "step 1": "Peel" });
    expect((await list("state=changed&address=/recipes/110"))[0].previousSourceText).toBe("Spiced carrots");

    expect((await correct("es", "Spiced roast carrots", "Zanahorias asadas especiadas")).statusCode).toBe(200);
    expect(await list("state=changed&address=/recipes/110")).toEqual([]);
    expect((await list("state=corrected&address=/recipes/110")).map((text) => text.key)).toEqual(["title"]);
    expect((await list("state=machine&address=/recipes/110")).map((text) => text.key)).toEqual(["description", "step 1"]);
  });
});

describe("the desk's contract", () => {
  it("should publish each route under Admin with its answers, each behind the admin guard", async () => {
    const paths = /^\/api\/admin\/translations(\/|$)/;
    const expected = {
      "GET /api/admin/translations": { tags: ["Admin"], statuses: [200, 400, 401], answers: "TranslationTextPage", body: [] },
      "PUT /api/admin/translations/:language/:sourceHash": {
        tags: ["Admin"],
        statuses: [200, 400, 401, 403, 404],
        answers: "TranslationCorrection",
        body: ["application/json"],
      },
      "DELETE /api/admin/translations/:language/:sourceHash/correction": {
        tags: ["Admin"],
        statuses: [200, 400, 401, 403, 404, 409],
        answers: "TranslationCorrection",
        body: [],
      },
    };
    expect(declaredRoutesMatching(app, paths).sort()).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, paths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
    expect(app.adminGuardedRoutes).toEqual(expect.arrayContaining(Object.keys(expected)));
  });
});
