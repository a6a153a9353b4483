import { ArrowRight, CalendarDays, Check, ChefHat, GraduationCap, Megaphone, Sparkles } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { SPONSORSHIP_PACKAGES, SPONSORSHIP_TYPES, type SponsorshipType } from "../../../shared/schemas/sponsorship-options";
import { buttonVariants } from "~/components/ui/button";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import type { PageFormState } from "~/lib/page-form";
import { PageHeader } from "./page-header";
import { SponsorForm } from "./sponsor-form";
import { readSponsorQuery, SPONSOR_TABS, sponsorHref, type SponsorQuery, type SponsorTab } from "./sponsor-query";

/** Features listed on each package card, in order. */
const PACKAGE_FEATURES: Record<(typeof SPONSORSHIP_PACKAGES)[number]["key"], number> = { starter: 4, growth: 5, premium: 5 };

const OPPORTUNITY_ICONS: Record<SponsorshipType, ReactNode> = {
  "recipe-sponsor": <ChefHat className="size-6" />,
  "class-partner": <GraduationCap className="size-6" />,
  "brand-ambassador": <Megaphone className="size-6" />,
  "event-sponsor": <CalendarDays className="size-6" />,
  custom: <Sparkles className="size-6" />,
};

/** The audience figures the page promises sponsors. */
const STATS = [
  { value: "250K+", key: "sponsorPage.statVisitors" },
  { value: "50K+", key: "sponsorPage.statSubscribers" },
  { value: "20+", key: "sponsorPage.statCountries" },
  { value: "24h", key: "sponsorPage.statReply" },
] as const;

const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

/**
 * /sponsor: the audience, then tabs Sponsorship Packages, Opportunities and Submit
 * Inquiry. Each tab is a link to its own URL (`?tab=`), so without JavaScript every tab opens as
 * a page; with it, the tabs switch in place with the keys of the WAI-ARIA tabs pattern. Choosing
 * a package or an opportunity opens the inquiry with that budget or type filled in.
 */
export function SponsorView({ server, sentReference }: { server?: PageFormState; sentReference?: string | null }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const [query, setQuery] = useState<SponsorQuery>(() => readSponsorQuery(params));
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const open = (next: SponsorQuery, focusTab = false) => {
    setQuery(next);
    // Keep the address in step, so a reload or a shared link opens the same tab.
    window.history.replaceState(window.history.state, "", sponsorHref(next));
    if (focusTab)
      requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${baseId}-tab-${next.tab}`)}`)?.focus());
  };
  const follow = (next: SponsorQuery) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    open(next);
    if (next.tab === "inquiry") requestAnimationFrame(() => listRef.current?.scrollIntoView({ block: "start" }));
  };
  const onTabKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const current = SPONSOR_TABS.indexOf(query.tab);
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number;
    if (step !== undefined) next = (current + step + SPONSOR_TABS.length) % SPONSOR_TABS.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = SPONSOR_TABS.length - 1;
    else return;
    event.preventDefault();
    open({ tab: SPONSOR_TABS[next] }, true);
  };

  const tabId = (tab: SponsorTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: SponsorTab) => `${baseId}-panel-${tab}`;

  return (
    <div>
      <PageHeader eyebrow={t("sponsorPage.eyebrow")} title={t("sponsorPage.title")} intro={t("sponsorPage.intro")} />
      <div className="container-page py-10 sm:py-14">
        <section aria-label={t("sponsorPage.statsLabel")}>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {STATS.map((stat) => (
              <div
                key={stat.key}
                className="flex flex-col rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 text-center shadow-card"
              >
                <dt className="text-sm text-ink-soft">{t(stat.key)}</dt>
                <dd className="order-first font-display text-3xl font-semibold text-herb sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <div
          ref={listRef}
          role="tablist"
          aria-label={t("sponsorPage.tabsLabel")}
          className="mt-10 grid scroll-mt-24 grid-cols-3 gap-1 rounded-2xl border border-line bg-sand/60 p-1.5 sm:inline-flex sm:gap-2 sm:rounded-full"
        >
          {SPONSOR_TABS.map((tab) => {
            const active = tab === query.tab;
            return (
              <a
                key={tab}
                href={sponsorHref({ tab })}
                role="tab"
                id={tabId(tab)}
                aria-selected={active}
                aria-controls={panelId(tab)}
                tabIndex={active ? 0 : -1}
                onClick={follow({ tab })}
                onKeyDown={onTabKey}
                className={cn(
                  "flex min-h-11 items-center justify-center rounded-xl px-2 py-1.5 text-center text-sm leading-tight font-semibold transition-colors sm:shrink-0 sm:rounded-full sm:px-5 sm:whitespace-nowrap",
                  active ? "bg-herb text-white shadow-card" : "text-ink hover:bg-paper",
                )}
              >
                {t(`sponsorPage.tab.${tab}` as MessageKey)}
              </a>
            );
          })}
        </div>

        <div
          role="tabpanel"
          id={panelId(query.tab)}
          aria-labelledby={tabId(query.tab)}
          tabIndex={0}
          className="mt-8 rounded-[var(--radius-card)] outline-none focus-visible:ring-2 focus-visible:ring-herb/40"
        >
          {query.tab === "packages" ? (
            <>
              <div className="grid gap-6 md:grid-cols-3">
                {SPONSORSHIP_PACKAGES.map((pack) => {
                  const popular = pack.key === "growth";
                  const name = t(`sponsorPage.package.${pack.key}.name` as MessageKey);
                  return (
                    <article
                      key={pack.key}
                      className={cn(
                        "relative flex flex-col rounded-[var(--radius-card)] border bg-paper p-6 shadow-card",
                        popular ? "border-herb ring-2 ring-herb/30" : "border-line/70",
                      )}
                    >
                      {popular ? (
                        <p className="absolute -top-3 start-6 rounded-full bg-saffron px-3 py-1 text-xs font-bold text-ink">
                          {t("sponsorPage.popular")}
                        </p>
                      ) : null}
                      <h2 className="text-2xl font-semibold">{name}</h2>
                      <p className="mt-1 text-sm text-ink-soft">{t(`sponsorPage.package.${pack.key}.summary` as MessageKey)}</p>
                      <p className="mt-4 flex items-baseline gap-2">
                        <span className="font-display text-4xl font-semibold text-ink">{dollars(pack.monthlyPrice)}</span>
                        <span className="text-sm text-ink-soft">{t("sponsorPage.perMonth")}</span>
                      </p>
                      <ul className="mt-5 flex-1 space-y-2.5 text-sm">
                        {Array.from({ length: PACKAGE_FEATURES[pack.key] }, (_, i) => (
                          <li key={i} className="flex gap-2">
                            <Check className="mt-0.5 size-4 shrink-0 text-herb" aria-hidden />
                            {t(`sponsorPage.package.${pack.key}.feature${i + 1}` as MessageKey)}
                          </li>
                        ))}
                      </ul>
                      <a
                        href={sponsorHref({ tab: "inquiry", budget: pack.budget })}
                        onClick={follow({ tab: "inquiry", budget: pack.budget })}
                        className={buttonVariants({ variant: popular ? "primary" : "outline", className: "mt-6 w-full" })}
                      >
                        {t("sponsorPage.choose", { name })}
                        <ArrowRight aria-hidden />
                      </a>
                    </article>
                  );
                })}
              </div>
              <p className="mt-6 text-sm text-ink-soft">{t("sponsorPage.packagesNote")}</p>
            </>
          ) : null}

          {query.tab === "opportunities" ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {SPONSORSHIP_TYPES.map((type) => {
                const name = t(`sponsorPage.type.${type}` as MessageKey);
                return (
                  <article key={type} className="flex flex-col rounded-[var(--radius-card)] border border-line/70 bg-paper p-6 shadow-card">
                    <span className="grid size-12 place-items-center rounded-full bg-saffron-light text-saffron-dark" aria-hidden>
                      {OPPORTUNITY_ICONS[type]}
                    </span>
                    <h2 className="mt-4 text-xl font-semibold">{name}</h2>
                    <p className="mt-2 flex-1 text-sm leading-6 text-ink-soft">{t(`sponsorPage.opportunity.${type}.body` as MessageKey)}</p>
                    <a
                      href={sponsorHref({ tab: "inquiry", type })}
                      onClick={follow({ tab: "inquiry", type })}
                      className="mt-4 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-herb underline-offset-4 hover:underline"
                    >
                      {t("sponsorPage.enquire", { name })}
                      <ArrowRight className="size-4" aria-hidden />
                    </a>
                  </article>
                );
              })}
            </div>
          ) : null}

          {query.tab === "inquiry" ? (
            <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <SponsorForm type={query.type} budget={query.budget} server={server} sentReference={sentReference} />
              <aside
                aria-labelledby={`${baseId}-next`}
                className="self-start rounded-[var(--radius-card)] bg-herb p-6 text-white shadow-card"
              >
                <h2 id={`${baseId}-next`} className="text-xl font-semibold text-white">
                  {t("sponsorPage.nextTitle")}
                </h2>
                <ol className="mt-4 space-y-4">
                  {(["sponsorPage.next1", "sponsorPage.next2", "sponsorPage.next3"] as const).map((key, i) => (
                    <li key={key} className="flex gap-3 text-sm leading-6 text-white/90">
                      <span
                        className="grid size-7 shrink-0 place-items-center rounded-full bg-saffron text-sm font-bold text-ink"
                        aria-hidden
                      >
                        {i + 1}
                      </span>
                      {t(key)}
                    </li>
                  ))}
                </ol>
              </aside>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
