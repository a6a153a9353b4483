import { Ban, CircleDollarSign, LoaderCircle, MapPin, PackageCheck, Search, Truck } from "lucide-react";
import { useId, useState } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { formatDollars } from "../../../shared/rules/format";
import { ORDER_STATUSES, type OrderStatus } from "../../../shared/schemas/order";
import { ORDER_DESK_LIMITS, type DeskOrder, type DeskOrderPage, type OrderStep } from "../../../shared/schemas/order-desk";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFrame } from "~/components/ui/dialog-frame";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { useRootData } from "~/lib/root-data";
import { AdminPageHeader } from "~/features/admin/admin-shell";
import { useDeskAction } from "~/features/admin/use-desk-action";
import { orderDeskApi } from "./order-desk-api";

export type OrdersDeskData = {
  status: "all" | OrderStatus;
  search: string;
  orders: DeskOrderPage;
  order: DeskOrder | null;
  toShip: number;
};

const money = (amount: string) => formatDollars(Number(amount));

const TONE: Record<OrderStatus, string> = {
  awaiting_payment: "bg-saffron-light text-saffron-dark ring-saffron/30",
  pending_payment: "bg-saffron-light text-saffron-dark ring-saffron/30",
  paid: "bg-paper text-herb-dark ring-herb/50",
  shipped: "bg-herb-light text-herb-dark ring-herb/25",
  delivered: "bg-herb text-white ring-herb",
  cancelled: "bg-chili/10 text-chili ring-chili/25",
};

function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        TONE[status],
      )}
    >
      {t(`adminOrders.status.${status}` as MessageKey)}
    </span>
  );
}

function useFormat() {
  const { locale } = useI18n();
  const { timeZone } = useRootData();
  return {
    date: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(new Date(iso)),
    dateTime: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso)),
  };
}

/** The current URL with some query values changed (undefined removes one); page goes back to 1 unless set. */
function useHref() {
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

/**
 * /admin/orders: every shop order, filtered by status and searched by reference, name or email,
 * paged by the server. An order opens in a dialog with its lines, totals, address and payment,
 * and the steps it may take next.
 */
export function OrdersDeskView({ data }: { data: OrdersDeskData }) {
  const { t } = useI18n();
  const href = useHref();
  const { orders } = data;
  return (
    <>
      <AdminPageHeader title={t("adminOrders.title")} intro={t("adminOrders.intro")}>
        <Link
          to={href({ status: "paid", search: undefined, order: undefined })}
          className="inline-flex items-center gap-2 rounded-full bg-paper px-4 py-2 text-sm font-semibold shadow-card ring-1 ring-line hover:ring-herb"
          data-testid="to-ship"
        >
          <Truck className="size-4 text-herb" aria-hidden />
          {t("adminOrders.toShip", { count: data.toShip })}
        </Link>
      </AdminPageHeader>

      <div className="mb-5 flex flex-col gap-3 2xl:flex-row 2xl:items-center 2xl:justify-between">
        <nav aria-label={t("adminOrders.filterLabel")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="inline-flex gap-1 rounded-full border border-line bg-paper p-1 shadow-card">
            {(["all", ...ORDER_STATUSES] as const).map((status) => {
              const active = status === data.status;
              return (
                <li key={status}>
                  <Link
                    to={href({ status: status === "all" ? undefined : status, order: undefined })}
                    aria-current={active ? "page" : undefined}
                    preventScrollReset
                    className={cn(
                      "inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors",
                      active ? "bg-herb text-white" : "text-ink-soft hover:bg-sand hover:text-ink",
                    )}
                  >
                    {t(status === "all" ? "adminOrders.all" : (`adminOrders.status.${status}` as MessageKey))}
                    <span className={cn("rounded-full px-1.5 text-xs tabular-nums", active ? "bg-white/20" : "bg-sand")}>
                      {orders.counts[status]}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <Form method="get" role="search" className="flex w-full max-w-md gap-2" preventScrollReset>
          {data.status !== "all" ? <input type="hidden" name="status" value={data.status} /> : null}
          <label className="relative flex-1">
            <span className="sr-only">{t("adminOrders.searchLabel")}</span>
            <Search className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-soft" aria-hidden />
            <input
              type="search"
              name="search"
              defaultValue={data.search}
              key={data.search}
              maxLength={ORDER_DESK_LIMITS.search}
              placeholder={t("adminOrders.searchPlaceholder")}
              className="h-11 w-full rounded-full border border-line bg-paper ps-10 pe-4 text-sm outline-none focus:border-herb focus:ring-2 focus:ring-herb/20"
            />
          </label>
          <button
            type="submit"
            className="h-11 rounded-full border border-line bg-paper px-4 text-sm font-semibold hover:border-herb hover:text-herb"
          >
            {t("adminOrders.search")}
          </button>
        </Form>
      </div>

      {orders.data.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-paper/70 px-6 py-14 text-center font-semibold">
          {t("adminOrders.empty")}
        </p>
      ) : (
        <OrderTable orders={orders} />
      )}

      {orders.totalPages > 1 ? (
        <nav aria-label={t("adminOrders.pagerLabel")} className="mt-6 flex items-center justify-center gap-4 text-sm">
          {orders.hasPrev ? (
            <Link
              to={href({ page: orders.page - 1 })}
              className="inline-flex h-10 items-center rounded-full border border-line bg-paper px-4 font-semibold hover:border-herb hover:text-herb"
            >
              {t("adminOrders.previous")}
            </Link>
          ) : null}
          <span className="text-ink-soft">{t("adminOrders.pageOf", { page: orders.page, total: orders.totalPages })}</span>
          {orders.hasNext ? (
            <Link
              to={href({ page: orders.page + 1 })}
              className="inline-flex h-10 items-center rounded-full border border-line bg-paper px-4 font-semibold hover:border-herb hover:text-herb"
            >
              {t("adminOrders.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}

      {data.order ? <OrderDialog key={`${data.order.id}-${data.order.status}`} order={data.order} /> : null}
    </>
  );
}

function OrderTable({ orders }: { orders: DeskOrderPage }) {
  const { t } = useI18n();
  const href = useHref();
  const { date } = useFormat();
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card">
      <table className="w-full text-left text-sm" data-testid="order-table">
        <thead className="hidden border-b border-line bg-cream/60 text-xs text-ink-soft md:table-header-group">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">
              {t("adminOrders.order")}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              {t("adminOrders.customer")}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              {t("adminOrders.placed")}
            </th>
            <th scope="col" className="px-3 py-3 text-end font-semibold">
              {t("adminOrders.total")}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              {t("adminOrders.payment")}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {t("adminOrders.statusColumn")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.data.map((o) => (
            <tr
              key={o.id}
              className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-4 py-3 hover:bg-cream/50 md:table-row md:p-0"
              data-testid="order-row"
            >
              <td className="md:px-5 md:py-3">
                <Link
                  to={href({ order: o.id })}
                  preventScrollReset
                  className="font-mono text-sm font-semibold text-herb-dark hover:underline"
                  aria-label={t("adminOrders.open", { reference: o.reference })}
                >
                  {o.reference}
                </Link>
                <span className="block text-xs text-ink-soft">{t("adminOrders.items", { count: o.items })}</span>
              </td>
              <td className="col-start-1 min-w-0 md:px-3 md:py-3">
                <span className="block truncate font-medium">{o.name}</span>
                <span className="block truncate text-xs text-ink-soft">{o.email}</span>
              </td>
              <td className="col-start-1 text-xs text-ink-soft md:px-3 md:py-3 md:text-sm md:text-ink">
                <time dateTime={o.createdAt}>{date(o.createdAt)}</time>
              </td>
              <td className="col-start-2 row-start-1 text-end font-semibold tabular-nums md:px-3 md:py-3">{money(o.total)}</td>
              <td className="hidden md:table-cell md:px-3 md:py-3">
                {t(o.paymentMethod === "card" ? "adminOrders.card" : "adminOrders.onDelivery")}
              </td>
              <td className="col-start-2 row-start-2 text-end md:px-5 md:py-3 md:text-start">
                <StatusBadge status={o.status} />
                {o.stockShort ? <span className="ms-1 text-xs font-semibold text-chili">{t("adminOrders.stockShort")}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const STEP_ICON: Record<OrderStep, typeof Truck> = { paid: CircleDollarSign, shipped: Truck, delivered: PackageCheck, cancelled: Ban };

function OrderDialog({ order }: { order: DeskOrder }) {
  const { t } = useI18n();
  const href = useHref();
  const navigate = useNavigate();
  const { dateTime } = useFormat();
  const close = () => void navigate(href({ order: undefined }), { preventScrollReset: true });
  const timeline: [string, string | null, string?][] = [
    [t("adminOrders.timeline.placed"), order.createdAt],
    [t("adminOrders.timeline.paid"), order.paidAt],
    [t("adminOrders.timeline.shipped"), order.shippedAt, order.trackingNote ?? undefined],
    [t("adminOrders.timeline.delivered"), order.deliveredAt],
    [t("adminOrders.timeline.cancelled"), order.cancelledAt],
  ];
  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && close()}
      title={t("adminOrders.orderTitle", { reference: order.reference })}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} />
          {t("adminOrders.placedOn", { date: dateTime(order.createdAt) })}
        </span>
      }
    >
      <div className="px-5 py-5 sm:px-7" data-testid="order-detail">
        <h3 className="font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">{t("adminOrders.lines")}</h3>
        <ul className="mt-2 divide-y divide-line text-sm">
          {order.lines.map((line) => (
            <li key={`${line.type}-${line.id}`} className="flex justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="font-medium">{line.name}</span>
                <span className="block text-xs text-ink-soft">
                  {t("adminOrders.lineQuantity", { count: line.quantity, price: money(line.unitPrice) })}
                  {line.wholesale ? ` · ${t("adminOrders.wholesale")}` : ""}
                </span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums">{money(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1 border-t border-line pt-3 text-sm">
          <div className="flex justify-between">
            <dt className="text-ink-soft">{t("adminOrders.subtotal")}</dt>
            <dd className="tabular-nums">{money(order.subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-ink-soft">
              {t("adminOrders.shipping", {
                method: t(order.shipping.method === "express" ? "adminOrders.express" : "adminOrders.standard"),
              })}
            </dt>
            <dd className="tabular-nums">{Number(order.shipping.fee) === 0 ? t("adminOrders.free") : money(order.shipping.fee)}</dd>
          </div>
          <div className="flex justify-between text-base font-semibold">
            <dt>{t("adminOrders.total")}</dt>
            <dd className="tabular-nums">{money(order.total)}</dd>
          </div>
        </dl>

        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <div>
            <h3 className="flex items-center gap-1.5 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">
              <MapPin className="size-3.5" aria-hidden />
              {t("adminOrders.shipTo")}
            </h3>
            <address className="mt-2 text-sm leading-6 not-italic">
              <span className="block font-semibold">{order.shipTo.name}</span>
              <span className="block">{order.shipTo.addressLine1}</span>
              {order.shipTo.addressLine2 ? <span className="block">{order.shipTo.addressLine2}</span> : null}
              <span className="block">{[order.shipTo.city, order.shipTo.region, order.shipTo.postalCode].filter(Boolean).join(", ")}</span>
              <span className="block">{order.shipTo.country}</span>
              <span className="mt-1 block break-all text-ink-soft">{order.email}</span>
              {order.phone ? <span className="block text-ink-soft">{order.phone}</span> : null}
            </address>
          </div>
          <div>
            <h3 className="font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">{t("adminOrders.payment")}</h3>
            <p className="mt-2 text-sm">{t(order.paymentMethod === "card" ? "adminOrders.card" : "adminOrders.onDelivery")}</p>
            <ol className="mt-3 space-y-1.5 text-sm">
              {timeline
                .filter(([, when]) => when)
                .map(([label, when, note]) => (
                  <li key={label} className="border-s-2 border-herb/40 ps-3">
                    <span className="font-semibold">{label}</span> <span className="text-ink-soft">{dateTime(when!)}</span>
                    {note ? (
                      <span className="block text-xs break-words text-ink-soft" data-testid="tracking-note">
                        {note}
                      </span>
                    ) : null}
                  </li>
                ))}
            </ol>
          </div>
        </div>
        {order.notes ? (
          <div className="mt-5 rounded-xl bg-sand/60 px-4 py-3 text-sm">
            <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("adminOrders.customerNotes")}</p>
            <p className="mt-1 whitespace-pre-line">{order.notes}</p>
          </div>
        ) : null}
        {order.stockShort ? (
          <p className="mt-4 rounded-xl bg-chili/10 px-4 py-3 text-sm font-semibold text-chili">{t("adminOrders.stockShortHint")}</p>
        ) : null}
      </div>
      <StepPanel order={order} />
    </DialogFrame>
  );
}

/** The foot of the order dialog: the steps this order may take next, each asking what it needs. */
function StepPanel({ order }: { order: DeskOrder }) {
  const { t } = useI18n();
  const id = useId();
  const action = useDeskAction();
  const [chosen, setChosen] = useState<OrderStep | null>(null);
  const [note, setNote] = useState("");
  const needsText = chosen === "shipped" || chosen === "cancelled";

  async function apply(step: OrderStep) {
    const body =
      step === "shipped"
        ? { status: step, trackingNote: note }
        : step === "cancelled"
          ? { status: step, reason: note || undefined }
          : { status: step };
    const ok = await action.run(step, () => orderDeskApi.advance(order.id, body), {
      success: t(step === "cancelled" ? "adminOrders.cancelledDone" : "adminOrders.updated"),
      failureTitle: t("adminOrders.failedTitle"),
      failure: t("adminOrders.failed"),
    });
    if (ok) {
      setChosen(null);
      setNote("");
    }
  }

  return (
    <div className="sticky bottom-0 border-t border-line bg-paper px-5 py-4 sm:px-7">
      {order.nextSteps.length === 0 ? <p className="text-sm text-ink-soft">{t("adminOrders.noSteps")}</p> : null}
      {needsText ? (
        <div className="mb-3">
          <label htmlFor={`${id}-note`} className="block text-sm font-semibold">
            {t(chosen === "shipped" ? "adminOrders.trackingNote" : "adminOrders.cancelReason")}
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            value={note}
            required={chosen === "shipped"}
            maxLength={chosen === "shipped" ? ORDER_DESK_LIMITS.trackingNote : ORDER_DESK_LIMITS.reason}
            onChange={(e) => setNote(e.target.value)}
            placeholder={t(chosen === "shipped" ? "adminOrders.trackingPlaceholder" : "adminOrders.reasonPlaceholder")}
            aria-describedby={`${id}-hint`}
            className="mt-1.5 w-full rounded-xl border border-line bg-paper px-3.5 py-2.5 text-sm outline-none focus:border-herb focus:ring-2 focus:ring-herb/20"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
            {t(chosen === "shipped" ? "adminOrders.trackingHint" : "adminOrders.cancelHint")}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <DialogClose asChild>
          <Button variant="ghost" size="sm">
            {t("adminOrders.close")}
          </Button>
        </DialogClose>
        {chosen && needsText ? (
          <>
            <Button variant="outline" size="sm" onClick={() => setChosen(null)}>
              {t("adminOrders.back")}
            </Button>
            <Button
              size="sm"
              variant={chosen === "cancelled" ? "danger" : "primary"}
              disabled={action.busy !== null || (chosen === "shipped" && !note.trim())}
              onClick={() => void apply(chosen)}
            >
              {action.busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              {t(chosen === "shipped" ? "adminOrders.confirmShip" : "adminOrders.confirmCancel")}
            </Button>
          </>
        ) : (
          order.nextSteps.map((step) => {
            const Icon = STEP_ICON[step];
            return (
              <Button
                key={step}
                size="sm"
                variant={step === "cancelled" ? "danger" : "primary"}
                disabled={action.busy !== null}
                onClick={() => (step === "shipped" || step === "cancelled" ? setChosen(step) : void apply(step))}
              >
                {action.busy === step ? <LoaderCircle className="animate-spin" aria-hidden /> : <Icon aria-hidden />}
                {t(`adminOrders.step.${step}` as MessageKey)}
              </Button>
            );
          })
        )}
      </div>
    </div>
  );
}
