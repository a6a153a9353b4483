import type { Product } from "../../../shared/schemas/catalogue";
import type { StockStatus } from "../../../shared/schemas/shop";
import { useToast } from "~/components/ui/toast";
import { useCart } from "~/features/cart/cart-context";
import { useI18n } from "~/lib/i18n";
import { unitPriceFor, unitsLeftToAdd } from "./shop-rules";

type Stocked = Pick<Product, "inStock"> & { stock?: number; stockStatus?: StockStatus };

/** The stock as shoppers read it: a product without a count (an older answer) says only whether it is in stock. */
export const stockStatusOf = (product: Stocked): StockStatus => product.stockStatus ?? (product.inStock ? "in_stock" : "out_of_stock");

/** 'In stock', 'Only N left' or 'Out of stock', with a coloured dot that is never the only cue. */
export function StockStatusLabel({ product, className = "" }: { product: Stocked; className?: string }) {
  const { t } = useI18n();
  const status = stockStatusOf(product);
  const [text, dot, tone] =
    status === "out_of_stock"
      ? [t("common.outOfStock"), "bg-chili", "text-chili"]
      : status === "low_stock" && product.stock !== undefined
        ? [t("shopCard.onlyLeft", { count: product.stock }), "bg-saffron", "text-saffron-dark"]
        : [t("shopCard.inStock"), "bg-herb", "text-herb-dark"];
  return (
    <p className={`inline-flex items-center gap-1.5 font-semibold ${tone} ${className}`} data-stock={status}>
      <span className={`size-2 shrink-0 rounded-full ${dot}`} aria-hidden />
      {text}
    </p>
  );
}

type Buyable = Pick<Product, "id" | "name" | "price" | "image" | "wholesale" | "inStock"> & { stock?: number };

/**
 * Adding a product to the cart: a `product` line (type and id are what the checkout re-prices on
 * the server) at the unit price of the quantity added, wholesale from 10 units of a wholesale
 * product. `room` is how many more the stock allows beside what the cart already holds.
 */
export function useAddProductToCart(product: Buyable) {
  const { t } = useI18n();
  const { items, addItems } = useCart();
  const { toast } = useToast();
  const inCart = items.find((item) => item.type === "product" && item.id === product.id)?.quantity ?? 0;
  const room = unitsLeftToAdd(product.stock ?? (product.inStock ? Number.POSITIVE_INFINITY : 0), inCart);
  const add = (quantity: number) => {
    const units = Math.min(Math.floor(quantity), room);
    if (units < 1) return;
    const line = { id: product.id, name: product.name, type: "product", price: unitPriceFor(product, units), image: product.image };
    addItems(Array.from({ length: units }, () => line));
    toast({
      title: t("cart.added"),
      description: units > 1 ? t("shopCard.addedCount", { count: units, name: product.name }) : product.name,
    });
  };
  return { add, inCart, room };
}
