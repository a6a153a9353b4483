import type { FastifyInstance } from "fastify";
import type { AppConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { seedIfEmpty } from "./db/seed/load-seed.ts";
import { trackRequestsInFlight } from "./http/requests-in-flight.ts";
import type { Services } from "./services.ts";

/**
 * The database made ready for this instance: demo content when it is empty and the first admin.
 * Instances started together on an empty database take turns under the database's start-up lock:
 * one seeds and creates the admin, the others wait and then find both done.
 */
export async function prepareDatabase(app: FastifyInstance, config: AppConfig, database: DatabaseHandle, services: Services) {
  const { firstAdmin } = await database.underStartupLock(async () => {
    if (config.seedDemoContent) {
      const seeded = await seedIfEmpty(database.db, new Date(), config.SITE_TIME_ZONE);
      if (seeded) app.log.info("demo content loaded into the empty database");
    }
    return { firstAdmin: await services.admin.ensureFirstAdmin({ username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD }) };
  });
  if (firstAdmin?.generatedPassword) {
    app.log.warn(
      `FIRST ADMIN CREATED: sign in at ${config.SITE_URL}/admin-login as "${firstAdmin.username}" with the password ` +
        `${firstAdmin.generatedPassword} (shown this once; change it at /admin/change-password, or set one with npm run admin:create)`,
    );
  } else if (firstAdmin) {
    app.log.info(`first admin "${firstAdmin.username}" created from ADMIN_USERNAME / ADMIN_PASSWORD`);
  }
}

/**
 * A graceful stop: the outbox worker claims no more mail, requests in flight finish (up to 10 s)
 * while it sends the batch in its hands, then analytics flush, and the shared store and the
 * database close.
 */
export function installShutdown(app: FastifyInstance, database: DatabaseHandle, services: Services) {
  const inFlight = trackRequestsInFlight(app);
  // Node closes idle keep-alive sockets once when closing starts; a socket whose request was
  // still in flight goes idle later and would hold shutdown open, so keep sweeping until done.
  let idleSweep: NodeJS.Timeout | undefined;
  let outboxStopped: Promise<void> | undefined;
  app.addHook("preClose", async () => {
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    idleSweep.unref();
    // The worker stops claiming as the stop begins, not once the requests are done: the other
    // instances send what is left, and a batch claimed late could still be in the relay's hands
    // when the process is made to exit, leaving its mail leased for minutes. Not awaited here:
    // the batch in hand must not keep the instance listening.
    outboxStopped = services.outbox.stop();
    // Awaited in onClose; marked handled now so a failure cannot end the process before then.
    outboxStopped.catch(() => {});
  });
  app.addHook("onClose", async () => {
    clearInterval(idleSweep);
    await inFlight.settled(10_000);
    await (outboxStopped ?? services.outbox.stop());
    await services.analytics.stop();
    await services.attemptStore.close();
    await database.close();
  });
}
