import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { idempotencyKeySchema } from "../../shared/schemas/booking.ts";
import { HONEYPOT_FIELD } from "../../shared/schemas/form-fields.ts";
import { HttpError } from "./errors.ts";
import { rateLimitHook } from "./rate-limit.ts";
import type { RateLimitPolicy } from "./rate-limit-policies.ts";

/** What a caught bot is answered: what a real submission answers, with nothing stored or mailed. */
export type DecoyAnswer = {
  status: number;
  body: unknown;
  /** The decoy has a shape of its own (no real record behind it), so it skips the route's answer schema. */
  unchecked?: boolean;
};

declare module "fastify" {
  interface FastifyContextConfig {
    /** The client's share of this policy is taken before the body is read; past it, 429 with `message`. */
    rateLimit?: { policy: RateLimitPolicy; message: string };
    /**
     * The form's honeypot (`HONEYPOT_FIELD`): when a script fills it, the route's handler never
     * runs and the client gets this answer instead.
     */
    honeypot?: (request: FastifyRequest) => DecoyAnswer | Promise<DecoyAnswer>;
    /** The route reads an Idempotency-Key header (`request.idempotencyKey`); a malformed one is 400. */
    idempotencyKey?: true;
  }
  interface FastifyRequest {
    /** The request's Idempotency-Key, on routes that read one (undefined when none was sent). */
    idempotencyKey?: string;
  }
}

/** Whether a submitted form's honeypot holds anything: only scripts fill it. */
export function caughtByHoneypot(fields: unknown): boolean {
  if (typeof fields !== "object" || fields === null) return false;
  const value = (fields as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" ? value.length > 0 : Boolean(value);
}

/**
 * The request's Idempotency-Key header: none, or 1 to 200 visible ASCII characters. Any other
 * value is refused with 400 and the contract's message, before anything is written.
 */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers["idempotency-key"];
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Idempotency-Key is not valid");
  return parsed.data;
}

type Hook = NonNullable<RouteOptions["preHandler"]>;
const hooksOf = (declared: RouteOptions["preHandler"]): Hook[] => (declared ? (Array.isArray(declared) ? declared : [declared]) : []);

/**
 * The guards a public form asks for in its route's `config` (rate limit, honeypot,
 * Idempotency-Key), attached to each route as it is registered, so no route repeats them:
 * the limit runs before validation (a refused body counts too); the key and the honeypot run
 * after it, in that order, so a caught bot meets the same 400s a person would.
 */
export function installFormGuards(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    const { rateLimit, honeypot, idempotencyKey } = route.config ?? {};
    if (rateLimit) {
      route.preValidation = [rateLimitHook(rateLimit.policy, rateLimit.message), ...hooksOf(route.preValidation as Hook)] as Hook;
    }
    const guards: Hook[] = [];
    if (idempotencyKey) {
      guards.push(async (request: FastifyRequest) => {
        request.idempotencyKey = idempotencyKeyOf(request);
      });
    }
    if (honeypot) {
      guards.push(async (request: FastifyRequest, reply: FastifyReply) => {
        if (!caughtByHoneypot(request.body)) return;
        const decoy = await honeypot(request);
        reply.status(decoy.status);
        if (decoy.unchecked) reply.serializer(JSON.stringify);
        return reply.send(decoy.body);
      });
    }
    if (guards.length > 0) route.preHandler = [...guards, ...hooksOf(route.preHandler)] as Hook;
  });
}
