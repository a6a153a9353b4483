import { z } from "zod";
import { adminPageFields, listSearchSchema, optionalChoiceSchema, pageQuerySchema } from "./common.ts";

/* The visitor accounts as the team sees them (/admin/users). */

export const USER_STATUSES = ["active", "suspended", "pending"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_ROLES = ["user", "contributor", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USERS_PER_PAGE = 20;
export const USERS_MAX_LIMIT = 100;

export const userAdminMessages = {
  notFound: "User not found",
  statusInvalid: "Status must be active, suspended or pending",
  actionInvalid: "Choose suspended or active",
  alreadySuspended: "This user is already suspended",
  alreadyActive: "This user is already active",
  suspended: "User suspended successfully",
  activated: "User activated successfully",
} as const;

/** GET /api/admin/users: status ('all' or empty = any), search over name and address, page and limit. */
export const userListQuerySchema = z.object({
  status: optionalChoiceSchema(USER_STATUSES, userAdminMessages.statusInvalid),
  search: listSearchSchema(100),
  ...pageQuerySchema(USERS_PER_PAGE, USERS_MAX_LIMIT),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** PATCH /api/admin/users/{id}: suspend (every session ends at once) or activate. */
export const userStatusInputSchema = z.object({
  status: z.enum(["suspended", "active"], { error: userAdminMessages.actionInvalid }),
});
export type UserStatusInput = z.infer<typeof userStatusInputSchema>;

export const adminUserRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ description: "First and last name (accounts have no separate username)" }),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(USER_ROLES),
    status: z.enum(USER_STATUSES),
    recipesSubmitted: z
      .number()
      .int()
      .meta({ description: "Shared recipes sent from the account's address (any letter case), whatever their review" }),
    activeSessions: z.number().int().meta({ description: "Signed-in browsers right now" }),
    joinedAt: z.string().meta({ description: "ISO instant" }),
    lastActiveAt: z.string().nullable().meta({ description: "When the account was last signed in or used (ISO instant), if ever" }),
  })
  .meta({ id: "AdminUser" });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserPageSchema = z
  .object({
    data: z.array(adminUserRowSchema),
    ...adminPageFields,
    counts: z
      .object({ all: z.number().int(), active: z.number().int(), suspended: z.number().int(), pending: z.number().int() })
      .meta({ description: "Every account per status, whatever the filter and search" }),
  })
  .meta({ id: "AdminUserPage" });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const userStatusResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  item: adminUserRowSchema,
  sessionsEnded: z.number().int().meta({ description: "Sessions ended by a suspension (0 on activation)" }),
});
export type UserStatusResult = z.infer<typeof userStatusResultSchema>;
