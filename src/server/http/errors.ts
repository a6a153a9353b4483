import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ApiError, ApiIssue } from "../../shared/schemas/common.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route answers a refusal `{ success: false, message, ... }`, as its success carries `success: true`. */
    refusalsSayUnsuccessful?: true;
  }
}

/** The largest JSON body the API reads (Fastify's bodyLimit). */
export const API_BODY_LIMIT_BYTES = 1_048_576;
/** The largest urlencoded page form the pages take (the form parser's bodyLimit). */
export const PAGE_FORM_BODY_LIMIT_BYTES = 65_536;

/** "64 KB", "1 MB": a limit as the 413 answer names it. */
const sizeText = (bytes: number) => (bytes >= 1_048_576 ? `${bytes / 1_048_576} MB` : `${bytes / 1024} KB`);

const isPageFormPost = (request: FastifyRequest) => /^application\/x-www-form-urlencoded\b/i.test(request.headers["content-type"] ?? "");

/**
 * A page form too large to read. It was sent by a browser without the page's scripts (or by
 * them, the way a form posts), so the answer is a short page the visitor can read, not JSON.
 */
function formTooLargePage(): string {
  const limit = sizeText(PAGE_FORM_BODY_LIMIT_BYTES);
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    "<title>This form is too large to send</title></head>",
    '<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">',
    "<h1>This form is too large to send</h1>",
    `<p>A form on this site can carry at most ${limit} of text. Go back with your browser's Back button, shorten the longest field and send it again.</p>`,
    '<p><a href="/">Home page</a></p>',
    "</body></html>",
  ].join("\n");
}

/** An error a visitor can act on; its message is safe to show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
  }
}

/** 429 with when to try again (the Retry-After header and `retryAfterSeconds` in the body). */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = "Not found") {
    super(404, message);
  }
}

export function issuesOf(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.join(".") || "body",
    message: issue.message,
  }));
}

/** Parse input with a shared contract; a failure becomes a 400 listing each field's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issues = issuesOf(result.error);
    throw new HttpError(400, issues[0]?.message ?? "Invalid request", issues);
  }
  return result.data;
}

/** The one place that turns errors into API answers; 5xx never carries internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const answer = (status: number, body: ApiError) =>
      reply.status(status).send(request.routeOptions.config?.refusalsSayUnsuccessful ? { success: false, ...body } : body);
    if (error instanceof HttpError) {
      const body: ApiError = { message: error.message };
      if (error.issues) body.issues = error.issues;
      if (error instanceof TooManyRequestsError) {
        reply.header("retry-after", String(error.retryAfterSeconds));
        body.retryAfterSeconds = error.retryAfterSeconds;
      }
      return answer(error.statusCode, body);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      if (isPageFormPost(request)) {
        return reply.status(413).type("text/html; charset=utf-8").header("cache-control", "no-store").send(formTooLargePage());
      }
      return answer(413, { message: `The request body is too large (limit ${sizeText(API_BODY_LIMIT_BYTES)})` });
    }
    if (status === 415) {
      return answer(415, { message: "Send the request body as JSON" });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
          ? "The request body is not valid JSON"
          : error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
            ? "The request body is empty"
            : error.message;
      return answer(status, { message });
    }
    request.log.error({ err: error }, "request failed");
    return answer(500, { message: "Something went wrong" });
  });
}
