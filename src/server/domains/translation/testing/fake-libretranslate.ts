/**
 * A small translation server speaking LibreTranslate's HTTP API (POST /translate, GET /languages),
 * for tests, browser journeys and the benchmark. It really translates, deterministically: whole
 * phrases it knows come from a dictionary (es, fr), anything else is marked with the target code,
 * "[ar] Featured recipes". It records every call and can be told to fail or to answer slowly.
 *
 * Run on its own: `node --import tsx src/server/domains/translation/testing/fake-libretranslate.ts`
 * (FAKE_TRANSLATE_PORT, default 5005), then TRANSLATE_PROVIDER=libretranslate
 * TRANSLATE_URL=http://127.0.0.1:5005.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

const DICTIONARY: Record<string, Record<string, string>> = {
  es: {
    hello: "Hola",
    recipes: "Recetas",
    "featured recipes": "Recetas destacadas",
    "cooking classes": "Clases de cocina",
    "add to cart": "Añadir al carrito",
    "view recipe": "Ver receta",
    ingredients: "Ingredientes",
    instructions: "Instrucciones",
    "subscribe to our newsletter": "Suscríbete a nuestro boletín",
    "good morning": "Buenos días",
  },
  fr: {
    hello: "Bonjour",
    recipes: "Recettes",
    "featured recipes": "Recettes à la une",
    "cooking classes": "Cours de cuisine",
    "add to cart": "Ajouter au panier",
    "view recipe": "Voir la recette",
    ingredients: "Ingrédients",
    instructions: "Instructions",
    "subscribe to our newsletter": "Abonnez-vous à notre lettre d'information",
    "good morning": "Bonjour",
  },
};

/** The fake engine's translation of one text: the dictionary's phrase, else the marked text. */
export function fakeTranslate(text: string, target: string): string {
  const known = DICTIONARY[target]?.[text.trim().toLowerCase()];
  return known ?? `[${target}] ${text}`;
}

export type FakeEngineCall = { q: string[]; source: string; target: string; apiKey?: string; qWasArray: boolean };

export type FakeLibreTranslate = {
  url: string;
  /** Every /translate call received, in order. */
  calls: FakeEngineCall[];
  /** Answer every call with this status and a LibreTranslate error body (null: work normally). */
  failWith(status: number | null): void;
  /** Wait this long before answering each call. */
  setDelay(ms: number): void;
  reset(): void;
  close(): Promise<void>;
};

export async function startFakeLibreTranslate(
  options: { port?: number; host?: string; apiKey?: string } = {},
): Promise<FakeLibreTranslate> {
  const calls: FakeEngineCall[] = [];
  let failure: number | null = null;
  let delayMs = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    if (res.destroyed) return;
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === "GET" && req.url === "/languages") {
      return send(
        res,
        200,
        Object.keys(DICTIONARY)
          .concat("en")
          .map((code) => ({ code, name: code, targets: [] })),
      );
    }
    if (req.method !== "POST" || req.url !== "/translate") return send(res, 404, { error: "Not found" });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: { q?: unknown; source?: unknown; target?: unknown; format?: unknown; api_key?: unknown };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof body;
    } catch {
      return send(res, 400, { error: "Invalid request: the body is not JSON" });
    }
    const qWasArray = Array.isArray(body.q);
    const q = qWasArray ? (body.q as unknown[]) : [body.q];
    if (!q.every((t) => typeof t === "string") || typeof body.source !== "string" || typeof body.target !== "string") {
      return send(res, 400, { error: "Invalid request: missing q, source or target parameter" });
    }
    const call: FakeEngineCall = {
      q,
      source: body.source,
      target: body.target,
      apiKey: typeof body.api_key === "string" ? body.api_key : undefined,
      qWasArray,
    };
    calls.push(call);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (options.apiKey && call.apiKey !== options.apiKey) return send(res, 403, { error: "Invalid API key" });
    if (failure !== null) return send(res, failure, { error: "Translation model crashed" });
    const translated = call.q.map((text) => fakeTranslate(text, call.target));
    return send(res, 200, { translatedText: qWasArray ? translated : translated[0] });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: "fake engine error" }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failWith: (status) => {
      failure = status;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    reset() {
      calls.length = 0;
      failure = null;
      delayMs = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const engine = await startFakeLibreTranslate({ port: Number(process.env.FAKE_TRANSLATE_PORT ?? 5005) });
  console.log(`fake LibreTranslate listening on ${engine.url}`);
  const stop = () => void engine.close().then(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
