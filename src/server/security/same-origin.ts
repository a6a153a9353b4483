import type { FastifyRequest } from "fastify";
import { HttpError } from "../http/errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A request that changes state on the strength of a cookie must come from this site's own
 * pages: browsers name the page's origin on every such fetch, so a missing or foreign Origin is
 * refused (403), whatever SameSite would have let through.
 */
export function assertSameOrigin(request: FastifyRequest, siteUrl: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  const own = `${request.protocol}://${request.host}`;
  if (origin && (origin === own || origin === siteUrl)) return;
  throw new HttpError(403, "This request can only be sent from the site's own pages.");
}
