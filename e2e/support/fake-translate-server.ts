/**
 * A translation engine for browser tests: a real HTTP server on loopback that speaks
 * LibreTranslate's `POST /translate` ({ q, source, target, format } -> { translatedText }), with
 * `q` as one string or an array. Its "translation" is deterministic and visible: each text comes
 * back prefixed with the target code, "[de] Recipes", so a test can tell engine output from the
 * page's own text.
 *
 * Test controls (not part of LibreTranslate): GET /__stats -> { calls, texts };
 * POST /__mode { mode: "ok" | "error" } switches failures on and off; POST /__reset zeroes stats.
 *
 * The default export is Playwright's globalSetup: it starts the server on E2E_TRANSLATE_PORT and
 * returns the teardown.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";

export const FAKE_TRANSLATE_DELAY_MS = 150;

export function fakeTranslation(text: string, target: string): string {
  return `[${target}] ${text}`;
}

export function fakeTranslatePort(): number {
  return Number(process.env.E2E_TRANSLATE_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 20000);
}

export function fakeTranslateUrl(): string {
  return `http://127.0.0.1:${fakeTranslatePort()}`;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString("utf8");
  return raw ? JSON.parse(raw) : {};
}

export function startFakeTranslateServer(port: number, delayMs = FAKE_TRANSLATE_DELAY_MS): Promise<Server> {
  let calls = 0;
  let texts = 0;
  let mode: "ok" | "error" = "ok";

  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the handler catches every error itself and answers 400, so its promise never rejects
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    try {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      if (request.method === "GET" && url.pathname === "/__stats") return send(200, { calls, texts });
      if (request.method === "POST" && url.pathname === "/__reset") {
        calls = 0;
        texts = 0;
        mode = "ok";
        return send(200, { ok: true });
      }
      if (request.method === "POST" && url.pathname === "/__mode") {
        const body = (await readJson(request)) as { mode?: string };
        mode = body.mode === "error" ? "error" : "ok";
        return send(200, { mode });
      }
      if (request.method === "POST" && url.pathname === "/translate") {
        const body = (await readJson(request)) as { q?: unknown; source?: unknown; target?: unknown };
        calls++;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (mode === "error") return send(500, { error: "Engine unavailable" });
        if (typeof body.target !== "string" || !body.target) return send(400, { error: "Invalid request: missing target parameter" });
        const q = body.q;
        if (typeof q === "string") {
          texts++;
          return send(200, { translatedText: fakeTranslation(q, body.target) });
        }
        if (Array.isArray(q) && q.every((item) => typeof item === "string")) {
          texts += q.length;
          return send(200, { translatedText: q.map((item) => fakeTranslation(item, body.target as string)) });
        }
        return send(400, { error: "Invalid request: missing q parameter" });
      }
      send(404, { error: "Not Found" });
    } catch {
      send(400, { error: "Invalid request" });
    }
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/** Playwright globalSetup: the engine runs for the whole test run. */
export default async function globalSetup() {
  const server = await startFakeTranslateServer(fakeTranslatePort());
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
