import "./env-defaults.ts";
import { buildApp, type BuildAppOptions } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";

/** The only place that listens: starts the site and stops it gently on SIGTERM or SIGINT. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let options: BuildAppOptions = {};
  if (config.NODE_ENV === "development") {
    const { createDevPages } = await import("./dev-pages.ts");
    options = { pages: await createDevPages() };
  }

  const app = await buildApp(config, options);
  const kind = app.database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.DATA_DIR}`;
  app.log.info(`database: ${kind}`);
  if (!app.services.outbox.configured) {
    const pending = await app.services.outbox.pendingCount();
    app.log.warn(`mail is not sent: SMTP_URL is not set (${pending} message(s) waiting in the outbox)`);
  }

  // Ended sessions, spent links and attempts no window counts any more are dropped hourly.
  const prune = () => app.services.accounts.pruneExpired().catch((error) => app.log.warn({ err: error }, "pruning sessions failed"));
  const pruning = setInterval(() => void prune(), 60 * 60_000);
  pruning.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(pruning);
    app.log.info(`${signal} received: finishing requests in flight, then closing the database`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
