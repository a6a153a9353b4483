/**
 * Order placement under load: 50 connections each placing a pay-on-delivery order for 1 unit of
 * the same product through POST /api/orders for 10 s, on PGlite and on PostgreSQL, beside a
 * hashed static asset measured in the same run. Rounds on that one product:
 *   - in stock: the product's stock is reset to 10,000,000 first, so every request should be a
 *     201; the figure is the cost of a committed order (pricing read, order row, its line, the
 *     conditional stock UPDATE on one hot row, two outbox mails, all in one transaction);
 *   - sold out: stock reset to 0, so every request should be a 409 naming the product;
 *   - restocked (PostgreSQL only, where the bench can write while the site runs): stock reset to
 *     25 units every 250 ms during the load, so 201s and 409s mix as in a flash sale.
 * After each round the orders stored and the stock left are checked against the 201s: stock
 * never goes below zero and every unit sold is one stored order line.
 *
 * The route allows 30 orders per client address per 10 minutes. The bench starts the site with
 * TRUST_PROXY=127.0.0.1 and gives every 20 requests an X-Forwarded-For address of their own in
 * 127.0.0.0/8, so the limiter runs as in production and never refuses. Only loopback is contacted.
 * BENCH_ORDERS_DB=pglite|postgres runs one database, BENCH_DURATION sets the seconds per load.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../src/server/db/client.ts";
import { builtEntryAsset, withBenchDatabase, printTable, startServer, type LoadRow } from "./support.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3941);
const PLENTY = 10_000_000;
const RESTOCK_UNITS = 25;
const RESTOCK_EVERY_MS = 250;
const REQUESTS_PER_ADDRESS = 20;
const PRODUCT_NAME = "Glass Spice Jars with Bamboo Lids (12-Pack)";

type RawQuery = DatabaseHandle["rawQuery"];
type Counts = { total: number; created: number; conflict: number; other: number; otherKinds: string[]; seconds: number };
type OrderRow = LoadRow & { counts: Counts; check: string };

let requestCount = 0;
function nextClientAddress(): string {
  const n = Math.floor(requestCount++ / REQUESTS_PER_ADDRESS);
  return `127.${1 + ((n >> 16) % 254)}.${(n >> 8) & 255}.${n & 255}`;
}

async function productId(raw: RawQuery): Promise<number> {
  const { rows } = await raw("SELECT id FROM products WHERE name = $1", [PRODUCT_NAME]);
  if (!rows[0]) throw new Error(`the demo content has no product "${PRODUCT_NAME}"`);
  return Number(rows[0].id);
}

const setStock = (raw: RawQuery, id: number, stock: number) => raw("UPDATE products SET stock = $2 WHERE id = $1", [id, stock]);

/** Units sold of the product (order lines) and its stock now. */
async function ledger(raw: RawQuery, id: number): Promise<{ sold: number; stock: number }> {
  const { rows } = await raw(
    `SELECT (SELECT coalesce(sum(quantity), 0) FROM order_lines WHERE product_id = $1)::int AS sold,
            (SELECT stock FROM products WHERE id = $1)::int AS stock`,
    [id],
  );
  return { sold: Number(rows[0].sold), stock: Number(rows[0].stock) };
}

/**
 * Units sold to one round's requests (their addresses are name@round.example): a request still
 * queued in the site when its round ends may be served in the next round, so counting a round's
 * 201s against all sales would blame the site for the bench's own backlog.
 */
async function soldTo(raw: RawQuery, id: number, round: string): Promise<number> {
  const { rows } = await raw(
    `SELECT coalesce(sum(l.quantity), 0)::int AS sold FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE l.product_id = $1 AND o.email LIKE $2`,
    [id, `%@${round}.example`],
  );
  return Number(rows[0].sold);
}

/** The ledger once requests still in flight have finished: two equal readings 500 ms apart. */
async function settledLedger(raw: RawQuery, id: number, round: string) {
  let last = await ledger(raw, id);
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = await ledger(raw, id);
    if (now.sold === last.sold && now.stock === last.stock) return { ...now, round: await soldTo(raw, id, round) };
    last = now;
  }
  throw new Error("orders were still being stored 20 s after the load stopped");
}

function countsOf(result: autocannon.Result): Counts {
  const counts: Counts = { total: 0, created: 0, conflict: 0, other: 0, otherKinds: [], seconds: result.duration };
  for (const [code, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
    counts.total += count;
    if (code === "201") counts.created += count;
    else if (code === "409") counts.conflict += count;
    else if (count > 0) {
      counts.other += count;
      counts.otherKinds.push(`${count} × ${code}`);
    }
  }
  counts.other += result.errors;
  counts.total += result.errors;
  if (result.errors) counts.otherKinds.push(`${result.errors} errors/timeouts`);
  return counts;
}

function orderRequests(id: number, round: string) {
  return [
    {
      method: "POST" as const,
      setupRequest: (req: autocannon.Request) => {
        const i = requestCount;
        return {
          ...req,
          method: "POST" as const,
          headers: { ...req.headers, "content-type": "application/json", "x-forwarded-for": nextClientAddress() },
          body: JSON.stringify({
            name: `Bench Shopper ${i}`,
            email: `shopper${i}@${round}.example`,
            addressLine1: "218 Valencia Street",
            city: "San Francisco",
            region: "CA",
            postalCode: "94103",
            country: "United States",
            shippingMethod: "standard",
            paymentMethod: "on-delivery",
            lines: [{ type: "product", id, quantity: 1, price: 29 }],
          }),
        };
      },
    },
  ];
}

async function loadOrders(
  name: string,
  round: string,
  base: string,
  id: number,
): Promise<{ row: LoadRow; counts: Counts; createdWithWarmUp: number }> {
  const url = `${base}/api/orders`;
  const requests = orderRequests(id, round);
  const warm = await autocannon({ url, connections: 10, duration: 1, requests });
  const result = await autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: DURATION_S, requests });
  const counts = countsOf(result);
  return {
    row: { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: counts.other },
    counts,
    createdWithWarmUp: counts.created + countsOf(warm).created,
  };
}

async function loadAsset(base: string, asset: string): Promise<LoadRow> {
  const url = `${base}/assets/${asset}`;
  const headers = { "accept-encoding": "br, gzip" };
  await autocannon({ url, connections: 10, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: DURATION_S, headers });
  return {
    name: "static asset",
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function printCounts(rows: OrderRow[]) {
  console.log("");
  console.log(
    [
      "round".padEnd(40),
      "requests".padStart(9),
      "201".padStart(7),
      "409".padStart(7),
      "other".padStart(6),
      "201/s".padStart(7),
      "check".padStart(10),
    ].join(" "),
  );
  for (const row of rows) {
    const c = row.counts;
    console.log(
      [
        row.name.padEnd(40),
        String(c.total).padStart(9),
        String(c.created).padStart(7),
        String(c.conflict).padStart(7),
        String(c.other).padStart(6),
        (c.created / Math.max(c.seconds, 1)).toFixed(0).padStart(7),
        row.check.padStart(10),
        c.otherKinds.join(", "),
      ].join(" "),
    );
  }
}

/**
 * One database: start the site (it seeds), measure the asset and the rounds, checking the units
 * sold against the 201s after each. PGlite allows one process per directory, so there the site is
 * stopped while the bench resets or reads the stock.
 */
async function measure(
  label: string,
  serverEnv: Record<string, string>,
  dbOptions: Parameters<typeof openDatabase>[0],
  exclusive: boolean,
  asset: string,
) {
  let server = await startServer(PORT, serverEnv);
  async function withDatabase<T>(work: (raw: RawQuery) => Promise<T>): Promise<T> {
    if (exclusive) await server.stop();
    const handle = await openDatabase(dbOptions);
    try {
      return await work(handle.rawQuery);
    } finally {
      await handle.close();
      if (exclusive) server = await startServer(PORT, serverEnv);
    }
  }
  // A request in flight when a load stops is committed but never counted: one per connection.
  const inFlight = 10 + CONNECTIONS;
  const within = (sold: number, created: number) => sold >= created && sold <= created + inFlight;

  try {
    const id = await withDatabase(async (raw) => {
      const found = await productId(raw);
      await setStock(raw, found, PLENTY);
      return found;
    });
    const start = await withDatabase((raw) => ledger(raw, id));
    const assetRow = await loadAsset(server.base, asset);

    const inStock = await loadOrders("POST /api/orders, in stock", "in-stock", server.base, id);
    const afterInStock = await withDatabase(async (raw) => {
      const settled = await settledLedger(raw, id, "in-stock");
      await setStock(raw, id, 0);
      return settled;
    });
    const soldInStock = afterInStock.sold - start.sold;
    const inStockOk = soldInStock === PLENTY - afterInStock.stock && within(afterInStock.round, inStock.createdWithWarmUp);

    const soldOut = await loadOrders("POST /api/orders, sold out", "sold-out", server.base, id);
    const afterSoldOut = await withDatabase((raw) => settledLedger(raw, id, "sold-out"));
    const soldOutOk = afterSoldOut.sold === afterInStock.sold && afterSoldOut.stock === 0 && afterSoldOut.round === 0;

    const rows: OrderRow[] = [
      { ...inStock.row, counts: inStock.counts, check: inStockOk ? "ok" : "WRONG" },
      { ...soldOut.row, counts: soldOut.counts, check: soldOutOk ? "ok" : "WRONG" },
    ];

    if (!exclusive) {
      // Restocked while the load runs: the bench's own connection tops the stock up.
      const restock = new pg.Client({ connectionString: dbOptions.databaseUrl });
      await restock.connect();
      let added = 0;
      const pending: { topUp: Promise<void> | null } = { topUp: null };
      // Reads the stock left under a row lock and sets it, so every unit added is counted. NO KEY
      // UPDATE, as the site's own stock UPDATEs take: FOR UPDATE would also wait on the key-share
      // locks that order lines (a foreign key to the product) take, and deadlock with them.
      const topUp = async () => {
        await restock.query("BEGIN");
        try {
          const { rows: locked } = await restock.query<{ stock: number }>("SELECT stock FROM products WHERE id = $1 FOR NO KEY UPDATE", [
            id,
          ]);
          await restock.query("UPDATE products SET stock = $2 WHERE id = $1", [id, RESTOCK_UNITS]);
          await restock.query("COMMIT");
          added += RESTOCK_UNITS - Number(locked[0].stock);
        } catch (error) {
          await restock.query("ROLLBACK");
          throw error;
        }
      };
      await topUp();
      const failed: { error: Error | null } = { error: null };
      const timer = setInterval(() => {
        pending.topUp ??= topUp()
          .catch((error: unknown) => void (failed.error ??= error instanceof Error ? error : new Error("restocking failed")))
          .finally(() => (pending.topUp = null));
      }, RESTOCK_EVERY_MS);
      let flash;
      try {
        flash = await loadOrders(`POST /api/orders, restocked ${RESTOCK_UNITS}/${RESTOCK_EVERY_MS}ms`, "restocked", server.base, id);
      } finally {
        clearInterval(timer);
        await pending.topUp;
      }
      if (failed.error) throw failed.error;
      const afterFlash = await withDatabase((raw) => settledLedger(raw, id, "restocked"));
      await restock.end();
      // Every unit sold since the sold-out round (to whichever round's request) came from a top-up.
      const soldFlash = afterFlash.sold - afterSoldOut.sold;
      const flashOk = soldFlash === added - afterFlash.stock && afterFlash.stock >= 0 && within(afterFlash.round, flash.createdWithWarmUp);
      rows.push({
        ...flash.row,
        counts: flash.counts,
        check: flashOk ? "ok" : `WRONG (sold ${soldFlash}, added ${added}, left ${afterFlash.stock})`,
      });
    }

    printTable(
      `Orders on ${label}: ${CONNECTIONS} connections each ordering 1 unit of "${PRODUCT_NAME}", ${DURATION_S} s each, node ${process.version}, load average ${loadavg()[0].toFixed(1)} (ref = static asset)`,
      [assetRow, ...rows.map(({ counts: _c, check: _k, ...row }) => row)],
      assetRow,
    );
    printCounts(rows);
    console.log(
      "check: units sold (order lines) equal the stock taken; the units sold to a round's requests equal its 201s, warm-up included " +
        `(plus at most ${inFlight} requests in flight when a load stopped); stock never below zero; a sold-out round sells nothing`,
    );
  } finally {
    await server.stop();
  }
}

export default async function run() {
  const asset = builtEntryAsset();
  const which = process.env.BENCH_ORDERS_DB;
  const proxy = { TRUST_PROXY: "127.0.0.1" };

  if (!which || which === "pglite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ayur-orders-"));
    try {
      await measure("PGlite", { ...proxy, DATA_DIR: dataDir }, { dataDir }, true, asset);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (!which || which === "postgres") {
    await withBenchDatabase("ayur_bench_orders", "Orders on PostgreSQL", async (databaseUrl) => {
      await measure("PostgreSQL", { ...proxy, DATABASE_URL: databaseUrl }, { databaseUrl }, false, asset);
    });
  }
}
