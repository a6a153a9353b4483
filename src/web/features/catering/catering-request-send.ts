import type { CateringRequestResult } from "../../../shared/schemas/catering";
import { apiRequest } from "~/lib/api";
import type { MessageKey } from "~/lib/i18n";
import { refusalOf, type NoticeContext } from "./catering-form-messages";
import { newIdempotencyKey } from "./idempotency-key";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The key of the last request sent, with what it carried. */
export type IdempotencyMemo = { current: { fingerprint: string; key: string } | null };

export type SendOutcome =
  { sent: true; result: CateringRequestResult } | { sent: false; errors: Record<string, string>; reason: string | null };

/**
 * Sends a checked catering request (loaded with the forms' checks, not with the page): a double
 * click or a retry of the same request goes under the key of its first try, so it is stored
 * once; a refusal comes back as the form's messages and the toast's reason, in the visitor's
 * language, and a corrected request is a new one with a key of its own.
 */
export async function sendCateringRequest(
  endpoint: string,
  body: Record<string, unknown>,
  memo: IdempotencyMemo,
  request: { fields: readonly string[]; t: Translate; notice: NoticeContext; notFound: MessageKey },
): Promise<SendOutcome> {
  const fingerprint = JSON.stringify(body);
  if (memo.current?.fingerprint !== fingerprint) memo.current = { fingerprint, key: newIdempotencyKey() };
  try {
    const result = await apiRequest<CateringRequestResult>("POST", endpoint, body, { "Idempotency-Key": memo.current.key });
    memo.current = null;
    return { sent: true, result };
  } catch (failure) {
    const { errors, reason, newRequest } = refusalOf(failure, request.fields, request.t, request.notice, request.notFound);
    if (newRequest) memo.current = null;
    return { sent: false, errors, reason };
  }
}
