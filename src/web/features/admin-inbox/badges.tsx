import type { InboxKind, InboxStatus } from "../../../shared/schemas/inbox";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";

export const KIND_BADGE: Record<InboxKind, string> = {
  contact: "bg-herb-light text-herb-dark",
  content_removal: "bg-chili/10 text-chili",
  sponsorship: "bg-saffron-light text-saffron-dark",
  bulk_enquiry: "bg-sky-100 text-sky-900",
  consultation: "bg-violet-100 text-violet-900",
};

export const STATUS_BADGE: Record<InboxStatus, string> = {
  new: "bg-saffron-light text-saffron-dark ring-saffron/30",
  in_progress: "bg-sky-100 text-sky-900 ring-sky-300/60",
  done: "bg-herb-light text-herb-dark ring-herb/25",
};

export function KindBadge({ kind }: { kind: InboxKind }) {
  const { t } = useI18n();
  return (
    <span className={cn("inline-flex shrink-0 rounded-md px-1.5 py-0.5 text-[11px] font-semibold", KIND_BADGE[kind])}>
      {t(`adminInbox.kind.${kind}` as MessageKey)}
    </span>
  );
}

export function InboxStatusBadge({ status }: { status: InboxStatus }) {
  const { t } = useI18n();
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        STATUS_BADGE[status],
      )}
    >
      {t(`adminInbox.status.${status}` as MessageKey)}
    </span>
  );
}
