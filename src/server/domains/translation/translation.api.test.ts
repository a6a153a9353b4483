import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { translationMemory } from "../../db/schema/index";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { buildTestApp } from "../../test-support/test-app";
import { createLibreTranslateEngine } from "./engines/libretranslate";
import { createTranslationService } from "./service";
import { startFakeLibreTranslate, type FakeLibreTranslate } from "./testing/fake-libretranslate";

const API_KEY = "kitchen-test-key";
let engine: FakeLibreTranslate;
let app: FastifyInstance;

beforeAll(async () => {
  engine = await startFakeLibreTranslate({ apiKey: API_KEY });
  app = await buildTestApp({
    TRANSLATE_PROVIDER: "libretranslate",
    TRANSLATE_URL: engine.url,
    TRANSLATE_API_KEY: API_KEY,
    // Generous enough that a loaded machine's slow answers are not read as engine timeouts;
    // the timeout test below holds the engine far longer than this.
    translateTimeoutMs: 1_500,
    seedDemoContent: false,
  });
});
afterAll(async () => {
  await app?.close();
  await engine?.close();
});
afterEach(() => engine.reset());

const post = (url: string, payload: unknown) =>
  app.inject({ method: "POST", url, payload: JSON.stringify(payload), headers: { "content-type": "application/json" } });
const batch = (payload: unknown) => post("/api/translation/translate/batch", payload);
const single = (payload: unknown) => post("/api/translation/translate", payload);
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const remembered = (texts: string[]) =>
  app.database.db.select().from(translationMemory).where(inArray(translationMemory.sourceText, texts));

describe("batch translation", () => {
  it("should translate a batch in order with one engine call carrying every text as an array", async () => {
    const texts = ["Hello", "Featured recipes", "Chickpea curry with coconut"];
    const res = await batch({ texts, targetLanguage: "es" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["server-timing"]).toMatch(/^translate;dur=\d+\.\d{2}$/);
    expect(res.json()).toEqual({ translations: ["Hola", "Recetas destacadas", "[es] Chickpea curry with coconut"] });
    expect(engine.calls).toEqual([{ q: texts, source: "en", target: "es", apiKey: API_KEY, qWasArray: true }]);

    const rows = await remembered(texts);
    expect(rows).toHaveLength(3);
    const hello = rows.find((r) => r.sourceText === "Hello")!;
    expect(hello).toMatchObject({
      sourceHash: sha256("Hello"),
      sourceLanguage: "en",
      targetLanguage: "es",
      translatedText: "Hola",
      engine: "libretranslate",
    });
    expect(hello.createdAt).toBeInstanceOf(Date);
  });

  it("should answer a repeated batch from the memory without calling the engine", async () => {
    const res = await batch({ texts: ["Featured recipes", "Hello", "Chickpea curry with coconut"], targetLanguage: "es" });
    expect(res.json()).toEqual({ translations: ["Recetas destacadas", "Hola", "[es] Chickpea curry with coconut"] });
    expect(engine.calls).toHaveLength(0);
  });

  it("should find translations in the database after a restart, without calling the engine", async () => {
    // A new service on the same database has an empty process cache: only the table can answer.
    const restarted = createTranslationService({
      db: app.database.db,
      engine: createLibreTranslateEngine({ url: engine.url, apiKey: API_KEY }),
      log: app.log,
    });
    expect(await restarted.translateBatch(["Chickpea curry with coconut", "Hello", "Brand-new line"], "en", "es")).toEqual([
      "[es] Chickpea curry with coconut",
      "Hola",
      "[es] Brand-new line",
    ]);
    expect(engine.calls.map((c) => c.q)).toEqual([["Brand-new line"]]);
  });

  it("should send only the texts the memory lacks, in one call", async () => {
    const res = await batch({ texts: ["Hello", "Golden milk", "Featured recipes", "Mango lassi"], targetLanguage: "es" });
    expect(res.json().translations).toEqual(["Hola", "[es] Golden milk", "Recetas destacadas", "[es] Mango lassi"]);
    expect(engine.calls).toHaveLength(1);
    expect(engine.calls[0].q).toEqual(["Golden milk", "Mango lassi"]);
  });

  it("should keep the memory per language pair", async () => {
    const res = await batch({ texts: ["Hello", "Golden milk"], targetLanguage: "fr" });
    expect(res.json().translations).toEqual(["Bonjour", "[fr] Golden milk"]);
    expect(engine.calls.map((c) => c.q)).toEqual([["Hello", "Golden milk"]]);
  });

  it("should send a text repeated in a batch once and keep each copy's surrounding white space", async () => {
    const res = await batch({ texts: ["Spiced dal", "  Spiced dal\n", "Spiced dal", "Cumin"], targetLanguage: "de" });
    expect(res.json().translations).toEqual(["[de] Spiced dal", "  [de] Spiced dal\n", "[de] Spiced dal", "[de] Cumin"]);
    expect(engine.calls.map((c) => c.q)).toEqual([["Spiced dal", "Cumin"]]);
    expect(await remembered(["Spiced dal", "  Spiced dal\n"])).toHaveLength(1);
  });

  it("should return empty, blank and letter-free texts unchanged without calling the engine", async () => {
    const texts = ["", "   ", "\n\t", "$12.99", "4.8 ★", "15–20"];
    const res = await batch({ texts, targetLanguage: "ja" });
    expect(res.statusCode).toBe(200);
    expect(res.json().translations).toEqual(texts);
    expect(engine.calls).toHaveLength(0);
  });

  it("should return texts unchanged without calling the engine when the target is the source language", async () => {
    const res = await batch({ texts: ["Brand new sentence", "Another one"], targetLanguage: "en" });
    expect(res.json().translations).toEqual(["Brand new sentence", "Another one"]);
    const fromFrench = await batch({ texts: ["Bonjour tout le monde"], targetLanguage: "fr", sourceLanguage: "fr" });
    expect(fromFrench.json().translations).toEqual(["Bonjour tout le monde"]);
    expect(engine.calls).toHaveLength(0);
  });

  it("should share one engine call between identical requests arriving together", async () => {
    engine.setDelay(100);
    const payload = { texts: ["Turmeric latte", "Ginger tea"], targetLanguage: "it" };
    const [a, b] = await Promise.all([batch(payload), batch(payload)]);
    expect(a.json().translations).toEqual(["[it] Turmeric latte", "[it] Ginger tea"]);
    expect(b.json()).toEqual(a.json());
    expect(engine.calls).toHaveLength(1);
  });

  it("should map codes the engine names differently", async () => {
    const res = await batch({ texts: ["Saffron rice"], targetLanguage: "zh-TW" });
    expect(res.json().translations).toEqual(["[zt] Saffron rice"]);
    expect(engine.calls[0]).toMatchObject({ source: "en", target: "zt" });
    const [row] = await remembered(["Saffron rice"]);
    expect(row.targetLanguage).toBe("zh-TW");
  });
});

describe("single translation", () => {
  it("should translate one text with English as the default source and remember it", async () => {
    const res = await single({ text: "Good morning", targetLanguage: "fr" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ translatedText: "Bonjour" });
    expect(engine.calls).toEqual([{ q: ["Good morning"], source: "en", target: "fr", apiKey: API_KEY, qWasArray: true }]);
    const again = await single({ text: "Good morning", targetLanguage: "fr", sourceLanguage: "en" });
    expect(again.json()).toEqual({ translatedText: "Bonjour" });
    expect(engine.calls).toHaveLength(1);
  });

  it("should share the memory with batches", async () => {
    const res = await single({ text: "Golden milk", targetLanguage: "es" });
    expect(res.json()).toEqual({ translatedText: "[es] Golden milk" });
    expect(engine.calls).toHaveLength(0);
  });

  it("should return an empty text unchanged", async () => {
    const res = await single({ text: "", targetLanguage: "fr" });
    expect(res.json()).toEqual({ translatedText: "" });
    expect(engine.calls).toHaveLength(0);
  });
});

describe("engine failures", () => {
  it("should answer 502 with a clear message when the engine fails, and store nothing", async () => {
    engine.failWith(500);
    const res = await batch({ texts: ["Hello", "Cardamom buns"], targetLanguage: "es" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: "The translation service failed: it answered with status 500" });
    expect(JSON.stringify(res.json())).not.toContain("127.0.0.1");
    expect(engine.calls.map((c) => c.q)).toEqual([["Cardamom buns"]]);
    expect(await remembered(["Cardamom buns"])).toHaveLength(0);

    const single502 = await single({ text: "Cardamom buns", targetLanguage: "es" });
    expect(single502.statusCode).toBe(502);

    engine.failWith(null);
    const retry = await batch({ texts: ["Cardamom buns"], targetLanguage: "es" });
    expect(retry.json().translations).toEqual(["[es] Cardamom buns"]);
    expect(engine.calls).toHaveLength(3);
  });

  it("should answer 504 when the engine does not answer in time, and store nothing", async () => {
    engine.setDelay(6_000);
    const started = Date.now();
    const res = await batch({ texts: ["Slow-cooked kitchari"], targetLanguage: "es" });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ message: "The translation service did not answer in time" });
    expect(Date.now() - started).toBeLessThan(5_000);
    const one = await single({ text: "Slow-cooked kitchari", targetLanguage: "es" });
    expect(one.statusCode).toBe(504);
    expect(await remembered(["Slow-cooked kitchari"])).toHaveLength(0);
  });
});

describe("bad input", () => {
  const cases: [string, "single" | "batch", unknown, string][] = [
    ["an unsupported target", "batch", { texts: ["Hi there"], targetLanguage: "xx" }, "Unsupported language: xx"],
    [
      "an unsupported source",
      "single",
      { text: "Hi there", targetLanguage: "es", sourceLanguage: "klingon" },
      "Unsupported language: klingon",
    ],
    ["a code in the wrong case", "single", { text: "Hi there", targetLanguage: "ZH-tw" }, "Unsupported language: ZH-tw"],
    ["a missing target", "single", { text: "Hi there" }, "targetLanguage is required"],
    ["a target that is not text", "batch", { texts: ["Hi"], targetLanguage: 7 }, "targetLanguage must be a language code"],
    ["a text that is not a string", "single", { text: 42, targetLanguage: "es" }, "text must be a string"],
    ["a missing text", "single", { targetLanguage: "es" }, "text is required"],
    ["a text over 5,000 characters", "single", { text: "a".repeat(5_001), targetLanguage: "es" }, "text must be at most 5,000 characters"],
    ["texts that are not a list", "batch", { texts: "Hello", targetLanguage: "es" }, "texts must be an array of strings"],
    ["missing texts", "batch", { targetLanguage: "es" }, "texts is required"],
    ["an empty list", "batch", { texts: [], targetLanguage: "es" }, "texts must contain at least one text"],
    [
      "more than 100 texts",
      "batch",
      { texts: Array.from({ length: 101 }, (_, i) => `Text ${i}`), targetLanguage: "es" },
      "At most 100 texts can be translated at once",
    ],
    ["a list item that is not a string", "batch", { texts: ["Hello", null], targetLanguage: "es" }, "Each text must be a string"],
    [
      "a list item over 5,000 characters",
      "batch",
      { texts: ["ok", "b".repeat(5_001)], targetLanguage: "es" },
      "Each text must be at most 5,000 characters",
    ],
    // PostgreSQL refuses NUL in text, and half a surrogate pair has no UTF-8 form to remember.
    ["a text holding a NUL", "single", { text: "Hello\u0000world", targetLanguage: "es" }, "text contains characters that are not allowed"],
    [
      "a text holding half a surrogate pair",
      "single",
      { text: "Hello \ud800", targetLanguage: "es" },
      "text contains characters that are not allowed",
    ],
    [
      "a list item holding a NUL",
      "batch",
      { texts: ["ok", "b\u0000"], targetLanguage: "es" },
      "Each text contains characters that are not allowed",
    ],
    [
      "a list item holding a control character",
      "batch",
      { texts: ["\u001b[31mred"], targetLanguage: "fr" },
      "Each text contains characters that are not allowed",
    ],
    [
      "a target holding a NUL",
      "single",
      { text: "Hello", targetLanguage: "e\u0000s" },
      "targetLanguage contains characters that are not allowed",
    ],
  ];
  for (const [name, route, payload, message] of cases) {
    it(`should refuse ${name} with 400 and call no engine`, async () => {
      const res = await (route === "single" ? single(payload) : batch(payload));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(engine.calls).toHaveLength(0);
    });
  }

  it("should name the failing list item", async () => {
    const res = await batch({ texts: ["Hello", 3], targetLanguage: "es" });
    expect(res.json().issues).toEqual([{ path: "texts.1", message: "Each text must be a string" }]);
  });

  it("should accept exactly 100 texts of 5,000 characters", async () => {
    const texts = Array.from({ length: 100 }, (_, i) => `${i} ${"c".repeat(4_990)}`);
    const res = await batch({ texts, targetLanguage: "eo" });
    expect(res.statusCode).toBe(200);
    expect(res.json().translations[99]).toBe(`[eo] ${texts[99]}`);
    expect(engine.calls).toHaveLength(1);
  });

  it("should refuse a body that is not JSON", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/translation/translate",
      payload: "text=hi",
      headers: { "content-type": "text/plain" },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe("language list", () => {
  it("should list about 140 supported languages, English first, marking right-to-left ones", async () => {
    const res = await app.inject({ method: "GET", url: "/api/languages" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    const body = res.json();
    expect(body.defaultLanguage).toBe("en");
    expect(body.languages.length).toBeGreaterThanOrEqual(130);
    expect(body.languages.slice(0, 3).map((l: { code: string }) => l.code)).toEqual(["en", "es", "fr"]);
    const byCode = new Map(body.languages.map((l: { code: string }) => [l.code, l]));
    expect(byCode.get("ar")).toEqual({ code: "ar", name: "Arabic", nativeName: "العربية", flag: "sa", rtl: true });
    expect(byCode.get("ja")).toMatchObject({ nativeName: "日本語", rtl: false });
    for (const code of ["de", "ja", "zh", "hi", "he", "fa", "ur"]) expect(byCode.has(code), code).toBe(true);
  });

  it("should remember nothing about languages it refused", async () => {
    const rows = await app.database.db.select().from(translationMemory).where(eq(translationMemory.targetLanguage, "xx"));
    expect(rows).toHaveLength(0);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish the translation routes with their bodies, answers and errors", async () => {
    const translationPaths = /^\/api\/(translation|languages)(\/|$)/;
    const statuses = [200, 400, 413, 429, 502, 503, 504];
    const expected = {
      "POST /api/translation/translate": { tags: ["Translation"], statuses, answers: "TranslateResult", body: ["application/json"] },
      "POST /api/translation/translate/batch": {
        tags: ["Translation"],
        statuses,
        answers: "BatchTranslateResult",
        body: ["application/json"],
      },
      "GET /api/languages": { tags: ["Translation"], statuses: [200], answers: "LanguageList", body: [] },
    };
    expect(declaredRoutesMatching(app, translationPaths).sort()).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, translationPaths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
