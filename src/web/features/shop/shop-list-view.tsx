import {
  Percent,
  BookMarked,
  CookingPot,
  Package,
  MessageSquareText,
  PackageSearch,
  Sprout,
  ChevronRight,
  Search,
  Sparkles,
  ShoppingCart,
  Star,
  Utensils,
  X,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { formatDollars } from "../../../shared/rules/format";
import { paths } from "../../../shared/paths";
import { Button, ButtonLink, buttonVariants } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion } from "~/lib/content-region";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { BRAND } from "../../../shared/brand";
import type { ShopProduct } from "../../../shared/schemas/shop";
import type { InquiryPrefill } from "./bulk-inquiry-form";
import { BulkInquirySlot, wantBulkForm } from "./bulk-inquiry-slot";
import type { ShopListData } from "./load-shop-list.server";
import type { PageFormState } from "~/lib/page-form";
import { StockStatusLabel, stockStatusOf, useAddProductToCart } from "./add-to-cart";
import {
  BULK_FORM_ID,
  isWholesaleView,
  normaliseSearch,
  priceViewHref,
  readShopListParams,
  shopListHref,
  withFilter,
  type ShopListState,
} from "./shop-list-query";
import { Pager } from "~/components/ui/pager";
import { recipePageWindow } from "../../../shared/rules/pagination";
import {
  HIGHLIGHT_TYPES,
  SHOP_SEARCH_MAX_LENGTH,
  WHOLESALE_CATEGORY,
  WHOLESALE_MIN_UNITS,
  WHOLESALE_PERCENT,
  wholesalePrice,
  type ShopType,
} from "./shop-rules";
import { replayEarlyClick } from "~/lib/early-clicks";
import { usePagePath } from "~/lib/page-path";

/** The product grid's anchor: filter links land on the results, with or without JavaScript. */
const PRODUCTS_ID = "products";
const toProducts = (state: ShopListState) => `${shopListHref(state)}#${PRODUCTS_ID}`;

const TYPE_ICON: Record<(typeof HIGHLIGHT_TYPES)[number], LucideIcon> = {
  tools: Utensils,
  equipment: CookingPot,
  ingredients: Sprout,
  books: BookMarked,
};

const PROMOS = [
  { key: "hampers", Icon: Package, to: `${paths.deals}?category=products`, tone: "bg-chili/10 text-chili" },
  { key: "deal", Icon: Percent, to: paths.deals, tone: "bg-saffron-light text-saffron-dark" },
  { key: "new", Icon: Sparkles, to: toProducts({ featured: true, page: 1 }), tone: "bg-herb-light text-herb-dark" },
] as const;

const CONTROL =
  "h-12 w-full rounded-2xl border border-line bg-paper text-base text-ink outline-none transition-colors hover:border-herb/60 focus:border-herb sm:text-sm";
const LABEL = "text-xs font-semibold uppercase tracking-wider text-ink-soft";

/** The label of a category type, for tiles, chips and titles. */
export const shopTypeKey = (type: ShopType) => `shop.type.${type}` as MessageKey;

export function ShopListView({
  query,
  products,
  total,
  totalPages,
  categories,
  inquiry,
  server,
  sentReference,
}: ShopListData & {
  /** The page's answer to the bulk form sent without JavaScript (typed values and errors). */
  server?: PageFormState;
  /** The reference of the bulk enquiry just sent, from the confirmation's address. */
  sentReference?: string | null;
}) {
  const pagePath = usePagePath();
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const ids = { search: useId(), category: useId(), summary: useId() };

  // While a new list loads, the controls already show what was asked for.
  const pending = navigation.location?.pathname === paths.shop ? readShopListParams(new URLSearchParams(navigation.location.search)) : null;
  const shown = pending ?? query;
  const loading = navigation.state === "loading" && pending !== null;
  const wholesaleView = isWholesaleView(query);
  const categoryName = (slug: string) => categories.find((category) => category.slug === slug)?.name;

  // The bulk form's product: from a link (`?inquire=`) or a card's Inquiry button.
  const [prefill, setPrefill] = useState<InquiryPrefill | null>(inquiry);
  const [seenInquiry, setSeenInquiry] = useState(inquiry?.id);
  if (inquiry && inquiry.id !== seenInquiry) {
    setSeenInquiry(inquiry.id);
    setPrefill(inquiry);
  }
  const [focusToken, setFocusToken] = useState(0);
  const bulkSection = useRef<HTMLElement>(null);
  // The form's script loads when the form is about to be seen or used, or at once when the page
  // is about the form (a link chose a product, or it answers the form sent).
  useNearViewport(bulkSection, wantBulkForm);
  useEffect(() => {
    if (inquiry || server || sentReference) wantBulkForm();
    const section = bulkSection.current;
    section?.addEventListener("focusin", wantBulkForm);
    section?.addEventListener("pointerdown", wantBulkForm);
    return () => {
      section?.removeEventListener("focusin", wantBulkForm);
      section?.removeEventListener("pointerdown", wantBulkForm);
    };
  }, [inquiry, server, sentReference]);
  const inquire = (product: ShopProduct) => {
    wantBulkForm();
    setPrefill({ id: product.id, name: product.name });
    setFocusToken((token) => token + 1);
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    bulkSection.current?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  };

  // The controls are uncontrolled: a choice made before the script started is kept, and the
  // values follow the URL through the effects.
  const form = useRef<HTMLFormElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const categorySelect = useRef<HTMLSelectElement>(null);
  useSyncedValue(searchInput, shown.search ?? "", true);
  useSyncedValue(categorySelect, shown.category ?? "all");

  /** A search or category change keeps the type and New Arrivals filters and starts at page 1. */
  const go = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const text = (key: string) => {
      const value = data.get(key);
      return typeof value === "string" ? value : "";
    };
    const search = normaliseSearch(text("search"));
    const category = text("category") || "all";
    navigate(toProducts(withFilter(query, { search: search || undefined, category: category === "all" ? undefined : category })));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go();
  };

  const chips: { key: string; label: string; to: string }[] = [];
  if (query.search)
    chips.push({
      key: "search",
      label: t("shop.filterSearch", { search: query.search }),
      to: toProducts(withFilter(query, { search: undefined })),
    });
  if (query.category && !wholesaleView)
    chips.push({
      key: "category",
      label: categoryName(query.category) ?? query.category,
      to: toProducts(withFilter(query, { category: undefined })),
    });
  if (query.type) chips.push({ key: "type", label: t(shopTypeKey(query.type)), to: toProducts(withFilter(query, { type: undefined })) });
  if (query.featured)
    chips.push({ key: "featured", label: t("shop.featuredFilter"), to: toProducts(withFilter(query, { featured: undefined })) });

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-saffron-light via-cream to-herb-light/70" aria-labelledby="shop-title">
        <div className="container-page pt-10 pb-24 sm:pt-14 sm:pb-28">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-herb">{t("shop.eyebrow")}</p>
            <h1 id="shop-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
              {t("shop.title")}
            </h1>
            <p className="mt-3 text-lg text-ink-soft">{t("shop.intro")}</p>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-herb-dark">
            <li className="inline-flex items-center gap-2">
              <span className="size-2 rounded-full bg-saffron" aria-hidden />
              {t("shop.perkShipping")}
            </li>
            <li className="inline-flex items-center gap-2">
              <span className="size-2 rounded-full bg-saffron" aria-hidden />
              {t("shop.perkWholesale", { percent: 100 - WHOLESALE_PERCENT, count: WHOLESALE_MIN_UNITS })}
            </li>
          </ul>
        </div>
      </section>

      <div className="container-page -mt-16">
        <form
          ref={form}
          method="get"
          action={pagePath(`${paths.shop}#${PRODUCTS_ID}`)}
          role="search"
          aria-label={t("shop.searchForm")}
          onSubmit={onSubmit}
          className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-4 shadow-lift sm:p-6"
        >
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end sm:gap-4">
            <div className="flex min-w-0 flex-col gap-1.5">
              <label htmlFor={ids.search} className={LABEL}>
                {t("shop.searchLabel")}
              </label>
              <div className="relative">
                <Search className="pointer-events-none absolute start-4 top-1/2 size-4 -translate-y-1/2 text-ink-soft" aria-hidden />
                <input
                  id={ids.search}
                  ref={searchInput}
                  type="search"
                  name="search"
                  defaultValue={query.search ?? ""}
                  maxLength={SHOP_SEARCH_MAX_LENGTH}
                  placeholder={t("shop.searchPlaceholder")}
                  enterKeyHint="search"
                  autoComplete="off"
                  className={cn(CONTROL, "ps-11 pe-4")}
                />
              </div>
            </div>
            <div className="flex min-w-0 flex-col gap-1.5">
              <label htmlFor={ids.category} className={LABEL}>
                {t("shop.categoryLabel")}
              </label>
              <select
                id={ids.category}
                ref={categorySelect}
                name="category"
                defaultValue={query.category ?? "all"}
                onChange={go}
                className={cn(CONTROL, "cursor-pointer ps-3 pe-8 sm:ps-4")}
              >
                <option value="all">{t("shop.allCategories")}</option>
                {categories.map((category) => (
                  <option key={category.slug} value={category.slug} {...contentRegion}>
                    {category.name}
                  </option>
                ))}
                <option value={WHOLESALE_CATEGORY}>{t("shop.wholesaleOption")}</option>
              </select>
            </div>
            {query.type ? <input type="hidden" name="type" value={query.type} /> : null}
            {query.featured ? <input type="hidden" name="featured" value="true" /> : null}
            <Button type="submit" size="lg" className="h-12">
              <Search aria-hidden />
              {t("shop.searchSubmit")}
            </Button>
          </div>
        </form>

        <nav aria-labelledby="shop-needs" className="mt-10">
          <h2 id="shop-needs" className="text-2xl font-semibold">
            {t("shop.highlightsTitle")}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
            {HIGHLIGHT_TYPES.map((type) => {
              const Icon = TYPE_ICON[type];
              const active = query.type === type;
              return (
                <li key={type}>
                  <Link
                    to={toProducts(withFilter(query, { type: active ? undefined : type }))}
                    aria-current={active ? "true" : undefined}
                    className={cn(
                      "flex h-full items-center gap-3 rounded-2xl border p-3 transition-colors sm:p-4",
                      active ? "border-herb bg-herb text-white" : "border-line/70 bg-paper hover:border-herb",
                    )}
                  >
                    <span
                      className={cn(
                        "grid size-11 shrink-0 place-items-center rounded-xl",
                        active ? "bg-white/15" : "bg-herb-light text-herb-dark",
                      )}
                    >
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold">{t(shopTypeKey(type))}</span>
                      <span className={cn("hidden text-sm sm:block", active ? "text-white/85" : "text-ink-soft")}>
                        {t(`shop.type.${type}Body` as MessageKey)}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <section id={PRODUCTS_ID} aria-labelledby={ids.summary} aria-busy={loading} className="mt-12 scroll-mt-24">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div role="status">
              <h2 id={ids.summary} className="text-2xl font-semibold">
                {wholesaleView ? t("shop.wholesaleTitle") : t("shop.productsTitle")}
              </h2>
              <p className="mt-1 text-sm text-ink-soft">
                {total === 1 ? t("shop.countOne") : t("shop.count", { count: total.toLocaleString(locale) })}
                {totalPages > 1 ? <span> · {t("shop.pageOf", { page: query.page, total: totalPages })}</span> : null}
              </p>
              {loading ? <span className="sr-only">{t("shop.loading")}</span> : null}
            </div>
            <nav aria-label={t("shop.priceView")} className="shrink-0">
              <ul className="inline-flex rounded-full border border-line bg-sand/60 p-1">
                {(["retail", "wholesale"] as const).map((view) => {
                  const active = (view === "wholesale") === wholesaleView;
                  return (
                    <li key={view}>
                      <Link
                        to={`${priceViewHref(query, view)}#${PRODUCTS_ID}`}
                        aria-current={active ? "page" : undefined}
                        className={cn(
                          "inline-flex h-10 items-center rounded-full px-5 text-sm font-semibold transition-colors",
                          active ? "bg-herb text-white shadow-card" : "text-ink hover:text-herb",
                        )}
                      >
                        {view === "retail" ? t("shopCard.retail") : t("shopCard.wholesale")}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </div>

          {wholesaleView ? (
            <p className="mt-4 rounded-2xl bg-herb-light/70 p-4 text-sm text-herb-dark">
              {t("shop.wholesaleNote", { percent: WHOLESALE_PERCENT, count: WHOLESALE_MIN_UNITS })}{" "}
              <a href={`#${BULK_FORM_ID}`} className="font-semibold underline underline-offset-4">
                {t("shop.wholesaleBulkLink")}
              </a>
            </p>
          ) : null}

          {chips.length > 0 ? (
            <div className="mt-4 flex flex-wrap items-center gap-2">
              <ul className="flex flex-wrap gap-2" aria-label={t("shop.activeFilters")}>
                {chips.map((chip) => (
                  <li key={chip.key}>
                    <Link
                      to={chip.to}
                      aria-label={t("shop.removeFilter", { filter: chip.label })}
                      className="inline-flex h-9 items-center gap-1.5 rounded-full border border-herb/40 bg-herb-light/60 ps-3 pe-2 text-sm font-semibold text-herb-dark hover:border-herb"
                    >
                      {chip.label}
                      <X className="size-4" aria-hidden />
                    </Link>
                  </li>
                ))}
              </ul>
              <Link to={toProducts({ page: 1 })} className="ms-1 text-sm font-semibold text-herb underline-offset-4 hover:underline">
                {t("shop.clearFilters")}
              </Link>
            </div>
          ) : null}

          <div className="mt-6">
            {products.length === 0 ? (
              <EmptyState icon={<PackageSearch className="size-8" aria-hidden />} title={t("shop.empty")} body={t("shop.emptyHint")}>
                <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                  <ButtonLink to={toProducts({ page: 1 })}>{t("shop.showAll")}</ButtonLink>
                  <a href={`#${BULK_FORM_ID}`} className={buttonVariants({ variant: "outline" })}>
                    {t("shop.askUs")}
                  </a>
                </div>
              </EmptyState>
            ) : (
              <ul
                className={cn(
                  "grid grid-cols-2 gap-3 transition-opacity duration-200 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4",
                  loading && "pointer-events-none opacity-50",
                )}
              >
                {products.map((product, index) => (
                  <li key={product.id}>
                    <ShopProductCard product={product} wholesaleView={wholesaleView} onInquiry={inquire} eager={index < 2} />
                  </li>
                ))}
              </ul>
            )}
          </div>

          <Pager
            page={query.page}
            totalPages={totalPages}
            pageWindow={recipePageWindow}
            href={(page) => toProducts({ ...query, page })}
            labels={{
              nav: t("shop.pagination"),
              previous: t("shop.previous"),
              next: t("shop.next"),
              page: (page) => t("shop.pageLink", { page }),
            }}
            className="mt-10"
          />
        </section>

        <section aria-labelledby="shop-promos" className="mt-16">
          <h2 id="shop-promos" className="sr-only">
            {t("shop.promosTitle")}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {PROMOS.map(({ key, Icon, to, tone }) => (
              <li key={key}>
                <Link
                  to={to}
                  className="group flex h-full gap-4 rounded-[var(--radius-card)] border border-line/70 bg-paper p-4 shadow-card transition hover:-translate-y-0.5 hover:shadow-lift sm:p-6 md:flex-col md:gap-0"
                >
                  <span className={cn("grid size-12 shrink-0 place-items-center rounded-2xl", tone)}>
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <span className="flex flex-1 flex-col">
                    <span className="font-display text-xl font-semibold md:mt-4">{t(`shop.promo.${key}.title` as MessageKey)}</span>
                    <span className="mt-1 flex-1 text-sm text-ink-soft sm:text-base">{t(`shop.promo.${key}.body` as MessageKey)}</span>
                    <span className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-herb group-hover:underline md:mt-4">
                      {t(`shop.promo.${key}.cta` as MessageKey)}
                      <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="shop-categories" className="mt-16">
          <h2 id="shop-categories" className="text-2xl font-semibold">
            {t("shop.categoriesTitle")}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 lg:gap-4">
            {categories.map((category) => {
              const active = query.category === category.slug;
              return (
                <li key={category.slug}>
                  <Link
                    to={toProducts(withFilter(query, { category: category.slug }))}
                    aria-current={active ? "true" : undefined}
                    className={cn(
                      "flex h-full flex-col overflow-hidden rounded-2xl border bg-paper transition hover:border-herb hover:shadow-card",
                      active ? "border-herb ring-2 ring-herb" : "border-line/70",
                    )}
                  >
                    <SmartImage src={category.image} alt="" width={800} height={600} loading="lazy" wrapperClassName="aspect-[16/9]" />
                    <span className="flex flex-1 flex-col p-3">
                      <span className="font-semibold leading-snug" {...contentRegion}>
                        {category.name}
                      </span>
                      <span className="mt-1 hidden text-sm text-ink-soft sm:line-clamp-2" {...contentRegion}>
                        {category.description}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <section ref={bulkSection} id={BULK_FORM_ID} aria-labelledby="bulk-title" className="mt-16 scroll-mt-24">
          <div className="grid gap-8 rounded-[var(--radius-card)] bg-herb-light/60 p-4 sm:p-10 lg:grid-cols-[1fr_1.4fr] lg:items-start">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-herb">{t("shop.bulk.eyebrow")}</p>
              <h2 id="bulk-title" className="mt-2 text-3xl font-semibold">
                {t("shop.bulk.title")}
              </h2>
              <p className="mt-3 text-ink-soft">{t("shop.bulk.intro")}</p>
              <ul className="mt-5 space-y-2 text-sm text-ink">
                {(["point1", "point2", "point3"] as const).map((point) => (
                  <li key={point} className="flex gap-2">
                    <span className="mt-1.5 size-2 shrink-0 rounded-full bg-saffron" aria-hidden />
                    {t(`shop.bulk.${point}` as MessageKey, { count: WHOLESALE_MIN_UNITS, percent: WHOLESALE_PERCENT })}
                  </li>
                ))}
              </ul>
            </div>
            <BulkInquirySlot
              prefill={prefill}
              focusToken={focusToken}
              server={server}
              sentReference={sentReference}
              placeholder={<BulkFormPlaceholder />}
            />
          </div>
        </section>
      </div>
    </div>
  );
}

/**
 * A card of the shop's grid: the home page's product card (product-card.tsx) with the stock line,
 * Add to Cart within the stock (10 units at the wholesale price in the wholesale view) and
 * Inquiry for the bulk form. It lives here rather than in product-card.tsx because a module the
 * home page shared with /shop would become its own script chunk, and the home page has no room
 * left in its 150 KB budget for that split.
 */
function ShopProductCard({
  product,
  wholesaleView,
  onInquiry,
  eager,
}: {
  product: ShopProduct;
  wholesaleView: boolean;
  onInquiry: (product: ShopProduct) => void;
  eager: boolean;
}) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const nameId = useId();
  const { add, room } = useAddProductToCart(product);
  const wholesale = wholesaleView && product.wholesale;
  const units = wholesale ? WHOLESALE_MIN_UNITS : 1;
  const outOfStock = stockStatusOf(product) === "out_of_stock";
  const button = "relative z-10 h-auto min-h-11 whitespace-normal px-3 py-1.5 leading-tight @[16rem]:min-h-9";
  return (
    <article className="group @container relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card transition hover:-translate-y-1 hover:shadow-lift">
      <div className="relative">
        <SmartImage
          src={product.image}
          alt=""
          width={800}
          height={600}
          loading={eager ? "eager" : "lazy"}
          wrapperClassName="aspect-[4/3]"
        />
        {outOfStock || product.wholesale ? (
          <span
            className={cn(
              "absolute start-2 top-2 rounded-full px-2.5 py-1 text-xs font-semibold text-white @[15rem]:start-3 @[15rem]:top-3",
              outOfStock ? "bg-ink/85" : "bg-herb",
            )}
          >
            {outOfStock ? t("common.outOfStock") : t("product.wholesale")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-3 @[15rem]:p-4">
        <p className="truncate text-xs font-semibold uppercase tracking-wider text-ink-soft" {...contentRegion}>
          {product.brand}
        </p>
        <h3 id={nameId} className="mt-1 font-sans text-sm font-semibold leading-snug @[15rem]:text-base" {...contentRegion}>
          <Link to={paths.product(product.id)} className="after:absolute after:inset-0 hover:text-herb">
            {product.name}
          </Link>
        </h3>
        <p
          className="mt-1 inline-flex items-center gap-1 text-sm text-ink-soft"
          role="img"
          aria-label={`${t("common.ratingLabel", { rating: product.rating.toFixed(1) })} ${t("common.reviews", { count: product.reviewCount })}`}
        >
          <Star className="size-4 fill-saffron text-saffron" aria-hidden />
          <span aria-hidden>
            {product.rating.toFixed(1)} {t("common.reviews", { count: product.reviewCount })}
          </span>
        </p>
        <StockStatusLabel product={product} className="mt-2 text-xs @[15rem]:text-sm" />
        {!outOfStock && room === 0 ? <p className="mt-1 text-xs text-ink-soft">{t("shopCard.allInCart")}</p> : null}
        <div className="mt-auto pt-3">
          {wholesale ? (
            <WholesalePrice price={product.price} />
          ) : (
            <span className="font-display text-xl font-semibold">{formatDollars(product.price)}</span>
          )}
          <div className="mt-3 flex flex-col gap-2 @[16rem]:flex-row">
            <Button
              {...replayEarlyClick}
              size="sm"
              className={cn(button, "flex-1")}
              disabled={outOfStock || room < units}
              aria-describedby={nameId}
              onClick={() => add(units)}
            >
              <ShoppingCart aria-hidden />
              {wholesale ? t("shop.addUnits", { count: units }) : t("common.addToCart")}
            </Button>
            {/* Without JavaScript it opens the page with the bulk form filled in for this product. */}
            <form
              method="get"
              action={pagePath(`${paths.shop}#${BULK_FORM_ID}`)}
              className="contents"
              onSubmit={(event) => {
                event.preventDefault();
                onInquiry(product);
              }}
            >
              <input type="hidden" name="inquire" value={product.id} />
              <Button type="submit" size="sm" variant="outline" className={button} aria-describedby={nameId}>
                <MessageSquareText aria-hidden />
                {t("shop.inquiry")}
              </Button>
            </form>
          </div>
        </div>
      </div>
    </article>
  );
}

/** The wholesale view's price: 80 % of retail, the retail price struck through, and the minimum order. */
function WholesalePrice({ price }: { price: number }) {
  const { t } = useI18n();
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-lg font-semibold @[15rem]:text-xl">{formatDollars(wholesalePrice(price))}</span>
        <span className="text-sm text-ink-soft">
          <span className="sr-only">{t("shopCard.retailPrice")} </span>
          <s>{formatDollars(price)}</s>
        </span>
      </p>
      <p className="mt-0.5 text-xs font-semibold text-herb-dark">{t("shopCard.minOrder", { count: WHOLESALE_MIN_UNITS })}</p>
    </div>
  );
}

/** Stands where the enquiry form loads after a navigation to the page, at its size, with the team's address meanwhile. */
function BulkFormPlaceholder() {
  const { t } = useI18n();
  return (
    <div className="min-h-[34rem] rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-7">
      <p className="text-ink-soft">
        {t("shop.bulkEmail")}{" "}
        <a href={`mailto:${BRAND.email}`} className="font-semibold text-herb underline underline-offset-4">
          {BRAND.email}
        </a>
      </p>
      <div className="mt-6 grid animate-pulse gap-4 sm:grid-cols-2" aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-[4.75rem] rounded-xl bg-sand/70" />
        ))}
        <div className="h-[4.75rem] rounded-xl bg-sand/70 sm:col-span-2" />
        <div className="h-32 rounded-xl bg-sand/70 sm:col-span-2" />
      </div>
    </div>
  );
}

/** Calls `onNear` once, when the element comes within a screen of the viewport (at once where that cannot be watched). */
function useNearViewport(ref: RefObject<HTMLElement | null>, onNear: () => void) {
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      callback.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          callback.current();
        }
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}

/**
 * Keeps an uncontrolled control showing `value` whenever `value` changes (a navigation). Not on
 * mount: the control already starts at `value`, unless the visitor changed it before hydration.
 */
function useSyncedValue(ref: RefObject<HTMLInputElement | HTMLSelectElement | null>, value: string, skipWhileFocused = false) {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    const element = ref.current;
    if (!element || element.value === value) return;
    if (skipWhileFocused && document.activeElement === element) return;
    element.value = value;
  }, [ref, value, skipWhileFocused]);
}
