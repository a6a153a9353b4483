import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orderLines, orders, outbox } from "../../db/schema/index.ts";
import {
  INGREDIENT_LINE_PRICE_CENTS,
  orderMessages,
  SHIPPING_OPTIONS,
  SHIPPING_METHODS,
  type CheckoutOptions,
  type LineProblem,
  type OrderConflict,
  type OrderInput,
  type OrderLineView,
  type OrderPayment,
  type OrderQuote,
  type OrderQuoteInput,
  type OrderResult,
  type OrderStatus,
  type OrderView,
  type PricedLine,
} from "../../../shared/schemas/order.ts";
import { WHOLESALE_MIN_QUANTITY, WHOLESALE_PRICE_PERCENT } from "../../../shared/schemas/shop.ts";
import { HttpError } from "../../http/errors.ts";
import { orderConfirmation, orderConfirmationSubject } from "../../mail/orders/confirmation.ts";
import { orderTeamNotice } from "../../mail/orders/team-notice.ts";
import { HONEYPOT_FIELD } from "../../../shared/schemas/form-fields.ts";
import { enqueueMail } from "../messages/outbox.ts";
import type { CardPayments, CheckoutOutcome } from "../payments/card-payments.ts";
import { newReference } from "../shop/reference.ts";
import { recordHolds, releaseHolds, settleHolds, takeStock } from "../shop/stock.ts";
import { paths } from "../../../shared/paths.ts";
import { money, priceCart, quoteOf, shippingQuote, toCents, type CartLine } from "./pricing.ts";
import { fingerprintOf, SECRET_LINK_TOKEN_PATTERN as STATUS_TOKEN_PATTERN, secretLinkTokens } from "../../http/secret-links.ts";

/** The status page links' secrets (the purpose keeps them apart from other links'). */
const orderLinks = secretLinkTokens("order");

/** Stripe keeps a Checkout Session open at least 30 minutes; the order holds its stock that long. */
export const CHECKOUT_OPEN_MINUTES = 30;
/** The hold outlives the session a little, so a payment made in its last second still finds its stock. */
export const HOLD_GRACE_MINUTES = 5;
const MINUTE_MS = 60_000;
/** A held-back mail's next attempt: never, until the payment lets it go. */
const HELD_BACK = new Date("9999-12-31T00:00:00.000Z");

/** A 409 whose body carries more than a message: the lines at fault, or the new prices. */
export class OrderConflictError extends HttpError {
  constructor(readonly body: OrderConflict) {
    super(409, body.message);
  }
}

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

type OrderServiceOptions = {
  teamEmail: string;
  siteUrl: string;
  timeZone: string;
  /** Where a bank transfer goes (account holder, number, routing). */
  bankTransferDetails: string;
  /** Card payment when configured; null offers pay on delivery / bank transfer only. */
  cardPayments: CardPayments | null;
  now?: () => Date;
};

/** PostgreSQL's answer when two transactions wait on each other; the loser is safe to run again. */
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === "40P01" || code === "40001";
}
async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 4 || !isRetryable(error)) throw error;
    }
  }
}

export function createOrderService(db: Database, options: OrderServiceOptions) {
  const { teamEmail, siteUrl, timeZone, cardPayments, bankTransferDetails } = options;
  const clock = options.now ?? (() => new Date());

  const paymentInstructions = (reference: string) =>
    `Pay on delivery: pay the courier in cash or by card when your parcel arrives. ` +
    `Or pay ahead by bank transfer to ${bankTransferDetails}, quoting ${reference}; ` +
    `a transfer order ships once the money arrives.`;

  /** What the shopper sees of a stored status: a card order past its hold reads as cancelled, with no write. */
  function effectiveStatus(row: OrderRow, now: Date): OrderStatus {
    if (row.status === "pending_payment" && row.holdExpiresAt && row.holdExpiresAt.getTime() <= now.getTime()) return "cancelled";
    return row.status;
  }

  function viewOf(row: OrderRow, lines: OrderLineRow[], now: Date): OrderView {
    const status = effectiveStatus(row, now);
    const subtotalCents = toCents(row.subtotal);
    const shipping = shippingQuote(row.shippingMethod, subtotalCents).quote;
    const payment: OrderPayment =
      row.paymentMethod === "card"
        ? {
            method: "card",
            checkoutUrl: status === "pending_payment" ? row.paymentUrl : null,
            expiresAt: row.holdExpiresAt ? new Date(row.holdExpiresAt.getTime() - HOLD_GRACE_MINUTES * MINUTE_MS).toISOString() : null,
          }
        : { method: "on-delivery", instructions: paymentInstructions(row.reference) };
    return {
      reference: row.reference,
      status,
      paymentMethod: row.paymentMethod,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt ? row.paidAt.toISOString() : null,
      shippedAt: row.shippedAt ? row.shippedAt.toISOString() : null,
      trackingNote: row.trackingNote,
      deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
      lines: lines.map((l): OrderLineView => ({
        type: l.lineType,
        id: l.itemId,
        name: l.name,
        quantity: l.quantity,
        unitPrice: money(toCents(l.unitPrice)),
        lineTotal: money(toCents(l.lineTotal)),
        wholesale: l.wholesale,
        productId: l.productId,
      })),
      subtotal: money(subtotalCents),
      shipping: { ...shipping, fee: money(toCents(row.shippingFee)) },
      total: money(toCents(row.total)),
      currency: "USD",
      shipTo: {
        name: row.name,
        addressLine1: row.addressLine1,
        addressLine2: row.addressLine2,
        city: row.city,
        region: row.region,
        postalCode: row.postalCode,
        country: row.country,
      },
      email: row.email,
      payment,
    };
  }

  async function loadOrder(where: ReturnType<typeof eq>) {
    const [row] = await db.select().from(orders).where(where);
    if (!row) return null;
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.position));
    return { row, lines };
  }

  /** The answer to POST /api/orders, built from what is stored, so a replay answers the same. */
  function resultOf(row: OrderRow, lines: OrderLineRow[], token: string | null, input: OrderInput, now: Date): OrderResult {
    const view = viewOf(row, lines, now);
    const cartCents = new Map<string, number>();
    for (const line of input.lines) {
      const key = `${line.type}:${line.id}`;
      if (line.price !== undefined && !cartCents.has(key)) cartCents.set(key, toCents(line.price));
    }
    const priceChanges: PricedLine[] = [];
    for (const line of view.lines) {
      const cart = cartCents.get(`${line.type}:${line.id}`);
      if (cart !== undefined && cart !== toCents(line.unitPrice)) {
        priceChanges.push({ ...line, cartPrice: money(cart), priceChanged: true, available: null });
      }
    }
    return {
      ...view,
      statusUrl: token ? paths.order(token) : "",
      priceChanges,
      message: row.paymentMethod === "card" && view.status === "pending_payment" ? orderMessages.awaitingCard : orderMessages.placed,
    };
  }

  /** The lines and totals: the catalogue's names and the server's prices, nothing the shopper typed. */
  const orderFacts = (row: OrderRow, lines: OrderLineRow[]) => ({
    reference: row.reference,
    lines,
    subtotal: row.subtotal,
    shippingMethod: row.shippingMethod,
    shippingFee: row.shippingFee,
    total: row.total,
  });

  /**
   * The shopper's confirmation, written in the caller's transaction. The address it goes to is
   * whatever the shopper typed, so it repeats nothing else they typed (no name, no shipping
   * address): the order page behind its private link shows those. A card order's is written
   * when the order is placed (the status link's token exists only then; the database keeps its
   * hash) but held back in the outbox until the payment arrives, and never sent if it does not.
   */
  async function queueConfirmation(tx: Pick<Database, "insert">, row: OrderRow, lines: OrderLineRow[], token: string) {
    const mail = orderConfirmation({
      ...orderFacts(row, lines),
      paymentInstructions: row.paymentMethod === "card" ? null : paymentInstructions(row.reference),
      statusUrl: `${siteUrl}${paths.order(token)}`,
      teamEmail,
    });
    await tx.insert(outbox).values({
      recipient: row.email,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      ...(row.paymentMethod === "card" ? { nextAttemptAt: HELD_BACK } : {}),
    });
  }

  /** Lets a paid card order's confirmation go, or drops an unpaid one's, in the caller's transaction. */
  async function settleConfirmation(tx: Pick<Database, "update">, row: OrderRow, send: boolean, now: Date) {
    await tx
      .update(outbox)
      .set(send ? { nextAttemptAt: now } : { status: "failed", lastError: "The order was not paid; the confirmation is not sent" })
      .where(
        and(eq(outbox.subject, orderConfirmationSubject(row.reference)), eq(outbox.status, "pending"), eq(outbox.nextAttemptAt, HELD_BACK)),
      );
  }

  async function queueTeamNotice(tx: Pick<Database, "insert">, row: OrderRow, lines: OrderLineRow[], stockShort = false) {
    await enqueueMail(tx, {
      to: teamEmail,
      ...orderTeamNotice({
        ...orderFacts(row, lines),
        paidByCard: row.paymentMethod === "card",
        stockShort,
        shipTo: [
          row.name,
          row.addressLine1,
          row.addressLine2,
          [row.city, row.region, row.postalCode].filter(Boolean).join(", "),
          row.country,
        ],
        email: row.email,
        phone: row.phone,
        notes: row.notes,
      }),
    });
  }

  /** Opens (or, on a retry, finds again) the order's Checkout Session and stores its page. */
  async function startCardCheckout(row: OrderRow, lines: OrderLineRow[], token: string): Promise<OrderRow> {
    if (!cardPayments || !row.holdExpiresAt) throw new HttpError(400, orderMessages.cardUnavailable);
    const shippingCents = toCents(row.shippingFee);
    const session = await cardPayments.createCheckout({
      orderId: row.id,
      reference: row.reference,
      email: row.email,
      currency: "usd",
      lines: lines.map((l) => ({ name: l.name, unitAmountCents: toCents(l.unitPrice), quantity: l.quantity })),
      shipping: { label: `Shipping (${row.shippingMethod}, ${SHIPPING_OPTIONS[row.shippingMethod].days})`, amountCents: shippingCents },
      successUrl: `${siteUrl}${paths.order(token)}?payment=success`,
      cancelUrl: `${siteUrl}${paths.order(token)}?payment=cancelled`,
      expiresAt: new Date(row.holdExpiresAt.getTime() - HOLD_GRACE_MINUTES * MINUTE_MS),
    });
    const [updated] = await db
      .update(orders)
      .set({ paymentSessionId: session.id, paymentUrl: session.url })
      .where(eq(orders.id, row.id))
      .returning();
    return updated;
  }

  async function replay(row: OrderRow, input: OrderInput, key: string, fingerprint: string): Promise<OrderResult> {
    if (row.requestFingerprint !== fingerprint) {
      throw new OrderConflictError({ code: "idempotency_reused", message: orderMessages.idempotencyReused });
    }
    const now = clock();
    const token = row.sealedStatusToken ? orderLinks.open(row.sealedStatusToken, key) : null;
    const loaded = (await loadOrder(eq(orders.id, row.id)))!;
    let current = loaded.row;
    // The first request may have died between placing the order and opening its checkout.
    if (current.paymentMethod === "card" && !current.paymentUrl && token && effectiveStatus(current, now) === "pending_payment") {
      current = await startCardCheckout(current, loaded.lines, token);
    }
    return resultOf(current, loaded.lines, token, input, now);
  }

  function shortages(cart: { lines: CartLine[] }, short: { productId: number; available: number }[]): LineProblem[] {
    return short.map(({ productId, available }) => {
      const line = cart.lines.find((l) => l.productId === productId)!;
      return {
        index: line.index,
        type: line.type,
        id: line.id,
        name: line.name,
        problem: "short" as const,
        available,
        message: available === 0 ? orderMessages.outOfStock(line.name) : orderMessages.onlyLeft(line.name, available),
      };
    });
  }

  return {
    /** An order as its status page shows it (the orders desk adds the team's fields). */
    viewOf: (row: OrderRow, lines: OrderLineRow[]) => viewOf(row, lines, clock()),

    checkoutOptions(): CheckoutOptions {
      return {
        currency: "USD",
        paymentMethods: cardPayments ? ["on-delivery", "card"] : ["on-delivery"],
        shippingMethods: SHIPPING_METHODS.map((method) => shippingQuote(method, 0).quote),
        wholesale: { minQuantity: WHOLESALE_MIN_QUANTITY, percent: WHOLESALE_PRICE_PERCENT },
        ingredientPrice: money(INGREDIENT_LINE_PRICE_CENTS),
      };
    },

    /** The cart priced by the server, with changed prices and lines that cannot be ordered. Writes nothing. */
    async quote(input: OrderQuoteInput): Promise<OrderQuote> {
      return quoteOf(await priceCart(db, input.lines, input.shippingMethod, clock(), timeZone));
    },

    /**
     * Places an order. The order, its lines, the stock of every product line (one conditional
     * UPDATE each, in product id order) and, for pay on delivery, both mails commit in one
     * transaction; a line short of stock rolls all of it back with a 409 naming the product and
     * what is left. A card order holds its stock until its checkout lapses, then opens the
     * Checkout Session. With an Idempotency-Key, a repeat answers with the first order.
     */
    async place(input: OrderInput, idempotencyKey?: string): Promise<{ result: OrderResult; replayed: boolean }> {
      const keyHash = idempotencyKey ? orderLinks.hashIdempotencyKey(idempotencyKey) : null;
      const { [HONEYPOT_FIELD]: _honeypot, ...request } = input;
      const fingerprint = fingerprintOf(request);
      if (keyHash) {
        const [earlier] = await db.select().from(orders).where(eq(orders.idempotencyKeyHash, keyHash));
        if (earlier) return { result: await replay(earlier, input, idempotencyKey!, fingerprint), replayed: true };
      }
      if (input.paymentMethod === "card" && !cardPayments) {
        throw new HttpError(400, orderMessages.cardUnavailable, [{ path: "paymentMethod", message: orderMessages.cardUnavailable }]);
      }

      const now = clock();
      const card = input.paymentMethod === "card";
      const holdExpiresAt = card ? new Date(now.getTime() + (CHECKOUT_OPEN_MINUTES + HOLD_GRACE_MINUTES) * MINUTE_MS) : null;
      const token = orderLinks.newToken();

      // One transaction from pricing to mails: on PGlite one turn of its single connection per
      // order (queued in arrival order), on PostgreSQL prices read beside the stock they sell.
      const placed = await withRetry(() =>
        db.transaction(async (tx) => {
          const cart = await priceCart(tx, input.lines, input.shippingMethod, now, timeZone);
          const unknown = cart.problems.filter((p) => p.problem === "unknown");
          if (unknown.length)
            throw new HttpError(
              400,
              unknown[0].message,
              unknown.map((p) => ({ path: `lines.${p.index}.id`, message: p.message })),
            );
          const ended = cart.problems.filter((p) => p.problem === "ended");
          if (ended.length) throw new OrderConflictError({ code: "ended", message: ended[0].message, problems: ended });
          if (input.expectedTotal !== undefined && toCents(input.expectedTotal) !== cart.totalCents) {
            throw new OrderConflictError({ code: "price_changed", message: orderMessages.priceChanged, quote: quoteOf(cart) });
          }
          const productLines = cart.lines
            .filter((l): l is CartLine & { productId: number } => l.productId !== null)
            .sort((a, b) => a.productId - b.productId);

          // The row first: a concurrent twin with the same key waits here on the unique index and
          // then inserts nothing, so it never takes stock.
          const [row] = await tx
            .insert(orders)
            .values({
              reference: newReference("OR"),
              status: card ? "pending_payment" : "awaiting_payment",
              paymentMethod: input.paymentMethod,
              name: input.name,
              email: input.email.toLowerCase(),
              phone: input.phone ?? null,
              addressLine1: input.addressLine1,
              addressLine2: input.addressLine2 ?? null,
              city: input.city,
              region: input.region ?? null,
              postalCode: input.postalCode,
              country: input.country,
              notes: input.notes ?? null,
              shippingMethod: input.shippingMethod,
              subtotal: money(cart.subtotalCents),
              shippingFee: money(cart.shippingCents),
              total: money(cart.totalCents),
              idempotencyKeyHash: keyHash,
              requestFingerprint: keyHash ? fingerprint : null,
              sealedStatusToken: idempotencyKey ? orderLinks.seal(token, idempotencyKey) : null,
              statusTokenHash: orderLinks.hash(token),
              holdExpiresAt,
              createdAt: now,
            })
            .onConflictDoNothing({ target: orders.idempotencyKeyHash })
            .returning();
          if (!row) return null;

          const lineRows = await tx
            .insert(orderLines)
            .values(
              [...cart.lines]
                .sort((a, b) => a.index - b.index)
                .map((line, position) => ({
                  orderId: row.id,
                  position,
                  lineType: line.type,
                  itemId: line.id,
                  productId: line.productId,
                  name: line.name,
                  quantity: line.quantity,
                  unitPrice: money(line.unitCents),
                  lineTotal: money(line.unitCents * line.quantity),
                  wholesale: line.wholesale,
                })),
            )
            .returning();

          const short: { productId: number; available: number }[] = [];
          for (const line of productLines) {
            const taken = await takeStock(tx, line.productId, line.quantity, now);
            if (!taken.taken) short.push({ productId: line.productId, available: taken.available });
          }
          if (short.length) {
            // Throwing rolls back the order and every unit taken above.
            const problems = shortages(cart, short);
            throw new OrderConflictError({ code: "short", message: problems[0].message, problems });
          }
          if (card) await recordHolds(tx, row.id, productLines, holdExpiresAt!);
          else await queueTeamNotice(tx, row, lineRows);
          await queueConfirmation(tx, row, lineRows, token);
          return { row, lines: lineRows.sort((a, b) => a.position - b.position) };
        }),
      );

      if (placed === null) {
        // A concurrent request with the same key committed first: answer with its order.
        const [earlier] = await db.select().from(orders).where(eq(orders.idempotencyKeyHash, keyHash!));
        return { result: await replay(earlier, input, idempotencyKey!, fingerprint), replayed: true };
      }
      const placedId = placed.row.id;
      let row = placed.row;
      if (card) {
        try {
          row = await startCardCheckout(row, placed.lines, token);
        } catch {
          // No checkout, no order: give the stock back at once and say so.
          await withRetry(() =>
            db.transaction(async (tx) => {
              await tx.update(orders).set({ status: "cancelled", cancelledAt: clock() }).where(eq(orders.id, placedId));
              await releaseHolds(tx, placedId);
              await settleConfirmation(tx, row, false, clock());
            }),
          );
          throw new HttpError(502, orderMessages.cardFailed);
        }
      }
      return { result: resultOf(row, placed.lines, token, input, now), replayed: false };
    },

    /** The order status page's data; null for a malformed or unknown token. */
    async byStatusToken(token: string): Promise<OrderView | null> {
      if (!STATUS_TOKEN_PATTERN.test(token)) return null;
      const loaded = await loadOrder(eq(orders.statusTokenHash, orderLinks.hash(token)));
      return loaded ? viewOf(loaded.row, loaded.lines, clock()) : null;
    },

    /**
     * Applies a verified card payment event. Paid: the order is marked paid, its holds become
     * sales and the confirmation mails are queued, once. Expired: a still-pending order is
     * cancelled and its held stock released, once. Unknown sessions change nothing.
     */
    async applyCardOutcome(outcome: CheckoutOutcome): Promise<void> {
      if (outcome.kind === "ignored") return;
      const now = clock();
      await withRetry(() =>
        db.transaction(async (tx) => {
          if (outcome.kind === "paid") {
            const [row] = await tx
              .update(orders)
              .set({ status: "paid", paidAt: now })
              .where(and(eq(orders.paymentSessionId, outcome.sessionId), inArray(orders.status, ["pending_payment", "cancelled"])))
              .returning();
            if (!row) return;
            const { short } = await settleHolds(tx, row.id, now);
            if (short.length) await tx.update(orders).set({ stockShort: true }).where(eq(orders.id, row.id));
            const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.position));
            await settleConfirmation(tx, row, true, now);
            await queueTeamNotice(tx, row, lines, short.length > 0);
          } else {
            const [row] = await tx
              .update(orders)
              .set({ status: "cancelled", cancelledAt: now })
              .where(and(eq(orders.paymentSessionId, outcome.sessionId), eq(orders.status, "pending_payment")))
              .returning();
            if (!row) return;
            await releaseHolds(tx, row.id);
            await settleConfirmation(tx, row, false, now);
          }
        }),
      );
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
