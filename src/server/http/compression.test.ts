import { brotliDecompressSync } from "node:zlib";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { declaredBrotliWindow } from "../test-support/brotli-window";
import { ANSWER_BROTLI_WINDOW_BITS, brotliWindowBits, installCompression } from "./compression";

describe("compression", () => {
  it("sizes a brotli window to hold the whole text, within brotli's bounds", () => {
    expect(brotliWindowBits(200_000)).toBe(18);
    expect(brotliWindowBits(262_143)).toBe(18);
    expect(brotliWindowBits(262_144)).toBe(19);
    expect(brotliWindowBits(100)).toBe(10);
    expect(brotliWindowBits(100_000_000)).toBe(24);
  });

  it("compresses an answer in brotli within a window of 256 KB, and it comes back whole", async () => {
    const app = Fastify();
    await installCompression(app);
    // Varied enough that brotli writes it in several blocks, as it does a page.
    const text = Array.from({ length: 12_000 }, (_, i) => `<li data-row="${i}">row ${(i * 7919) % 10_007}</li>`).join("");
    app.get("/long", async (_request, reply) => reply.type("text/html").send(text));
    const answer = await app.inject({ method: "GET", url: "/long", headers: { "accept-encoding": "br" } });
    await app.close();
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(declaredBrotliWindow(answer.rawPayload)).toBe(ANSWER_BROTLI_WINDOW_BITS);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(text);
  });
});
