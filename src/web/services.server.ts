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

export function getServices(context: { services: Services }): Services {
  return context.services;
}
