import "../src/server/env-defaults.ts";
/**
 * The site as browser tests see it: the production build on a fresh database (a temporary PGlite
 * directory, or a schema of its own when DATABASE_URL is set), listening on loopback.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = mkdtempSync(path.join(tmpdir(), "ayur-e2e-"));
const databaseUrl = process.env.DATABASE_URL || undefined;
const config = {
  ...loadConfig({ ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", SMTP_URL: "" }),
  startOutboxWorker: false,
};
const app = await buildApp(config, { isolatedDatabase: databaseUrl ? `test_${randomBytes(6).toString("hex")}` : undefined });
const stop = async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());
await app.listen({ port, host: "127.0.0.1" });
