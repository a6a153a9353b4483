/**
 * The Content-Security-Policy of every answer. Pages run only the scripts the server wrote into
 * them, each carrying the answer's nonce (React Router's data and bootstrap, the first-paint
 * loader of entry.server.tsx); what those scripts load is trusted through 'strict-dynamic'.
 * Everything else (JSON, files, the sitemap) gets a policy that allows nothing at all.
 */
import { randomBytes } from "node:crypto";

/** Characters in a nonce: 16 random bytes in base64url. Always this many (the page cache relies on it). */
export const NONCE_LENGTH = 22;

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, drawn from the system's generator at once and each used once. */
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/**
 * A fresh nonce: 128 random bits, used for one answer only. Drawing 16 bytes for each answer
 * took about 5 % of the server's time answering kept pages; a pool drawn in one call serves 256.
 */
export function newNonce(): string {
  if (poolOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * 256);
    poolOffset = 0;
  }
  const nonce = randomPool.toString("base64url", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/** Answers that are not pages: nothing may load, run or frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A short HTML answer the server writes itself (a page form too large): its inline styles, nothing that runs. */
export const PLAIN_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** The card payment provider's hosted page, where a checkout form may lead. */
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

/**
 * Where a card checkout's hosted page lives, when card payment is configured: Stripe's, or, with
 * STRIPE_API_BASE (a stand-in for Stripe), the stand-in's own origin, which serves that page too.
 */
export function checkoutOriginFor(config: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string; STRIPE_API_BASE?: string }) {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  return config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE).origin : STRIPE_CHECKOUT_ORIGIN;
}

export type PagePolicyOptions = {
  /** Origins besides the site's own that a page's form may be sent to (the card checkout). */
  formOrigins?: string[];
  /** The ad network is configured: its script, loaded by the page's own, frames ads and loads images from hosts of its own. */
  adNetwork?: boolean;
  /** The site is served over https: requests written as http are upgraded. */
  https?: boolean;
  /** The development server reloads modules over a WebSocket of its own. */
  development?: boolean;
};

/**
 * The policy of a page, as a function of the answer's nonce. The directives are fixed at start-up
 * and the nonce is the only part that changes, so each answer costs one string concatenation.
 */
export function pagePolicy(options: PagePolicyOptions = {}): (nonce: string) => string {
  const ads = options.adNetwork === true;
  const directives = [
    "default-src 'self'",
    // 'https:' and 'unsafe-inline' only for browsers that know neither nonces nor 'strict-dynamic':
    // a browser that knows them ignores both.
    "script-src 'nonce-{nonce}' 'strict-dynamic' https: 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    ["form-action 'self'", ...(options.formOrigins ?? [])].join(" "),
    // Recipe and product pictures may be any https address (the image manager takes one), and a
    // photo chosen for upload is previewed from a blob: address before it is sent.
    "img-src 'self' https: blob:",
    // The stylesheet is written inline (first paint without a request) and some elements carry a
    // style attribute (bars, sliders, the zoomed product photo).
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    ["connect-src 'self'", ...(ads ? ["https:"] : []), ...(options.development ? ["ws:", "wss:"] : [])].join(" "),
    // The API demo shows the reference (same origin) in a frame.
    ["frame-src 'self'", ...(ads ? ["https:"] : [])].join(" "),
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ];
  const [before, after] = directives.join("; ").split("{nonce}");
  return (nonce) => before + nonce + after;
}

/**
 * The interactive API reference (Swagger UI): its own scripts and stylesheets from the site, the
 * data: icons of its stylesheet, requests to the API it describes; framed only by the site.
 */
export const API_REFERENCE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI sets style attributes as it renders (collapsing sections, highlighted examples).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

/** One year, this host and every subdomain: only ever sent by a site whose address is https. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";
