import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";
import { currentRequestId } from "../../http/request-context.ts";
import type { AdminAction } from "../../../shared/rules/admin-actions.ts";

export { ADMIN_ACTIONS, type AdminAction } from "../../../shared/rules/admin-actions.ts";

/** Who acted: a signed-in admin, or (for a failed sign-in or the command line) only a name. */
export type AuditActor = { adminId: number | null; actor: string };

export type AdminActionRecord = AuditActor & {
  action: AdminAction;
  /** The kind of thing acted on ("admin", "recipe", "product", ...) and its id. */
  itemType?: string;
  itemId?: string | number;
  /** The item's relevant fields before and after; never a password or a hash. */
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/** Longest actor name kept: a failed sign-in records whatever was typed as the username. */
const ACTOR_MAX = 64;

/**
 * Writes one row of the append-only audit log. Pass the transaction that makes the change, so the
 * change and its record are committed together or not at all. The time is the database's (UTC).
 */
export async function recordAdminAction(tx: Pick<Database, "insert">, record: AdminActionRecord): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: record.adminId,
    actor: record.actor.slice(0, ACTOR_MAX),
    action: record.action,
    itemType: record.itemType ?? null,
    itemId: record.itemId === undefined ? null : String(record.itemId),
    before: record.before ?? null,
    after: record.after ?? null,
    ip: record.ip ?? null,
    requestId: currentRequestId() ?? null,
  });
}
