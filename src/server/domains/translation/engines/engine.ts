/**
 * One interface for every machine-translation service. An engine translates a list of texts
 * in one call and answers them in the same order, or throws one of the two errors below.
 */
export interface TranslationEngine {
  /** Stored with each remembered segment: which service produced it. */
  readonly name: "libretranslate" | "deepl" | "google";
  translate(texts: string[], sourceLanguage: string, targetLanguage: string, signal: AbortSignal): Promise<string[]>;
}

/**
 * The service failed or answered something unusable. `publicReason` is safe to show a visitor
 * (no addresses, keys or bodies); `detail` is for the server log only.
 */
export class TranslationEngineError extends Error {
  constructor(
    readonly publicReason: string,
    readonly detail?: string,
  ) {
    super(`translation engine failed: ${publicReason}${detail ? ` (${detail})` : ""}`);
  }
}

/** The service did not answer within the time allowed. */
export class TranslationTimeoutError extends Error {
  constructor() {
    super("translation engine timed out");
  }
}

/**
 * fetch() with the engine's failure modes mapped to the two errors above: an abort by the time
 * signal is a timeout, a network failure or a non-2xx answer is an engine error. The answer is
 * parsed as JSON inside the same time budget.
 */
export async function requestJson(url: string, init: RequestInit, signal: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal });
  } catch (error) {
    throw mapFetchError(error, signal);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw mapFetchError(error, signal);
  }
  if (!response.ok) {
    // Engines refuse a language they lack with a 4xx whose text says so; say it plainly.
    const reason =
      response.status < 500 && /not supported|unsupported|language pair/i.test(text)
        ? "it does not translate between these languages"
        : `it answered with status ${response.status}`;
    throw new TranslationEngineError(reason, text.slice(0, 300));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new TranslationEngineError("its answer could not be read", text.slice(0, 300));
  }
}

function mapFetchError(error: unknown, signal: AbortSignal): Error {
  if (signal.aborted) return new TranslationTimeoutError();
  const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  return new TranslationEngineError("it could not be reached", cause);
}

/** Checks the engine gave one string per text; anything else is an engine error. */
export function expectTranslations(value: unknown, count: number): string[] {
  if (!Array.isArray(value) || value.length !== count || !value.every((v) => typeof v === "string")) {
    throw new TranslationEngineError("its answer did not match the request", JSON.stringify(value)?.slice(0, 300));
  }
  return value;
}
