import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Brotli's window for an answer compressed as it is sent, whose length is not known ahead: 256 KB,
 * more than a page of the site. Past it, only matches further back than 256 KB are lost.
 */
export const ANSWER_BROTLI_WINDOW_BITS = 18;

/**
 * The smallest brotli window that holds `length` bytes: a larger one compresses them no better.
 * The window sets the memory each compressing or decompressing stream takes (its ring buffer is
 * the window's size, 4 MB at brotli's default of 22 bits), and Node reports that memory to V8,
 * which starts a full garbage collection once 64 MB of such memory has been taken since the last.
 * With the default window, a burst of new pages started one every few pages.
 */
export function brotliWindowBits(length: number): number {
  const bits = Math.ceil(Math.log2(length + 1));
  return Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, bits));
}

/**
 * Answers over 1 KB are compressed for clients that accept it. Brotli at quality 4: its default
 * (11) suits files compressed once at build time, not pages and API answers compressed per request.
 */
export async function installCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_LGWIN]: ANSWER_BROTLI_WINDOW_BITS,
      },
    },
    zlibOptions: { level: 6 },
  });
}
