import type { AppConfig } from "../../../config.ts";
import { createDeeplEngine } from "./deepl.ts";
import type { TranslationEngine } from "./engine.ts";
import { createGoogleEngine } from "./google.ts";
import { createLibreTranslateEngine } from "./libretranslate.ts";

/** The engine TRANSLATE_PROVIDER names, or null when none is configured (the API then answers 503). */
export function createTranslationEngine(
  config: Pick<AppConfig, "TRANSLATE_PROVIDER" | "TRANSLATE_URL" | "TRANSLATE_API_KEY">,
): TranslationEngine | null {
  switch (config.TRANSLATE_PROVIDER) {
    case "libretranslate":
      return createLibreTranslateEngine({ url: config.TRANSLATE_URL!, apiKey: config.TRANSLATE_API_KEY });
    case "deepl":
      return createDeeplEngine({ apiKey: config.TRANSLATE_API_KEY!, baseUrl: config.TRANSLATE_URL });
    case "google":
      return createGoogleEngine({ apiKey: config.TRANSLATE_API_KEY!, baseUrl: config.TRANSLATE_URL });
    default:
      return null;
  }
}
