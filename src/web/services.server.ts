import type { PageApi } from "../server/http/page-api";
import type { Services } from "../server/services";

/**
 * The one seam through which page loaders reach the server: the Fastify app passes its services
 * in React Router's load context, so pages and API routes share one set (and one database).
 */
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The site's own API, called in-process for a page form sent without JavaScript. */
    api: PageApi;
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
