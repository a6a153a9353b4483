import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "./errors.ts";

type RateLimitDecision = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * A fixed-window counter per key (the client's IP): at most `limit` hits per window. When a new
 * window starts every counter of the old one is dropped at once, so memory holds only the clients
 * seen in the current window. One process only; several instances each count their own share.
 */
export function createFixedWindowLimiter(options: { limit: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  let windowStart = -1;
  const counts = new Map<string, number>();

  return {
    limit: options.limit,
    hit(key: string): RateLimitDecision {
      const time = now();
      const currentWindow = time - (time % options.windowMs);
      if (currentWindow !== windowStart) {
        windowStart = currentWindow;
        counts.clear();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      const retryAfterSeconds = Math.max(1, Math.ceil((currentWindow + options.windowMs - time) / 1000));
      return { allowed: count <= options.limit, remaining: Math.max(0, options.limit - count), retryAfterSeconds };
    },
  };
}

type FixedWindowLimiter = ReturnType<typeof createFixedWindowLimiter>;

/** A route hook that answers 429 with Retry-After once the client's window is used up. */
export function rateLimitHook(limiter: FixedWindowLimiter, message: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = limiter.hit(request.ip);
    reply.header("ratelimit-limit", String(limiter.limit));
    reply.header("ratelimit-remaining", String(decision.remaining));
    if (!decision.allowed) {
      reply.header("retry-after", String(decision.retryAfterSeconds));
      throw new HttpError(429, message);
    }
  };
}
