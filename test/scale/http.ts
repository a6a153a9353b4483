/**
 * Plain HTTP for the scale suite. Every request opens a connection of its own from a chosen
 * loopback address (Linux routes all of 127.0.0.0/8 to the loopback device), so one test can
 * stand for many visitors: the proxy sees each as its own client and the site's per-address
 * limits count them apart, exactly as they would count visitors on the internet.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: () => any;
  /** When the request was sent and answered (ms since the epoch). */
  sentAt: number;
  answeredAt: number;
};

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The address the connection comes from (default 127.0.0.1). */
  from?: string;
  timeoutMs?: number;
};

/** One request on a fresh connection; a connection that fails rejects (no answer is no status). */
export function send(port: number, path: string, options: RequestOptions = {}): Promise<Answer> {
  const body = options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === "content-type")) {
    headers["content-type"] = "application/json";
  }
  const sentAt = Date.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: () => JSON.parse(text),
            sentAt,
            answeredAt: Date.now(),
          });
        });
      },
    );
    req.setTimeout(options.timeoutMs ?? 60_000, () => req.destroy(new Error(`No answer within the time allowed: ${path}`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** A request whose failure to connect or to be answered is an answer too (status 0). */
export async function attempt(port: number, path: string, options: RequestOptions = {}): Promise<Answer> {
  const sentAt = Date.now();
  try {
    return await send(port, path, options);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { status: 0, headers: {}, text, json: () => ({}), sentAt, answeredAt: Date.now() };
  }
}

/**
 * A request left open in the middle of its body: the headers go out now, the first half of the
 * body once the server has read them (`accepted`), the rest when `finish()` is called. The
 * server has the request in hand (in flight) until then.
 */
export function halfSent(port: number, path: string, body: unknown, options: Omit<RequestOptions, "body" | "method"> = {}) {
  const bytes = Buffer.from(JSON.stringify(body));
  const half = Math.floor(bytes.length / 2);
  const sentAt = Date.now();
  let finish: () => void = () => {};
  let resolveAccepted: () => void = () => {};
  let rejectAccepted: (error: Error) => void = () => {};
  const accepted = new Promise<void>((resolve, reject) => {
    resolveAccepted = resolve;
    rejectAccepted = reject;
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          accept: "application/json",
          "content-type": "application/json",
          "content-length": String(bytes.length),
          expect: "100-continue",
          ...options.headers,
        },
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: () => JSON.parse(text),
            sentAt,
            answeredAt: Date.now(),
          });
        });
      },
    );
    req.setTimeout(options.timeoutMs ?? 60_000, () => req.destroy(new Error(`No answer within the time allowed: ${path}`)));
    req.on("error", (error) => {
      rejectAccepted(error);
      reject(error);
    });
    // The server's "100 Continue" says it has read the headers: the request is in its hands.
    req.on("continue", () => {
      req.write(bytes.subarray(0, half));
      resolveAccepted();
    });
    req.flushHeaders();
    finish = () => req.end(bytes.subarray(half));
  });
  // Marked handled here; the caller awaits them and sees the failure.
  answer.catch(() => {});
  accepted.catch(() => {});
  return { answer, accepted, finish: () => finish() };
}

/** Hands out loopback addresses, each one visitor; none is 127.0.0.1 or the proxy's own. */
export function addressBook(firstOctet = 20) {
  let next = 0;
  return () => {
    const n = next++;
    return `127.${firstOctet + Math.floor(n / 62_500)}.${Math.floor((n % 62_500) / 250)}.${(n % 250) + 1}`;
  };
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function inPool<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Polls `check` until it answers something other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : "";
      throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
