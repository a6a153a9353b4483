/*
 * Characters no text field accepts. PostgreSQL refuses NUL in text (the query fails), a lone
 * UTF-16 surrogate has no UTF-8 form (the driver would store U+FFFD instead of what was sent),
 * and the other C0/C1 controls and DEL are never typed by a person but do break logs, mail and
 * terminals. Tab, line feed and carriage return are text in a multi-line field only. With the `u`
 * flag the surrogate range matches only unpaired halves, never an emoji.
 *
 * Kept apart from the zod contracts (which use it) so the browser can check text without zod.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point: they are what is refused
const FORBIDDEN_IN_LINE = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/u;
// eslint-disable-next-line no-control-regex -- as above, less tab, line feed and carriage return
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]/u;

/** True when the text holds a character no field accepts (see above); `multiline` allows tab and line breaks. */
export function hasForbiddenCharacters(text: string, multiline = false): boolean {
  return (multiline ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_LINE).test(text);
}
