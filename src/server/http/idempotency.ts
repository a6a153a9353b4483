import type { FastifyRequest } from "fastify";
import { idempotencyKeySchema } from "../../shared/schemas/booking.ts";
import { HttpError } from "./errors.ts";

/**
 * The request's Idempotency-Key header: none, or 1 to 200 visible ASCII characters. Any other
 * value is refused with 400 and the form's own `message`, before anything is written.
 */
export function idempotencyKeyOf(request: FastifyRequest, message: string): string | undefined {
  const header = request.headers["idempotency-key"];
  if (header === undefined) return undefined;
  const key = idempotencyKeySchema.safeParse(header).data;
  if (key === undefined) throw new HttpError(400, message);
  return key;
}
