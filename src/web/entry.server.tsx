import { readFileSync } from "node:fs";
import path from "node:path";
import { PassThrough, Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { fileURLToPath } from "node:url";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { earlyClickCapture } from "~/lib/early-clicks";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * This answer's Content-Security-Policy nonce (the page bridge makes one per answer and names
     * it in the policy): every script the page carries has it, or the browser would not run it.
     */
    cspNonce?: string;
  }
}

export const streamTimeout = 5_000;

/** The built client's folder, beside the server build (this module may sit in its `assets/` chunks). */
const CLIENT_DIR = (() => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const serverRoot = path.basename(here) === "assets" ? path.dirname(here) : here;
  return path.join(serverRoot, "..", "client");
})();
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

/** Marks React Router's bootstrap module while it waits for the first paint (see below). */
const HELD_MODULE_ATTRIBUTE = "data-after-first-paint";

/**
 * Tells zod, before any schema is built, not to probe whether it may compile code: the policy
 * forbids eval, and the probe (a `new Function` it catches) would still be reported as a
 * violation on every page. zod reads its settings from this global, shared by every copy of it.
 */
const ZOD_WITHOUT_EVAL = `(window.__zod_globalConfig=window.__zod_globalConfig||{}).jitless=true;`;

/** ` nonce="…"`, or nothing without a nonce (a render outside the page bridge). */
const nonceAttribute = (nonce: string | undefined) => (nonce ? ` nonce="${nonce}"` : "");

/**
 * Runs in the page: once the browser has painted (a frame, then a task), adds the script preloads
 * and starts React Router's bootstrap module. A page opened in a background tab gets no frames,
 * so it starts at once. The module it starts is inline, so it needs the page's nonce, which it
 * reads from its own element while it runs (the attribute itself is hidden from the page).
 */
function afterFirstPaintLoader(preloads: string[], nonce: string | undefined): string {
  const start = `function(){if(started)return;started=1;${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=nonce;document.head.appendChild(l)});var held=document.querySelector("script[${HELD_MODULE_ATTRIBUTE}]");if(!held)return;var s=document.createElement("script");s.type="module";s.nonce=nonce;s.textContent=held.textContent;document.body.appendChild(s)}`;
  return `<script${nonceAttribute(nonce)}>${ZOD_WITHOUT_EVAL}${earlyClickCapture}(function(){var nonce=document.currentScript.nonce,started=0,start=${start};if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(start,0)});else start()})()</script>`;
}

/**
 * Rewrites the document for a slow first visit, so the first paint needs nothing but the HTML:
 * - the site's stylesheet (12 KB compressed) is written inline: no request before the paint;
 * - the scripts start loading only after the first paint. The page is complete as rendered
 *   (links and forms work without JavaScript), so on a slow phone link the hydration scripts'
 *   ~150 KB must not share the first bytes with the HTML, fonts and hero artwork. React Router's
 *   module preloads are taken out of the head and its bootstrap module is held back (an inert
 *   script type); a small script at the end of the body starts both after the first frame.
 * Holds back a trailing unfinished tag so a chunk boundary inside a `<link` never hides one.
 * With a nonce, React Router writes it into its preloads and scripts; the held module keeps it.
 */
export function rewriteHead(nonce?: string): Transform {
  let pending = "";
  const preloads: string[] = [];
  // Decodes across chunks, so a character split between two chunks stays whole.
  const decoder = new StringDecoder("utf8");
  const rewrite = (html: string) =>
    html
      .replace(/<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g, (_link, href: string) => {
        preloads.push(href);
        return "";
      })
      .replace(/<script( nonce="[^"]*")? type="module" async="">/, `<script$1 type="text/x-held-module" ${HELD_MODULE_ATTRIBUTE}="">`)
      .replace("</body>", () => `${afterFirstPaintLoader(preloads, nonce)}</body>`)
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
  loadContext?: AppLoadContext,
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

    // React Router gives it to its scripts (data, bootstrap, scroll restoration), React to its own.
    const nonce = typeof loadContext?.cspNonce === "string" ? loadContext.cspNonce : undefined;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // A boundary already complete when the page is sent goes out in its place. Past a byte
      // count React would otherwise send it hidden at the end of the document for a script to
      // move, and a visitor without JavaScript (or a crawler) would see only its fallback.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
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
        pipe(rewriteHead(nonce)).pipe(body);
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
