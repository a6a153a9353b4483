import { expectTranslations, requestJson, TranslationEngineError, type TranslationEngine } from "./engine.ts";

/** Our codes that Cloud Translation names differently. */
const GOOGLE_CODES: Record<string, string> = { zh: "zh-CN", mni: "mni-Mtei" };
const toGoogle = (code: string) => GOOGLE_CODES[code] ?? code;

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Cloud Translation escapes characters as HTML entities in its answers; turn them back into text. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === "#") {
      const codePoint = entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : match;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/** Google Cloud Translation v2 (basic): one POST with every text as a repeated `q`. */
export function createGoogleEngine(options: { apiKey: string; baseUrl?: string }): TranslationEngine {
  const base = (options.baseUrl ?? "https://translation.googleapis.com").replace(/\/+$/, "");
  const endpoint = `${base}/language/translate/v2?key=${encodeURIComponent(options.apiKey)}`;
  return {
    name: "google",
    async translate(texts, sourceLanguage, targetLanguage, signal) {
      const form = new URLSearchParams();
      for (const text of texts) form.append("q", text);
      form.set("source", toGoogle(sourceLanguage));
      form.set("target", toGoogle(targetLanguage));
      form.set("format", "text");
      const answer = await requestJson(
        endpoint,
        { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" }, body: form },
        signal,
      );
      const translations = (answer as { data?: { translations?: unknown } } | null)?.data?.translations;
      if (!Array.isArray(translations)) {
        throw new TranslationEngineError("its answer did not match the request", JSON.stringify(answer)?.slice(0, 300));
      }
      const translated = translations.map((t: unknown) =>
        t && typeof t === "object" ? (t as { translatedText?: unknown }).translatedText : undefined,
      );
      return expectTranslations(translated, texts.length).map(decodeHtmlEntities);
    },
  };
}
