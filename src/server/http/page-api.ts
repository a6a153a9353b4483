import type { FastifyInstance, FastifyRequest } from "fastify";

/** The API's answer to a page form, as the page's action needs it. */
export type PageApiAnswer = {
  status: number;
  body: unknown;
  /** Cookies the API set (a session at sign-in), passed on to the browser with the page's answer. */
  setCookies: string[];
};

/** Sends one JSON request to the site's own API on behalf of the page request being answered. */
export type PageApi = (
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body: unknown,
  headers?: Record<string, string>,
) => Promise<PageApiAnswer>;

/** The visitor's own headers that the API reads: their session, language, client and proxy chain. */
const FORWARDED_HEADERS = [
  "cookie",
  "user-agent",
  "accept-language",
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-forwarded-host",
  "x-real-ip",
] as const;

/**
 * A page form sent without JavaScript is answered by the same API route the script would call,
 * in-process: one contract, one rate-limit budget, one honeypot, one origin check, one place that
 * stores and mails. The request goes through every hook the browser's own fetch goes through, from
 * the visitor's address and with their cookies, so the API cannot tell the two apart.
 */
export function pageApiFor(app: FastifyInstance, request: FastifyRequest): PageApi {
  const origin = `${request.protocol}://${request.host}`;
  return async (method, url, body, headers = {}) => {
    const forwarded: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === "string") forwarded[name] = value;
      else if (Array.isArray(value)) forwarded[name] = value.join(", ");
    }
    const answer = await app.inject({
      method,
      url,
      remoteAddress: request.socket.remoteAddress,
      headers: { ...forwarded, host: request.host, origin, accept: "application/json", "content-type": "application/json", ...headers },
      payload: JSON.stringify(body ?? {}),
    });
    let parsed: unknown = null;
    try {
      parsed = answer.body ? JSON.parse(answer.body) : null;
    } catch {
      parsed = null;
    }
    const cookies = answer.headers["set-cookie"];
    return {
      status: answer.statusCode,
      body: parsed,
      setCookies: cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)],
    };
  };
}
