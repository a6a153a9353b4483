import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orderLines, orders, products, stockHolds } from "../../db/schema/index.ts";
import { HttpError, NotFoundError } from "../../http/errors.ts";
import { ORDER_STATUSES, type OrderStatus } from "../../../shared/schemas/order.ts";
import {
  allowedSteps,
  orderDeskMessages as M,
  type DeskOrder,
  type DeskOrderPage,
  type DeskOrderRow,
  type OrderDeskCounts,
  type OrderDeskListQuery,
  type OrderStepInput,
} from "../../../shared/schemas/order-desk.ts";
import { recordAdminAction } from "../admin/audit.ts";
import type { AdminSession, RequestOrigin } from "../admin/service.ts";
import { orderCancelled } from "../../mail/orders/cancelled.ts";
import { orderDelivered } from "../../mail/orders/delivered.ts";
import { orderPaymentReceived } from "../../mail/orders/payment-received.ts";
import { orderShipped } from "../../mail/orders/shipped.ts";
import { enqueueMail } from "../messages/outbox.ts";
import type { OrderService } from "./service.ts";
import { adminPage } from "../../../shared/schemas/common.ts";

type OrderRow = typeof orders.$inferSelect;
type Runner = Pick<Database, "update" | "select" | "insert">;

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * The status the shopper and the team see, in SQL: a card order whose hold ran out reads as
 * cancelled (the order service's rule, so the list, the filter and the detail agree).
 */
const effectiveStatus = (now: Date) =>
  sql<OrderStatus>`CASE WHEN ${orders.status} = 'pending_payment' AND ${orders.holdExpiresAt} <= ${at(now)} THEN 'cancelled' ELSE ${orders.status} END`;

function statusCondition(status: OrderStatus, now: Date): SQL {
  if (status === "pending_payment")
    return and(eq(orders.status, "pending_payment"), or(sql`${orders.holdExpiresAt} IS NULL`, gt(orders.holdExpiresAt, now)))!;
  if (status === "cancelled")
    return or(eq(orders.status, "cancelled"), and(eq(orders.status, "pending_payment"), lte(orders.holdExpiresAt, now)))!;
  return eq(orders.status, status);
}

type DeskOptions = { siteUrl: string; teamEmail: string; now?: () => Date };

/**
 * The orders desk: the team's list and the steps of fulfilment. Every step locks the order's row,
 * checks the step is allowed from where the order stands (409 otherwise), and commits the change,
 * the customer's mail and the audit row together; a cancellation returns the stock in the same
 * transaction.
 */
export function createOrderDeskService(db: Database, orderService: OrderService, options: DeskOptions) {
  const { siteUrl, teamEmail } = options;
  const clock = options.now ?? (() => new Date());

  async function detailOf(row: OrderRow, runner: Pick<Database, "select"> = db): Promise<DeskOrder> {
    const lines = await runner.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.position));
    const view = orderService.viewOf(row, lines);
    return {
      ...view,
      id: row.id,
      phone: row.phone,
      notes: row.notes,
      stockShort: row.stockShort,
      cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
      nextSteps: allowedSteps(view.status, row.paymentMethod),
    };
  }

  /**
   * Puts an order's units back on the shelf. Pay-on-delivery orders took their stock outright;
   * card orders took it through holds: a still-held hold is released, a hold that became a sale
   * is returned and marked released, so no unit comes back twice.
   */
  async function returnStock(tx: Runner, row: OrderRow) {
    if (row.paymentMethod === "card") {
      const returned = await tx
        .update(stockHolds)
        .set({ status: "released" })
        .where(and(eq(stockHolds.orderId, row.id), inArray(stockHolds.status, ["held", "taken"])))
        .returning({ productId: stockHolds.productId, quantity: stockHolds.quantity });
      for (const hold of returned.sort((a, b) => a.productId - b.productId)) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${hold.quantity}` })
          .where(eq(products.id, hold.productId));
      }
      return;
    }
    const lines = await tx
      .select({ productId: orderLines.productId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, row.id), sql`${orderLines.productId} IS NOT NULL`));
    const byProduct = new Map<number, number>();
    for (const line of lines) byProduct.set(line.productId!, (byProduct.get(line.productId!) ?? 0) + line.quantity);
    for (const [productId, quantity] of [...byProduct].sort((a, b) => a[0] - b[0])) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}` })
        .where(eq(products.id, productId));
    }
  }

  /** The customer's mail for a step; the address is the one the shopper typed, so it repeats nothing else they typed. */
  function customerMail(row: OrderRow, step: OrderStepInput["status"], input: OrderStepInput) {
    const { reference } = row;
    switch (step) {
      case "paid":
        return orderPaymentReceived({ reference, total: row.total, teamEmail });
      case "shipped":
        return orderShipped({
          reference,
          trackingNote: input.trackingNote ?? "",
          dueOnDelivery: row.paymentMethod === "on-delivery" && !row.paidAt ? row.total : null,
          teamEmail,
        });
      case "delivered":
        return orderDelivered({ reference, teamEmail });
      case "cancelled":
        return orderCancelled({ reference, reason: input.reason ?? null, refund: row.paidAt ? row.total : null, siteUrl, teamEmail });
    }
  }

  const fulfilment = (row: OrderRow) => ({
    status: row.status,
    paidAt: row.paidAt?.toISOString() ?? null,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    trackingNote: row.trackingNote,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  });

  return {
    async list(query: OrderDeskListQuery): Promise<DeskOrderPage> {
      const now = clock();
      const status = effectiveStatus(now);
      const search: SQL[] = (query.search ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 8)
        .map((word) =>
          or(ilike(orders.reference, containing(word)), ilike(orders.name, containing(word)), ilike(orders.email, containing(word)))!,
        );
      const where = and(...search, ...(query.status === "all" ? [] : [statusCondition(query.status, now)]));
      // Spelled out with an alias: inside a subquery the columns must name their own table.
      const items = sql<number>`(SELECT coalesce(sum(ol.quantity), 0)::int FROM order_lines ol WHERE ol.order_id = "orders"."id")`;
      const [rows, [{ total }], grouped] = await Promise.all([
        db
          .select({
            id: orders.id,
            reference: orders.reference,
            status,
            paymentMethod: orders.paymentMethod,
            name: orders.name,
            email: orders.email,
            total: orders.total,
            items,
            createdAt: orders.createdAt,
            stockShort: orders.stockShort,
          })
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(orders).where(where),
        db
          .select({ status, n: count() })
          .from(orders)
          .where(search.length ? and(...search) : undefined)
          // By position: the status expression carries a parameter, written anew in each clause.
          .groupBy(sql`1`),
      ]);
      const counts = Object.fromEntries(["all", ...ORDER_STATUSES].map((s) => [s, 0])) as DeskOrderPage["counts"];
      for (const row of grouped) {
        counts[row.status] = Number(row.n);
        counts.all += Number(row.n);
      }
      return {
        ...adminPage(
          rows.map((r): DeskOrderRow => ({ ...r, items: Number(r.items), createdAt: r.createdAt.toISOString() })),
          total,
          query.page,
          query.limit,
        ),
        counts,
      };
    },

    async getById(id: number): Promise<DeskOrder | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ? detailOf(row) : null;
    },

    /** The dashboard's figures: paid orders waiting to ship, and pay-on-delivery orders not yet paid. */
    async counts(): Promise<OrderDeskCounts> {
      const [row] = await db
        .select({
          toShip: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'paid')::int`,
          awaitingPayment: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'awaiting_payment')::int`,
        })
        .from(orders)
        .where(inArray(orders.status, ["paid", "awaiting_payment"]));
      return { toShip: Number(row?.toShip ?? 0), awaitingPayment: Number(row?.awaitingPayment ?? 0) };
    },

    /**
     * Moves an order one step: paid, shipped (with its tracking note), delivered, or cancelled
     * (stock returned). 404 unknown, 409 a step not allowed from the order's status, 422 shipping
     * without a tracking note.
     */
    async advance(id: number, input: OrderStepInput, session: AdminSession, origin: RequestOrigin): Promise<DeskOrder> {
      if (input.status === "shipped" && !input.trackingNote) {
        throw new HttpError(422, M.trackingRequired, [{ path: "trackingNote", message: M.trackingRequired }]);
      }
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
        if (!row) throw new NotFoundError(M.orderNotFound);
        const now = clock();
        const current = orderService.viewOf(row, []).status;
        if (!allowedSteps(current, row.paymentMethod).includes(input.status)) throw new HttpError(409, M.notAllowed(current, input.status));

        const changes: Partial<OrderRow> = { status: input.status };
        if (input.status === "paid") changes.paidAt = now;
        if (input.status === "shipped") Object.assign(changes, { shippedAt: now, trackingNote: input.trackingNote });
        // Cash on delivery: the courier collected the money at the door.
        if (input.status === "delivered") Object.assign(changes, { deliveredAt: now, ...(row.paidAt ? {} : { paidAt: now }) });
        if (input.status === "cancelled") changes.cancelledAt = now;

        const [updated] = await tx.update(orders).set(changes).where(eq(orders.id, id)).returning();
        if (input.status === "cancelled") await returnStock(tx, row);
        await enqueueMail(tx, { to: row.email, ...customerMail(row, input.status, input) });
        await recordAdminAction(tx, {
          adminId: session.admin.id,
          actor: session.admin.username,
          action: `order.${input.status}`,
          itemType: "order",
          itemId: row.id,
          before: fulfilment(row),
          after: { ...fulfilment(updated), ...(input.reason ? { reason: input.reason } : {}) },
          ip: origin.ip,
        });
        return detailOf(updated, tx);
      });
    },
  };
}

export type OrderDeskService = ReturnType<typeof createOrderDeskService>;
