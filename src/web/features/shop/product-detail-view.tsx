import { ArrowLeft, ChevronRight, Boxes, PackageCheck, RotateCcw, Share2, ShieldCheck, ShoppingCart, Star, Truck, Zap } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { formatDollars } from "../../../shared/rules/format";
import type { ShopProduct } from "../../../shared/schemas/shop";
import { paths } from "../../../shared/paths";
import { Button, ButtonLink, buttonVariants } from "~/components/ui/button";
import { Tab, TabList, TabPanel, Tabs } from "~/components/ui/tabs";
import { useToast } from "~/components/ui/toast";
import { contentRegion } from "~/lib/content-region";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { StockStatusLabel, useAddProductToCart } from "./add-to-cart";
import { ProductGallery } from "./product-gallery";
import { QuantityStepper } from "./quantity-stepper";
import { bulkInquiryHref, shopListHref } from "./shop-list-query";
import { clampQuantity, unitPriceFor, WHOLESALE_MIN_UNITS, WHOLESALE_PERCENT, wholesalePrice } from "./shop-rules";
import { replayEarlyClick } from "~/lib/early-clicks";

/** Free shipping from this order total (shop copy). */
const FREE_SHIPPING_FROM = "$50";

type PriceTab = "retail" | "wholesale";
type InfoTab = "details" | "shipping" | "reviews";

const TAB_CLASS =
  "relative min-h-12 shrink-0 rounded-t-xl px-2 text-sm sm:px-4 font-semibold text-ink-soft transition-colors hover:text-herb data-[state=active]:text-herb-dark after:absolute after:inset-x-3 after:bottom-0 after:h-[3px] after:rounded-full after:bg-transparent data-[state=active]:after:bg-saffron sm:text-base";

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex" aria-hidden>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn(
            "size-5",
            rating >= n - 0.25 ? "fill-saffron text-saffron" : rating >= n - 0.75 ? "fill-saffron/50 text-saffron" : "text-line",
          )}
        />
      ))}
    </span>
  );
}

function Panel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <TabPanel
      value={value}
      forceMount
      className="pt-6 outline-none data-[state=inactive]:hidden focus-visible:ring-2 focus-visible:ring-saffron"
    >
      {children}
    </TabPanel>
  );
}

export function ProductDetailView({ product, jsonLd, ad }: { product: ShopProduct; jsonLd: string; ad?: ReactNode }) {
  const { t, locale } = useI18n();
  const { toast } = useToast();
  const quantityId = useId();
  const { add, inCart, room } = useAddProductToCart(product);
  const [quantity, setQuantity] = useState(1);
  const [priceTab, setPriceTab] = useState<PriceTab>("retail");
  const [infoTab, setInfoTab] = useState<InfoTab>("details");

  const outOfStock = product.stockStatus === "out_of_stock";
  const canAdd = !outOfStock && room > 0;
  // The quantity never passes what is left to add, also after the cart changed elsewhere.
  const chosen = clampQuantity(quantity, room);
  const unit = unitPriceFor(product, chosen);
  const wholesaleApplies = unit !== product.price;
  const sku = product.sku || `CCP-${product.id}`;
  const categoryHref = shopListHref({ category: product.categorySlug, page: 1 });

  const choosePriceTab = (tab: string) => {
    setPriceTab(tab as PriceTab);
    // Choosing wholesale on a wholesale product starts at the minimum order, when stock allows.
    if (tab === "wholesale" && product.wholesale && chosen < WHOLESALE_MIN_UNITS && room >= WHOLESALE_MIN_UNITS)
      setQuantity(WHOLESALE_MIN_UNITS);
  };

  const share = async () => {
    const url = window.location.href;
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title: product.name, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast({ title: t("productPage.linkCopied"), description: product.name });
    } catch (failure) {
      // Closing the share sheet is not a failure worth telling.
      if (failure instanceof DOMException && failure.name === "AbortError") return;
      toast({ variant: "destructive", title: t("productPage.shareFailed"), description: url });
    }
  };

  // Labels from the catalogue, then the product's own specification lines (database text).
  const specs: { label: string; value: string; labelFromDatabase: boolean; mono?: boolean }[] = [
    { label: t("productPage.spec.brand"), value: product.brand, labelFromDatabase: false },
    { label: t("productPage.spec.category"), value: product.categoryName, labelFromDatabase: false },
    ...(product.weight ? [{ label: t("productPage.spec.weight"), value: product.weight, labelFromDatabase: false }] : []),
    { label: t("productPage.spec.sku"), value: sku, labelFromDatabase: false, mono: true },
    ...Object.entries(product.specs).map(([label, value]) => ({ label, value, labelFromDatabase: true })),
  ];

  return (
    <div className="pb-16">
      <article>
        <div className="container-page pt-6 sm:pt-8">
          <nav aria-label={t("productPage.breadcrumb")}>
            <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-soft">
              <li>
                <Link to={paths.home} className="hover:text-herb hover:underline">
                  {t("common.home")}
                </Link>
              </li>
              <li className="inline-flex items-center gap-1">
                <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
                <Link to={paths.shop} className="hover:text-herb hover:underline">
                  {t("productPage.shop")}
                </Link>
              </li>
              <li className="inline-flex items-center gap-1">
                <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
                <Link to={categoryHref} className="hover:text-herb hover:underline" {...contentRegion}>
                  {product.categoryName}
                </Link>
              </li>
              <li className="inline-flex min-w-0 items-center gap-1">
                <ChevronRight className="size-4 shrink-0 rtl:rotate-180" aria-hidden />
                <span aria-current="page" className="truncate font-semibold text-ink" {...contentRegion}>
                  {product.name}
                </span>
              </li>
            </ol>
          </nav>

          <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
            <ProductGallery image={product.image} images={product.images} name={product.name} />

            <div className="min-w-0">
              <ul className="flex flex-wrap items-center gap-2" aria-label={t("productPage.badges")}>
                <li
                  className="rounded-full bg-paper px-3 py-1 text-xs font-semibold uppercase tracking-wider text-ink shadow-card"
                  {...contentRegion}
                >
                  {product.brand}
                </li>
                <li>
                  <Link
                    to={categoryHref}
                    className="inline-block rounded-full bg-herb-light px-3 py-1 text-xs font-semibold uppercase tracking-wider text-herb-dark hover:underline"
                    {...contentRegion}
                  >
                    {product.categoryName}
                  </Link>
                </li>
                <li className="rounded-full bg-paper px-3 py-0.5 shadow-card">
                  <StockStatusLabel product={product} className="text-xs" />
                </li>
              </ul>
              <h1 className="mt-4 text-3xl font-semibold leading-tight sm:text-4xl" {...contentRegion}>
                {product.name}
              </h1>
              <div className="mt-3 flex items-center justify-between gap-3">
                <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
                  <span role="img" aria-label={t("common.ratingLabel", { rating: product.rating.toFixed(1) })} className="inline-flex">
                    <Stars rating={product.rating} />
                  </span>
                  <span className="font-semibold text-ink">{product.rating.toFixed(1)}</span>
                  <span>{t("common.reviews", { count: product.reviewCount.toLocaleString(locale) })}</span>
                </p>
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="outline"
                    size="icon"
                    onClick={() => void share()}
                    aria-label={t("productPage.share")}
                    title={t("productPage.share")}
                  >
                    <Share2 aria-hidden />
                  </Button>
                  <Link
                    to={bulkInquiryHref(product.id)}
                    className={buttonVariants({ variant: "outline", size: "icon" })}
                    aria-label={t("productPage.askBulk")}
                    title={t("productPage.askBulk")}
                  >
                    <Boxes aria-hidden />
                  </Link>
                </div>
              </div>

              <Tabs
                value={priceTab}
                onValueChange={choosePriceTab}
                className="mt-6 rounded-[var(--radius-card)] border border-line/70 bg-paper p-4 shadow-card sm:p-5"
              >
                <TabList aria-label={t("productPage.priceTabs")} className="inline-flex rounded-full bg-sand/70 p-1">
                  {(["retail", "wholesale"] as const).map((tab) => (
                    <Tab
                      key={tab}
                      value={tab}
                      className="h-10 rounded-full px-5 text-sm font-semibold text-ink transition-colors data-[state=active]:bg-herb data-[state=active]:text-white data-[state=active]:shadow-card"
                    >
                      {tab === "retail" ? t("shopCard.retail") : t("shopCard.wholesale")}
                    </Tab>
                  ))}
                </TabList>
                <TabPanel value="retail" className="pt-4 outline-none focus-visible:ring-2 focus-visible:ring-saffron">
                  <p className="flex items-baseline gap-2">
                    <span className="font-display text-4xl font-semibold" data-testid="retail-price">
                      {formatDollars(product.price)}
                    </span>
                    <span className="text-ink-soft">{t("productPage.perUnit")}</span>
                  </p>
                  {product.wholesale ? (
                    <p className="mt-1 text-sm text-ink-soft">
                      {t("productPage.wholesaleHint", { count: WHOLESALE_MIN_UNITS, price: formatDollars(wholesalePrice(product.price)) })}
                    </p>
                  ) : null}
                </TabPanel>
                <TabPanel value="wholesale" className="pt-4 outline-none focus-visible:ring-2 focus-visible:ring-saffron">
                  {product.wholesale ? (
                    <>
                      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                        <span className="font-display text-4xl font-semibold" data-testid="wholesale-price">
                          {formatDollars(wholesalePrice(product.price))}
                        </span>
                        <span className="text-ink-soft">{t("productPage.perUnit")}</span>
                        <span className="text-ink-soft">
                          <span className="sr-only">{t("shopCard.retailPrice")} </span>
                          <s>{formatDollars(product.price)}</s>
                        </span>
                      </p>
                      <p className="mt-1 text-sm font-semibold text-herb-dark">{t("shopCard.minOrder", { count: WHOLESALE_MIN_UNITS })}</p>
                      <p className="mt-1 text-sm text-ink-soft">
                        {t("productPage.wholesaleBody", { percent: WHOLESALE_PERCENT, count: WHOLESALE_MIN_UNITS })}
                      </p>
                    </>
                  ) : (
                    <p className="text-sm text-ink-soft">
                      {t("productPage.noWholesale")}{" "}
                      <Link to={bulkInquiryHref(product.id)} className="font-semibold text-herb underline underline-offset-4">
                        {t("productPage.askBulk")}
                      </Link>
                    </p>
                  )}
                </TabPanel>
              </Tabs>

              <p className="mt-6 leading-7 text-ink-soft" {...contentRegion}>
                {product.description}
              </p>

              <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                <div className="rounded-2xl bg-sand/60 px-4 py-3">
                  <dt className="text-xs font-semibold uppercase tracking-wider text-ink-soft">{t("productPage.spec.weight")}</dt>
                  <dd className="mt-0.5 font-semibold" {...contentRegion}>
                    {product.weight ?? t("productPage.notListed")}
                  </dd>
                </div>
                <div className="rounded-2xl bg-sand/60 px-4 py-3">
                  <dt className="text-xs font-semibold uppercase tracking-wider text-ink-soft">{t("productPage.spec.sku")}</dt>
                  <dd className="mt-0.5 font-mono font-semibold">{sku}</dd>
                </div>
              </dl>

              <div className="mt-6 flex flex-wrap items-end gap-3">
                <div>
                  <label htmlFor={quantityId} className="mb-1.5 block text-sm font-semibold">
                    {t("productPage.quantity")}
                  </label>
                  <QuantityStepper id={quantityId} value={chosen} max={Math.max(1, room)} disabled={!canAdd} onChange={setQuantity} />
                </div>
                <Button {...replayEarlyClick} size="lg" className="min-w-44 flex-1" disabled={!canAdd} onClick={() => add(chosen)}>
                  <ShoppingCart aria-hidden />
                  {t("common.addToCart")}
                </Button>
              </div>
              <p className="mt-3 text-sm text-ink-soft" aria-live="polite" data-testid="line-total">
                {outOfStock
                  ? t("productPage.outOfStockNote")
                  : !canAdd
                    ? t("productPage.allInCart", { count: inCart })
                    : t(wholesaleApplies ? "productPage.lineTotalWholesale" : "productPage.lineTotal", {
                        count: chosen,
                        price: formatDollars(unit),
                        total: formatDollars((Math.round(unit * 100) * chosen) / 100),
                      })}
              </p>

              <ul className="mt-6 grid gap-3 rounded-[var(--radius-card)] bg-herb-light/60 p-4 text-sm text-herb-dark sm:grid-cols-2">
                <li className="flex gap-2">
                  <Truck className="mt-0.5 size-4 shrink-0" aria-hidden />
                  {t("productPage.freeShipping", { amount: FREE_SHIPPING_FROM })}
                </li>
                <li className="flex gap-2">
                  <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
                  {t("productPage.quality")}
                </li>
              </ul>
            </div>
          </div>

          <div className="mt-12 max-w-4xl">
            <Tabs value={infoTab} onValueChange={(value) => setInfoTab(value as InfoTab)}>
              <TabList aria-label={t("productPage.infoTabs")} className="flex flex-wrap gap-x-1 border-b border-line">
                <Tab value="details" className={TAB_CLASS}>
                  {t("productPage.tab.details")}
                </Tab>
                <Tab value="shipping" className={TAB_CLASS}>
                  {t("productPage.tab.shipping")}
                </Tab>
                <Tab value="reviews" className={TAB_CLASS}>
                  {t("productPage.tab.reviews")}
                </Tab>
              </TabList>
              <Panel value="details">
                <dl className="divide-y divide-line overflow-hidden rounded-2xl border border-line/70 bg-paper">
                  {specs.map(({ label, value, labelFromDatabase, mono }) => (
                    <div key={label} className="grid grid-cols-[minmax(7rem,1fr)_2fr] gap-4 px-4 py-3 text-sm sm:px-5">
                      <dt className="font-semibold text-ink-soft" {...(labelFromDatabase ? contentRegion : {})}>
                        {label}
                      </dt>
                      <dd className={cn("text-ink", mono && "font-mono")} {...(mono ? {} : contentRegion)}>
                        {value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </Panel>
              <Panel value="shipping">
                <ul className="grid gap-4 sm:grid-cols-2">
                  {[
                    {
                      Icon: Truck,
                      title: t("productPage.shipping.standardTitle"),
                      body: t("productPage.shipping.standardBody", { amount: FREE_SHIPPING_FROM }),
                    },
                    { Icon: Zap, title: t("productPage.shipping.expressTitle"), body: t("productPage.shipping.expressBody") },
                    { Icon: RotateCcw, title: t("productPage.shipping.returnsTitle"), body: t("productPage.shipping.returnsBody") },
                    { Icon: PackageCheck, title: t("productPage.shipping.packingTitle"), body: t("productPage.shipping.packingBody") },
                  ].map(({ Icon, title, body }) => (
                    <li key={title} className="flex gap-3 rounded-2xl border border-line/70 bg-paper p-4">
                      <Icon className="mt-0.5 size-5 shrink-0 text-herb" aria-hidden />
                      <div>
                        <p className="font-semibold">{title}</p>
                        <p className="mt-1 text-sm text-ink-soft">{body}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              </Panel>
              <Panel value="reviews">
                <p className="rounded-2xl bg-sand/60 p-5 text-ink-soft">{t("productPage.noReviews")}</p>
              </Panel>
            </Tabs>
          </div>

          {ad ? <div className="mt-12">{ad}</div> : null}
        </div>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      </article>
    </div>
  );
}

/** 'Product Not Found', answered with status 404. */
export function ProductNotFoundView() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <div className="container-page max-w-2xl py-20 text-center">
      <h1 className="text-4xl font-semibold">{t("productPage.notFoundTitle")}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t("productPage.notFoundBody")}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink
          to={paths.shop}
          onClick={(event) => {
            // With a page to go back to, Go Back goes back; opened directly, it leads to the shop.
            if (window.history.length > 1 && document.referrer.startsWith(window.location.origin)) {
              event.preventDefault();
              void navigate(-1);
            }
          }}
        >
          <ArrowLeft aria-hidden className="rtl:rotate-180" />
          {t("productPage.goBack")}
        </ButtonLink>
        <ButtonLink to={paths.shop} variant="outline">
          {t("productPage.browseShop")}
        </ButtonLink>
      </div>
    </div>
  );
}

/** Shown while another product loads. */
export function ProductSkeleton() {
  const { t } = useI18n();
  return (
    <div className="container-page animate-pulse py-8" aria-busy="true">
      <span className="sr-only" role="status">
        {t("common.loading")}
      </span>
      <div className="h-4 w-64 rounded bg-sand" />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div>
          <div className="aspect-[4/3] rounded-[var(--radius-card)] bg-sand" />
          <div className="mt-3 grid grid-cols-3 gap-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="aspect-[4/3] rounded-2xl bg-sand" />
            ))}
          </div>
        </div>
        <div className="space-y-4">
          <div className="flex gap-2">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-7 w-24 rounded-full bg-sand" />
            ))}
          </div>
          <div className="h-10 w-4/5 rounded-xl bg-sand" />
          <div className="h-5 w-40 rounded bg-sand" />
          <div className="h-32 rounded-[var(--radius-card)] bg-sand" />
          <div className="h-4 w-full rounded bg-sand" />
          <div className="h-4 w-2/3 rounded bg-sand" />
          <div className="h-12 w-full rounded-full bg-sand" />
        </div>
      </div>
    </div>
  );
}
