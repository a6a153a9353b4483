import type { AdminLoginResult, AdminMessageResult } from "../../../shared/schemas/admin";
import { apiRequest } from "~/lib/api";

/**
 * The admin area's calls. The session travels in the HttpOnly cookie the server
 * sets: the token in the sign-in answer is for API clients, and the browser never stores it.
 */
export const adminApi = {
  login: (username: string, password: string) => apiRequest<AdminLoginResult>("POST", "/api/admin-auth/login", { username, password }),
  logout: () => apiRequest<AdminMessageResult>("POST", "/api/admin-auth/logout"),
  changePassword: (currentPassword: string, newPassword: string, confirmPassword: string) =>
    apiRequest<AdminMessageResult>("POST", "/api/admin-auth/change-password", { currentPassword, newPassword, confirmPassword }),
};

/** Whole minutes to wait, for a 429's message. */
export const minutesToWait = (seconds: number | undefined) => Math.max(1, Math.ceil((seconds ?? 60) / 60));

/**
 * What the admin area keeps in the browser besides the cookie: nothing secret, only names of
 * keys it may have written. Logout clears them whatever the server answers.
 */
export function clearLocalAdminData(): void {
  for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
    try {
      for (const key of Object.keys(storage ?? {})) if (key.startsWith("admin")) storage.removeItem(key);
    } catch {
      // Storage may be refused (private mode); there is then nothing to clear.
    }
  }
}
