import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Counts requests between arrival and the moment their reply is sent, so that closing can wait
 * for the handlers still at work. The server's own close only waits for open connections: a
 * visitor who hangs up leaves a handler running that would otherwise meet a closed database.
 */
export function trackRequestsInFlight(app: FastifyInstance) {
  const open = new Set<FastifyRequest>();
  let onSettled: (() => void)[] = [];
  const finish = (request: FastifyRequest) => {
    if (!open.delete(request) || open.size > 0) return;
    for (const resolve of onSettled) resolve();
    onSettled = [];
  };
  app.addHook("onRequest", (request, _reply, done) => {
    open.add(request);
    done();
  });
  // The handler's work is over once its reply is on the way (a page's loaders have run by then).
  app.addHook("onSend", (request, _reply, payload, done) => {
    finish(request);
    done(null, payload);
  });
  app.addHook("onResponse", (request, _reply, done) => {
    finish(request);
    done();
  });
  return {
    get count() {
      return open.size;
    },
    /** Resolves when no request is in a handler, or after `timeoutMs` whatever remains. */
    settled(timeoutMs: number): Promise<void> {
      if (open.size === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        onSettled.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
