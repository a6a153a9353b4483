import type { RefObject } from "react";
import { Minus, Plus, ShoppingBag, Trash2 } from "lucide-react";
import { capitalize, formatDollars } from "../../../shared/rules/format";
import { Button, ButtonLink } from "~/components/ui/button";
import { Sheet } from "~/components/ui/sheet";
import { useI18n } from "~/lib/i18n";
import { paths } from "../../../shared/paths";
import { useCart } from "./cart-context";

/** The Shopping Cart side panel; loaded on first open. */
export default function CartPanel({ returnFocusTo }: { returnFocusTo?: RefObject<HTMLElement | null> }) {
  const { t } = useI18n();
  const cart = useCart();
  const empty = cart.items.length === 0;

  return (
    <Sheet
      open={cart.isOpen}
      onOpenChange={cart.setOpen}
      returnFocusTo={returnFocusTo}
      title={t("cart.title")}
      description={t("cart.title")}
      footer={
        empty ? null : (
          <div className="space-y-3">
            <div className="flex items-baseline justify-between text-lg">
              <span className="font-semibold">{t("cart.total")}</span>
              <span className="font-display text-2xl font-semibold" data-testid="cart-total">
                {formatDollars(cart.totalPrice)}
              </span>
            </div>
            <div className="grid grid-cols-2 gap-2">
              <Button variant="outline" onClick={cart.clearCart}>
                {t("cart.clear")}
              </Button>
              <ButtonLink to={paths.checkout} onClick={() => cart.setOpen(false)}>
                {t("cart.checkout")}
              </ButtonLink>
            </div>
          </div>
        )
      }
    >
      {empty ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <ShoppingBag className="size-10 text-ink-soft" aria-hidden />
          <p className="font-semibold">{t("cart.empty")}</p>
          <p className="text-sm text-ink-soft">{t("cart.emptyHint")}</p>
          <ButtonLink to={paths.shop} variant="outline" size="sm" onClick={() => cart.setOpen(false)}>
            {t("cart.browseShop")}
          </ButtonLink>
        </div>
      ) : (
        <ul className="divide-y divide-line" aria-label={t("cart.title")}>
          {cart.items.map((item) => (
            <li key={`${item.type}-${item.id}`} className="flex gap-3 py-3" data-testid="cart-line">
              {item.image ? (
                <img src={item.image} alt="" width={64} height={48} className="h-12 w-16 shrink-0 rounded-lg bg-sand object-cover" />
              ) : (
                <div className="h-12 w-16 shrink-0 rounded-lg bg-sand" aria-hidden />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{item.name}</p>
                <p className="text-xs text-ink-soft">
                  {capitalize(item.type)} · {formatDollars(item.price)}
                </p>
                <div className="mt-2 flex items-center gap-1">
                  <button
                    type="button"
                    className="grid size-9 place-items-center rounded-full border border-line hover:border-herb"
                    onClick={() => cart.updateQuantity(item.id, item.quantity - 1)}
                    aria-label={t("cart.decrease", { name: item.name })}
                  >
                    <Minus className="size-4" aria-hidden />
                  </button>
                  <span className="w-8 text-center tabular-nums" aria-label={t("cart.quantity", { count: item.quantity })}>
                    {item.quantity}
                  </span>
                  <button
                    type="button"
                    className="grid size-9 place-items-center rounded-full border border-line hover:border-herb"
                    onClick={() => cart.updateQuantity(item.id, item.quantity + 1)}
                    aria-label={t("cart.increase", { name: item.name })}
                  >
                    <Plus className="size-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    className="ms-auto grid size-9 place-items-center rounded-full text-ink-soft hover:bg-chili/10 hover:text-chili"
                    onClick={() => cart.removeItem(item.id)}
                    aria-label={t("cart.remove", { name: item.name })}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
