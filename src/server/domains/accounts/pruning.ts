import { sql } from "drizzle-orm";
import { accountTokens, sessions } from "../../db/schema/index.ts";
import { DAY, type AccountContext } from "./context.ts";

/** The clean-up of what no longer counts: expired sessions, spent links, old attempts, browsers long unseen. */
export function createPruning({ db, attemptStore, devices, now }: AccountContext) {
  return {
    /** Drops expired sessions and spent links (called now and then by the outbox's clock). */
    async pruneExpired(): Promise<void> {
      const at = now();
      await db.delete(sessions).where(sql`${sessions.expiresAt} <= ${at}`);
      await db.delete(accountTokens).where(sql`${accountTokens.expiresAt} <= ${new Date(at.getTime() - DAY)}`);
      // Redis drops old attempts by itself; the database store deletes their rows here.
      await attemptStore.prune();
      await devices.prune();
    },
  };
}
