import { z } from "zod";
import { listSearchSchema, optionalChoiceSchema, pageQuerySchema } from "./common.ts";

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

export type AdminUserRow = {
  id: number;
  /** The account's name (accounts have no separate username). */
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  /** Shared recipes sent from this account's address (any letter case), whatever their review. */
  recipesSubmitted: number;
  /** Signed-in browsers right now. */
  activeSessions: number;
  /** ISO instants. */
  joinedAt: string;
  lastActiveAt: string | null;
};

export type AdminUserPage = {
  data: AdminUserRow[];
  total: number;
  totalPages: number;
  hasPrev: boolean;
  hasNext: boolean;
  page: number;
  limit: number;
  counts: Record<UserStatus, number> & { all: number };
};

export type UserStatusResult = { success: true; message: string; item: AdminUserRow; sessionsEnded: number };
