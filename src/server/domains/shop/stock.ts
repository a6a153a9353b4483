import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products, stockHolds } from "../../db/schema/index.ts";

/**
 * Stock, taken only by conditional UPDATEs.
 *
 * `products.stock` counts the units neither sold nor held. An open card checkout takes its units
 * from it at once and records a hold with an expiry. Once that expiry has passed the units are
 * free again: the stock query adds them back (`availableStock`), and the next order that needs
 * them moves them back into `products.stock` in its own transaction (`takeStock`). So stock
 * returns with no webhook and no scheduled job, and nothing is ever read and then written.
 */

/** Anything that can run queries: the database or an open transaction. */
type Runner = Pick<Database, "update" | "select" | "insert" | "execute">;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Units of expired, not yet reclaimed holds of the product in `productId` (an SQL column or value). */
function lapsedHolds(productId: SQL | typeof products.id, now: Date): SQL<number> {
  return sql<number>`coalesce((
    SELECT sum(${stockHolds.quantity}) FROM ${stockHolds}
    WHERE ${stockHolds.productId} = ${productId} AND ${stockHolds.status} = 'held' AND ${stockHolds.expiresAt} <= ${at(now)}
  ), 0)::int`;
}

/** The units of a product one can buy at `now`: its stock plus what lapsed holds gave back. */
export function availableStock(now: Date): SQL<number> {
  return sql<number>`(${products.stock} + ${lapsedHolds(sql`${products.id}`, now)})::int`;
}

/**
 * Moves the product's lapsed holds back into its stock. Each hold is claimed by one conditional
 * UPDATE, so two transactions never both give the same units back.
 */
async function reclaimLapsedHolds(tx: Runner, productId: number, now: Date): Promise<number> {
  const reclaimed = await tx
    .update(stockHolds)
    .set({ status: "expired" })
    .where(and(eq(stockHolds.productId, productId), eq(stockHolds.status, "held"), sql`${stockHolds.expiresAt} <= ${at(now)}`))
    .returning({ quantity: stockHolds.quantity });
  const units = reclaimed.reduce((sum, row) => sum + row.quantity, 0);
  if (units > 0)
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${units}` })
      .where(eq(products.id, productId));
  return units;
}

export type TakeResult = { taken: true } | { taken: false; available: number };

/**
 * Takes `quantity` units with one conditional UPDATE (`stock >= quantity`). When that fails and
 * lapsed holds exist, they are reclaimed and the UPDATE tried once more. Call it inside the
 * transaction that writes the order, one product at a time in id order (so two orders lock rows
 * in the same order and never deadlock).
 */
export async function takeStock(tx: Runner, productId: number, quantity: number, now: Date): Promise<TakeResult> {
  const take = () =>
    tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
      .returning({ stock: products.stock });
  if ((await take()).length) return { taken: true };
  if ((await reclaimLapsedHolds(tx, productId, now)) > 0 && (await take()).length) return { taken: true };
  const [row] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return { taken: false, available: Math.max(0, row?.stock ?? 0) };
}

/** Records that an order holds units it has taken, until `expiresAt`. */
export async function recordHolds(tx: Runner, orderId: number, lines: { productId: number; quantity: number }[], expiresAt: Date) {
  if (lines.length === 0) return;
  await tx.insert(stockHolds).values(lines.map((l) => ({ orderId, productId: l.productId, quantity: l.quantity, expiresAt })));
}

/** Gives an order's still-held units back (its checkout expired or failed); each hold only once. */
export async function releaseHolds(tx: Runner, orderId: number): Promise<void> {
  const released = await tx
    .update(stockHolds)
    .set({ status: "released" })
    .where(and(eq(stockHolds.orderId, orderId), eq(stockHolds.status, "held")))
    .returning({ productId: stockHolds.productId, quantity: stockHolds.quantity });
  for (const hold of released.sort((a, b) => a.productId - b.productId)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${hold.quantity}` })
      .where(eq(products.id, hold.productId));
  }
}

/**
 * Makes a paid order's holds permanent. A hold that lapsed and was reclaimed before the payment
 * arrived is taken again if the stock is still there; the products it could not get are returned.
 * Such a hold ends `released`: the order never got its units, so cancelling the order later must
 * not put them back on the shelf.
 */
export async function settleHolds(tx: Runner, orderId: number, now: Date): Promise<{ short: number[] }> {
  await tx
    .update(stockHolds)
    .set({ status: "taken" })
    .where(and(eq(stockHolds.orderId, orderId), eq(stockHolds.status, "held")));
  const lapsed = await tx
    .update(stockHolds)
    .set({ status: "taken" })
    .where(and(eq(stockHolds.orderId, orderId), eq(stockHolds.status, "expired")))
    .returning({ id: stockHolds.id, productId: stockHolds.productId, quantity: stockHolds.quantity });
  const short: number[] = [];
  for (const hold of lapsed.sort((a, b) => a.productId - b.productId)) {
    const result = await takeStock(tx, hold.productId, hold.quantity, now);
    if (result.taken) continue;
    short.push(hold.productId);
    await tx.update(stockHolds).set({ status: "released" }).where(eq(stockHolds.id, hold.id));
  }
  return { short };
}
