import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";

/**
 * What an audit row can say happened. One list, so a report can group by action and a typo in
 * a caller fails the typecheck instead of inventing a new action.
 */
export const ADMIN_ACTIONS = [
  "auth.login",
  "auth.login_failed",
  "auth.logout",
  "auth.password_changed",
  "auth.password_change_failed",
  "admin.created",
  "admin.password_reset",
  "recipe.image_changed",
  "product.image_changed",
  "image.uploaded",
  "recipe_submission.approved",
  "recipe_submission.rejected",
  "recipe_submission.published",
  "chef_application.approved",
  "chef_application.rejected",
  "product_submission.created",
  "product_submission.approved",
  "product_submission.rejected",
  "class_session.created",
  "class_session.capacity_changed",
  "class_session.cancelled",
  "order.paid",
  "order.shipped",
  "order.delivered",
  "order.cancelled",
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

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
  });
}
