import type { TestProject } from "vitest/node";
import { readRouteTable, startServedSite, type RouteTable } from "./served-site.ts";

declare module "vitest" {
  export interface ProvidedContext {
    servedSite: { baseUrl: string; buildDir: string; logFile: string };
    routeTable: RouteTable;
  }
}

/** One server process for the whole run; every test file talks to it over HTTP. */
export default async function setup(project: TestProject) {
  let routeTable: RouteTable | undefined;
  const site = await startServedSite(async () => {
    routeTable = await readRouteTable();
  });
  project.provide("servedSite", { baseUrl: site.baseUrl, buildDir: site.buildDir, logFile: site.logFile });
  project.provide("routeTable", routeTable!);
  return () => site.stop();
}
