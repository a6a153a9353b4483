import type { TranslationCorrectionResult } from "../../../shared/schemas/translation-desk";
import { apiRequest } from "~/lib/api";

const textAddress = (language: string, sourceHash: string) =>
  `/api/admin/translations/${encodeURIComponent(language)}/${encodeURIComponent(sourceHash)}`;

/** The translation desk's calls. */
export const translationsApi = {
  correct: (language: string, sourceHash: string, text: string) =>
    apiRequest<TranslationCorrectionResult>("PUT", textAddress(language, sourceHash), { text }),
  revert: (language: string, sourceHash: string) =>
    apiRequest<TranslationCorrectionResult>("DELETE", `${textAddress(language, sourceHash)}/correction`),
};
