import { ShoppingCart, Star } from "lucide-react";
import { Link } from "react-router";
import { formatDollars } from "../../../shared/rules/format";
import type { Product } from "../../../shared/schemas/catalogue";
import { Button } from "~/components/ui/button";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion } from "~/lib/content-region";
import { useToast } from "~/components/ui/toast";
import { useCart } from "~/features/cart/cart-context";
import { useI18n } from "~/lib/i18n";
import { paths } from "../../../shared/paths";
import { replayEarlyClick } from "~/lib/early-clicks";

export function ProductCard({ product }: { product: Product }) {
  const { t } = useI18n();
  const { addItem } = useCart();
  const { toast } = useToast();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card transition hover:-translate-y-1 hover:shadow-lift">
      <div className="relative">
        <SmartImage src={product.image} alt="" width={800} height={600} loading="lazy" wrapperClassName="aspect-square" />
        {!product.inStock ? (
          <span className="absolute start-3 top-3 rounded-full bg-ink/80 px-3 py-1 text-xs font-semibold text-white">
            {t("common.outOfStock")}
          </span>
        ) : product.wholesale ? (
          <span className="absolute start-3 top-3 rounded-full bg-herb px-3 py-1 text-xs font-semibold text-white">
            {t("product.wholesale")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold uppercase tracking-wider text-ink-soft">{product.brand}</p>
        <h3 className="mt-1 font-sans text-base font-semibold leading-snug" {...contentRegion}>
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
        <div className="mt-auto flex items-center justify-between gap-2 pt-4">
          <span className="font-display text-xl font-semibold">{formatDollars(product.price)}</span>
          <Button
            {...replayEarlyClick}
            size="sm"
            className="relative z-10"
            disabled={!product.inStock}
            onClick={() => {
              addItem({ id: product.id, name: product.name, type: "product", price: product.price, image: product.image });
              toast({ title: t("cart.added"), description: product.name });
            }}
          >
            <ShoppingCart aria-hidden />
            {t("common.addToCart")}
          </Button>
        </div>
      </div>
    </article>
  );
}
