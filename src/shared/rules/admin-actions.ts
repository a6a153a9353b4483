/**
 * What an audit row can say happened. One list, so a report can group by action and a typo in
 * a caller fails the typecheck instead of inventing a new action. Shared, so the admin home can
 * name every action in the visitor's language.
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
  "inbox_message.updated",
  "inbox_message.replied",
  "catering_request.quoted",
  "catering_request.confirmed",
  "catering_request.declined",
  "subscriber.removed",
  "user.suspended",
  "user.activated",
  "daily_recipe.picked",
  "daily_recipe.cleared",
  "recipe.imported",
  "recipe_draft.published",
  "recipe_draft.discarded",
  "class_session.created",
  "class_session.capacity_changed",
  "class_session.cancelled",
  "order.paid",
  "order.shipped",
  "order.delivered",
  "order.cancelled",
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const isAdminAction = (value: string): value is AdminAction => (ADMIN_ACTIONS as readonly string[]).includes(value);
