/**
 * PGlite in a worker thread, behind the part of PGlite's interface the site uses (query, exec,
 * transaction, listen, close), so drizzle takes it as it takes PGlite itself.
 *
 * Why: PGlite runs each query synchronously on the thread that owns it. In the server's own
 * thread, a burst of searches held the event loop for seconds: requests waited unread in their
 * sockets while Fastify's own timings said 19 ms. In a thread of its own the database uses the
 * second core and the event loop keeps reading, answering cached pages and rendering.
 *
 * What crosses the threads is structured-cloned: parameters and rows (Dates, Uint8Arrays and
 * bigints included) arrive as they left. A query's `parsers` are functions, which cannot cross:
 * the only ones the site passes (drizzle's) keep a type's text as PostgreSQL sent it, so the
 * thread is told which types to keep as text. Errors arrive with PostgreSQL's fields (code,
 * detail, constraint...) on an Error raised here, with this side's stack.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker, type ResourceLimits } from "node:worker_threads";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";

export type WireQueryOptions = Omit<QueryOptions, "parsers" | "serializers"> & { textTypes?: number[] };

export type ThreadRequest =
  | { id: number; op: "query"; tx?: number; sql: string; params?: unknown[]; options?: WireQueryOptions }
  | { id: number; op: "exec"; tx?: number; sql: string; options?: WireQueryOptions }
  | { id: number; op: "begin"; tx: number }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "listen"; channel: string }
  | { id: number; op: "close" };

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { message: string; fields: Record<string, unknown> } }
  | { notify: string; payload: string };

/** Distributes over the union, so each request keeps its own fields. */
type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;

type Runner = Pick<Transaction, "query" | "exec">;

/**
 * The worker's module: the compiled bundle's file beside this one; from the sources (tsx, vitest)
 * the TypeScript file, loaded once tsx's loader is registered in the new thread (a worker does
 * not take `--import` from its options).
 */
function startWorker(workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./pglite-worker.js", import.meta.url), { workerData, resourceLimits });
  // The ES module build of tsx's API: its CommonJS build cannot find its loader from an eval'd worker.
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve("tsx/esm/api")
      .replace(/\.cjs$/, ".mjs"),
  ).href;
  const source = new URL("./pglite-worker.ts", import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData, resourceLimits });
}

function wireOptions(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  const { parsers, serializers, ...rest } = options;
  if (serializers && Object.keys(serializers).length > 0) throw new Error("Custom serializers cannot cross to the database thread");
  return parsers ? { ...rest, textTypes: Object.keys(parsers).map(Number) } : rest;
}

export type PgliteThread = Runner & {
  listen: (channel: string, listener: (payload: string) => void) => Promise<void>;
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /**
   * Settles with the reason if the thread stops without being closed (it ran out of memory, or
   * PGlite aborted). Every query fails from then on: nothing can reopen the directory while
   * this process may still hold writes PGlite had not flushed, so its owner ends the process.
   */
  lost: Promise<Error>;
};

/**
 * Starts PGlite on `dataDir` in a worker thread; resolves once the database is ready.
 * `resourceLimits` bound the thread's own JavaScript heap (PGlite's memory is not part of it).
 */
export async function startPgliteThread(dataDir: string, resourceLimits?: ResourceLimits): Promise<PgliteThread> {
  const worker = startWorker({ dataDir }, resourceLimits);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let nextTx = 1;
  let stopped: Error | null = null;
  let closing = false;
  let reportLost: (error: Error) => void = () => undefined;
  const lost = new Promise<Error>((resolve) => (reportLost = resolve));

  const failAll = (error: Error) => {
    if (stopped) return;
    stopped = error;
    if (!closing) reportLost(error);
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const listeners = new Map<string, ((payload: string) => void)[]>();
  worker.on("message", (reply: ThreadReply) => {
    if ("notify" in reply) {
      for (const listener of listeners.get(reply.notify) ?? []) listener(reply.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(Object.assign(new Error(reply.error.message), reply.error.fields));
  });
  worker.on("error", (error) => failAll(new Error(`The database thread failed: ${error.message}`, { cause: error })));
  worker.on("exit", (code) => failAll(new Error(`The database thread stopped (exit code ${code})`)));

  const call = (request: WithoutId<ThreadRequest>, id = nextId++): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };

  // The worker answers id 0 once PGlite is ready (or failed to open the directory).
  const ready = new Promise<unknown>((resolve, reject) => pending.set(0, { resolve, reject }));
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  const runner = (tx: number | undefined, isClosed: () => boolean = () => false): Runner => ({
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
      if (isClosed()) throw new Error("Transaction is closed");
      return (await call({ op: "query", tx, sql, params, options: wireOptions(options) })) as Results<T>;
    },
    exec: async (sql: string, options?: QueryOptions) => {
      if (isClosed()) throw new Error("Transaction is closed");
      return (await call({ op: "exec", tx, sql, options: wireOptions(options) })) as Results[];
    },
  });

  return {
    ...runner(undefined),
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const txId = nextTx++;
      await call({ op: "begin", tx: txId });
      let closed = false;
      const end = async (commit: boolean) => {
        closed = true;
        await call({ op: "end", tx: txId, commit });
      };
      const tx = {
        ...runner(txId, () => closed),
        sql: () => Promise.reject(new Error("Tagged-template queries are not offered by the database thread")),
        listen: () => Promise.reject(new Error("LISTEN is not offered by the database thread")),
        rollback: () => end(false),
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      let result: T;
      try {
        result = await work(tx);
      } catch (error) {
        if (!closed) await end(false).catch(() => undefined);
        throw error;
      }
      if (!closed) await end(true);
      return result;
    },
    async listen(channel, listener) {
      const known = listeners.get(channel);
      if (known) return void known.push(listener);
      listeners.set(channel, [listener]);
      await call({ op: "listen", channel });
    },
    async close() {
      closing = true;
      if (!stopped) await call({ op: "close" });
      await worker.terminate();
    },
    lost,
  };
}
