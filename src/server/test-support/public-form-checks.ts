import type { LightMyRequestResponse as Response } from "fastify";
import { expect } from "vitest";

/** Sends a form's body from one client address (the forms' limits are per IP). */
type Send = (payload: unknown, remoteAddress?: string) => Promise<Response>;
/** How many rows a list holds now (the form's table, or the outbox). */
type Count = () => Promise<number>;

/**
 * Every public form's honeypot: a bot that fills it gets the usual 201 answer (`answer`:
 * its title and a reference like a real one) while nothing is stored or mailed.
 */
export async function expectHoneypotIgnored({
  send,
  body,
  answer,
  rows,
  mails,
}: {
  send: Send;
  body: unknown;
  answer: Record<string, unknown>;
  rows: Count;
  mails: Count;
}) {
  const [rowsBefore, mailsBefore] = [await rows(), await mails()];
  const res = await send(body);
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject(answer);
  expect([await rows(), await mails()]).toEqual([rowsBefore, mailsBefore]);
}

/**
 * Every public form's per-IP limit: `limit` valid sends from `address` are taken, the next
 * answers 429 with `message` and a Retry-After, and only the taken ones are stored.
 */
export async function expectRateLimited({
  send,
  body,
  address,
  limit,
  message,
  rows,
}: {
  send: Send;
  body: unknown;
  address: string;
  limit: number;
  message: string;
  rows: Count;
}) {
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

/** An outbox row as the tests read it. */
type QueuedMail = { recipient: string; subject: string; textBody: string; htmlBody: string | null; attachments: unknown };

/**
 * Every public form's acknowledgement: a mail to an address nobody has proven carries none of
 * what the visitor typed (a stranger's address would otherwise get their text under the site's
 * name), while the team's notice keeps all of it. `typed` holds distinctive words, each typed
 * into a field of its own; they are looked for in any case, in every part of the mail.
 */
export function expectAcknowledgementWithoutTypedText({
  acknowledgement,
  notice,
  typed,
}: {
  acknowledgement: QueuedMail;
  notice: QueuedMail;
  typed: string[];
}) {
  const everything = (mail: QueuedMail) =>
    [mail.subject, mail.textBody, mail.htmlBody ?? "", mail.attachments ? JSON.stringify(mail.attachments) : ""].join("\n").toLowerCase();
  const sent = everything(acknowledgement);
  const kept = everything(notice);
  for (const text of typed) {
    expect(sent, `the acknowledgement repeats "${text}"`).not.toContain(text.toLowerCase());
    expect(kept, `the team's notice misses "${text}"`).toContain(text.toLowerCase());
  }
}
