import { CircleCheck, Clock, CreditCard, Landmark, MapPin, PackageCheck, Truck, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { BRAND } from "../../../shared/brand";
import { formatDollars } from "../../../shared/rules/format";
import type { OrderStatus } from "../../../shared/schemas/order";
import { paths } from "../../../shared/paths";
import { ButtonLink, buttonVariants } from "~/components/ui/button";
import { contentRegion } from "~/lib/content-region";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import type { OrderStatusData } from "./load-order-status";
import { dateTimeFormat } from "../../../shared/rules/intl-formats";

const money = (amount: string) => formatDollars(Number(amount));

const STATUS_TONE: Record<OrderStatus, string> = {
  awaiting_payment: "bg-saffron-light text-saffron-dark",
  pending_payment: "bg-saffron-light text-saffron-dark",
  paid: "bg-herb-light text-herb-dark",
  shipped: "bg-herb-light text-herb-dark",
  delivered: "bg-herb-light text-herb-dark",
  cancelled: "bg-chili/10 text-chili",
};

function Notice({ tone, icon, title, children }: { tone: "good" | "wait" | "bad"; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div
      role="status"
      className={cn(
        "mt-6 flex gap-3 rounded-2xl p-5",
        tone === "good" ? "bg-herb-light text-herb-dark" : tone === "wait" ? "bg-saffron-light/80 text-ink" : "bg-chili/10 text-ink",
      )}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div>
        <p className="font-semibold">{title}</p>
        <div className="mt-1 text-sm">{children}</div>
      </div>
    </div>
  );
}

export function OrderStatusView({ order, arrival }: OrderStatusData) {
  const { t, locale } = useI18n();
  const placedOn = dateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(new Date(order.createdAt));
  const longDate = (iso: string) => dateTimeFormat(locale, { dateStyle: "long" }).format(new Date(iso));
  const payment = order.payment;
  const openCheckout = payment.method === "card" && order.status === "pending_payment" ? payment : null;
  const heldUntil =
    openCheckout?.expiresAt != null
      ? dateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(new Date(openCheckout.expiresAt))
      : "";

  return (
    <div className="container-page max-w-4xl pb-16 pt-8 sm:pt-12">
      <p className="text-sm text-ink-soft">{t("order.placedOn", { date: placedOn })}</p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t("order.title", { reference: order.reference })}</h1>
        <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", STATUS_TONE[order.status])} data-testid="order-status">
          <span className="sr-only">{t("order.status")}: </span>
          {t(`order.status.${order.status}`)}
        </span>
      </div>

      {order.status === "delivered" && order.deliveredAt ? (
        <Notice tone="good" icon={<PackageCheck className="size-6" aria-hidden />} title={t("order.deliveredTitle")}>
          {t("order.deliveredBody", { date: longDate(order.deliveredAt) })}
        </Notice>
      ) : order.status === "shipped" && order.shippedAt ? (
        <Notice tone="good" icon={<Truck className="size-6" aria-hidden />} title={t("order.shippedTitle")}>
          <p>{t("order.shippedBody", { date: longDate(order.shippedAt) })}</p>
          {order.trackingNote ? (
            <p className="mt-1" data-testid="order-tracking">
              <span className="font-semibold">{t("order.tracking")}:</span>{" "}
              <span className="whitespace-pre-line" {...contentRegion}>
                {order.trackingNote}
              </span>
            </p>
          ) : null}
        </Notice>
      ) : order.status === "paid" ? (
        <Notice tone="good" icon={<CircleCheck className="size-6" aria-hidden />} title={t("order.paidTitle")}>
          {t(order.paymentMethod === "card" ? "order.paidBody" : "order.paidTransferBody")}
        </Notice>
      ) : arrival === "placed" ? (
        <Notice tone="good" icon={<CircleCheck className="size-6" aria-hidden />} title={t("order.thanksTitle")}>
          {t("order.thanksBody", { email: order.email })}
        </Notice>
      ) : arrival === "payment-success" && order.status === "pending_payment" ? (
        <Notice tone="wait" icon={<Clock className="size-6" aria-hidden />} title={t("order.confirmingTitle")}>
          {t("order.confirmingBody")}
        </Notice>
      ) : openCheckout ? (
        <Notice tone="wait" icon={<CreditCard className="size-6" aria-hidden />} title={t("order.cardCancelledTitle")}>
          <p>{t("order.cardCancelledBody", { time: heldUntil })}</p>
          {openCheckout.checkoutUrl ? (
            <a href={openCheckout.checkoutUrl} className={cn(buttonVariants({ size: "sm" }), "mt-3")}>
              {t("order.payNow")}
            </a>
          ) : null}
        </Notice>
      ) : order.status === "cancelled" ? (
        <Notice tone="bad" icon={<XCircle className="size-6" aria-hidden />} title={t("order.status.cancelled")}>
          {t("order.questions", { email: BRAND.email, reference: order.reference })}
        </Notice>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <section
          aria-labelledby="order-items"
          className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-7"
        >
          <h2 id="order-items" className="flex items-center gap-2 text-xl font-semibold">
            <PackageCheck className="size-5 text-herb" aria-hidden />
            {t("order.items")}
          </h2>
          <ul className="mt-4 divide-y divide-line">
            {order.lines.map((line) => (
              <li key={`${line.type}-${line.id}`} className="flex justify-between gap-3 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-semibold text-ink" {...contentRegion}>
                    {line.name}
                  </p>
                  <p className="text-ink-soft">
                    {t("checkout.quantity", { count: line.quantity })} · {t("checkout.each", { price: money(line.unitPrice) })}
                  </p>
                  {line.wholesale ? <p className="text-xs font-semibold text-herb">{t("checkout.wholesale")}</p> : null}
                </div>
                <span className="shrink-0 font-semibold">{money(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-2 space-y-2 border-t border-line pt-4 text-sm">
            <div className="flex justify-between">
              <dt className="text-ink-soft">{t("checkout.subtotal")}</dt>
              <dd className="font-semibold">{money(order.subtotal)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-ink-soft">{t("checkout.shippingFee")}</dt>
              <dd className="font-semibold">{Number(order.shipping.fee) === 0 ? t("checkout.free") : money(order.shipping.fee)}</dd>
            </div>
            <div className="flex items-baseline justify-between border-t border-line pt-3 text-base">
              <dt className="font-semibold">{t("checkout.total")}</dt>
              <dd className="font-display text-2xl font-semibold" data-testid="order-total">
                {money(order.total)}
              </dd>
            </div>
          </dl>
        </section>

        <div className="space-y-6">
          <section aria-labelledby="order-ship-to" className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card">
            <h2 id="order-ship-to" className="flex items-center gap-2 text-lg font-semibold">
              <MapPin className="size-5 text-herb" aria-hidden />
              {t("order.shipTo")}
            </h2>
            <address className="mt-3 text-sm not-italic leading-6 text-ink-soft">
              <span className="block font-semibold text-ink">{order.shipTo.name}</span>
              <span className="block">{order.shipTo.addressLine1}</span>
              {order.shipTo.addressLine2 ? <span className="block">{order.shipTo.addressLine2}</span> : null}
              <span className="block">{[order.shipTo.city, order.shipTo.region, order.shipTo.postalCode].filter(Boolean).join(", ")}</span>
              <span className="block">{order.shipTo.country}</span>
            </address>
            <p className="mt-3 text-sm text-ink-soft">
              {t("order.shippingMethod", {
                method: t(`checkout.${order.shipping.method}`),
                days: t(`checkout.${order.shipping.method}Days`),
              })}
            </p>
          </section>

          <section aria-labelledby="order-payment" className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card">
            <h2 id="order-payment" className="flex items-center gap-2 text-lg font-semibold">
              {payment.method === "card" ? (
                <CreditCard className="size-5 text-herb" aria-hidden />
              ) : (
                <Landmark className="size-5 text-herb" aria-hidden />
              )}
              {t("order.paymentInstructions")}
            </h2>
            {payment.method === "on-delivery" ? (
              <p className="mt-3 whitespace-pre-line text-sm leading-6 text-ink-soft" {...contentRegion}>
                {payment.instructions}
              </p>
            ) : (
              <p className="mt-3 text-sm text-ink-soft">{t("order.paymentCard")}</p>
            )}
          </section>
        </div>
      </div>

      <p className="mt-8 text-sm text-ink-soft">{t("order.questions", { email: BRAND.email, reference: order.reference })}</p>
      <div className="mt-6">
        <ButtonLink to={paths.shop} variant="outline">
          {t("order.continueShopping")}
        </ButtonLink>
      </div>
    </div>
  );
}

export function OrderNotFoundView() {
  const { t } = useI18n();
  return (
    <div className="container-page max-w-2xl py-20 text-center">
      <h1 className="text-4xl font-semibold">{t("order.notFoundTitle")}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t("order.notFoundBody")}</p>
      <div className="mt-8 flex justify-center">
        <ButtonLink to={paths.shop}>{t("order.continueShopping")}</ButtonLink>
      </div>
    </div>
  );
}
