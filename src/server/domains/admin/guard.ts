import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { paths } from "../../../shared/paths.ts";
import { adminMessages } from "../../../shared/schemas/admin.ts";
import { HttpError } from "../../http/errors.ts";
import { siteCookies, type SiteCookies } from "../../security/cookies.ts";
import { assertSameOrigin } from "../../security/same-origin.ts";
import type { AdminService, AdminSession } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** "METHOD url" of every route the admin guard protects, in registration order (tests read it). */
    adminGuardedRoutes: string[];
  }
  interface FastifyRequest {
    /** The signed-in admin, set by the admin guard on the routes it protects. */
    adminSession?: AdminSession;
  }
  interface FastifyContextConfig {
    /** An admin-only route outside /api/admin* (the image manager's PATCH routes). */
    adminOnly?: true;
  }
}

/** Admin API routes open to anyone: signing in. */
export const PUBLIC_ADMIN_ROUTES = new Set(["POST /api/admin-auth/login"]);

/** Whether the guard protects a route: everything under /api/admin* but sign-in, and routes marked adminOnly. */
export function isAdminRoute(method: string, url: string, config: { adminOnly?: true } | undefined): boolean {
  if (config?.adminOnly) return true;
  return url.startsWith("/api/admin") && !PUBLIC_ADMIN_ROUTES.has(`${method} ${url}`);
}

type Credential = { token: string; via: "bearer" | "cookie" };

/**
 * The token a request presents: an Authorization Bearer header (API clients) or else
 * the admin cookie. A request with an Authorization header is judged on that header alone.
 */
function credentialOf(request: FastifyRequest, cookies: SiteCookies): Credential | null | "malformed" {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer ([A-Za-z0-9_\-.]{1,2048})$/.exec(header);
    return match ? { token: match[1], via: "bearer" } : "malformed";
  }
  const cookie = cookies.read(request.headers.cookie, "admin");
  return cookie ? { token: cookie, via: "cookie" } : null;
}

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  cookies: SiteCookies,
  credential: Credential | null | "malformed",
  message: string,
): never {
  reply.header("www-authenticate", 'Bearer realm="admin"');
  // A dead cookie is dropped, so the browser stops sending it.
  if (credential && credential !== "malformed" && credential.via === "cookie") {
    reply.header("set-cookie", cookies.expire("admin", request));
  }
  throw new HttpError(401, message);
}

/**
 * The one admin guard. Every route the app registers from here on that isAdminRoute() names gets
 * it as its first onRequest hook, whichever plugin registers it, so a new admin route cannot be
 * left open by forgetting a line. It answers 401 without a live session, 403 when a state change
 * rides on the cookie from another origin, and puts the session on `request.adminSession`.
 */
export function installAdminGuard(app: FastifyInstance, admin: AdminService, siteUrl: string): void {
  const cookies = siteCookies(siteUrl);
  const guard = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header("cache-control", "no-store");
    const credential = credentialOf(request, cookies);
    if (credential === null || credential === "malformed")
      refuse(request, reply, cookies, credential, adminMessages.authenticationRequired);
    // A cookie rides along on any request the browser sends, a Bearer header only on ours.
    if (credential.via === "cookie") assertSameOrigin(request, siteUrl);
    const session = await admin.authenticate(credential.token);
    if (!session) refuse(request, reply, cookies, credential, adminMessages.authenticationExpired);
    request.adminSession = session;
  };

  const guarded: string[] = [];
  app.decorate("adminGuardedRoutes", guarded);
  app.addHook("onRoute", (route) => {
    const url = route.url ?? route.path;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) =>
      isAdminRoute(method, url, route.config),
    );
    if (methods.length === 0) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard, ...existing];
    for (const method of methods) guarded.push(`${method} ${url}`);
  });
}

/** The signed-in admin of a guarded route; a route the guard did not run on fails closed. */
export function adminSessionOf(request: FastifyRequest): AdminSession {
  if (!request.adminSession) throw new HttpError(401, adminMessages.authenticationRequired);
  return request.adminSession;
}

/**
 * Whether a page path belongs to the admin area (/admin and below, not /admin-login), as React
 * Router would match it: percent-decoded and case-insensitive, with a data request's `.data` off.
 */
export function isAdminPagePath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  const path =
    decoded
      .toLowerCase()
      .replace(/\.data$/, "")
      .replace(/\/+$/, "") || "/";
  return path === paths.admin || path.startsWith(`${paths.admin}/`) || path === paths.chefAdmin || path.startsWith(`${paths.chefAdmin}/`);
}

/**
 * Admin pages, before any rendering: a document request without a live admin session is sent
 * to /admin-login with the page to come back to. (Data requests of client-side navigation reach
 * the admin layout's loader, which asks the same service the same question.)
 */
export function installAdminPageGuard(app: FastifyInstance, admin: AdminService): void {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const pathname = request.url.split("?")[0];
    if (pathname.startsWith("/api/") || pathname.endsWith(".data") || !isAdminPagePath(pathname)) return;
    if (await admin.sessionFromCookies(request.headers.cookie)) return;
    reply.header("cache-control", "no-store");
    return reply.redirect(paths.adminLoginThen(request.url), 302);
  };
  // Only the pages' own route runs it: the API, files and health checks never pay for it.
  app.addHook("onRoute", (route) => {
    if (route.url !== "/*" || ![route.method].flat().some((method) => method === "GET" || method === "HEAD")) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard, ...existing];
  });
}
