import type { FastifyReply, FastifyRequest } from "fastify";
import { secondsUntilFree, type AttemptStore, type AttemptTake } from "../security/attempt-store.ts";
import { TooManyRequestsError } from "./errors.ts";
import type { RateLimitPolicy } from "./rate-limit-policies.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Where every limit counts (Redis when REDIS_URL is set, the database otherwise). */
    attemptStore: AttemptStore;
  }
}

/** Takes one request of the client's budget under `policy`; a refusal is not counted. */
export function takeRateLimit(store: AttemptStore, policy: RateLimitPolicy, clientAddress: string): Promise<AttemptTake> {
  return store.take(`limit:${policy.name}`, clientAddress, policy.windowMs, policy.limit);
}

/** A route hook that answers 429 with Retry-After once the client's budget is used up. */
export function rateLimitHook(policy: RateLimitPolicy, message: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const taken = await takeRateLimit(request.server.attemptStore, policy, request.ip);
    reply.header("ratelimit-limit", String(policy.limit));
    reply.header("ratelimit-remaining", String(Math.max(0, policy.limit - taken.total)));
    if (!taken.allowed) throw new TooManyRequestsError(message, secondsUntilFree(taken, policy.windowMs));
  };
}
