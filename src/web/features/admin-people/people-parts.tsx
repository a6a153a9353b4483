import { LoaderCircle } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";
import { EmptyList, useQueryHref } from "~/features/admin-review/review-parts";

export type Tone = "saffron" | "herb" | "chili" | "sand" | "ink";

const TONE: Record<Tone, string> = {
  saffron: "bg-saffron-light text-saffron-dark ring-saffron/30",
  herb: "bg-herb-light text-herb-dark ring-herb/25",
  chili: "bg-chili/10 text-chili ring-chili/25",
  sand: "bg-sand text-ink ring-line",
  ink: "bg-ink text-white ring-ink",
};

export function Badge({ tone, children, className }: { tone: Tone; children: React.ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        TONE[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

export type FilterOption = { value: string | undefined; label: string; count?: number };

/**
 * A filter as links (the browser's back button walks the admin's steps), each with its count;
 * `param` is the query value it sets, undefined meaning "all".
 */
export function FilterPills({
  param,
  value,
  options,
  label,
}: {
  param: string;
  value: string | undefined;
  options: FilterOption[];
  label: string;
}) {
  const href = useQueryHref();
  return (
    <nav aria-label={label} className="max-w-full overflow-x-auto">
      <ul className="inline-flex rounded-full border border-line bg-paper p-1 shadow-card">
        {options.map((option) => {
          const active = option.value === value;
          return (
            <li key={option.value ?? "all"}>
              <Link
                to={href({ [param]: option.value })}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex h-9 items-center gap-2 whitespace-nowrap rounded-full px-3.5 text-sm font-semibold transition-colors",
                  active ? "bg-herb text-white" : "text-ink-soft hover:bg-sand hover:text-ink",
                )}
              >
                {option.label}
                {option.count === undefined ? null : (
                  <span className={cn("rounded-full px-1.5 text-xs tabular-nums", active ? "bg-white/20" : "bg-sand text-ink-soft")}>
                    {option.count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Dollars from the API's "1234.50" in the admin's language. */
export function formatDollars(amount: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(Number(amount));
}

/** A calendar day (YYYY-MM-DD) in the admin's language, without a time zone shift. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: "UTC", weekday: "short", year: "numeric", month: "short", day: "numeric" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/**
 * A list's body: the loading line while the next page comes, the empty state (with a hint when a
 * filter or search narrowed it), or the rows.
 */
export function ListBody({
  loading,
  empty,
  emptyMessage,
  filtered,
  children,
}: {
  loading: boolean;
  empty: boolean;
  emptyMessage: string;
  filtered: boolean;
  children: React.ReactNode;
}) {
  const { t } = useI18n();
  if (loading) {
    return (
      <p role="status" className="py-10 text-center text-ink-soft">
        <LoaderCircle className="me-2 inline size-5 animate-spin motion-reduce:animate-none" aria-hidden />
        {t("adminPeople.loading")}
      </p>
    );
  }
  if (empty) return <EmptyList message={emptyMessage} hint={filtered ? t("adminPeople.emptySearchHint") : undefined} />;
  return <>{children}</>;
}
