import type { CateringDeskResult } from "../../../shared/schemas/catering-desk";
import type { UserStatusResult } from "../../../shared/schemas/user-admin";
import { apiRequest } from "~/lib/api";

/** The catering desk's, the subscriber list's and the user list's calls. */
export const peopleApi = {
  quote: (id: number, input: { pricePerPerson: string; validUntil: string; notes?: string }) =>
    apiRequest<CateringDeskResult>("POST", `/api/admin/catering-requests/${id}/quote`, input),
  confirm: (id: number, input: { note?: string }) =>
    apiRequest<CateringDeskResult>("POST", `/api/admin/catering-requests/${id}/confirm`, input),
  decline: (id: number, input: { reason: string }) =>
    apiRequest<CateringDeskResult>("POST", `/api/admin/catering-requests/${id}/decline`, input),
  removeSubscriber: (id: number) => apiRequest<{ success: true; message: string }>("DELETE", `/api/admin/subscribers/${id}`),
  setUserStatus: (id: number, status: "suspended" | "active") =>
    apiRequest<UserStatusResult>("PATCH", `/api/admin/users/${id}`, { status }),
};

/** The export's address for the list's current filter (the browser sends the admin cookie with it). */
export function subscriberExportHref(status: string | undefined, search: string): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (search) params.set("search", search);
  const query = params.toString();
  return `/api/admin/subscribers/export${query ? `?${query}` : ""}`;
}
