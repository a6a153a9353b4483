/**
 * Several instances behind a real proxy: two instances of the site, started at the same moment
 * on an empty PostgreSQL database and sharing Redis, behind nginx. Every check goes through the
 * proxy as visitors would (each visitor its own loopback address), and talks to one instance
 * directly where the point is that the other one agrees.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_API } from "../../src/shared/rules/account.ts";
import {
  createDatabase,
  dropRedisKeys,
  freePort,
  Instance,
  instanceEnv,
  makeWorkDir,
  PROXY_ADDRESS,
  removeWorkDir,
  SCALE_ADMIN,
  startMailCapture,
  type MailCapture,
  type ScratchDatabase,
} from "./cluster.ts";
import { addressBook, attempt, halfSent, send, waitFor, type Answer, type RequestOptions } from "./http.ts";
import { readTail, startNginx, type Proxy } from "./nginx.ts";

const PG_SERVER = process.env.SCALE_PG_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

let workDir = "";
let database: ScratchDatabase | undefined;
let mail: MailCapture | undefined;
let proxy: Proxy | undefined;
const instances: Instance[] = [];
const redisPrefix = `scale-${randomBytes(5).toString("hex")}:`;
let siteUrl = "";
const startedAt = Date.now();

/** A fresh visitor address for each call: the site's per-address limits count each apart. */
const visitor = addressBook(20);

const viaProxy = (target: string, options: RequestOptions = {}) => send(proxy!.port, target, options);
const direct = (instance: Instance, target: string, options: RequestOptions = {}) => send(instance.port, target, options);
/** Which instance answered through the proxy (nginx's X-Upstream: the last address it tried). */
const answeredBy = (answer: Answer) => {
  const tried = String(answer.headers["x-upstream"] ?? "")
    .split(",")
    .map((s) => s.trim());
  const last = tried[tried.length - 1];
  return instances.find((instance) => last === `127.0.0.1:${instance.port}`)?.name ?? `unknown(${last})`;
};
const statuses = (answers: Answer[]) => {
  const tally: Record<string, number> = {};
  for (const a of answers) tally[a.status] = (tally[a.status] ?? 0) + 1;
  return tally;
};

let adminToken = "";
const bearer = (token = adminToken) => ({ authorization: `Bearer ${token}` });

async function signInAdmin(port: number): Promise<string> {
  const answer = await send(port, "/api/admin-auth/login", { body: { username: SCALE_ADMIN.username, password: SCALE_ADMIN.password } });
  expect(answer.status, answer.text).toBe(200);
  return answer.json().jwtToken as string;
}

function failureContext(): string {
  return (
    instances.map((i) => `--- ${i.name} (${i.logFile})\n${readTail(i.logFile, 15)}`).join("\n") +
    (proxy ? `\n--- nginx\n${readTail(proxy.errorLog, 10)}` : "")
  );
}

/** Set while the cluster starts, and by any failed check: the run's files are then kept. */
let failed = true;

beforeAll(async () => {
  workDir = makeWorkDir();
  database = await createDatabase(PG_SERVER);
  mail = await startMailCapture(2);
  const proxyPort = await freePort();
  siteUrl = `http://127.0.0.1:${proxyPort}`;
  const ports = [await freePort(), await freePort()];
  ["a", "b"].forEach((name, index) => {
    instances.push(
      new Instance({
        name,
        port: ports[index],
        logFile: path.join(workDir, `instance-${name}.log`),
        env: instanceEnv({
          port: ports[index],
          databaseUrl: database!.url,
          redisUrl: REDIS_URL,
          redisPrefix,
          smtpUrl: mail!.urlFor(index),
          siteUrl,
          dataDir: path.join(workDir, `data-${name}`),
        }),
      }),
    );
  });
  proxy = await startNginx({
    dir: workDir,
    port: proxyPort,
    proxyAddress: PROXY_ADDRESS,
    upstreams: ports.map((port) => ({ host: "127.0.0.1", port })),
  });
  // The same moment, on the empty database: migrations, demo content and the first admin must
  // be done once, by whichever wins the start-up lock, with the other waiting its turn.
  for (const instance of instances) instance.start();
  try {
    await Promise.all(instances.map((instance) => instance.ready()));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${failureContext()}`);
  }
  adminToken = await signInAdmin(proxy.port);
  failed = false;
});

afterEach(({ task }) => {
  // Faults on the mail server's connections during this test fail it, and only it.
  const mailFaults = mail?.faults.splice(0).map((error) => error.message) ?? [];
  if (task.result?.state === "fail" || mailFaults.length > 0) failed = true;
  expect(mailFaults, "faults on the mail server's connections").toEqual([]);
});

afterAll(async () => {
  if (failed) console.log(failureContext());
  await Promise.allSettled(instances.map((instance) => instance.stop()));
  for (const instance of instances) instance.closeLog();
  await proxy?.stop();
  await mail?.close();
  await database?.drop().catch((error) => console.warn(`dropping ${database?.name} failed: ${error}`));
  await dropRedisKeys(REDIS_URL, redisPrefix).catch((error) => console.warn(`clearing Redis keys failed: ${error}`));
  // A failed run keeps the instances', nginx's and the configuration's files to read.
  if (failed || process.env.SCALE_KEEP_LOGS) console.log(`scale run's files kept in ${workDir}`);
  else removeWorkDir(workDir);
  console.log(`scale suite: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
});

describe("two instances behind nginx", () => {
  it("both come up together on the empty database, with one admin, one signing secret and the demo content once", async () => {
    const [admins] = await database!.query<{ n: number }>("SELECT count(*)::int AS n FROM admins");
    expect(admins.n).toBe(1);
    const [secrets] = await database!.query<{ n: number }>("SELECT count(*)::int AS n FROM app_secrets WHERE name = 'admin-jwt-secret'");
    expect(secrets.n).toBe(1);
    // Loaded twice, the catalogue would hold every recipe twice under the same title.
    const [recipes] = await database!.query<{ n: number; titles: number }>(
      "SELECT count(*)::int AS n, count(DISTINCT title)::int AS titles FROM recipes",
    );
    expect(recipes.n).toBeGreaterThan(0);
    expect(recipes.titles).toBe(recipes.n);
    // One sign-in, whichever instance gave it, is honoured by both.
    for (const instance of instances) {
      const me = await direct(instance, "/api/admin-auth/me", { headers: bearer() });
      expect(me.status, `${instance.name}: ${me.text}`).toBe(200);
    }
    // The proxy spreads requests over both.
    const answers = await Promise.all(Array.from({ length: 6 }, () => viaProxy("/healthz")));
    expect(new Set(answers.map(answeredBy))).toEqual(new Set(["a", "b"]));
  });

  it("(f) a class session the team cancels is gone from its page on both instances at once (a live page)", async () => {
    const session = await newSession(4);
    const page = `/classes/${session.classId}`;
    for (const instance of instances) {
      const before = await direct(instance, page, { headers: { accept: "text/html" } });
      expect(before.status).toBe(200);
      expect(String(before.headers["cache-control"])).toMatch(/no-cache/);
      expect(before.text, instance.name).toContain(session.date);
    }
    const cancelled = await viaProxy(`/api/admin/class-sessions/${session.id}/cancel`, {
      headers: bearer(),
      body: { reason: "Scale test" },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    for (const instance of instances) {
      const after = await direct(instance, page, { headers: { accept: "text/html" } });
      expect(after.status).toBe(200);
      expect(after.text, instance.name).not.toContain(session.date);
    }
    // The recipe list is kept for a while by each instance's page cache; its check runs while
    // the next ones do, and is read at the end of the next group.
    recipeChange = watchRecipeChange();
    recipeChange.catch(() => {});
  });
});

type RecipeChangeSeen = { lifetimeSeconds: number; staleAnswers: number; seenAfterMs: Record<string, number> };
let recipeChange: Promise<RecipeChangeSeen> | undefined;

/**
 * Primes the recipe list in both instances' page caches, changes the picture of a recipe it
 * shows through the admin API, and polls both instances until each shows the new picture.
 */
async function watchRecipeChange(): Promise<RecipeChangeSeen> {
  const page = "/recipes";
  const html = { accept: "text/html" };
  let lifetimeSeconds = 0;
  let listed = "";
  for (const instance of instances) {
    await waitFor(
      `${page} to be kept by ${instance.name}'s page cache`,
      async () => {
        const answer = await direct(instance, page, { headers: html });
        lifetimeSeconds = Number(/s-maxage=(\d+)/.exec(String(answer.headers["cache-control"]))?.[1] ?? 0);
        listed = answer.text;
        return answer.headers["x-page-cache"] === "hit" ? true : undefined;
      },
      10_000,
    );
  }
  const recipeId = Number(/href="\/recipes\/(\d+)"/.exec(listed)?.[1]);
  if (!recipeId) throw new Error(`${page} lists no recipe`);
  const image = `https://images.example.com/scale-${randomBytes(4).toString("hex")}.webp`;
  const changedAt = Date.now();
  const changed = await viaProxy(`/api/recipes/${recipeId}`, { method: "PATCH", headers: bearer(), body: { image } });
  if (changed.status !== 200) throw new Error(`changing the picture answered ${changed.status}: ${changed.text}`);
  let staleAnswers = 0;
  const seenAfterMs: Record<string, number> = {};
  await Promise.all(
    instances.map((instance) =>
      waitFor(
        `${instance.name} to show the new picture`,
        async () => {
          const answer = await direct(instance, page, { headers: html });
          if (!answer.text.includes(image)) {
            staleAnswers += 1;
            return undefined;
          }
          seenAfterMs[instance.name] = Date.now() - changedAt;
          return true;
        },
        (lifetimeSeconds + 30) * 1000,
        500,
      ),
    ),
  );
  const throughProxy = await viaProxy(page, { headers: html });
  if (!throughProxy.text.includes(image)) throw new Error("the proxy still serves the old picture");
  return { lifetimeSeconds, staleAnswers, seenAfterMs };
}

/** A class of the demo content, and a new session of it with `capacity` seats (admin API). */
async function newSession(capacity: number) {
  const classes = await viaProxy("/api/admin/classes?limit=1", { headers: bearer() });
  expect(classes.status, classes.text).toBe(200);
  const cls = classes.json().data[0] as { id: number; price: number };
  // A free day years ahead: each session of the run its own.
  const day = new Date(Date.now() + (4 * 365 + sessionsMade++ * 3 + Math.floor(Math.random() * 3)) * 86_400_000);
  const created = await viaProxy(`/api/admin/classes/${cls.id}/sessions`, {
    headers: bearer(),
    body: { date: day.toISOString().slice(0, 10), time: "10:30", capacity },
  });
  expect(created.status, created.text).toBe(201);
  const session = created.json().session as { id: number; date: string; time: string };
  return { classId: cls.id, ...session };
}
let sessionsMade = 0;

const bookingFor = (session: { classId: number; date: string; time: string }, email: string) => ({
  classId: session.classId,
  customerName: "Asha Rao",
  customerEmail: email,
  customerPhone: "+1 415 555 0100",
  participants: 1,
  scheduledDate: session.date,
  scheduledTime: session.time,
});

/** A product put on sale through the admin API (proposed, then approved with `stock` units). */
async function newProduct(stock: number) {
  const proposed = await viaProxy("/api/products", {
    headers: bearer(),
    body: {
      name: `Scale Test Ghee ${randomBytes(3).toString("hex")}`,
      category: "Ayurvedic Ingredients",
      brand: "Mill & Leaf",
      price: "12.00",
      unit: "jar",
      shortDesc: "Cultured ghee for the scale tests.",
      origin: "in",
      productType: "New",
    },
  });
  expect(proposed.status, proposed.text).toBe(201);
  const approved = await viaProxy(`/api/admin/product-submissions/${proposed.json().id}`, {
    method: "PATCH",
    headers: bearer(),
    body: { status: "approved", stock },
  });
  expect(approved.status, approved.text).toBe(200);
  const productId = approved.json().item.productId as number;
  const product = await viaProxy(`/api/products/${productId}`);
  expect(product.status, product.text).toBe(200);
  return { id: productId, price: Number(product.json().price) };
}

const orderFor = (product: { id: number; price: number }, email: string) => ({
  name: "Asha Rao",
  email,
  phone: "+1 415 555 0100",
  addressLine1: "218 Valencia Street",
  city: "San Francisco",
  region: "CA",
  postalCode: "94103",
  country: "United States",
  shippingMethod: "standard",
  paymentMethod: "on-delivery",
  lines: [{ type: "product", id: product.id, quantity: 1, price: product.price }],
});

const contactFrom = (email: string) => ({
  name: "Asha Rao",
  email,
  subject: "general-inquiry",
  message: "A question about the cooking classes, sent by the scale tests.",
});

describe("shared state through the proxy", () => {
  it("(a) 200 visitors booking the last 5 seats at once: exactly 5 booked, 195 told the class is full", async () => {
    const session = await newSession(5);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        viaProxy("/api/bookings", { body: bookingFor(session, `seat-${i}@scale.example`), from: visitor() }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 5, 409: 195 });
    expect(new Set(answers.map(answeredBy))).toEqual(new Set(["a", "b"]));
    const [row] = await database!.query<{ booked: number; capacity: number }>("SELECT booked, capacity FROM class_sessions WHERE id = $1", [
      session.id,
    ]);
    expect(row).toEqual({ booked: 5, capacity: 5 });
    const stored = await database!.query<{ reference: string }>("SELECT reference FROM class_bookings WHERE session_id = $1", [session.id]);
    expect(stored.map((b) => b.reference).sort()).toEqual(
      answers
        .filter((a) => a.status === 201)
        .map((a) => a.json().reference)
        .sort(),
    );
  });

  it("(b) 100 orders at once for the last 7 units of a product: exactly 7 sold, 93 told it is short", async () => {
    const product = await newProduct(7);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        viaProxy("/api/orders", { body: orderFor(product, `buyer-${i}@scale.example`), from: visitor() }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 7, 409: 93 });
    expect(new Set(answers.map(answeredBy))).toEqual(new Set(["a", "b"]));
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.json().code).toBe("short");
    const [stock] = await database!.query<{ stock: number }>("SELECT stock FROM products WHERE id = $1", [product.id]);
    expect(stock.stock).toBe(0);
    const sold = await database!.query<{ reference: string }>(
      "SELECT o.reference FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.product_id = $1",
      [product.id],
    );
    expect(sold.map((o) => o.reference).sort()).toEqual(
      answers
        .filter((a) => a.status === 201)
        .map((a) => a.json().reference)
        .sort(),
    );
  });

  it("(c) one visitor's contact messages count against one budget, whichever instance answers: 10 of 20 accepted", async () => {
    const from = visitor();
    const answers: Answer[] = [];
    // One after another, so the round-robin alternates and both instances take from the budget.
    for (let i = 0; i < 20; i++) answers.push(await viaProxy("/api/contact", { body: contactFrom(`budget-${i}@scale.example`), from }));
    expect(statuses(answers)).toEqual({ 201: 10, 429: 10 });
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 429);
    expect(new Set(accepted.map(answeredBy))).toEqual(new Set(["a", "b"]));
    expect(new Set(refused.map(answeredBy))).toEqual(new Set(["a", "b"]));
    expect(answers.slice(0, 10).every((a) => a.status === 201)).toBe(true);
    for (const answer of refused) expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("(g) the limit follows the address the visitor connected from: a forged X-Forwarded-For escapes nothing", async () => {
    // Through the proxy: each message claims another origin; nginx appends the real one.
    const from = visitor();
    const forged = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        viaProxy("/api/contact", {
          body: contactFrom(`forged-${i}@scale.example`),
          from,
          headers: { "x-forwarded-for": `203.0.113.${i + 1}, 198.51.100.${i + 1}` },
        }),
      ),
    );
    expect(statuses(forged)).toEqual({ 201: 10, 429: 10 });
    // Straight to the instances, bypassing the proxy: the header is not from a trusted hop at all.
    const bypassing = visitor();
    const straight: Answer[] = [];
    for (let i = 0; i < 20; i++) {
      straight.push(
        await direct(instances[i % 2], "/api/contact", {
          body: contactFrom(`straight-${i}@scale.example`),
          from: bypassing,
          headers: { "x-forwarded-for": `203.0.113.${100 + i}` },
        }),
      );
    }
    expect(statuses(straight)).toEqual({ 201: 10, 429: 10 });
    // And the proxy's own address, forged as if from a visitor, is no key to anything either.
    const posing = await viaProxy("/api/contact", {
      body: contactFrom("posing@scale.example"),
      from,
      headers: { "x-forwarded-for": PROXY_ADDRESS },
    });
    expect(posing.status).toBe(429);
  });

  it("(d) an admin's sign-in holds on both instances and its sign-out ends it on both", async () => {
    const token = await signInAdmin(instances[1].port);
    for (const instance of instances) expect((await direct(instance, "/api/admin-auth/me", { headers: bearer(token) })).status).toBe(200);
    const out = await direct(instances[0], "/api/admin-auth/logout", { method: "POST", headers: bearer(token) });
    expect(out.status, out.text).toBe(200);
    for (const instance of instances) {
      const me = await direct(instance, "/api/admin-auth/me", { headers: bearer(token) });
      expect(me.status, instance.name).toBe(401);
    }
    // The suite's own admin sign-in is untouched.
    expect((await viaProxy("/api/admin-auth/me", { headers: bearer() })).status).toBe(200);
  });

  it("(d) a visitor's session holds on both instances, and the admin's suspension ends it on both", async () => {
    const email = `kiran-${randomBytes(4).toString("hex")}@scale.example`;
    const password = "Turmeric@26";
    const from = visitor();
    const own = { origin: siteUrl };
    const registered = await viaProxy(ACCOUNT_API.register, {
      from,
      headers: own,
      body: {
        firstName: "Kiran",
        lastName: "Patel",
        email,
        phone: "+1 415 555 0188",
        password,
        confirmPassword: password,
        dateOfBirth: "1985-07-30",
        gender: "prefer-not-to-say",
        country: "canada",
        cookingLevel: "beginner",
        newsletter: false,
        terms: true,
        privacy: true,
      },
    });
    expect(registered.status, registered.text).toBe(201);
    const listed = await viaProxy(`/api/admin/users?search=${encodeURIComponent(email)}`, { headers: bearer() });
    const userId = listed.json().data[0].id as number;
    // Activated by the team, the account signs in without its mailed link.
    const activated = await viaProxy(`/api/admin/users/${userId}`, { method: "PATCH", headers: bearer(), body: { status: "active" } });
    expect(activated.status, activated.text).toBe(200);
    const signedIn = await viaProxy(ACCOUNT_API.signIn, { from, headers: own, body: { email, password } });
    expect(signedIn.status, signedIn.text).toBe(200);
    const cookie = ([] as string[])
      .concat(signedIn.headers["set-cookie"] ?? [])
      .map((c) => c.split(";")[0])
      .join("; ");
    for (const instance of instances) {
      const me = await direct(instance, ACCOUNT_API.me, { headers: { cookie } });
      expect(me.status, `${instance.name}: ${me.text}`).toBe(200);
    }
    const suspended = await direct(instances[0], `/api/admin/users/${userId}`, {
      method: "PATCH",
      headers: bearer(),
      body: { status: "suspended" },
    });
    expect(suspended.status, suspended.text).toBe(200);
    expect(suspended.json().sessionsEnded).toBe(1);
    for (const instance of instances) {
      const me = await direct(instance, ACCOUNT_API.me, { headers: { cookie } });
      expect(me.status, instance.name).toBe(401);
    }
  });
});

describe("mail and pages across instances", () => {
  it("(e) 500 queued mails, with both instances' outbox workers running: each delivered exactly once", async () => {
    // At 20 ms a mail, one worker alone would take seconds over them: the other's next pass
    // (every 2 s) comes while mail is left, however fast the machine.
    mail!.slowness(20);
    await database!.query(
      `INSERT INTO outbox (recipient, subject, text_body)
       SELECT 'bulk-' || n || '@scale.example', 'Scale bulk ' || n, 'Mail number ' || n || ' of the scale tests.'
       FROM generate_series(1, 500) AS n`,
    );
    const bulk = () => mail!.received.filter((m) => m.to.some((to) => to.startsWith("bulk-")));
    await waitFor("500 bulk mails to arrive", async () => (bulk().length >= 500 ? true : undefined), 60_000, 200);
    // Every row marked sent (the mark follows the delivery, so it may trail it by a moment).
    await waitFor(
      "every bulk row to be marked sent",
      async () => {
        const [row] = await database!.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM outbox WHERE recipient LIKE 'bulk-%' AND status = 'sent'",
        );
        return row.n === 500 ? true : undefined;
      },
      10_000,
    );
    const recipients = bulk().flatMap((m) => m.to);
    expect(recipients).toHaveLength(500);
    expect(new Set(recipients).size).toBe(500);
    // Both workers took part.
    const byInstance = [0, 1].map((i) => bulk().filter((m) => m.instance === i).length);
    expect(
      byInstance.every((n) => n > 0),
      `mails per instance: ${byInstance.join(", ")}`,
    ).toBe(true);

    // And everything the site queued so far (bookings, orders, messages, accounts): all sent, once.
    await waitFor(
      "the outbox to be empty",
      async () => {
        const [row] = await database!.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE status <> 'sent'");
        return row.n === 0 ? true : undefined;
      },
      30_000,
      200,
    );
    const [all] = await database!.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox");
    expect(mail!.received.length).toBe(all.n);
    mail!.slowness(0);
  });

  it("(f) a recipe the team edits shows on both instances within the recipe list's stated cache lifetime", async () => {
    const seen = await recipeChange!;
    expect(seen.lifetimeSeconds).toBeGreaterThan(0);
    console.log(
      `recipe change: lifetime ${seen.lifetimeSeconds} s, seen after ${JSON.stringify(seen.seenAfterMs)} ms, ${seen.staleAnswers} stale answers`,
    );
    for (const instance of instances) {
      // The poll runs every 500 ms, and a page takes a moment to render.
      expect(seen.seenAfterMs[instance.name]).toBeLessThanOrEqual(seen.lifetimeSeconds * 1000 + 3_000);
    }
  });
});

type Write = { kind: "booking" | "order" | "contact"; email: string; answer: Answer };

/**
 * `writers` visitors at once, each from its own address, each sending `perWriter` writes in turn
 * (a booking, an order, a contact message, ...) through the proxy. `onAnswer` hears every answer.
 */
async function runWriters(
  tag: string,
  writers: number,
  perWriter: number,
  targets: { session: Awaited<ReturnType<typeof newSession>>; product: Awaited<ReturnType<typeof newProduct>> },
  onAnswer: (answered: number) => void,
): Promise<Write[]> {
  const writes: Write[] = [];
  const kinds = ["booking", "order", "contact"] as const;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      const from = visitor();
      for (let k = 0; k < perWriter; k++) {
        const kind = kinds[(w + k) % kinds.length];
        const email = `${tag}-${w}-${k}@scale.example`;
        const [target, body] =
          kind === "booking"
            ? ["/api/bookings", bookingFor(targets.session, email)]
            : kind === "order"
              ? ["/api/orders", orderFor(targets.product, email)]
              : ["/api/contact", contactFrom(email)];
        const answer = await attempt(proxy!.port, target, { body, from });
        writes.push({ kind, email, answer });
        onAnswer(writes.length);
      }
    }),
  );
  return writes;
}

/** What the database holds for the writes tagged `tag`: references, and rows per address. */
async function storedWrites(tag: string) {
  const like = `${tag}-%`;
  const rows = [
    ...(await database!.query<{ kind: string; email: string; reference: string }>(
      "SELECT 'booking' AS kind, customer_email AS email, reference FROM class_bookings WHERE customer_email LIKE $1",
      [like],
    )),
    ...(await database!.query<{ kind: string; email: string; reference: string }>(
      "SELECT 'order' AS kind, email, reference FROM orders WHERE email LIKE $1",
      [like],
    )),
    ...(await database!.query<{ kind: string; email: string; reference: string }>(
      "SELECT 'contact' AS kind, email, reference FROM contact_messages WHERE email LIKE $1",
      [like],
    )),
  ];
  return { references: new Set(rows.map((r) => r.reference)), perEmail: countBy(rows.map((r) => `${r.kind} ${r.email}`)) };
}

const countBy = (keys: string[]) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

/** Seats and stock agree with the bookings and orders stored: nothing half-written. */
async function expectSeatsAndStockConsistent(sessionId: number, product: { id: number }, initialStock: number) {
  const [seats] = await database!.query<{ booked: number; participants: number }>(
    `SELECT s.booked, COALESCE((SELECT sum(participants) FROM class_bookings b WHERE b.session_id = s.id AND b.cancelled_at IS NULL), 0)::int AS participants
     FROM class_sessions s WHERE s.id = $1`,
    [sessionId],
  );
  expect(seats.booked).toBe(seats.participants);
  const [stock] = await database!.query<{ stock: number; sold: number }>(
    `SELECT p.stock, COALESCE((SELECT sum(l.quantity) FROM order_lines l WHERE l.product_id = p.id), 0)::int AS sold FROM products p WHERE p.id = $1`,
    [product.id],
  );
  expect(stock.stock + stock.sold).toBe(initialStock);
}

/** Outbox rows claimed by an instance that was killed: leased, and left until the lease runs out. */
let orphanedMail = new Set<number>();

describe("faults", () => {
  it("(h) SIGKILL of one instance among 20 writers: every success stored, no write repeated, the other serves on, the killed one restarts clean", async () => {
    const session = await newSession(200);
    const product = await newProduct(500);
    const victim = instances[0];
    const survivor = instances[1];
    const [recipesBefore] = await database!.query<{ n: number }>("SELECT count(*)::int AS n FROM recipes");

    let killedAt = 0;
    let diedAt = 0;
    let reading = true;
    const reads: Answer[] = [];
    const readers = Array.from({ length: 3 }, async () => {
      while (reading) reads.push(await attempt(proxy!.port, `/api/classes/${session.classId}`));
    });
    const writes = await runWriters("kill", 20, 9, { session, product }, (answered) => {
      if (answered === 40) {
        killedAt = Date.now();
        victim.signal("SIGKILL");
        void victim.exit().then(() => (diedAt = Date.now()));
      }
    });
    reading = false;
    await Promise.all(readers);
    expect(killedAt).toBeGreaterThan(0);
    expect((await victim.exit()).signal).toBe("SIGKILL");

    const failed = writes.filter((w) => w.answer.status < 200 || w.answer.status >= 300);
    console.log(
      `SIGKILL: ${writes.length} writes ${JSON.stringify(statuses(writes.map((w) => w.answer)))}, ${reads.length} reads ${JSON.stringify(statuses(reads))}`,
    );
    // Only requests the killed instance had in hand fail, as 502 from the proxy, which did not
    // send them anywhere else: they may have been stored, and a second try could store them twice.
    for (const { answer } of failed) {
      expect(answer.status, answer.text).toBe(502);
      expect(answer.sentAt).toBeLessThanOrEqual(diedAt);
      expect(String(answer.headers["x-upstream"])).toBe(`127.0.0.1:${victim.port}`);
    }
    expect(failed.length).toBeLessThanOrEqual(20);
    // Every request sent once the instance was gone was served by the other one.
    const afterDeath = writes.filter((w) => w.answer.sentAt > diedAt);
    expect(afterDeath.length).toBeGreaterThan(0);
    for (const { answer } of afterDeath) {
      expect(answer.status, answer.text).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(300);
      expect(answeredBy(answer)).toBe(survivor.name);
    }
    // Reads are safe to repeat: nginx sent the ones the dead instance dropped to the other.
    expect(statuses(reads)).toEqual({ 200: reads.length });

    // Every success the visitors saw is stored; nothing is stored twice.
    const stored = await storedWrites("kill");
    for (const { answer } of writes.filter((w) => w.answer.status >= 200 && w.answer.status < 300)) {
      expect(stored.references.has(answer.json().reference), answer.text).toBe(true);
    }
    expect(Math.max(...stored.perEmail.values())).toBe(1);
    await expectSeatsAndStockConsistent(session.id, product, 500);

    // The killed instance starts again on the database as it found it, and the proxy uses it again.
    victim.start();
    await victim.ready();
    const [admins] = await database!.query<{ n: number }>("SELECT count(*)::int AS n FROM admins");
    expect(admins.n).toBe(1);
    const [recipesAfter] = await database!.query<{ n: number }>("SELECT count(*)::int AS n FROM recipes");
    expect(recipesAfter.n).toBe(recipesBefore.n);
    await waitFor(
      "the proxy to send requests to the restarted instance",
      async () => (answeredBy(await viaProxy("/healthz")) === victim.name ? true : undefined),
      15_000,
      200,
    );
    expect((await direct(victim, "/api/admin-auth/me", { headers: bearer() })).status).toBe(200);

    // Mail the killed instance had claimed waits for its lease to run out (then it is sent again:
    // at least once). Everything else is sent by the living instances.
    const orphans = await waitFor(
      "the outbox to settle",
      async () => {
        const rows = await database!.query<{ id: number; due: boolean }>(
          "SELECT id, next_attempt_at <= now() AS due FROM outbox WHERE status <> 'sent'",
        );
        return rows.some((r) => r.due) || rows.length > 10 ? undefined : rows.map((r) => r.id);
      },
      30_000,
      200,
    );
    orphanedMail = new Set(orphans);
    console.log(`SIGKILL: ${orphans.length} mail(s) claimed by the killed instance wait for their lease`);
  });

  it("(i) SIGTERM: readiness fails first, requests in flight finish, the outbox is left consistent", async () => {
    const session = await newSession(200);
    const product = await newProduct(500);
    const stopping = instances[1];
    const other = instances[0];

    // A backlog both workers are sending, slowly enough (10 ms a mail) to last the whole stop.
    const BACKLOG = 1000;
    mail!.slowness(10);
    await database!.query(
      `INSERT INTO outbox (recipient, subject, text_body)
       SELECT 'backlog-' || n || '@scale.example', 'Scale backlog ' || n, 'Mail number ' || n || ' of the stop test.'
       FROM generate_series(1, $1::int) AS n`,
      [BACKLOG],
    );
    const backlogMail = () => mail!.received.filter((m) => m.to.some((to) => to.startsWith("backlog-")));
    await waitFor(
      "the stopping instance to be sending the backlog",
      async () => (backlogMail().some((m) => m.instance === 1) ? true : undefined),
      20_000,
      50,
    );

    // Requests in the stopping instance's hands: headers read, body still coming.
    const inHand = Array.from({ length: 3 }, (_, i) =>
      halfSent(stopping.port, "/api/contact", contactFrom(`term-in-hand-${i}@scale.example`), { from: visitor() }),
    );
    await Promise.all(inHand.map((request) => request.accepted));

    let termAt = 0;
    let readiness: Promise<{ at: number; status: number; stillRunning: boolean }> | undefined;
    const writes = await runWriters("term", 20, 9, { session, product }, (answered) => {
      if (answered !== 40) return;
      termAt = Date.now();
      stopping.signal("SIGTERM");
      readiness = waitFor(
        "the stopping instance's readiness to fail",
        async () => {
          const ready = await attempt(stopping.port, "/readyz", { timeoutMs: 2_000 });
          return ready.status === 200 ? undefined : { at: Date.now(), status: ready.status, stillRunning: stopping.running };
        },
        10_000,
        10,
      );
    });
    expect(termAt).toBeGreaterThan(0);
    // Not ready any more while it still runs and still holds the three requests.
    const readinessFailed = await readiness!;
    expect(readinessFailed.stillRunning).toBe(true);
    // 503 over a connection it still had, or no connection at all: either way no new work.
    expect([0, 503]).toContain(readinessFailed.status);
    // It keeps them while the other instance sends a good part of the backlog on its own.
    const sentSinceStop = (instance: number) => backlogMail().filter((m) => m.instance === instance && m.at > termAt).length;
    await waitFor("the other instance to send on", async () => (sentSinceStop(0) >= 60 ? true : undefined), 20_000, 20);

    // The requests in flight are finished, and answered, before the process ends.
    for (const request of inHand) request.finish();
    const finished = await Promise.all(inHand.map((request) => request.answer));
    expect(finished.map((a) => a.status)).toEqual([201, 201, 201]);
    const exit = await stopping.exit();
    expect(exit).toEqual({ code: 0, signal: null });
    const exitedAfterMs = Date.now() - termAt;

    console.log(
      `SIGTERM: ${writes.length} writes ${JSON.stringify(statuses(writes.map((w) => w.answer)))}; ` +
        `readiness failed after ${readinessFailed.at - termAt} ms (${readinessFailed.status || "refused"}); exit after ${exitedAfterMs} ms`,
    );
    const stored = await storedWrites("term");
    for (const answer of [...writes.map((w) => w.answer), ...finished].filter((a) => a.status >= 200 && a.status < 300)) {
      expect(stored.references.has(answer.json().reference), answer.text).toBe(true);
    }
    // Whatever a visitor was not told had succeeded was not done either: a request that reached
    // the stopping instance's socket as it was closing may be refused (503 from its closing
    // answer, or 502 from nginx when the connection was dropped unread); none of them is stored.
    const refused = writes.filter((w) => w.answer.status !== 201);
    for (const { kind, email, answer } of refused) {
      expect([502, 503], answer.text).toContain(answer.status);
      expect(answeredBy(answer)).toBe(stopping.name);
      expect(stored.perEmail.has(`${kind} ${email}`), `${email} refused but stored`).toBe(false);
    }
    expect(Math.max(...stored.perEmail.values())).toBe(1);
    await expectSeatsAndStockConsistent(session.id, product, 500);

    // The outbox: the stopping worker finished the batch in its hands (and at most one it had
    // claimed before the signal was handled) and claimed no more while it still served; the other
    // sent the rest. Each mail once, every row marked sent, no claim left behind.
    expect(backlogMail().filter((m) => m.instance === 1).length).toBeGreaterThan(0);
    console.log(
      `SIGTERM: backlog mails sent after the signal: ${sentSinceStop(1)} by the stopping instance, ${sentSinceStop(0)} by the other`,
    );
    expect(sentSinceStop(1)).toBeLessThanOrEqual(20);
    await waitFor(
      `all ${BACKLOG} mails of the backlog to arrive`,
      async () => (backlogMail().length >= BACKLOG ? true : undefined),
      60_000,
      200,
    );
    const recipients = backlogMail().flatMap((m) => m.to);
    expect(recipients.length).toBe(BACKLOG);
    expect(new Set(recipients).size).toBe(BACKLOG);
    await waitFor(
      "every row of the backlog to be marked sent",
      async () => {
        const [row] = await database!.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM outbox WHERE recipient LIKE 'backlog-%' AND status = 'sent'",
        );
        return row.n === BACKLOG ? true : undefined;
      },
      10_000,
    );
    // Once the living instance has caught up, nothing waits but what the killed one had claimed.
    await waitFor(
      "the outbox to hold nothing but the killed instance's claims",
      async () => {
        const waiting = await database!.query<{ id: number }>("SELECT id FROM outbox WHERE status <> 'sent'");
        const strays = waiting.filter(({ id }) => !orphanedMail.has(id));
        if (strays.length) throw new Error(`outbox rows ${strays.map((r) => r.id).join(", ")} not sent`);
        return true;
      },
      30_000,
      200,
    );
    mail!.slowness(0);
    expect(other.running).toBe(true);
  });
});

describe("a planned stop", () => {
  it("(j) taken out of nginx's upstreams first (reload), then stopped: not one visitor refused, and it comes back clean", async () => {
    const session = await newSession(200);
    const product = await newProduct(500);
    const [kept, planned] = instances;
    const upstreams = instances.map((instance) => ({ host: "127.0.0.1", port: instance.port }));

    // The instance stopped in (i) starts again on the database as it left it; nginx uses it again.
    planned.start();
    await planned.ready();
    await waitFor(
      "the proxy to send requests to the restarted instance",
      async () => (answeredBy(await viaProxy("/healthz")) === planned.name ? true : undefined),
      15_000,
      200,
    );

    // Under load: the instance is marked down and nginx reloaded (its old workers finish what
    // they hold), then the instance is stopped.
    let stoppedAt = 0;
    let procedure: Promise<void> | undefined;
    const writes = await runWriters("planned", 20, 9, { session, product }, (answered) => {
      if (answered !== 40) return;
      procedure = (async () => {
        await proxy!.reconfigure(upstreams.map((u) => ({ ...u, down: u.port === planned.port })));
        stoppedAt = Date.now();
        planned.signal("SIGTERM");
      })();
    });
    await procedure;
    expect(await planned.exit()).toEqual({ code: 0, signal: null });
    const lastAnswer = Math.max(...writes.map((w) => w.answer.answeredAt));
    console.log(
      `planned stop: ${writes.length} writes ${JSON.stringify(statuses(writes.map((w) => w.answer)))}, stopped ${lastAnswer - stoppedAt} ms before the last answer`,
    );
    expect(statuses(writes.map((w) => w.answer))).toEqual({ 201: writes.length });
    for (const { answer } of writes.filter((w) => w.answer.sentAt > stoppedAt)) expect(answeredBy(answer)).toBe(kept.name);
    const stored = await storedWrites("planned");
    for (const { answer } of writes) expect(stored.references.has(answer.json().reference), answer.text).toBe(true);
    expect(Math.max(...stored.perEmail.values())).toBe(1);
    await expectSeatsAndStockConsistent(session.id, product, 500);
    await proxy!.reconfigure(upstreams);
  });
});
