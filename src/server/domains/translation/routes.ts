import type { FastifyInstance, FastifyReply } from "fastify";
import { DEFAULT_LANGUAGE, isRtl, SUPPORTED_LANGUAGES } from "../../../shared/languages.ts";
import {
  batchTranslateInputSchema,
  translateInputSchema,
  type BatchTranslateResult,
  type LanguageListResult,
  type TranslateResult,
} from "../../../shared/schemas/translation.ts";
import { parseInput } from "../../http/errors.ts";
import { rateLimitHook } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import type { Services } from "../../services.ts";

const LANGUAGE_LIST: LanguageListResult = {
  defaultLanguage: DEFAULT_LANGUAGE,
  languages: SUPPORTED_LANGUAGES.map((language) => ({ ...language, rtl: isRtl(language.code) })),
};
const LANGUAGE_LIST_JSON = JSON.stringify(LANGUAGE_LIST);

/** Time from the request's arrival to its answer (body parsing, checks, memory, engine), for devtools and the benchmark. */
const timing = (reply: FastifyReply) => `translate;dur=${reply.elapsedTime.toFixed(2)}`;

export async function translationRoutes(app: FastifyInstance, { services }: { services: Pick<Services, "translation"> }) {
  const { translation } = services;
  // Counted before the body is parsed, so a flood costs little.
  const limited = rateLimitHook(
    RATE_LIMITS.translation(translation.rateLimitPerMinute),
    "Too many translation requests, please wait a moment",
  );

  const single = { body: translateInputSchema, exampleBody: { text: "Warm spices", targetLanguage: "de" } };
  app.post("/api/translation/translate", { onRequest: limited, config: { contract: single } }, async (request, reply) => {
    const input = parseInput(translateInputSchema, request.body);
    const body: TranslateResult = {
      translatedText: await translation.translate(input.text, input.sourceLanguage, input.targetLanguage),
    };
    return reply.header("cache-control", "no-store").header("server-timing", timing(reply)).send(body);
  });

  const batch = { body: batchTranslateInputSchema, exampleBody: { texts: ["Warm spices", "Fresh herbs"], targetLanguage: "de" } };
  app.post("/api/translation/translate/batch", { onRequest: limited, config: { contract: batch } }, async (request, reply) => {
    const input = parseInput(batchTranslateInputSchema, request.body);
    const body: BatchTranslateResult = {
      translations: await translation.translateBatch(input.texts, input.sourceLanguage, input.targetLanguage),
    };
    return reply.header("cache-control", "no-store").header("server-timing", timing(reply)).send(body);
  });

  // The list changes only with a release.
  app.get("/api/languages", { config: { contract: {} } }, async (_request, reply) =>
    reply
      .header("cache-control", "public, max-age=3600, stale-while-revalidate=86400")
      .type("application/json; charset=utf-8")
      .send(LANGUAGE_LIST_JSON),
  );
}
