/** Plain HTTP against the served site: exact bytes out (raw paths, raw bodies), raw bytes back. */
import { readFileSync } from "node:fs";
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { inject } from "vitest";

export const site = () => inject("servedSite");

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer; text: () => string };

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** Sends `target` (a path with its query) exactly as written: no normalising, no re-encoding. */
export function send(
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const { baseUrl } = site();
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    // A server may answer before it has read the whole body (413 on a declared length over its
    // limit) and close; the answer counts, and the write that then fails does not.
    let answered = false;
    const req = httpRequest(
      { host: hostname, port, path: target, method: options.method ?? "GET", headers: options.headers, agent },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: () => decoded(body, res.headers["content-encoding"]).toString("utf8"),
          });
        });
        res.on("error", reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`No answer within 60 s: ${options.method ?? "GET"} ${target.slice(0, 200)}`)));
    req.on("error", (error) => {
      if (answered) return;
      // A write cut off by a server that answered early (413) and closed: the answer may still be
      // on its way in, so it gets a moment before the write's failure counts.
      if ((error as NodeJS.ErrnoException).code === "EPIPE") {
        setTimeout(() => {
          if (!answered) reject(error);
        }, 2000);
        return;
      }
      reject(error);
    });
    void writeBody(req, options.body, () => answered);
  });
}

/** Large bodies go in slices, yielding between them, so an early answer is read before the next write. */
async function writeBody(req: ReturnType<typeof httpRequest>, body: string | Buffer | undefined, answered: () => boolean) {
  const bytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
  const slice = 64 * 1024;
  if (!bytes || bytes.length <= slice) return void req.end(bytes);
  for (let start = 0; start < bytes.length; start += slice) {
    if (answered() || req.destroyed) return;
    await new Promise<void>((resolve) => req.write(bytes.subarray(start, start + slice), () => resolve()));
  }
  req.end();
}

export function decoded(body: Buffer, encoding: string | string[] | undefined): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

/** Runs `task` over `items`, at most `limit` at a time (the machine has two cores). */
export async function inPool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The end of the server's log, to show beside a failure. */
export function serverLogTail(lines = 40): string {
  try {
    return readFileSync(site().logFile, "utf8").trim().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no server log)";
  }
}

/** Same-origin link targets (`href` of `<a>`), as path plus query, from an HTML page. */
export function sameOriginLinks(html: string, baseUrl: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const href = match[1]
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"');
    if (!href || href.startsWith("#") || /^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, `${baseUrl}/`);
    if (url.origin !== new URL(baseUrl).origin) continue;
    links.add(url.pathname + url.search);
  }
  return [...links];
}
