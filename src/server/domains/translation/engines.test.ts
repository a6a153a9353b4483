import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDeeplEngine } from "./engines/deepl";
import { TranslationEngineError, TranslationTimeoutError } from "./engines/engine";
import { createGoogleEngine, decodeHtmlEntities } from "./engines/google";
import { createTranslationEngine } from "./engines/index";
import { createLibreTranslateEngine } from "./engines/libretranslate";

/** A loopback server that records each request and answers what the test sets. */
type Seen = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };
let server: Server;
let base: string;
let seen: Seen[] = [];
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: "{}" };

async function respond(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
  if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
  if (res.destroyed) return;
  res.writeHead(answer.status, { "content-type": "application/json" });
  res.end(answer.body);
}

beforeAll(async () => {
  // A client that gives up mid-request (the timeout tests) must not leave an unhandled rejection.
  server = createServer((req, res) => {
    respond(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

const signal = () => AbortSignal.timeout(1_000);

describe("DeepL engine", () => {
  it("should send every text as a repeated field with the key in the header and DeepL's codes", async () => {
    answer = { status: 200, body: JSON.stringify({ translations: [{ text: "Hallo" }, { text: "Rezepte" }] }) };
    const engine = createDeeplEngine({ apiKey: "abc:fx", baseUrl: base });
    expect(await engine.translate(["Hello", "Recipes"], "en", "de", signal())).toEqual(["Hallo", "Rezepte"]);
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe("POST");
    expect(seen[0].url).toBe("/v2/translate");
    expect(seen[0].headers.authorization).toBe("DeepL-Auth-Key abc:fx");
    const form = new URLSearchParams(seen[0].body);
    expect(form.getAll("text")).toEqual(["Hello", "Recipes"]);
    expect(form.get("source_lang")).toBe("EN");
    expect(form.get("target_lang")).toBe("DE");
  });

  it("should name Chinese, Portuguese, English and Norwegian as DeepL does", async () => {
    answer = { status: 200, body: JSON.stringify({ translations: [{ text: "x" }] }) };
    const engine = createDeeplEngine({ apiKey: "abc", baseUrl: base });
    for (const [source, target] of [
      ["en", "zh-TW"],
      ["zh-TW", "en"],
      ["en", "pt"],
      ["no", "zh"],
    ]) {
      await engine.translate(["x"], source, target, signal());
    }
    const pairs = seen.map((s) => new URLSearchParams(s.body)).map((f) => [f.get("source_lang"), f.get("target_lang")]);
    expect(pairs).toEqual([
      ["EN", "ZH-HANT"],
      ["ZH", "EN-GB"],
      ["EN", "PT-PT"],
      ["NB", "ZH-HANS"],
    ]);
  });

  it("should refuse an answer with the wrong number of translations", async () => {
    answer = { status: 200, body: JSON.stringify({ translations: [{ text: "Hallo" }] }) };
    const engine = createDeeplEngine({ apiKey: "abc", baseUrl: base });
    await expect(engine.translate(["Hello", "Recipes"], "en", "de", signal())).rejects.toThrow(TranslationEngineError);
  });
});

describe("Google engine", () => {
  it("should send repeated q fields with the key in the address and decode entities in the answer", async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        data: { translations: [{ translatedText: "Sal &amp; pimienta" }, { translatedText: "L&#39;huile d&#x27;olive" }] },
      }),
    };
    const engine = createGoogleEngine({ apiKey: "g-key", baseUrl: base });
    expect(await engine.translate(["Salt & pepper", "Olive oil"], "en", "zh", signal())).toEqual(["Sal & pimienta", "L'huile d'olive"]);
    expect(seen[0].url).toBe("/language/translate/v2?key=g-key");
    const form = new URLSearchParams(seen[0].body);
    expect(form.getAll("q")).toEqual(["Salt & pepper", "Olive oil"]);
    expect(form.get("target")).toBe("zh-CN");
    expect(form.get("source")).toBe("en");
  });

  it("should decode named and numeric entities and leave unknown ones", () => {
    expect(decodeHtmlEntities("&lt;b&gt; &quot;x&quot; &#8364; &#x1F600; &bogus;")).toBe('<b> "x" € 😀 &bogus;');
  });
});

describe("LibreTranslate engine", () => {
  it("should accept a plain string answer for a one-text batch", async () => {
    answer = { status: 200, body: JSON.stringify({ translatedText: "Hola" }) };
    const engine = createLibreTranslateEngine({ url: `${base}/` });
    expect(await engine.translate(["Hello"], "en", "es", signal())).toEqual(["Hola"]);
    expect(seen[0].url).toBe("/translate");
    expect(JSON.parse(seen[0].body)).toEqual({ q: ["Hello"], source: "en", target: "es", format: "text" });
  });

  it("should report an unreadable answer, an error status and an unreachable server as engine errors", async () => {
    const engine = createLibreTranslateEngine({ url: base });
    answer = { status: 200, body: "<html>gateway</html>" };
    await expect(engine.translate(["Hello"], "en", "es", signal())).rejects.toMatchObject({ publicReason: "its answer could not be read" });
    answer = { status: 400, body: JSON.stringify({ error: "Invalid request: missing q parameter" }) };
    await expect(engine.translate(["Hello"], "en", "es", signal())).rejects.toMatchObject({ publicReason: "it answered with status 400" });
    answer = { status: 400, body: JSON.stringify({ error: "haw is not supported" }) };
    await expect(engine.translate(["Hello"], "en", "haw", signal())).rejects.toMatchObject({
      publicReason: "it does not translate between these languages",
    });
    const closed = createLibreTranslateEngine({ url: "http://127.0.0.1:9" });
    await expect(closed.translate(["Hello"], "en", "es", signal())).rejects.toMatchObject({ publicReason: "it could not be reached" });
  });

  it("should report a slow answer as a timeout", async () => {
    answer = { status: 200, body: JSON.stringify({ translatedText: ["Hola"] }), delayMs: 500 };
    const engine = createLibreTranslateEngine({ url: base });
    await expect(engine.translate(["Hello"], "en", "es", AbortSignal.timeout(100))).rejects.toBeInstanceOf(TranslationTimeoutError);
    answer = { status: 200, body: "{}" };
  });
});

describe("engine choice", () => {
  it("should pick the engine TRANSLATE_PROVIDER names, and none without it", () => {
    expect(createTranslationEngine({})).toBeNull();
    expect(createTranslationEngine({ TRANSLATE_PROVIDER: "libretranslate", TRANSLATE_URL: base })?.name).toBe("libretranslate");
    expect(createTranslationEngine({ TRANSLATE_PROVIDER: "deepl", TRANSLATE_API_KEY: "k" })?.name).toBe("deepl");
    expect(createTranslationEngine({ TRANSLATE_PROVIDER: "google", TRANSLATE_API_KEY: "k" })?.name).toBe("google");
  });
});
