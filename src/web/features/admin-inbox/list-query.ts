import { INBOX_KINDS, inboxListQuerySchema, type InboxKind, type InboxListQuery } from "../../../shared/schemas/inbox";

/**
 * The list query of the inbox's URL (kind, status, search, page), read with the API's contract;
 * a hand-edited value it refuses gives the defaults rather than an error page.
 */
export function inboxQueryFrom(url: URL): InboxListQuery {
  const values = Object.fromEntries(
    ["kind", "status", "search", "page"].flatMap((key) => (url.searchParams.has(key) ? [[key, url.searchParams.get(key)]] : [])),
  );
  const parsed = inboxListQuerySchema.safeParse(values);
  return parsed.success ? parsed.data : inboxListQuerySchema.parse({});
}

/** The open message's key in the URL: `open=contact-12`. */
export const openKey = (kind: InboxKind, id: number) => `${kind}-${id}`;

/** The message named by `open`, or null when none (or nothing sensible) is named. */
export function openedFrom(url: URL): { kind: InboxKind; id: number } | null {
  const match = /^([a-z_]+)-([1-9][0-9]{0,9})$/.exec(url.searchParams.get("open") ?? "");
  if (!match || !(INBOX_KINDS as readonly string[]).includes(match[1])) return null;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { kind: match[1] as InboxKind, id } : null;
}
