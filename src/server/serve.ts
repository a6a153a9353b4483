import { buildApp, type BuildAppOptions } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { searchWarmUpAddresses, warmUpAddresses, warmUpPages, warmUpSearches } from "./http/warm-up.ts";

/**
 * Starts the site from the environment and stops it gently on SIGTERM or SIGINT. Production runs it
 * through main.ts (compiled into the server build), development through dev.ts (from the sources,
 * pages from Vite); `appOptions` is how the latter swaps the pages in.
 */
export async function serve(
  appOptions: () => Promise<BuildAppOptions> = async () => ({}),
  /** Renders a few pages before listening (the production server); the development server's pages change as files are edited. */
  { warmUp = true }: { warmUp?: boolean } = {},
) {
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

  const app = await buildApp(config, await appOptions());
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

  // PGlite's thread stopped on its own: every query fails from here on, and only a new process
  // can open the directory again, so the process ends for its supervisor to start it anew.
  void app.database.lost?.then((error) => {
    app.log.fatal({ err: error }, "the database stopped; ending the process");
    process.exit(1);
  });

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

  if (warmUp) {
    let warmed = { pages: 0, ms: 0, failed: [] as string[] };
    let searched = { searches: 0, ms: 0, failed: [] as string[] };
    const primeStarted = performance.now();
    // Each pooled connection then runs once every reading statement the warm-up sent.
    const primed = await app.database
      .primeConnections(async () => {
        // If the recipes cannot be listed, the sections alone are warmed and no search is asked.
        const featured = await app.services.recipes.listFeatured().catch(() => []);
        warmed = await warmUpPages(app, warmUpAddresses(featured));
        searched = await warmUpSearches(app, searchWarmUpAddresses(featured));
      })
      .catch((error: unknown) => {
        // Like the warm-up, priming never stops a start: the connections warm on visitors' searches.
        app.log.warn({ err: error }, "priming the database connections failed");
        return { connections: 0, statements: 0 };
      });
    const primeMs = Math.round(performance.now() - primeStarted) - warmed.ms - searched.ms;
    const failed = [...warmed.failed, ...searched.failed];
    app.log.info(
      `warmed up ${warmed.pages} pages in ${warmed.ms} ms and ${searched.searches} searches in ${searched.ms} ms` +
        (primed.statements ? `, then ${primed.connections} connections with ${primed.statements} statements in ${primeMs} ms` : "") +
        (failed.length ? `; not answered: ${failed.join(", ")}` : ""),
    );
  }

  await app.listen({ port: config.PORT, host: config.HOST });
}

/** Ends the process on an error start-up did not expect, with the error in the log. */
export function failStart(error: unknown): never {
  console.error(error);
  process.exit(1);
}
