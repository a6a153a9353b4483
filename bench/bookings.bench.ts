/**
 * A rush on one class: 50 connections all book 1 seat of the same session through
 * POST /api/bookings for 10 s, on PGlite and on PostgreSQL, beside a hashed static asset measured
 * in the same run. Two rounds on that one session:
 *   - seats open: the session gets 10,000,000 seats, so every request should be a 201 and the
 *     figure is the cost of a committed booking (row, seat UPDATE on one hot row, two outbox mails);
 *   - sold out: the same session with 12 seats, all taken, so every request should be a 409.
 * Each round's 201s are checked against the rows the database then holds.
 *
 * The route allows 30 bookings per client address per 10 minutes. The bench starts the site with
 * TRUST_PROXY=127.0.0.1 (the documented setting for running behind a local proxy) and sends each
 * request with an X-Forwarded-For address of its own in 127.0.0.0/8, 20 requests per address, so
 * the limiter runs as in production and never refuses. Only loopback is ever contacted.
 * BENCH_BOOKINGS_DB=pglite|postgres runs one database, BENCH_DURATION sets the seconds per load.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase, type DatabaseHandle } from "../src/server/db/client.ts";
import { builtEntryAsset, withBenchDatabase, printTable, startServer, type LoadRow } from "./support.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3931);
const OPEN_SEATS = 10_000_000;
const SOLD_OUT_SEATS = 12;
const REQUESTS_PER_ADDRESS = 20;
/** autocannon's own default, named so the table can say it. */
const TIMEOUT_S = 10;

type RawQuery = DatabaseHandle["rawQuery"];
type Session = { id: number; classId: number; date: string; time: string; title: string; price: string };
type Statuses = { total: number; created: number; conflict: number; other: number; seconds: number; otherKinds: string[] };
type BookingRow = LoadRow & { statuses: Statuses; stored: string };

/** The soonest session (at least a day ahead) of the first featured class: the one everybody wants. */
async function popularSession(raw: RawQuery): Promise<Session> {
  const { rows } = await raw(
    `SELECT s.id, s.class_id, s.date::text AS date, s.time, c.title, c.price::text AS price
       FROM class_sessions s JOIN cooking_classes c ON c.id = s.class_id
      WHERE s.starts_at > now() + interval '1 day'
      ORDER BY c.featured DESC, c.id, s.starts_at, s.id
      LIMIT 1`,
  );
  const row = rows[0];
  if (!row) throw new Error("the demo content has no future class session");
  return {
    id: Number(row.id),
    classId: Number(row.class_id),
    date: String(row.date),
    time: String(row.time),
    title: String(row.title),
    price: Number(row.price).toFixed(2),
  };
}

const setSeats = (raw: RawQuery, sessionId: number, capacity: number, booked: number) =>
  raw("UPDATE class_sessions SET capacity = $2, booked = $3 WHERE id = $1", [sessionId, capacity, booked]);

/** Bookings stored for the session and its `booked` counter. */
async function storedBookings(raw: RawQuery, sessionId: number): Promise<{ stored: number; booked: number }> {
  const { rows } = await raw(
    `SELECT (SELECT count(*) FROM class_bookings WHERE session_id = $1)::int AS stored,
            (SELECT booked FROM class_sessions WHERE id = $1)::int AS booked`,
    [sessionId],
  );
  return { stored: Number(rows[0].stored), booked: Number(rows[0].booked) };
}

/** The stored bookings once requests still in flight have finished: two equal counts 500 ms apart. */
async function settledBookings(raw: RawQuery, sessionId: number): Promise<{ stored: number; booked: number }> {
  let last = await storedBookings(raw, sessionId);
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = await storedBookings(raw, sessionId);
    if (now.stored === last.stored && now.booked === last.booked) return now;
    last = now;
  }
  throw new Error("bookings were still being stored 20 s after the load stopped");
}

function statusesOf(results: autocannon.Result[]): Statuses {
  const statuses: Statuses = { total: 0, created: 0, conflict: 0, other: 0, seconds: 0, otherKinds: [] };
  for (const result of results) {
    for (const [code, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
      statuses.total += count;
      if (code === "201") statuses.created += count;
      else if (code === "409") statuses.conflict += count;
      else if (count > 0) {
        statuses.other += count;
        statuses.otherKinds.push(`${count} × ${code}`);
      }
    }
    // autocannon counts a timeout as an error too, so errors alone is every request without an answer.
    statuses.other += result.errors;
    if (result.timeouts > 0) statuses.otherKinds.push(`${result.timeouts} timed out (${TIMEOUT_S} s)`);
    if (result.errors > result.timeouts) statuses.otherKinds.push(`${result.errors - result.timeouts} connection errors`);
    statuses.total += result.errors;
  }
  return statuses;
}

/** A different client address every REQUESTS_PER_ADDRESS requests, across the whole run. */
let requestCount = 0;
function nextClientAddress(): string {
  const n = Math.floor(requestCount++ / REQUESTS_PER_ADDRESS);
  return `127.${1 + ((n >> 16) % 254)}.${(n >> 8) & 255}.${n & 255}`;
}

/** POST /api/bookings for 1 seat of the session, from CONNECTIONS connections (after a 1 s warm-up). */
async function loadBookings(
  name: string,
  base: string,
  session: Session,
): Promise<{ row: LoadRow; statuses: Statuses; createdWithWarmUp: number }> {
  const requests = [
    {
      method: "POST" as const,
      setupRequest: (req: autocannon.Request) => {
        const i = requestCount;
        return {
          ...req,
          method: "POST" as const,
          headers: { ...req.headers, "content-type": "application/json", "x-forwarded-for": nextClientAddress() },
          body: JSON.stringify({
            classId: session.classId,
            customerName: `Bench Guest ${i}`,
            customerEmail: `guest${i}@example.com`,
            participants: 1,
            scheduledDate: session.date,
            scheduledTime: session.time,
            totalPrice: session.price,
          }),
        };
      },
    },
  ];
  const url = `${base}/api/bookings`;
  const warm = await autocannon({ url, connections: 10, duration: 1, requests });
  const result = await autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: DURATION_S, timeout: TIMEOUT_S, requests });
  const statuses = { ...statusesOf([result]), seconds: result.duration };
  return {
    row: { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: statuses.other },
    statuses,
    createdWithWarmUp: statuses.created + statusesOf([warm]).created,
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

const percent = (part: number, whole: number) => `${whole ? ((100 * part) / whole).toFixed(1) : "0.0"}%`;

function printStatuses(rows: BookingRow[]) {
  console.log("");
  console.log(
    [
      "round".padEnd(40),
      "requests".padStart(9),
      "201".padStart(7),
      "409".padStart(7),
      "other".padStart(6),
      "201 %".padStart(7),
      "409 %".padStart(7),
      "201/s".padStart(7),
      "stored".padStart(12),
    ].join(" "),
  );
  for (const row of rows) {
    const s = row.statuses;
    console.log(
      [
        row.name.padEnd(40),
        String(s.total).padStart(9),
        String(s.created).padStart(7),
        String(s.conflict).padStart(7),
        String(s.other).padStart(6),
        percent(s.created, s.total).padStart(7),
        percent(s.conflict, s.total).padStart(7),
        (s.created / Math.max(s.seconds, 1)).toFixed(0).padStart(7),
        row.stored.padStart(12),
        s.otherKinds.join(", "),
      ].join(" "),
    );
  }
}

/**
 * One database: start the site (it seeds), give the popular session its seats, measure the asset
 * and both rounds, and check after each round that the stored bookings match the 201s. PGlite
 * allows one process per directory, so there the site is stopped while the bench uses the database.
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

  try {
    const session = await withDatabase(async (raw) => {
      const found = await popularSession(raw);
      await setSeats(raw, found.id, OPEN_SEATS, 0);
      return found;
    });
    const before = await withDatabase((raw) => storedBookings(raw, session.id));

    const assetRow = await loadAsset(server.base, asset);
    const open = await loadBookings("POST /api/bookings, seats open", server.base, session);
    const afterOpen = await withDatabase(async (raw) => {
      const stored = await settledBookings(raw, session.id);
      await setSeats(raw, session.id, SOLD_OUT_SEATS, SOLD_OUT_SEATS);
      return stored;
    });
    const soldOut = await loadBookings("POST /api/bookings, sold out", server.base, session);
    const afterSoldOut = await withDatabase((raw) => settledBookings(raw, session.id));

    // A request still in flight when a load stops is committed by the site but never counted as
    // a 201: at most one per connection of the warm-up and of the measured load.
    const inFlight = 10 + CONNECTIONS;
    const openStored = afterOpen.stored - before.stored;
    const soldOutStored = afterSoldOut.stored - afterOpen.stored;
    const openOk =
      afterOpen.booked === openStored && openStored >= open.createdWithWarmUp && openStored <= open.createdWithWarmUp + inFlight;
    const soldOutOk = afterSoldOut.booked === SOLD_OUT_SEATS && soldOutStored === 0;
    const rows: BookingRow[] = [
      { ...open.row, statuses: open.statuses, stored: `${openStored} ${openOk ? "ok" : "WRONG"}` },
      { ...soldOut.row, statuses: soldOut.statuses, stored: `${soldOutStored} ${soldOutOk ? "ok" : "WRONG"}` },
    ];
    printTable(
      `Bookings on ${label}: ${CONNECTIONS} connections booking 1 seat of one session ("${session.title}", ${session.date} ${session.time}), ${DURATION_S} s each, node ${process.version}, load average ${loadavg()[0].toFixed(1)} (ref = static asset)`,
      [assetRow, ...rows],
      assetRow,
    );
    printStatuses(rows);
    console.log(
      "stored: bookings the database gained in the round, warm-up included; ok when they equal the seats taken and the 201s" +
        ` (plus at most ${10 + CONNECTIONS} requests in flight when a load stopped), and when a sold-out round stored none`,
    );
  } finally {
    await server.stop();
  }
}

export default async function run() {
  const asset = builtEntryAsset();
  const which = process.env.BENCH_BOOKINGS_DB;
  const proxy = { TRUST_PROXY: "127.0.0.1" };

  if (!which || which === "pglite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ayur-bookings-"));
    try {
      await measure("PGlite", { ...proxy, DATA_DIR: dataDir }, { dataDir }, true, asset);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (!which || which === "postgres") {
    await withBenchDatabase("ayur_bench_bookings", "Bookings on PostgreSQL", async (databaseUrl) => {
      await measure("PostgreSQL", { ...proxy, DATABASE_URL: databaseUrl }, { databaseUrl }, false, asset);
    });
  }
}
