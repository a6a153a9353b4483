import type { DeskCancelResult, DeskSessionResult, SessionInput } from "../../../shared/schemas/class-desk";
import { apiRequest } from "~/lib/api";

/** The classes desk's calls (domains/classes/desk-routes.ts). */
export const classDeskApi = {
  addSession: (classId: number, input: SessionInput) =>
    apiRequest<DeskSessionResult>("POST", `/api/admin/classes/${classId}/sessions`, input),
  changeCapacity: (sessionId: number, capacity: number) =>
    apiRequest<DeskSessionResult>("PATCH", `/api/admin/class-sessions/${sessionId}`, { capacity }),
  cancelSession: (sessionId: number, reason: string) =>
    apiRequest<DeskCancelResult>("POST", `/api/admin/class-sessions/${sessionId}/cancel`, reason.trim() ? { reason: reason.trim() } : {}),
};
