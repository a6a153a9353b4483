import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DEFAULT_LANGUAGE, isRtl, SUPPORTED_LANGUAGES } from "../../../shared/languages.ts";
import { apiErrorSchema } from "../../../shared/schemas/common.ts";
import {
  batchTranslateInputSchema,
  batchTranslateResultSchema,
  languageListResultSchema,
  translateInputSchema,
  translateResultSchema,
  type BatchTranslateResult,
  type LanguageListResult,
  type TranslateResult,
} from "../../../shared/schemas/translation.ts";
import {
  translationCorrectionInputSchema,
  translationCorrectionResultSchema,
  translationTextListQuerySchema,
  translationTextPageSchema,
  translationTextParamsSchema,
} from "../../../shared/schemas/translation-desk.ts";
import { rateLimitHook } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";

const LANGUAGE_LIST: LanguageListResult = {
  defaultLanguage: DEFAULT_LANGUAGE,
  languages: SUPPORTED_LANGUAGES.map((language) => ({ ...language, rtl: isRtl(language.code) })),
};
const LANGUAGE_LIST_JSON = JSON.stringify(languageListResultSchema.parse(LANGUAGE_LIST));

/** Time from the request's arrival to its answer (body parsing, checks, memory, engine), for devtools and the benchmark. */
const timing = (reply: FastifyReply) => `translate;dur=${reply.elapsedTime.toFixed(2)}`;

/** What the configured engine's failures mean to a client (the service names the cause in `message`). */
const engineFailures = {
  502: apiErrorSchema.describe("The translation service failed or answered something unexpected"),
  503: apiErrorSchema.describe("Translation is not configured on this site"),
  504: apiErrorSchema.describe("The translation service did not answer in time"),
};

export async function translationRoutes(app: FastifyInstance, { services }: { services: Pick<Services, "translation"> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { translation } = services;
  const tags = ["Translation"];
  // Counted before the body is parsed, so a flood costs little (and a refused body counts too).
  const limited = rateLimitHook(
    RATE_LIMITS.translation(translation.rateLimitPerMinute),
    "Too many translation requests, please wait a moment",
  );

  api.post(
    "/api/translation/translate",
    {
      onRequest: limited,
      schema: {
        tags,
        summary: "Translate one text",
        description: "Answers from the translation memory when the text was translated before, else from the configured engine.",
        body: translateInputSchema.meta({ examples: [{ text: "Warm spices", targetLanguage: "de" }] }),
        response: { 200: translateResultSchema, ...errorAnswers(400, 413, 429), ...engineFailures },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const body: TranslateResult = {
        translatedText: await translation.translate(input.text, input.sourceLanguage, input.targetLanguage),
      };
      return reply.header("cache-control", "no-store").header("server-timing", timing(reply)).send(body);
    },
  );

  api.post(
    "/api/translation/translate/batch",
    {
      onRequest: limited,
      schema: {
        tags,
        summary: "Translate up to 100 texts at once, in order",
        body: batchTranslateInputSchema.meta({ examples: [{ texts: ["Warm spices", "Fresh herbs"], targetLanguage: "de" }] }),
        response: { 200: batchTranslateResultSchema, ...errorAnswers(400, 413, 429), ...engineFailures },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const body: BatchTranslateResult = {
        translations: await translation.translateBatch(input.texts, input.sourceLanguage, input.targetLanguage),
      };
      return reply.header("cache-control", "no-store").header("server-timing", timing(reply)).send(body);
    },
  );

  // The list changes only with a release: written once (through its schema, so nothing undeclared
  // leaves) and sent as it is, which is why this route is not typed by its answer.
  app.get(
    "/api/languages",
    { schema: { tags, summary: "The languages pages can be translated into, English first", response: { 200: languageListResultSchema } } },
    async (_request, reply) =>
      reply
        .header("cache-control", "public, max-age=3600, stale-while-revalidate=86400")
        .type("application/json; charset=utf-8")
        .send(LANGUAGE_LIST_JSON),
  );

  // The translation desk (admin-only: the guard covers everything under /api/admin*).
  const deskTags = ["Admin"];
  /** An admin sign-in: the admin cookie, or its token as a Bearer header. */
  const security: Record<string, string[]>[] = [{ adminCookie: [] }, { adminBearer: [] }];

  api.get(
    "/api/admin/translations",
    {
      schema: {
        tags: deskTags,
        security,
        summary: "The texts the Spanish and French pages show, by page, with their translation and whether the team corrected it",
        description:
          "Each text as the page's latest render recorded it: its English, what the page shows, the engine's text, and whether the English changed since the translation was last corrected.",
        querystring: translationTextListQuerySchema,
        response: { 200: translationTextPageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => translation.desk.list(request.query),
  );

  api.put(
    "/api/admin/translations/:language/:sourceHash",
    {
      schema: {
        tags: deskTags,
        security,
        summary: "Correct the translation of one English text in one language",
        description: "Every page showing the text shows the correction from its next render on; an engine's answer never replaces it.",
        params: translationTextParamsSchema,
        body: translationCorrectionInputSchema.meta({ examples: [{ text: "Curry de garbanzos con coco" }] }),
        response: { 200: translationCorrectionResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => translation.desk.correct(request.params, request.body.text, adminSessionOf(request).admin.username),
  );

  api.delete(
    "/api/admin/translations/:language/:sourceHash/correction",
    {
      schema: {
        tags: deskTags,
        security,
        summary: "Take a correction back: pages show the engine's translation again",
        params: translationTextParamsSchema,
        response: { 200: translationCorrectionResultSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => translation.desk.revert(request.params),
  );
}
