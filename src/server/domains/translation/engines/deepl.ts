import { expectTranslations, requestJson, TranslationEngineError, type TranslationEngine } from "./engine.ts";

/**
 * DeepL wants upper-case codes; a few targets need a variant (English and Portuguese) or a script
 * (Chinese), and Norwegian is Bokmål. Sources take the bare language.
 */
const DEEPL_TARGETS: Record<string, string> = { en: "EN-GB", pt: "PT-PT", zh: "ZH-HANS", "zh-TW": "ZH-HANT", no: "NB" };
const DEEPL_SOURCES: Record<string, string> = { "zh-TW": "ZH", no: "NB" };
const toDeeplTarget = (code: string) => DEEPL_TARGETS[code] ?? code.toUpperCase();
const toDeeplSource = (code: string) => DEEPL_SOURCES[code] ?? code.toUpperCase();

/**
 * DeepL API v2: one POST /v2/translate with the texts as repeated `text` fields. Free-plan keys end
 * in ':fx' and must use the api-free host.
 */
export function createDeeplEngine(options: { apiKey: string; baseUrl?: string }): TranslationEngine {
  const host = options.baseUrl ?? (options.apiKey.endsWith(":fx") ? "https://api-free.deepl.com" : "https://api.deepl.com");
  const endpoint = `${host.replace(/\/+$/, "")}/v2/translate`;
  return {
    name: "deepl",
    async translate(texts, sourceLanguage, targetLanguage, signal) {
      const form = new URLSearchParams();
      for (const text of texts) form.append("text", text);
      form.set("source_lang", toDeeplSource(sourceLanguage));
      form.set("target_lang", toDeeplTarget(targetLanguage));
      const answer = await requestJson(
        endpoint,
        {
          method: "POST",
          headers: {
            authorization: `DeepL-Auth-Key ${options.apiKey}`,
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
          },
          body: form,
        },
        signal,
      );
      const translations = (answer as { translations?: unknown } | null)?.translations;
      if (!Array.isArray(translations)) {
        throw new TranslationEngineError("its answer did not match the request", JSON.stringify(answer)?.slice(0, 300));
      }
      return expectTranslations(
        translations.map((t: unknown) => (t && typeof t === "object" ? (t as { text?: unknown }).text : undefined)),
        texts.length,
      );
    },
  };
}
