import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import type { AppConfig } from "../config.ts";
import { installAdminPageGuard } from "../domains/admin/guard.ts";
import type { Services } from "../services.ts";
import { checkoutOriginFor } from "./content-security-policy.ts";
import { installPages } from "./page-bridge.ts";
import { installStaticAssets } from "./static-assets.ts";

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

/** Where page HTML comes from: the production build, a development getter, or none (API tests). */
export type PagesSource =
  "build" | "none" | { getBuild: () => Promise<ServerBuild>; beforeRoutes?: (app: FastifyInstance) => Promise<void> };

/**
 * Everything that is not the API: the admin pages' sign-in guard, the built files, and the pages
 * through the page bridge; the sitemaps list only the pages the serving build's route table has.
 */
export async function installSitePages(app: FastifyInstance, services: Services, config: AppConfig, pages: PagesSource) {
  if (pages === "none") return;
  installAdminPageGuard(app, services.admin);
  const checkoutOrigin = checkoutOriginFor(config);
  if (pages === "build") {
    const serverEntry = path.join(BUILD_DIR, "server", "index.js");
    if (!existsSync(serverEntry)) throw new Error("The site is not built: run `npm run build` first.");
    await installStaticAssets(app, path.join(BUILD_DIR, "client"));
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    services.sitemap.servePages(() => build.routes);
    installPages(app, services, build, "production", { checkoutOrigin });
    return;
  }
  await pages.beforeRoutes?.(app);
  services.sitemap.servePages(async () => (await pages.getBuild()).routes);
  installPages(app, services, pages.getBuild, "development", { checkoutOrigin });
}
