import type { FastifyError, FastifyInstance } from "fastify";
import type { z } from "zod";
import type { ApiError, ApiIssue } from "../../shared/schemas/common.ts";

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
    if (error instanceof HttpError) {
      const body: ApiError = { message: error.message };
      if (error.issues) body.issues = error.issues;
      if (error instanceof TooManyRequestsError) {
        reply.header("retry-after", String(error.retryAfterSeconds));
        body.retryAfterSeconds = error.retryAfterSeconds;
      }
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ message: "The request body is too large (limit 1 MB)" });
    }
    if (status === 415) {
      return reply.status(415).send({ message: "Send the request body as JSON" });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
          ? "The request body is not valid JSON"
          : error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
            ? "The request body is empty"
            : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: "Something went wrong" });
  });
}
