import { expectTranslations, requestJson, TranslationEngineError, type TranslationEngine } from "./engine.ts";

/** Our codes that a self-hosted LibreTranslate (Argos models) names differently. */
const LIBRETRANSLATE_CODES: Record<string, string> = { "zh-TW": "zt", no: "nb" };
const toLibre = (code: string) => LIBRETRANSLATE_CODES[code] ?? code;

/**
 * LibreTranslate (open source, self-hosted): POST {url}/translate with `q` as an array, so a whole
 * batch is one call; it answers `translatedText` as an array in the same order.
 */
export function createLibreTranslateEngine(options: { url: string; apiKey?: string }): TranslationEngine {
  const endpoint = `${options.url.replace(/\/+$/, "")}/translate`;
  return {
    name: "libretranslate",
    async translate(texts, sourceLanguage, targetLanguage, signal) {
      const body: Record<string, unknown> = {
        q: texts,
        source: toLibre(sourceLanguage),
        target: toLibre(targetLanguage),
        format: "text",
      };
      if (options.apiKey) body.api_key = options.apiKey;
      const answer = await requestJson(
        endpoint,
        { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(body) },
        signal,
      );
      if (!answer || typeof answer !== "object" || !("translatedText" in answer)) {
        throw new TranslationEngineError("its answer did not match the request", JSON.stringify(answer)?.slice(0, 300));
      }
      const translated = answer.translatedText;
      // Older servers answer a one-element batch with a plain string.
      return expectTranslations(typeof translated === "string" ? [translated] : translated, texts.length);
    },
  };
}
