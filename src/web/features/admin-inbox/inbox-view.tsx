import { ArrowLeft, MailOpen, MessageSquareReply } from "lucide-react";
import { Link } from "react-router";
import {
  INBOX_KINDS,
  INBOX_STATUSES,
  type InboxKind,
  type InboxListItem,
  type InboxMessage,
  type InboxPage,
  type InboxStatus,
} from "../../../shared/schemas/inbox";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { AdminPageHeader } from "~/features/admin/admin-shell";
import { ApprovalPager, EmptyList, SearchForm, useDateFormat, usePageLoading, useQueryHref } from "~/features/admin-review/review-parts";
import { InboxStatusBadge, KindBadge } from "./badges";
import { openKey } from "./list-query";
import { MessagePanel } from "./message-panel";

export type InboxData = {
  kind: InboxKind | null;
  status: InboxStatus | null;
  search: string;
  page: InboxPage;
  open: { kind: InboxKind; id: number } | null;
  message: InboxMessage | null;
  newCount: number;
};

const CHIP = "inline-flex h-9 shrink-0 items-center gap-2 whitespace-nowrap rounded-full px-3.5 text-sm font-semibold transition-colors";

/**
 * /admin/inbox: every message visitors send, in one list beside the open message. Kind, status,
 * search, page and the open message live in the URL and are answered by the server; changes go
 * to the API and the page reloads its data.
 */
export function InboxView({ data }: { data: InboxData }) {
  const { t } = useI18n();
  const href = useQueryHref();
  const loading = usePageLoading();
  const { page } = data;
  const keepPage = page.page > 1 ? page.page : undefined;

  return (
    <>
      <AdminPageHeader title={t("adminInbox.title")} intro={t("adminInbox.intro")}>
        <p className="rounded-full bg-paper px-4 py-2 text-sm font-semibold shadow-card ring-1 ring-line" data-testid="new-count">
          <span className="me-1.5 inline-block size-2 rounded-full bg-saffron align-middle" aria-hidden />
          {t("adminInbox.newCount", { count: data.newCount })}
        </p>
      </AdminPageHeader>

      <nav aria-label={t("adminInbox.kindFilter")} className="-mx-1 mb-3 overflow-x-auto px-1 pb-1">
        <ul className="flex gap-1.5">
          {([null, ...INBOX_KINDS] as (InboxKind | null)[]).map((kind) => {
            const active = kind === data.kind;
            return (
              <li key={kind ?? "all"}>
                <Link
                  to={href({ kind: kind ?? undefined, open: undefined })}
                  aria-current={active ? "page" : undefined}
                  preventScrollReset
                  className={cn(
                    CHIP,
                    active ? "bg-ink text-white" : "border border-line bg-paper text-ink-soft hover:border-herb hover:text-ink",
                  )}
                >
                  {t(`adminInbox.kind.${kind ?? "all"}` as MessageKey)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t("adminInbox.statusFilter")} className="max-w-full overflow-x-auto">
          <ul className="inline-flex rounded-full border border-line bg-paper p-1 shadow-card">
            {([null, ...INBOX_STATUSES] as (InboxStatus | null)[]).map((status) => {
              const active = status === data.status;
              const count = status ? page.counts[status] : INBOX_STATUSES.reduce((sum, s) => sum + page.counts[s], 0);
              return (
                <li key={status ?? "all"}>
                  <Link
                    to={href({
                      status: status ?? undefined,
                      open: undefined,
                    })}
                    aria-current={active ? "page" : undefined}
                    preventScrollReset
                    className={cn(CHIP, "px-3", active ? "bg-herb text-white" : "text-ink-soft hover:bg-sand hover:text-ink")}
                  >
                    {t(`adminInbox.status.${status ?? "all"}` as MessageKey)}
                    <span className={cn("rounded-full px-1.5 text-xs tabular-nums", active ? "bg-white/20" : "bg-sand text-ink-soft")}>
                      {count}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <SearchForm
          value={data.search}
          label={t("adminInbox.searchLabel")}
          placeholder={t("adminInbox.searchPlaceholder")}
          keep={{
            kind: data.kind ?? undefined,
            status: data.status ?? undefined,
          }}
        />
      </div>

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <section
          aria-label={t("adminInbox.listLabel")}
          className={cn(data.open ? "hidden lg:block" : undefined, loading && "opacity-60 transition-opacity")}
          aria-busy={loading}
        >
          <p className="mb-2 text-sm text-ink-soft" data-testid="inbox-total">
            {t("adminInbox.total", { count: page.total })}
          </p>
          {page.data.length === 0 ? (
            <EmptyList
              message={t("adminInbox.empty")}
              hint={data.search || data.kind || data.status ? t("adminInbox.emptyHint") : undefined}
            />
          ) : (
            <ul
              className="overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card"
              data-testid="inbox-list"
            >
              {page.data.map((item) => (
                <InboxRow
                  key={openKey(item.kind, item.id)}
                  item={item}
                  active={data.open?.kind === item.kind && data.open.id === item.id}
                  to={href({
                    open: openKey(item.kind, item.id),
                    page: keepPage,
                  })}
                />
              ))}
            </ul>
          )}
          <ApprovalPager page={page.page} totalPages={page.totalPages} label={t("adminInbox.pagerLabel")} />
        </section>

        <div className={cn("lg:sticky lg:top-4", data.open ? undefined : "hidden lg:block")}>
          {data.open ? (
            <Link
              to={href({ open: undefined, page: keepPage })}
              className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-herb-dark hover:underline lg:hidden"
            >
              <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
              {t("adminInbox.back")}
            </Link>
          ) : null}
          {data.message ? (
            <MessagePanel key={openKey(data.message.kind, data.message.id)} message={data.message} />
          ) : (
            <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-paper/70 px-6 py-16 text-center">
              <span className="grid size-12 place-items-center rounded-full bg-sand text-ink-soft">
                <MailOpen className="size-6" aria-hidden />
              </span>
              <p className="mt-4 font-semibold">{data.open ? t("adminInbox.notFound") : t("adminInbox.noneOpen")}</p>
              {data.open ? null : <p className="mt-1 max-w-sm text-sm text-ink-soft">{t("adminInbox.noneOpenHint")}</p>}
            </div>
          )}
        </div>
      </div>
    </>
  );
}

function InboxRow({ item, active, to }: { item: InboxListItem; active: boolean; to: string }) {
  const { t } = useI18n();
  const { dateTime } = useDateFormat();
  const unread = item.status === "new";
  return (
    <li className="border-b border-line/70 last:border-b-0">
      <Link
        to={to}
        preventScrollReset
        aria-current={active ? "true" : undefined}
        data-testid="inbox-row"
        className={cn(
          "relative block px-4 py-3.5 transition-colors hover:bg-sand/50 focus-visible:bg-sand/50",
          active && "bg-herb-light/50 hover:bg-herb-light/60",
          active && "before:absolute before:inset-y-0 before:start-0 before:w-1 before:bg-herb",
        )}
      >
        <div className="flex items-baseline justify-between gap-3">
          <p className={cn("flex min-w-0 items-center gap-2 truncate", unread ? "font-bold" : "font-medium")}>
            {unread ? <span className="size-2 shrink-0 rounded-full bg-saffron" aria-hidden /> : null}
            <span className="truncate">{item.name}</span>
          </p>
          <time dateTime={item.createdAt} className="shrink-0 text-xs text-ink-soft tabular-nums">
            {dateTime(item.createdAt)}
          </time>
        </div>
        <div className="mt-1 flex min-w-0 items-center gap-2">
          <KindBadge kind={item.kind} />
          <p className={cn("truncate text-sm", unread ? "font-semibold text-ink" : "text-ink")}>{item.summary}</p>
        </div>
        <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{item.preview}</p>
        <div className="mt-2 flex items-center gap-2">
          <InboxStatusBadge status={item.status} />
          {item.reference ? <span className="font-mono text-xs text-ink-soft">{item.reference}</span> : null}
          {item.replies > 0 ? (
            <span
              className="ms-auto inline-flex items-center gap-1 text-xs text-ink-soft"
              title={t("adminInbox.repliesCount", { count: item.replies })}
            >
              <MessageSquareReply className="size-3.5" aria-hidden />
              <span className="sr-only">{t("adminInbox.repliesCount", { count: item.replies })}</span>
              <span aria-hidden>{item.replies}</span>
            </span>
          ) : null}
        </div>
      </Link>
    </li>
  );
}
