export const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_MIN_LENGTH = 2;
/** The longest search text, in characters: the search boxes, the contracts and the search reader all stop here. */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/** Typing searches by itself once the trimmed text has at least 2 characters. */
export function shouldSearchWhileTyping(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_LENGTH;
}

/** Submitting searches at once for any non-blank text. */
export function canSubmitSearch(text: string): boolean {
  return text.trim().length > 0;
}
