import type { ApiError } from "../../shared/schemas/common";

/** A non-OK answer: the message is "status: body text", the parsed body is kept. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiError | null,
  ) {
    super(message);
  }
}

/**
 * JSON over fetch with cookies; throws ApiRequestError on any non-OK status. `headers` adds to
 * the JSON ones (an Idempotency-Key, say).
 */
export async function apiRequest<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: {
      ...(body === undefined ? { accept: "application/json" } : { "content-type": "application/json", accept: "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    let parsed: ApiError | null = null;
    try {
      parsed = JSON.parse(text) as ApiError;
    } catch {
      parsed = null;
    }
    throw new ApiRequestError(response.status, `${response.status}: ${text || response.statusText}`, parsed);
  }
  return (text ? JSON.parse(text) : null) as T;
}
