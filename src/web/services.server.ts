import type { PageTranslator } from "../server/domains/translation/page-translator";
import type { PageApi } from "../server/http/page-api";
import type { Services } from "../server/services";

export type { PageTranslator, Services };

/**
 * The one seam through which page loaders reach the server: the Fastify app passes its services
 * in React Router's load context, so pages and API routes share one set (and one database).
 */
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The site's own API, called in-process for a page form sent without JavaScript. */
    api: PageApi;
    /** The database content of this render, in the page's language (the address's). */
    pageTranslator: PageTranslator;
  }
}

// React Router types a loader's context as `any` (without the middleware flag), so this takes
// `unknown` and checks: a server started without services fails loudly, not on a property read.
export function getServices(context: unknown): Services {
  if (typeof context !== "object" || context === null || !("services" in context)) {
    throw new Error("The load context carries no services: start the site through buildApp.");
  }
  return (context as { services: Services }).services;
}

/** The site's API as a page action calls it (see `sendPageForm`). */
export function getPageApi(context: unknown): PageApi {
  if (typeof context !== "object" || context === null || !("api" in context)) {
    throw new Error("The load context carries no API: start the site through buildApp.");
  }
  return (context as { api: PageApi }).api;
}

/** English content as it is: a loader run outside a page render (a test) translates nothing. */
const ENGLISH: PageTranslator = { language: "en", texts: async (texts) => texts, complete: true };

/** Puts a page's database content into the page's language: see `createPageTranslator`. */
export function getPageTranslator(context: unknown): PageTranslator {
  if (typeof context === "object" && context !== null && "pageTranslator" in context) {
    return (context as { pageTranslator: PageTranslator }).pageTranslator;
  }
  return ENGLISH;
}
