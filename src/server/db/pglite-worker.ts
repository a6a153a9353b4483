/**
 * The PGlite database, run in a worker thread of its own (see pglite-thread.ts for the side the
 * server talks to). PGlite executes each query synchronously on the thread that owns it; here
 * that thread is this one, so the server's event loop keeps reading requests and rendering pages
 * on the other core while a search runs.
 *
 * Messages in: `query`, `exec`, `begin`/`end` (a transaction), `listen` and `close`, each with an
 * id answered by exactly one message out: `{ id, ok: true, value }` or `{ id, ok: false, error }`;
 * id 0 says the database is ready. A NOTIFY on a channel listened to goes out as
 * `{ notify: channel, payload }`.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { ThreadReply, ThreadRequest, WireQueryOptions } from "./pglite-thread.ts";

if (!parentPort) throw new Error("pglite-worker.ts runs as a worker thread");
const port = parentPort;
const { dataDir } = workerData as { dataDir: string };

const client = new PGlite(dataDir, { extensions: { pg_trgm, unaccent } });

/** Transactions the server has open, by the id it gave each. */
const transactions = new Map<number, { tx: Transaction; finish: (commit: boolean) => void; settled: Promise<void> }>();

/** Thrown inside a transaction's callback to have PGlite roll it back. */
class RollBack extends Error {}

function send(reply: ThreadReply) {
  port.postMessage(reply);
}

/**
 * An error as plain data: its message and the fields PostgreSQL sends (code, detail, constraint...).
 * Only plain values: PGlite also puts the query's options, parsers included, on its errors.
 */
function errorData(error: unknown): { message: string; fields: Record<string, unknown> } {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return { message: error.message, fields: { name: error.name, ...fields } };
}

/** Types the server asked to keep as PostgreSQL's text (a function cannot cross threads; a type number can). */
function queryOptions(options: WireQueryOptions | undefined): QueryOptions | undefined {
  if (!options) return undefined;
  const { textTypes, ...rest } = options;
  if (!textTypes?.length) return rest;
  return { ...rest, parsers: Object.fromEntries(textTypes.map((type) => [type, (value: string) => value])) };
}

function runner(txId: number | undefined): Pick<Transaction, "query" | "exec"> {
  if (txId === undefined) return client;
  const open = transactions.get(txId);
  if (!open) throw new Error("Transaction is closed");
  return open.tx;
}

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case "query":
      return runner(request.tx).query(request.sql, request.params, queryOptions(request.options));
    case "exec":
      return runner(request.tx).exec(request.sql, queryOptions(request.options));
    case "begin": {
      // PGlite holds its transaction lock for as long as this callback runs: other queries wait
      // for it, as they would in the same thread.
      const txId = request.tx;
      let finish!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => (finish = resolve));
      let opened!: () => void;
      const isOpen = new Promise<void>((resolve) => (opened = resolve));
      const settled = client
        .transaction(async (tx) => {
          transactions.set(txId, { tx, finish, settled });
          opened();
          if (!(await decided)) throw new RollBack();
        })
        .then(
          () => undefined,
          (error: unknown) => {
            if (!(error instanceof RollBack)) throw error;
          },
        )
        .finally(() => transactions.delete(txId));
      // BEGIN itself failed: the transaction never opened.
      await Promise.race([isOpen, settled]);
      return null;
    }
    case "end": {
      const open = transactions.get(request.tx);
      if (!open) throw new Error("Transaction is closed");
      open.finish(request.commit);
      await open.settled;
      return null;
    }
    case "listen":
      // Sent before the reply of the query whose commit raised it: the server learns of a write
      // before the writer's own call returns.
      await client.listen(request.channel, (payload) => send({ notify: request.channel, payload }));
      return null;
    case "close":
      await client.close();
      return null;
  }
}

port.on("message", (request: ThreadRequest) => {
  handle(request).then(
    (value) => {
      try {
        send({ id: request.id, ok: true, value });
      } catch (error) {
        // A value that cannot be cloned fails its own call, not the thread.
        send({ id: request.id, ok: false, error: errorData(error) });
      }
    },
    (error: unknown) => send({ id: request.id, ok: false, error: errorData(error) }),
  );
});

client.waitReady.then(
  () => send({ id: 0, ok: true, value: null }),
  (error: unknown) => send({ id: 0, ok: false, error: errorData(error) }),
);
