import type { InboxKind, InboxReplyInput, InboxReplyResult, InboxUpdateRequest, InboxUpdateResult } from "../../../shared/schemas/inbox";
import { apiRequest } from "~/lib/api";

const messageUrl = (kind: InboxKind, id: number) => `/api/admin/inbox/${kind}/${id}`;

/** The inbox screen's calls; a reply carries no recipient, the server mails the stored address. */
export const inboxApi = {
  update: (kind: InboxKind, id: number, input: InboxUpdateRequest) => apiRequest<InboxUpdateResult>("PATCH", messageUrl(kind, id), input),
  reply: (kind: InboxKind, id: number, input: InboxReplyInput) =>
    apiRequest<InboxReplyResult>("POST", `${messageUrl(kind, id)}/replies`, input),
};
