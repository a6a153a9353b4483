import { readFileSync } from "node:fs";
import path from "node:path";
import { PassThrough, Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { fileURLToPath } from "node:url";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

export const streamTimeout = 5_000;

const CLIENT_DIR = fileURLToPath(new URL("../client/", import.meta.url));
const stylesheetText = new Map<string, string | null>();

/** A built stylesheet's text (read once), or null where there is none, e.g. under the dev server. */
function readStylesheet(href: string): string | null {
  if (!stylesheetText.has(href)) {
    let text: string | null = null;
    try {
      if (/^\/assets\/[\w.-]+\.css$/.test(href)) text = readFileSync(path.join(CLIENT_DIR, href), "utf8");
    } catch {
      // Not built (dev server): the page keeps its <link>.
    }
    stylesheetText.set(href, text && !text.includes("</style") ? text : null);
  }
  return stylesheetText.get(href) ?? null;
}

/**
 * Rewrites the head for a slow first visit:
 * - the site's stylesheet (12 KB compressed) is written inline, so the first paint needs no
 *   request after the HTML;
 * - React Router's script preloads get `fetchpriority="low"`: the page is complete as rendered,
 *   so the hero artwork goes first; the scripts, needed only to hydrate, still load in parallel.
 * Holds back a trailing unfinished tag so a chunk boundary inside a `<link` never hides one.
 */
export function rewriteHead(): Transform {
  let pending = "";
  // Decodes across chunks, so a character split between two chunks stays whole.
  const decoder = new StringDecoder("utf8");
  const rewrite = (html: string) =>
    html
      .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
      .replace(/<link rel="stylesheet" href="([^"]+)" data-precedence="default"\/>/g, (link, href: string) => {
        const css = readStylesheet(href);
        return css === null ? link : `<style data-href="${href}">${css}</style>`;
      });
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      const text = pending + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const open = text.lastIndexOf("<");
      const cut = open > text.lastIndexOf(">") ? open : text.length;
      pending = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback: TransformCallback) {
      callback(null, rewrite(pending + decoder.end()));
    },
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers (and SPA mode) get the whole document at once, everyone else the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Aborting after streamTimeout lets the rejected boundaries flush before the stream ends.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(rewriteHead()).pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell reach handleDocumentRequest, which logs them.
        if (shellRendered) console.error(error);
      },
    });
  });
}
