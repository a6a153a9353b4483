import { ChevronLeft, ChevronRight, Inbox, Search } from "lucide-react";
import { useEffect, type ReactNode, type RefObject } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { paths } from "../../../shared/paths";
import { APPROVAL_SKELETON_COUNT, approvalPageWindow, REVIEW_STATUSES, type ReviewStatus } from "../../../shared/rules/moderation";
import { DialogFrame } from "~/components/ui/dialog-frame";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { useRootData } from "~/lib/root-data";

/** The current page's URL with some query values changed (undefined removes one); page goes back to 1 unless set. */
export function useQueryHref() {
  const location = useLocation();
  return (changes: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams(location.search);
    if (!("page" in changes)) params.delete("page");
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "" || (key === "page" && value === 1)) params.delete(key);
      else params.set(key, String(value));
    }
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
}

/** Whether this very page is loading again (a filter, a search, a page or a refresh after a decision). */
export function usePageLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location?.pathname === location.pathname;
}

/** After a 401 the sign-in page, then back here. */
export function signInAgain() {
  window.location.assign(`${paths.adminLoginThen(`${window.location.pathname}${window.location.search}`)}&reason=expired`);
}

/** Dates as the kitchen's clock shows them, in the admin's language. */
export function useDateFormat() {
  const { locale, timeZone } = useRootData();
  return {
    date: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(new Date(iso)),
    dateTime: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso)),
  };
}

const BADGE: Record<ReviewStatus, string> = {
  pending: "bg-saffron-light text-saffron-dark ring-saffron/30",
  approved: "bg-herb-light text-herb-dark ring-herb/25",
  rejected: "bg-chili/10 text-chili ring-chili/25",
};

export function StatusBadge({ status, className }: { status: ReviewStatus; className?: string }) {
  const { t } = useI18n();
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        BADGE[status],
        className,
      )}
    >
      {t(`adminReview.status.${status}` as MessageKey)}
    </span>
  );
}

/**
 * The status filter (pending, approved, rejected; default pending) as links with the
 * number waiting in each, so the browser's back button walks the admin's steps.
 */
export function StatusFilter({ value, counts, label }: { value: ReviewStatus; counts: Record<ReviewStatus, number>; label: string }) {
  const { t } = useI18n();
  const href = useQueryHref();
  return (
    <nav aria-label={label}>
      <ul className="inline-flex rounded-full border border-line bg-paper p-1 shadow-card">
        {REVIEW_STATUSES.map((status) => {
          const active = status === value;
          return (
            <li key={status}>
              <Link
                to={href({ status: status === "pending" ? undefined : status })}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex h-9 items-center gap-2 rounded-full px-3.5 text-sm font-semibold transition-colors",
                  active ? "bg-herb text-white" : "text-ink-soft hover:bg-sand hover:text-ink",
                )}
              >
                {t(`adminReview.status.${status}` as MessageKey)}
                <span className={cn("rounded-full px-1.5 text-xs tabular-nums", active ? "bg-white/20" : "bg-sand text-ink-soft")}>
                  {counts[status]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The list's search: a GET form, so it works before the scripts load and the URL keeps it. */
export function SearchForm({
  value,
  label,
  placeholder,
  keep,
}: {
  value: string;
  label: string;
  placeholder: string;
  keep: Record<string, string | undefined>;
}) {
  const { t } = useI18n();
  return (
    <Form method="get" role="search" className="flex w-full max-w-md gap-2" preventScrollReset>
      {Object.entries(keep).map(([name, v]) => (v ? <input key={name} type="hidden" name={name} value={v} /> : null))}
      <label className="relative flex-1">
        <span className="sr-only">{label}</span>
        <Search className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-soft" aria-hidden />
        <input
          type="search"
          name="search"
          defaultValue={value}
          key={value}
          placeholder={placeholder}
          maxLength={100}
          className="h-11 w-full rounded-full border border-line bg-paper ps-10 pe-4 text-sm outline-none placeholder:text-ink-soft/70 focus:border-herb focus:ring-2 focus:ring-herb/20"
        />
      </label>
      <button
        type="submit"
        className="h-11 rounded-full border border-line bg-paper px-4 text-sm font-semibold hover:border-herb hover:text-herb"
      >
        {t("adminReview.search")}
      </button>
    </Form>
  );
}

const PAGE_ITEM = "inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors";

/** The approval pager: at most five page buttons, shown only with more than one page. */
export function ApprovalPager({ page, totalPages, label }: { page: number; totalPages: number; label: string }) {
  const { t } = useI18n();
  const href = useQueryHref();
  const pages = approvalPageWindow(page, totalPages);
  if (pages.length === 0) return null;
  const step = (to: number, enabled: boolean, text: string, icon: ReactNode) =>
    enabled ? (
      <Link to={href({ page: to })} className={cn(PAGE_ITEM, "gap-1 border border-line bg-paper hover:border-herb hover:text-herb")}>
        {icon}
        <span>{text}</span>
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(PAGE_ITEM, "gap-1 border border-line/60 text-ink-soft/60")}>
        {icon}
        <span>{text}</span>
      </span>
    );
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {step(page - 1, page > 1, t("adminReview.previous"), <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />)}
      <ul className="flex gap-1.5">
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={href({ page: number })}
              aria-label={t("adminReview.pageN", { page: number })}
              aria-current={number === page ? "page" : undefined}
              className={cn(
                PAGE_ITEM,
                number === page ? "bg-herb text-white shadow-card" : "border border-line bg-paper hover:border-herb hover:text-herb",
              )}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
      {step(page + 1, page < totalPages, t("adminReview.next"), <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />)}
    </nav>
  );
}

/** The loading state of a card grid (three cards). */
export function CardSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" data-testid="review-skeletons">
      {Array.from({ length: APPROVAL_SKELETON_COUNT }, (_, i) => (
        <div
          key={i}
          className="animate-pulse rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card motion-reduce:animate-none"
        >
          <div className="flex gap-4">
            <div className="size-20 shrink-0 rounded-xl bg-sand" />
            <div className="flex-1 space-y-2.5 pt-1">
              <div className="h-4 w-3/4 rounded bg-sand" />
              <div className="h-3 w-1/2 rounded bg-sand" />
              <div className="h-3 w-1/3 rounded bg-sand" />
            </div>
          </div>
          <div className="mt-5 flex gap-2">
            <div className="h-9 w-24 rounded-full bg-sand" />
            <div className="h-9 w-24 rounded-full bg-sand" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function EmptyList({ message, hint }: { message: string; hint?: string }) {
  return (
    <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-paper/70 px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-sand text-ink-soft">
        <Inbox className="size-6" aria-hidden />
      </span>
      <p className="mt-4 font-semibold">{message}</p>
      {hint ? <p className="mt-1 max-w-sm text-sm text-ink-soft">{hint}</p> : null}
    </div>
  );
}

/** Labelled values in two columns; an empty value is left out. */
export function Facts({ items, className }: { items: [label: string, value: ReactNode][]; className?: string }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== "");
  if (shown.length === 0) return null;
  return (
    <dl className={cn("grid gap-x-6 gap-y-3 sm:grid-cols-2", className)}>
      {shown.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{label}</dt>
          <dd className="mt-0.5 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled block of a review dialog. */
export function DialogSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line px-5 py-5 first:border-t-0 sm:px-7">
      <h3 className="mb-3 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** Text as typed, line breaks kept. */
export const PreText = ({ text }: { text: string }) => <p className="text-sm leading-relaxed whitespace-pre-line">{text}</p>;

/**
 * Moves the focus into a dialog's field once it has opened (a card's Reject opens the review on
 * its notes); the dialog itself first focuses its close button, so this waits two frames.
 */
export function useFocusAfterOpen(ref: RefObject<HTMLElement | null>, when: boolean) {
  useEffect(() => {
    if (!when) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => ref.current?.focus());
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [ref, when]);
}

/** The frame of a review dialog: the item's name as its title, then its status and when (and from whom) it came in. */
export function ReviewDialog({
  title,
  status,
  submitted,
  onClose,
  children,
}: {
  title: string;
  status: ReviewStatus;
  submitted: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          <StatusBadge status={status} />
          {submitted}
        </span>
      }
    >
      {children}
    </DialogFrame>
  );
}
