/**
 * A small shared cache for rendered pages: a page that answers `Cache-Control: ... s-maxage=N,
 * stale-while-revalidate=M` is fresh for N seconds and may then be served stale for M more while
 * one render refreshes it, exactly as a CDN in front of the site would keep it. Pages for one
 * visitor (admin, anything setting a cookie) never say s-maxage and are never kept.
 *
 * Every answer carries a nonce of its own (its Content-Security-Policy names it, the page's
 * scripts carry it), so the cache never replays the one a page was rendered with: it keeps the
 * page's bytes around the places the nonce went, and each answer puts a fresh nonce back in.
 * The compressed forms are made once per page all the same (docs/decisions/013): the page is
 * compressed with a stand-in at each of those places, cut off from the rest of the stream by
 * flushes, and each answer replaces the stand-ins' compressed bytes with its nonce as a block
 * stored uncompressed, which brotli and deflate both allow anywhere in a stream.
 */
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { remember } from "../../shared/bounded-memory.ts";
import { brotliWindowBits } from "./compression.ts";

export type PageEncoding = "br" | "gzip";

/** Bytes besides the nonce in each stored block: those that follow it (the attribute's closing `"` and one more). */
const TAIL_BYTES = 2;

/** A page compressed once, cut where its nonces go, and what each answer needs to put them in. */
type CompressedAround = {
  /** The compressed stream, cut where each nonce goes: pieces[0] block pieces[1] block … */
  pieces: Buffer[];
  /** The page's own bytes (each block ends with the first bytes after its nonce; gzip's checksum reads them all). */
  parts: Buffer[];
  /** The header of the block stored uncompressed in each place: a nonce and the bytes after it. */
  blockHeader: Buffer;
  /** gzip: the checksum of the bytes before the first nonce, and the page's length. */
  prefixCrc: number;
  length: number;
};

export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The same headers as one object, made once for every answer the page gives. */
  headerRecord: Record<string, string>;
  /** The page's bytes, cut where its nonce went: parts[0] nonce parts[1] nonce … parts[n]. */
  parts: Buffer[];
  nonceLength: number;
  /** The page's length in bytes, a nonce in each place. */
  length: number;
  /** Fresh until then; served stale, while one render refreshes it, until `staleUntil`. */
  expiresAt: number;
  staleUntil: number;
  /** Compressed forms, made on the first request for each encoding; null where a page cannot be (then compressed per answer). */
  encoded?: Partial<Record<PageEncoding, Promise<CompressedAround | null>>>;
};

/** Cuts a rendered page at every place its nonce appears, for a later answer to put its own nonce there. */
export function pageAroundNonce(
  body: Buffer,
  nonce: string,
  entry: Pick<CachedPage, "status" | "headers" | "expiresAt"> & { staleUntil?: number },
): CachedPage {
  const parts: Buffer[] = [];
  const needle = Buffer.from(nonce);
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return {
    ...entry,
    staleUntil: Math.max(entry.staleUntil ?? 0, entry.expiresAt),
    headerRecord: Object.fromEntries(entry.headers),
    parts,
    nonceLength: needle.length,
    length: body.length,
  };
}

/** The page as one answer sends it, with that answer's nonce (base64url: one byte a character). */
export function pageWithNonce(page: CachedPage, nonce: string): Buffer {
  if (page.parts.length === 1) return page.parts[0];
  const body = Buffer.allocUnsafe(page.length);
  let at = page.parts[0].copy(body, 0);
  for (let i = 1; i < page.parts.length; i++) {
    at += body.write(nonce, at, "latin1");
    at += page.parts[i].copy(body, at);
  }
  return body;
}

/**
 * The body in the best encoding the client accepts, with this answer's nonce. Pages under 1 KB,
 * clients that accept neither encoding, and pages that could not be compressed around their
 * nonces get the plain bytes (and the compression hook compresses those per answer).
 */
export async function encodedBody(
  page: CachedPage,
  nonce: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: PageEncoding }> {
  const encoding = ACCEPTS_BR.test(acceptEncoding ?? "") ? "br" : ACCEPTS_GZIP.test(acceptEncoding ?? "") ? "gzip" : undefined;
  if (!encoding || page.length < 1024 || nonce.length !== page.nonceLength) return { body: pageWithNonce(page, nonce) };
  page.encoded ??= {};
  page.encoded[encoding] ??= compressAround(page, encoding);
  const compressed = await page.encoded[encoding];
  if (!compressed) return { body: pageWithNonce(page, nonce) };
  return { body: withNonce(compressed, nonce, encoding), encoding };
}

const ACCEPTS_BR = /\bbr\b/;
const ACCEPTS_GZIP = /\bgzip\b/;

/**
 * The compressed page with `nonce` in each of its places, written into one buffer of its final
 * size (every answer of a kept page makes one: joining a list of pieces cost several copies and
 * allocations), and for gzip a checksum of the bytes after the first nonce.
 */
function withNonce(compressed: CompressedAround, nonce: string, encoding: PageEncoding): Buffer {
  const { pieces, parts, blockHeader } = compressed;
  const gzip = encoding === "gzip";
  let size = (pieces.length - 1) * (blockHeader.length + nonce.length + TAIL_BYTES) + (gzip ? GZIP_HEADER.length + 8 : 0);
  for (const piece of pieces) size += piece.length;
  const body = Buffer.allocUnsafe(size);
  let at = gzip ? GZIP_HEADER.copy(body, 0) : 0;
  at += pieces[0].copy(body, at);
  for (let i = 1; i < pieces.length; i++) {
    at += blockHeader.copy(body, at);
    at += body.write(nonce, at, "latin1");
    at += parts[i].copy(body, at, 0, TAIL_BYTES);
    at += pieces[i].copy(body, at);
  }
  if (!gzip) return body;
  let crc = compressed.prefixCrc;
  const nonceBytes = Buffer.from(nonce, "latin1");
  for (let i = 1; i < parts.length; i++) crc = zlib.crc32(parts[i], zlib.crc32(nonceBytes, crc));
  body.writeUInt32LE(crc >>> 0, at);
  body.writeUInt32LE(compressed.length % 2 ** 32, at + 4);
  return body;
}

/**
 * The header of a block whose bytes follow uncompressed, starting on a byte boundary. Deflate: a
 * stored block (BFINAL 0, BTYPE 00, padding, then LEN and its complement). Brotli: a meta-block
 * with ISLAST 0, MNIBBLES 4, MLEN-1 and ISUNCOMPRESSED 1, padded to the byte boundary (3 bytes).
 */
function storedBlockHeader(encoding: PageEncoding, length: number): Buffer {
  if (encoding === "gzip") return Buffer.from([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
}

/** ID1 ID2, deflate, no flags, no time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * Control characters that no page contains (checked): the stand-ins compressed in the nonces'
 * places are made of them, so nothing else in the page can match, and refer back to, a stand-in's
 * bytes, which the stream no longer holds once an answer has put its nonce there.
 */
const STAND_IN_BYTES = [1, 2, 3, 4, 5, 6, 7, 8, ...Array.from({ length: 18 }, (_, i) => 0x0e + i)];
/** Steps prime to the alphabet's 26: stand-ins of different places share no pair of neighbouring bytes. */
const STEPS = [1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25];

function standIn(place: number, length: number): Buffer {
  const step = STEPS[place % STEPS.length];
  return Buffer.from(Array.from({ length }, (_, j) => STAND_IN_BYTES[(place + j * step) % STAND_IN_BYTES.length]));
}

/**
 * One search of the bytes per stand-in character (`indexOf` of a byte is a native scan): on a
 * 190 KB page about 0.08 ms, against 0.4 ms for a loop over the bytes in JavaScript and several
 * ms before V8 has optimised that loop.
 */
function holdsStandInBytes(part: Buffer): boolean {
  return STAND_IN_BYTES.some((byte) => part.includes(byte));
}

/**
 * Compresses the page once, with a stand-in of the nonce's length in each place. The stand-in and
 * the two bytes after it are flushed into blocks of their own, which each answer replaces by a
 * stored block holding its nonce and those two bytes: the stream after that block finds the same
 * last bytes (brotli picks its literal codes by the two bytes before) and nothing refers back into
 * the stand-in. Brotli also carries its last distances across blocks, which a replaced block
 * could have changed: the result is decompressed once with a trial nonce, and a page that does
 * not come back exactly is not compressed ahead (null) but per answer.
 */
async function compressAround(page: CachedPage, encoding: PageEncoding): Promise<CompressedAround | null> {
  const { parts, nonceLength, length } = page;
  if (parts.slice(1).some((part) => part.length < TAIL_BYTES) || parts.some(holdsStandInBytes)) return null;
  const engine =
    encoding === "br"
      ? zlib.createBrotliCompress({
          params: {
            // Quality 5: a page's kept form is about 1 % larger than at 6 for 40 % less CPU (the
            // flushes around the nonces cost more at 6).
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
            [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(length),
          },
        })
      : zlib.createDeflateRaw({ level: 6 });
  try {
    const stream = feed(engine, encoding === "br" ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH);
    const last = parts.length - 1;
    const pieces = [last === 0 ? await stream.end(parts[0]) : await stream.flush(parts[0])];
    for (let i = 1; i <= last; i++) {
      await stream.flush(Buffer.concat([standIn(i, nonceLength), parts[i].subarray(0, TAIL_BYTES)]));
      const rest = parts[i].subarray(TAIL_BYTES);
      pieces.push(i === last ? await stream.end(rest) : await stream.flush(rest));
    }
    const blockHeader = storedBlockHeader(encoding, nonceLength + TAIL_BYTES);
    const compressed: CompressedAround = { pieces, parts, blockHeader, prefixCrc: zlib.crc32(parts[0]), length };
    const trial = randomBytes(nonceLength).toString("base64url").slice(0, nonceLength);
    const body = withNonce(compressed, trial, encoding);
    const back = encoding === "br" ? await brotliDecompress(body) : await gunzip(body);
    return isPageAround(back, parts, Buffer.from(trial)) ? compressed : null;
  } catch {
    return null;
  } finally {
    engine.destroy();
  }
}

/** Whether `bytes` are the page's parts with `nonce` between each two, compared in place (no copy of the page is made). */
export function isPageAround(bytes: Buffer, parts: Buffer[], nonce: Buffer): boolean {
  let at = 0;
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) {
      if (!bytes.subarray(at, at + nonce.length).equals(nonce)) return false;
      at += nonce.length;
    }
    if (!bytes.subarray(at, at + parts[i].length).equals(parts[i])) return false;
    at += parts[i].length;
  }
  return at === bytes.length;
}

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

/** Writes into a compressing stream and hands back exactly the bytes each flush (or the end) produced. */
function feed(engine: zlib.BrotliCompress | zlib.DeflateRaw, flushKind: number) {
  const output: Buffer[] = [];
  engine.on("data", (chunk: Buffer) => output.push(chunk));
  // Never thrown as uncaught: the step under way hears it too, and a broken stream fails the check.
  engine.on("error", () => undefined);
  const until = (start: (done: () => void) => void) =>
    new Promise<Buffer>((resolve, reject) => {
      engine.once("error", reject);
      start(() => {
        engine.off("error", reject);
        // The flush's output has been handed out by now; one more turn of the loop makes sure
        // nothing of it is still queued in the stream, whatever its internal scheduling.
        setImmediate(() => resolve(Buffer.concat(output.splice(0))));
      });
    });
  return {
    flush: (bytes: Buffer) =>
      until((done) => {
        engine.write(bytes);
        engine.flush(flushKind, done);
      }),
    end: (bytes: Buffer) =>
      until((done) => {
        engine.once("end", done);
        engine.end(bytes);
      }),
  };
}

export function sharedMaxAgeSeconds(cacheControl: string | null): number {
  if (!cacheControl || /\b(private|no-store)\b/i.test(cacheControl)) return 0;
  const match = cacheControl.match(/\bs-maxage=(\d+)/i);
  return match ? Number(match[1]) : 0;
}

/** How long past its freshness a shared page may still be served while a new copy renders. */
export function staleWhileRevalidateSeconds(cacheControl: string | null): number {
  if (sharedMaxAgeSeconds(cacheControl) === 0) return 0;
  const match = cacheControl!.match(/\bstale-while-revalidate=(\d+)/i);
  return match ? Number(match[1]) : 0;
}

export function createPageCache(maxEntries = 500) {
  const entries = new Map<string, CachedPage>();
  return {
    /** The page kept under `key`, and whether it is past its freshness (to be refreshed), if it may still be served. */
    lookup(key: string, now = Date.now()): { page: CachedPage; stale: boolean } | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.staleUntil <= now) {
        entries.delete(key);
        return undefined;
      }
      return { page: hit, stale: hit.expiresAt <= now };
    },
    delete(key: string) {
      entries.delete(key);
    },
    set(key: string, page: CachedPage) {
      // A refreshed page takes its key's place at the back of the line; the oldest go first.
      remember(entries, key, page, maxEntries);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
