import { BadgePercent, CalendarClock, ExternalLink, RotateCcw, Scale, ShoppingCart, Star, Truck, Users } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { DEAL_CATEGORIES, type DealCategory } from "../../../shared/rules/deals";
import { formatDollars } from "../../../shared/rules/format";
import type { Deal } from "../../../shared/schemas/shop";
import { paths } from "../../../shared/paths";
import { Button, ButtonLink, buttonVariants } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { SmartImage } from "~/components/ui/smart-image";
import { useToast } from "~/components/ui/toast";
import { useCart } from "~/features/cart/cart-context";
import { contentRegion } from "~/lib/content-region";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { dealListHref } from "./deal-list-query";
import type { DealListData } from "./load-deals";
import { replayEarlyClick } from "~/lib/early-clicks";
import { dateTimeFormat } from "../../../shared/rules/intl-formats";

const PILL = "inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors";

/** A deal's last day (YYYY-MM-DD, the site's calendar) as a date in the visitor's language. */
function formatDay(day: string, locale: string): string {
  return dateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

function DealCard({ deal }: { deal: Deal }) {
  const { t, locale } = useI18n();
  const { addItem } = useCart();
  const { toast } = useToast();
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card"
      data-testid="deal-card"
    >
      <div className="relative">
        <SmartImage src={deal.image} alt="" width={800} height={500} loading="lazy" wrapperClassName="aspect-[16/10]" />
        <span
          className="absolute start-3 top-3 rounded-full bg-paper/95 px-3 py-1 text-xs font-semibold text-herb-dark shadow-sm"
          {...contentRegion}
        >
          {deal.badge}
        </span>
        <span className="absolute end-3 top-3 inline-flex items-center gap-1 rounded-full bg-chili px-3 py-1 text-sm font-bold text-white shadow-sm">
          <BadgePercent className="size-4" aria-hidden />
          {t("dealsPage.percentOff", { percent: deal.discount })}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="font-sans text-lg font-semibold leading-snug" {...contentRegion}>
          {deal.title}
        </h2>
        <p className="mt-2 text-sm leading-6 text-ink-soft" {...contentRegion}>
          {deal.description}
        </p>
        <p className="mt-4 flex flex-wrap items-baseline gap-x-3">
          <span className="font-display text-3xl font-semibold text-ink">{formatDollars(deal.salePrice)}</span>
          <s className="text-ink-soft">
            <span className="sr-only">{t("dealsPage.wasPrice", { price: formatDollars(deal.originalPrice) })}</span>
            <span aria-hidden>{formatDollars(deal.originalPrice)}</span>
          </s>
          {deal.perPerson ? <span className="text-sm text-ink-soft">{t("dealsPage.perPerson")}</span> : null}
        </p>
        {deal.includes.length > 0 ? (
          <div className="mt-4">
            <h3 className="text-sm font-semibold text-ink">{t("dealsPage.includes")}</h3>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-ink-soft">
              {deal.includes.map((item) => (
                <li key={item} {...contentRegion}>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft">
          {deal.minGuests ? (
            <li className="inline-flex items-center gap-1">
              <Users className="size-4" aria-hidden />
              {t("dealsPage.minGuests", { count: deal.minGuests })}
            </li>
          ) : null}
          {deal.students ? (
            <li className="inline-flex items-center gap-1">
              <Users className="size-4" aria-hidden />
              {t("dealsPage.students", { count: deal.students.toLocaleString(locale) })}
            </li>
          ) : null}
          {deal.rating ? (
            <li className="inline-flex items-center gap-1">
              <Star className="size-4 fill-saffron text-saffron" aria-hidden />
              <span className="sr-only">{t("dealsPage.rating", { rating: deal.rating.toFixed(1) })}</span>
              <span aria-hidden>{deal.rating.toFixed(1)}</span>
            </li>
          ) : null}
          <li className="inline-flex items-center gap-1">
            <CalendarClock className="size-4" aria-hidden />
            {t("dealsPage.validUntil", { date: formatDay(deal.validUntil, locale) })}
          </li>
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <Button
            {...replayEarlyClick}
            onClick={() => {
              // A deal's cart line carries its price as text.
              addItem({ id: deal.id, name: deal.title, type: "deal", price: deal.salePrice.toFixed(2), image: deal.image });
              toast({ title: t("dealsPage.added"), description: deal.title });
            }}
          >
            <ShoppingCart aria-hidden />
            {t("common.addToCart")}
          </Button>
          {deal.amazonLink ? (
            <a href={deal.amazonLink} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline" })}>
              {t("dealsPage.buyOnAmazon")}
              <ExternalLink aria-hidden />
              <span className="sr-only">{t("dealsPage.newTab")}</span>
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function DealsView({ query, deals }: DealListData) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === paths.deals;
  const tab = (category: DealCategory | undefined) => {
    const active = query.category === category;
    return (
      <Link
        to={dealListHref({ category })}
        preventScrollReset
        aria-current={active ? "page" : undefined}
        className={cn(PILL, active ? "border-herb bg-herb text-white" : "border-line bg-paper text-ink hover:border-herb hover:text-herb")}
      >
        {t(category ? (`dealsPage.tab.${category}` as MessageKey) : "dealsPage.tab.all")}
      </Link>
    );
  };
  const perks = [
    { icon: Truck, title: t("dealsPage.freeShipping"), body: t("dealsPage.freeShippingBody") },
    { icon: Scale, title: t("dealsPage.priceMatch"), body: t("dealsPage.priceMatchBody") },
    { icon: RotateCcw, title: t("dealsPage.returns"), body: t("dealsPage.returnsBody") },
  ];

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-saffron-light via-cream to-herb-light/70" aria-labelledby="deals-title">
        <div className="container-page pt-10 pb-10 sm:pt-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-herb">{t("dealsPage.eyebrow")}</p>
          <h1 id="deals-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
            {t("dealsPage.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("dealsPage.intro")}</p>
          <nav aria-label={t("dealsPage.tabs")} className="mt-8">
            <ul className="flex gap-2 overflow-x-auto pb-2 sm:flex-wrap sm:overflow-visible">
              <li className="shrink-0">{tab(undefined)}</li>
              {DEAL_CATEGORIES.map((category) => (
                <li key={category} className="shrink-0">
                  {tab(category)}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <section className="container-page mt-8" aria-label={t("dealsPage.banner")}>
        <ul className="grid gap-3 rounded-[var(--radius-card)] bg-herb-dark p-5 text-white sm:grid-cols-3 sm:p-6">
          {perks.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white/15">
                <Icon className="size-5" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-white/80">{body}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="container-page mt-10" aria-labelledby="deals-summary" aria-busy={loading}>
        {/* The live region wraps the heading: a heading given role="status" would stop being a heading. */}
        <div role="status" className="mb-6">
          <h2 id="deals-summary" className="font-sans text-base font-semibold text-ink">
            {deals.length === 1 ? t("dealsPage.countOne") : t("dealsPage.count", { count: deals.length })}
          </h2>
        </div>
        {deals.length === 0 ? (
          <EmptyState icon={<BadgePercent className="size-8" aria-hidden />} title={t("dealsPage.empty")} body={t("dealsPage.emptyHint")}>
            <div className="mt-6">
              <ButtonLink to={paths.deals}>{t("dealsPage.showAll")}</ButtonLink>
            </div>
          </EmptyState>
        ) : (
          <ul
            className={cn(
              "grid gap-6 transition-opacity duration-200 sm:grid-cols-2 lg:grid-cols-3",
              loading && "pointer-events-none opacity-50",
            )}
          >
            {deals.map((deal) => (
              <li key={deal.id}>
                <DealCard deal={deal} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
