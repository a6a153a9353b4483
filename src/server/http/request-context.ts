import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";

/** What the code a request runs may ask of it without being handed the request. */
type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * A request's id: random, so ids from several instances never collide in the logs. It is in
 * every log line of the request (`reqId`), in the `x-request-id` answer header, and written
 * beside what the request leaves behind (its mails in the outbox, its audit rows), so a mail or
 * an audit entry leads to the request's log lines on whichever instance served it.
 */
export const newRequestId = () => randomUUID();

/** The id of the request the current code runs for, or undefined outside one (workers, start-up). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs each request's hooks and handler inside its context, and names the id in the answer. */
export function installRequestContext(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    storage.run({ requestId: request.id }, done);
  });
}
