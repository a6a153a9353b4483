import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { mailFolderWriter } from "../../e2e/support/mailbox.ts";
import { startSmtpCapture } from "../../src/server/test-support/smtp-capture.ts";
import { readRouteTable, startServedSite, type RouteTable } from "./served-site.ts";

declare module "vitest" {
  export interface ProvidedContext {
    servedSite: { baseUrl: string; buildDir: string; logFile: string; mailDir: string };
    routeTable: RouteTable;
  }
}

/**
 * One server process for the whole run; every test file talks to it over HTTP. Its mail goes
 * to a real SMTP server here that writes each message into `mailDir` (read with e2e/support/mailbox.ts).
 */
export default async function setup(project: TestProject) {
  const mailDir = mkdtempSync(path.join(tmpdir(), "ayur-served-mail-"));
  const smtp = await startSmtpCapture({ onReceive: mailFolderWriter(mailDir) });
  let routeTable: RouteTable | undefined;
  const site = await startServedSite(
    async () => {
      routeTable = await readRouteTable();
    },
    { smtpUrl: smtp.url },
  );
  project.provide("servedSite", { baseUrl: site.baseUrl, buildDir: site.buildDir, logFile: site.logFile, mailDir });
  project.provide("routeTable", routeTable!);
  return async () => {
    await site.stop();
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
