import type { Services } from "../server/services";

/**
 * The one seam through which page loaders reach the server: the Fastify app passes its services
 * in React Router's load context, so pages and API routes share one set (and one database).
 */
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
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
