import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/**
 * A local HTTP server that speaks the part of Stripe's API the shop uses: Checkout Sessions
 * (create, retrieve, expire) and signed webhooks (checkout.session.completed / .expired), plus a
 * tiny hosted payment page so a browser journey can "pay". Tests point STRIPE_API_BASE at it, so
 * the official client talks to it exactly as it talks to Stripe. Loopback only.
 */

export type StandInSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  url: string | null;
  expires_at: number;
  created: number;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  line_items: { name: string; unit_amount: number; quantity: number }[];
  livemode: false;
};

type Options = {
  /** The secret key the client must send (Bearer). */
  secretKey: string;
  /** The webhook signing secret (whsec_...). */
  webhookSecret: string;
};

type Nested = { [key: string]: Nested | string };

/** Reads Stripe's form encoding (`line_items[0][price_data][currency]=usd`) into nested objects. */
function parseForm(text: string): Nested {
  const root: Nested = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Nested;
    });
  }
  return root;
}

const asList = (value: Nested | string | undefined): Nested[] =>
  value && typeof value === "object"
    ? Object.keys(value)
        .sort((a, b) => Number(a) - Number(b))
        .map((k) => value[k] as Nested)
    : [];
const text = (value: Nested | string | undefined) => (typeof value === "string" ? value : null);

/** The Stripe-Signature header for a payload, as Stripe computes it (HMAC-SHA256 over "t.payload"). */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

export async function startStripeStandIn(options: Options) {
  const sessions = new Map<string, StandInSession>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: { method: string; path: string; body: Nested; idempotencyKey: string | null }[] = [];
  const deliveries: { type: string; status: number }[] = [];
  let webhookUrl: string | null = null;
  let failCreates = false;
  let base = "";

  function error(res: ServerResponse, status: number, message: string, type = "invalid_request_error") {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ error: { type, message } }));
  }
  const json = (res: ServerResponse, body: unknown) =>
    res
      .writeHead(200, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` })
      .end(JSON.stringify(body));

  async function sendEvent(type: string, session: StandInSession, secret = options.webhookSecret): Promise<number> {
    if (!webhookUrl) return 0;
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString("hex")}`,
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: session },
    });
    const res = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signPayload(payload, secret) },
      body: payload,
    });
    await res.arrayBuffer();
    deliveries.push({ type, status: res.status });
    return res.status;
  }

  function create(body: Nested): StandInSession | string {
    const expiresAt = Number(text(body.expires_at));
    const now = Math.floor(Date.now() / 1000);
    // Stripe accepts an expiry between 30 minutes and 24 hours ahead (a minute of leeway for clocks).
    if (!Number.isInteger(expiresAt) || expiresAt < now + 29 * 60 || expiresAt > now + 24 * 3600) {
      return "expires_at must be between 30 minutes and 24 hours from now";
    }
    if (text(body.mode) !== "payment") return "mode must be payment";
    const lineItems = asList(body.line_items).map((item) => {
      const price = item.price_data as Nested;
      return {
        name: text((price?.product_data as Nested)?.name) ?? "",
        unit_amount: Number(text(price?.unit_amount)),
        quantity: Number(text(item.quantity)),
        currency: text(price?.currency),
      };
    });
    if (lineItems.length === 0) return "line_items is required";
    if (
      lineItems.some(
        (l) =>
          !l.name ||
          !Number.isInteger(l.unit_amount) ||
          l.unit_amount < 0 ||
          !Number.isInteger(l.quantity) ||
          l.quantity < 1 ||
          l.currency !== "usd",
      )
    ) {
      return "each line item needs a name, a whole unit_amount, a quantity and currency usd";
    }
    const id = `cs_test_${randomBytes(16).toString("hex")}`;
    const total = lineItems.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0);
    const metadata: Record<string, string> = {};
    if (body.metadata && typeof body.metadata === "object") {
      for (const [key, value] of Object.entries(body.metadata)) if (typeof value === "string") metadata[key] = value;
    }
    const session: StandInSession = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      url: `${base}/pay/${id}`,
      expires_at: expiresAt,
      created: now,
      amount_subtotal: total,
      amount_total: total,
      currency: "usd",
      client_reference_id: text(body.client_reference_id),
      customer_email: text(body.customer_email),
      metadata,
      success_url: text(body.success_url),
      cancel_url: text(body.cancel_url),
      line_items: lineItems.map(({ name, unit_amount, quantity }) => ({ name, unit_amount, quantity })),
      livemode: false,
    };
    sessions.set(id, session);
    return session;
  }

  async function pay(id: string): Promise<StandInSession> {
    const session = sessions.get(id);
    if (!session || session.status !== "open") throw new Error(`session ${id} is not open`);
    session.status = "complete";
    session.payment_status = "paid";
    session.url = null;
    await sendEvent("checkout.session.completed", session);
    return session;
  }

  async function expire(id: string, notify = true): Promise<StandInSession> {
    const session = sessions.get(id);
    if (!session || session.status !== "open") throw new Error(`session ${id} is not open`);
    session.status = "expired";
    session.url = null;
    if (notify) await sendEvent("checkout.session.expired", session);
    return session;
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  const server = createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      const url = new URL(req.url ?? "/", base);
      const raw = await readBody(req);

      // The hosted payment page: a form that pays, and a link back to the shop.
      const page = url.pathname.match(/^\/pay\/(cs_test_[0-9a-f]+)$/);
      if (page) {
        const session = sessions.get(page[1]);
        if (!session) return void res.writeHead(404).end("No such checkout");
        if (req.method === "POST") {
          if (session.status !== "open") return void res.writeHead(410).end("This checkout is no longer open");
          await pay(session.id);
          return void res.writeHead(303, { location: session.success_url ?? "/" }).end();
        }
        const total = (session.amount_total / 100).toFixed(2);
        return void res
          .writeHead(200, { "content-type": "text/html; charset=utf-8" })
          .end(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head><body><main>` +
              `<h1>Test checkout</h1><p>Total: $${total}</p>` +
              (session.status === "open"
                ? `<form method="post"><button type="submit">Pay $${total}</button></form><a href="${session.cancel_url ?? "/"}">Cancel</a>`
                : `<p>This checkout is ${session.status}.</p>`) +
              `</main></body></html>`,
          );
      }

      if (req.headers.authorization !== `Bearer ${options.secretKey}`)
        return error(res, 401, "Invalid API Key provided", "authentication_error");
      const body = parseForm(raw);
      const idempotencyKey = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
      requests.push({ method: req.method ?? "", path: url.pathname, body, idempotencyKey });

      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        if (failCreates) return error(res, 500, "Something went wrong on Stripe's end", "api_error");
        const earlier = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (earlier) return json(res, sessions.get(earlier));
        const created = create(body);
        if (typeof created === "string") return error(res, 400, created);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, created.id);
        return json(res, created);
      }
      const one = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/);
      if (one) {
        const session = sessions.get(one[1]);
        if (!session) return error(res, 404, `No such checkout.session: '${one[1]}'`);
        if (req.method === "GET" && !one[2]) return json(res, session);
        if (req.method === "POST" && one[2]) {
          if (session.status !== "open") return error(res, 400, `Only Checkout Sessions with a status in [open] can be expired`);
          return json(res, await expire(session.id));
        }
      }
      return error(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    } catch (caught) {
      error(res, 500, caught instanceof Error ? caught.message : "stand-in failure", "api_error");
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  return {
    url: base,
    sessions,
    requests,
    deliveries,
    /** Where webhooks go (the app under test, listening on loopback). */
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    /** Makes session creation fail, as an outage would. */
    setFailingCreates(value: boolean) {
      failCreates = value;
    },
    /** The shopper pays on the hosted page: the session completes and the completed event is sent. */
    pay,
    /** The session expires (Stripe's own timer); `notify: false` loses the webhook on the way. */
    expire,
    /** Sends any event for a session, optionally signed with another secret. */
    sendEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
