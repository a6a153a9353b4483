import type { LightMyRequestResponse as Response } from "fastify";
import { expect } from "vitest";

/** Sends a form's body from one client address (the forms' limits are per IP). */
type Send = (payload: unknown, remoteAddress?: string) => Promise<Response>;
/** How many rows a list holds now (the form's table, or the outbox). */
type Count = () => Promise<number>;

/**
 * ARCHITECTURE.md §4, the honeypot: a bot that fills it gets the usual 201 answer (`answer`:
 * its title and a reference like a real one) while nothing is stored or mailed.
 */
export async function expectHoneypotIgnored({ send, body, answer, rows, mails }: { send: Send; body: unknown; answer: Record<string, unknown>; rows: Count; mails: Count }) {
  const [rowsBefore, mailsBefore] = [await rows(), await mails()];
  const res = await send(body);
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject(answer);
  expect([await rows(), await mails()]).toEqual([rowsBefore, mailsBefore]);
}

/**
 * ARCHITECTURE.md §4, the per-IP limit: `limit` valid sends from `address` are taken, the next
 * answers 429 with `message` and a Retry-After, and only the taken ones are stored.
 */
export async function expectRateLimited({ send, body, address, limit, message, rows }: { send: Send; body: unknown; address: string; limit: number; message: string; rows: Count }) {
  const before = await rows();
  let accepted = 0;
  let refused: Response | null = null;
  for (let i = 0; i <= limit && !refused; i++) {
    const res = await send(body, address);
    if (res.statusCode === 201) accepted += 1;
    else refused = res;
  }
  expect(accepted).toBe(limit);
  expect(refused?.statusCode).toBe(429);
  expect(refused?.json<{ message: string }>().message).toBe(message);
  expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
  expect(await rows()).toBe(before + accepted);
}
