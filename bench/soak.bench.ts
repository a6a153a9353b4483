/**
 * Soak: two instances of the built site behind nginx on a fresh PostgreSQL database and Redis
 * (the scale suite's cluster, with its real SMTP capture), driven through the proxy at a steady
 * rate for a long while, to show what a short bench cannot: memory that keeps growing, latency
 * that drifts, mail that falls behind.
 *
 * The mix, in a fixed repeating order (so the counts of bookings and orders are known before the
 * run and the seats and stock can be put on sale up front), per 20 requests:
 *   - 8 pages: home, the recipe list (pages 1-3), recipe pages by rotating id, blog, classes, shop;
 *   - 4 searches: GET /api/recipes?search=… with common words, some misspelled, pages 1-3, every
 *     third one also filtered by cuisine;
 *   - 4 API reads: GET /api/recipes/{id} by rotating id;
 *   - 2 forms: a contact message or a newsletter sign-up, in turn;
 *   - 1 pay-on-delivery order of a product put on sale with enough stock for the whole run;
 *   - 1 booking of a class session (sessions of 200 seats, enough of them for the whole run).
 * Every write comes from a loopback address of its own, as a new visitor would, so the per-address
 * limits never refuse one: a 429 means the bench reused an address and is counted apart. Reads
 * come from a pool of addresses.
 *
 * Every minute: throughput, p50/p99 per kind, errors, each instance's resident memory (VmRSS)
 * and the outbox's depth (from /metrics). At the end: a table per kind, the memory of minute 1
 * against the last minute, and a non-zero exit when any request failed. Everything started is
 * stopped by pid, on failure or Ctrl-C too.
 *
 * SOAK_MINUTES (default 30), SOAK_RATE (requests per second in all, default 40). It runs only
 * when named (npm run bench -- soak): the other benches take seconds, this one half an hour.
 * PostgreSQL at BENCH_PG_URL (as the other benches), Redis at REDIS_URL, nginx at NGINX_PATH.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  createDatabase,
  dropRedisKeys,
  freePort,
  Instance,
  instanceEnv,
  makeWorkDir,
  METRICS_TOKEN,
  PROXY_ADDRESS,
  removeWorkDir,
  SCALE_ADMIN,
  startMailCapture,
  type MailCapture,
  type ScratchDatabase,
} from "../test/scale/cluster.ts";
import { addressBook, attempt, send, type Answer, type RequestOptions } from "../test/scale/http.ts";
import { readTail, startNginx, type Proxy } from "../test/scale/nginx.ts";
import { PG_ADMIN_URL } from "./support.ts";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const RATE = Number(process.env.SOAK_RATE ?? 40);
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** A request not answered in this time counts as failed (status 0), as a visitor would give up. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Past this many requests waiting for an answer the site has fallen behind: the bench skips sends rather than pile them up. */
const MAX_IN_FLIGHT = 400;
const SEATS_PER_SESSION = 200;
/** The most stock one product may be given (the product form's limit). */
const MAX_STOCK = 100_000;
const READER_ADDRESSES = 500;

const KINDS = ["page", "search", "api", "form", "order", "booking"] as const;
type Kind = (typeof KINDS)[number];
const WEIGHTS: Record<Kind, number> = { page: 8, search: 4, api: 4, form: 2, order: 1, booking: 1 };

/**
 * One cycle of the mix, each kind spread evenly through it (smooth weighted round-robin), so
 * bookings and orders arrive at a steady pace rather than in bursts.
 */
function mixCycle(): Kind[] {
  const total = KINDS.reduce((sum, kind) => sum + WEIGHTS[kind], 0);
  const current = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  const cycle: Kind[] = [];
  for (let i = 0; i < total; i++) {
    for (const kind of KINDS) current[kind] += WEIGHTS[kind];
    const pick = KINDS.reduce((best, kind) => (current[kind] > current[best] ? kind : best), KINDS[0]);
    current[pick] -= total;
    cycle.push(pick);
  }
  return cycle;
}

/** Common search words, some as visitors mistype them. */
const SEARCH_WORDS = ["dal", "curry", "lentil", "kichdi", "turmric", "ginger", "coconut", "chai", "panner", "spinach", "basmati", "ghee"];

type Sample = { kind: Kind; ms: number; status: number };
type Failure = { kind: Kind; target: string; status: number; text: string };

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : 0;

function rssMegabytes(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

export default async function soakBench() {
  // bench/run.ts runs every bench when none is named; half an hour of this would surprise.
  if (!process.argv.slice(2).some((wanted) => "soak.bench.ts".startsWith(wanted))) {
    console.log("\nsoak: skipped; it runs only when named (npm run bench -- soak)");
    return;
  }
  if (!(MINUTES > 0) || !(RATE > 0)) throw new Error("SOAK_MINUTES and SOAK_RATE must be positive numbers");

  const cycle = mixCycle();
  const totalRequests = Math.round(RATE * MINUTES * 60);
  const planned = (kind: Kind) => {
    let n = 0;
    for (let i = 0; i < totalRequests; i++) if (cycle[i % cycle.length] === kind) n++;
    return n;
  };
  const plannedBookings = planned("booking");
  const plannedOrders = planned("order");
  if (plannedOrders > MAX_STOCK) throw new Error(`${plannedOrders} orders planned: more than one product's stock allows (${MAX_STOCK})`);

  console.log(
    `\nsoak: ${MINUTES} min at ${RATE} req/s through nginx to two instances (${totalRequests} requests; ` +
      `${plannedBookings} bookings, ${plannedOrders} orders planned)`,
  );

  let stopRequested = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopRequested) process.exit(1);
    console.log(`\nsoak: ${signal} received, stopping and cleaning up (again to quit at once)`);
    stopRequested = true;
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  const workDir = makeWorkDir();
  const redisPrefix = `soak-${randomBytes(5).toString("hex")}:`;
  const instances: Instance[] = [];
  let database: ScratchDatabase | undefined;
  let mail: MailCapture | undefined;
  let proxy: Proxy | undefined;
  let failed = true;
  try {
    database = await createDatabase(PG_ADMIN_URL);
    mail = await startMailCapture(2);
    const proxyPort = await freePort();
    const siteUrl = `http://127.0.0.1:${proxyPort}`;
    const ports = [await freePort(), await freePort()];
    for (const [index, name] of ["a", "b"].entries()) {
      instances.push(
        new Instance({
          name,
          port: ports[index],
          logFile: path.join(workDir, `instance-${name}.log`),
          env: instanceEnv({
            port: ports[index],
            databaseUrl: database.url,
            redisUrl: REDIS_URL,
            redisPrefix,
            smtpUrl: mail.urlFor(index),
            siteUrl,
            dataDir: path.join(workDir, `data-${name}`),
          }),
        }),
      );
    }
    proxy = await startNginx({
      dir: workDir,
      port: proxyPort,
      proxyAddress: PROXY_ADDRESS,
      upstreams: ports.map((port) => ({ host: "127.0.0.1", port })),
    });
    const startUp = Date.now();
    for (const instance of instances) instance.start();
    await Promise.all(instances.map((instance) => instance.ready(180_000)));
    console.log(
      `soak: both instances ready in ${((Date.now() - startUp) / 1000).toFixed(1)} s (pids ${instances.map((i) => i.pid).join(", ")})`,
    );

    const viaProxy = (target: string, options: RequestOptions = {}) => send(proxy!.port, target, options);
    const must = <T>(answer: Answer, status: number, what: string): T => {
      if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
      return answer.json() as T;
    };

    // What the run needs, through the admin API as the team would: seats and stock for every
    // booking and order planned, so a 409 can only mean the site lost count.
    const { jwtToken: token } = must<{ jwtToken: string }>(
      await viaProxy("/api/admin-auth/login", { body: { username: SCALE_ADMIN.username, password: SCALE_ADMIN.password } }),
      200,
      "admin sign-in",
    );
    const admin = { authorization: `Bearer ${token}` };
    const cls = must<{ data: { id: number }[] }>(await viaProxy("/api/admin/classes?limit=1", { headers: admin }), 200, "class list")
      .data[0];
    const sessions: { date: string; time: string }[] = [];
    for (let i = 0; i < Math.ceil(plannedBookings / SEATS_PER_SESSION); i++) {
      // Days years ahead, one a session: each session of the run its own.
      const day = new Date(Date.now() + (4 * 365 + i) * 86_400_000).toISOString().slice(0, 10);
      const created = must<{ session: { date: string; time: string } }>(
        await viaProxy(`/api/admin/classes/${cls.id}/sessions`, {
          headers: admin,
          body: { date: day, time: "10:30", capacity: SEATS_PER_SESSION },
        }),
        201,
        "new class session",
      );
      sessions.push(created.session);
    }
    const proposed = must<{ id: number }>(
      await viaProxy("/api/products", {
        headers: admin,
        body: {
          name: `Soak Ghee ${randomBytes(3).toString("hex")}`,
          category: "Ayurvedic Ingredients",
          brand: "Mill & Leaf",
          price: "12.00",
          unit: "jar",
          shortDesc: "Cultured ghee, stocked for a long run of orders.",
          origin: "in",
          productType: "New",
        },
      }),
      201,
      "product proposal",
    );
    const approved = must<{ item: { productId: number } }>(
      await viaProxy(`/api/admin/product-submissions/${proposed.id}`, {
        method: "PATCH",
        headers: admin,
        body: { status: "approved", stock: Math.min(MAX_STOCK, plannedOrders + 100) },
      }),
      200,
      "product approval",
    );
    const productId = approved.item.productId;
    const productPrice = Number(must<{ price: string | number }>(await viaProxy(`/api/products/${productId}`), 200, "product").price);

    const recipeIds = (await database.query<{ id: number }>("SELECT id FROM recipes ORDER BY id")).map((row) => Number(row.id));
    if (recipeIds.length === 0) throw new Error("the demo content has no recipes");
    const listPages = Math.max(
      1,
      Math.min(3, must<{ totalPages: number }>(await viaProxy("/api/recipes?page=1"), 200, "recipe list").totalPages),
    );
    const cuisines = must<{ cuisine: string }[]>(await viaProxy("/api/cuisines/stats"), 200, "cuisines").map((c) => c.cuisine);
    console.log(
      `soak: ${sessions.length} sessions of ${SEATS_PER_SESSION} seats, product ${productId} in stock, ` +
        `${recipeIds.length} recipes, ${listPages} list pages, ${cuisines.length} cuisines`,
    );

    const visitor = addressBook(20);
    const readerBook = addressBook(200);
    const readers = Array.from({ length: READER_ADDRESSES }, () => readerBook());
    const counters: Record<Kind, number> = { page: 0, search: 0, api: 0, form: 0, order: 0, booking: 0 };
    const html = { accept: "text/html" };
    const customer = { name: "Asha Rao", phone: "+1 415 555 0100" };

    /** The n-th request of its kind: where it goes, and from which address. */
    const requestFor = (kind: Kind, sequence: number): { target: string; options: RequestOptions } => {
      const n = counters[kind]++;
      const reader = readers[sequence % readers.length];
      const recipe = recipeIds[n % recipeIds.length];
      const email = `soak-${kind}-${n}@soak.example`;
      switch (kind) {
        case "page": {
          const pages = [
            "/",
            "/recipes",
            `/recipes/${recipe}`,
            `/recipes?page=${Math.min(2, listPages)}`,
            `/recipes/${recipe}`,
            "/blog",
            `/recipes/${recipe}`,
            "/classes",
            `/recipes?page=${listPages}`,
            `/recipes/${recipe}`,
            "/shop",
          ];
          return { target: pages[n % pages.length], options: { headers: html, from: reader } };
        }
        case "search": {
          const params = new URLSearchParams({ search: SEARCH_WORDS[n % SEARCH_WORDS.length], page: String(1 + (n % 3)) });
          if (n % 3 === 2 && cuisines.length) params.set("cuisine", cuisines[Math.floor(n / 3) % cuisines.length]);
          return { target: `/api/recipes?${params}`, options: { from: reader } };
        }
        case "api":
          return { target: `/api/recipes/${recipe}`, options: { from: reader } };
        case "form":
          return n % 2 === 0
            ? {
                target: "/api/contact",
                options: {
                  from: visitor(),
                  body: {
                    name: customer.name,
                    email,
                    subject: "general-inquiry",
                    message: "A question about the cooking classes and their dates.",
                  },
                },
              }
            : { target: "/api/newsletter", options: { from: visitor(), body: { email } } };
        case "order":
          return {
            target: "/api/orders",
            options: {
              from: visitor(),
              body: {
                ...customer,
                email,
                addressLine1: "218 Valencia Street",
                city: "San Francisco",
                region: "CA",
                postalCode: "94103",
                country: "United States",
                shippingMethod: "standard",
                paymentMethod: "on-delivery",
                lines: [{ type: "product", id: productId, quantity: 1, price: productPrice }],
              },
            },
          };
        case "booking": {
          const session = sessions[Math.floor(n / SEATS_PER_SESSION)];
          return {
            target: "/api/bookings",
            options: {
              from: visitor(),
              body: {
                classId: cls.id,
                customerName: customer.name,
                customerEmail: email,
                customerPhone: customer.phone,
                participants: 1,
                scheduledDate: session.date,
                scheduledTime: session.time,
              },
            },
          };
        }
      }
    };

    // Samples by the minute they were answered in; the few answered after the last minute count in it.
    const minutes: Sample[][] = Array.from({ length: MINUTES }, () => []);
    const failures: Failure[] = [];
    const answeredBy: Record<string, number> = {};
    let inFlight = 0;
    let skipped = 0;
    const rssByMinute: number[][] = [];
    const outboxDepth = async () => {
      const metrics = await attempt(instances[0].port, "/metrics", {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        timeoutMs: 10_000,
      });
      const match = /^outbox_queue_depth (\d+)/m.exec(metrics.text);
      return match ? Number(match[1]) : -1;
    };

    const start = Date.now();
    const dispatch = (sequence: number) => {
      const kind = cycle[sequence % cycle.length];
      const { target, options } = requestFor(kind, sequence);
      inFlight++;
      void attempt(proxy!.port, target, { ...options, timeoutMs: REQUEST_TIMEOUT_MS }).then((answer) => {
        inFlight--;
        const bucket = Math.min(MINUTES - 1, Math.floor((answer.answeredAt - start) / 60_000));
        minutes[bucket].push({ kind, ms: answer.answeredAt - answer.sentAt, status: answer.status });
        const upstream =
          String(answer.headers["x-upstream"] ?? "")
            .split(",")
            .pop()
            ?.trim() ?? "";
        const name = instances.find((instance) => upstream === `127.0.0.1:${instance.port}`)?.name ?? "none";
        answeredBy[name] = (answeredBy[name] ?? 0) + 1;
        if ((answer.status < 200 || answer.status > 299) && answer.status !== 429) {
          failures.push({ kind, target, status: answer.status, text: answer.text.slice(0, 200) });
        }
      });
    };

    const formatMinute = (samples: Sample[]) =>
      KINDS.map((kind) => {
        const sorted = samples
          .filter((s) => s.kind === kind)
          .map((s) => s.ms)
          .sort((a, b) => a - b);
        return `${kind} ${percentile(sorted, 0.5)}/${percentile(sorted, 0.99)}`;
      }).join("  ");
    const bad = (samples: Sample[]) => samples.filter((s) => (s.status < 200 || s.status > 299) && s.status !== 429).length;
    const refused = (samples: Sample[]) => samples.filter((s) => s.status === 429).length;

    // Prints minute `m` once it is over (every answer in its bucket is in) and checks the instances still run.
    let reported = 0;
    const reportMinute = async (m: number) => {
      const samples = minutes[m];
      const rss = instances.map((instance) => rssMegabytes(instance.pid));
      rssByMinute[m] = rss;
      const depth = await outboxDepth();
      const mails = mail!.received.length;
      // The capture keeps every mail it receives; a half hour of them is memory the bench does not need.
      mail!.received.length = 0;
      console.log(
        `min ${String(m + 1).padStart(2)}  ${(samples.length / 60).toFixed(1).padStart(5)} req/s  p50/p99 ms: ${formatMinute(samples)}` +
          `  errors ${bad(samples)}  429 ${refused(samples)}${skipped ? `  skipped ${skipped}` : ""}` +
          `  rss ${instances.map((instance, i) => `${instance.name} ${rss[i].toFixed(0)} MB`).join(", ")}  outbox ${depth}  mails ${mails}`,
      );
      for (const instance of instances) {
        if (!instance.running) throw new Error(`instance ${instance.name} stopped during the run; see ${instance.logFile}`);
      }
    };

    // Open loop: the n-th request is due at start + n / RATE whatever the answers, as visitors
    // arrive. A minute's report runs beside the sending, never holding it up.
    let sent = 0;
    let reporting: Promise<void> = Promise.resolve();
    let fatal: Error | undefined;
    while (!stopRequested && !fatal && sent < totalRequests) {
      const due = Math.min(totalRequests, Math.floor(((Date.now() - start) * RATE) / 1000));
      while (sent < due) {
        if (inFlight >= MAX_IN_FLIGHT) skipped++;
        else dispatch(sent);
        sent++;
      }
      if (reported < MINUTES - 1 && Date.now() >= start + (reported + 1) * 60_000) {
        const m = reported++;
        reporting = reporting.then(() => reportMinute(m)).catch((error: Error) => void (fatal ??= error));
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // The last minute waits for the answers still out, so its bucket is whole.
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    await reporting;
    if (fatal) throw fatal;
    if (!stopRequested) await reportMinute(reported++);
    const seconds = (Date.now() - start) / 1000;

    // The mail the run queued goes out once the load stops: how long the backlog takes to clear.
    const drainStart = Date.now();
    let depth = await outboxDepth();
    while (depth > 0 && Date.now() - drainStart < 120_000) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      depth = await outboxDepth();
    }
    const drainSeconds = (Date.now() - drainStart) / 1000;

    const all = minutes.flat();
    console.log(`\nsoak summary: ${MINUTES} min at ${RATE} req/s planned, ${all.length} answered in ${seconds.toFixed(0)} s\n`);
    console.log(
      [
        "kind".padEnd(8),
        "count".padStart(7),
        "req/s".padStart(7),
        "p50 ms".padStart(8),
        "p99 ms".padStart(8),
        "errors".padStart(7),
        "429".padStart(5),
      ].join(" "),
    );
    for (const kind of [...KINDS, "all"] as const) {
      const samples = kind === "all" ? all : all.filter((s) => s.kind === kind);
      const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
      console.log(
        [
          kind.padEnd(8),
          String(samples.length).padStart(7),
          (samples.length / seconds).toFixed(1).padStart(7),
          String(percentile(sorted, 0.5)).padStart(8),
          String(percentile(sorted, 0.99)).padStart(8),
          String(bad(samples)).padStart(7),
          String(refused(samples)).padStart(5),
        ].join(" "),
      );
    }
    const reportedMinutes = rssByMinute.filter(Boolean);
    if (reportedMinutes.length === 0) console.log("\nmemory (VmRSS): no whole minute was run");
    else {
      const first = reportedMinutes[0];
      const last = reportedMinutes[reportedMinutes.length - 1];
      console.log(`\nmemory (VmRSS), minute 1 → minute ${reportedMinutes.length}:`);
      instances.forEach((instance, i) => {
        const growth = last[i] - first[i];
        console.log(
          `  ${instance.name} (pid ${instance.pid}): ${first[i].toFixed(0)} MB → ${last[i].toFixed(0)} MB ` +
            `(${growth >= 0 ? "+" : ""}${growth.toFixed(0)} MB); by minute: ${reportedMinutes.map((rss) => rss[i].toFixed(0)).join(" ")}`,
        );
      });
    }
    console.log(
      `answered by: ${Object.entries(answeredBy)
        .map(([name, n]) => `${name} ${n}`)
        .join(", ")}`,
    );
    console.log(
      `outbox after the load: ${depth === 0 ? `empty after ${drainSeconds.toFixed(0)} s` : `${depth} still waiting after ${drainSeconds.toFixed(0)} s`}`,
    );
    if (skipped) console.log(`skipped sends (more than ${MAX_IN_FLIGHT} requests awaiting an answer): ${skipped}`);

    const refusedCount = refused(all);
    if (failures.length) {
      const byStatus: Record<string, number> = {};
      for (const f of failures) byStatus[`${f.kind} ${f.status}`] = (byStatus[`${f.kind} ${f.status}`] ?? 0) + 1;
      console.log(
        `\nunexpected answers: ${Object.entries(byStatus)
          .map(([what, n]) => `${what} ×${n}`)
          .join(", ")}`,
      );
      for (const f of failures.slice(0, 5)) console.log(`  ${f.kind} ${f.target} → ${f.status} ${f.text}`);
    }
    if (refusedCount) console.log(`\n${refusedCount} answers 429: the bench sent more from one address than a limit allows`);
    if (stopRequested) console.log("\nsoak: stopped before its end");
    const ok = failures.length === 0 && refusedCount === 0 && !stopRequested;
    if (!ok) process.exitCode = 1;
    console.log(ok ? "\nsoak: no unexpected answer" : "\nsoak: FAILED");
    failed = !ok;
  } catch (error) {
    process.exitCode = 1;
    console.error(`\nsoak: ${(error as Error).message}`);
    for (const instance of instances) console.error(`--- ${instance.name} (${instance.logFile})\n${readTail(instance.logFile, 15)}`);
    if (proxy) console.error(`--- nginx\n${readTail(proxy.errorLog, 10)}`);
  } finally {
    await Promise.allSettled(instances.map((instance) => instance.stop()));
    for (const instance of instances) instance.closeLog();
    await proxy?.stop().catch(() => {});
    await mail?.close().catch(() => {});
    await database?.drop().catch((error) => console.warn(`dropping ${database?.name} failed: ${error}`));
    await dropRedisKeys(REDIS_URL, redisPrefix).catch((error) => console.warn(`clearing Redis keys failed: ${error}`));
    if (failed || process.env.SCALE_KEEP_LOGS) console.log(`soak run's files kept in ${workDir}`);
    else removeWorkDir(workDir);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
