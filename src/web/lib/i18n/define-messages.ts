/**
 * One area's UI strings in every shipped language. The English object is the reference: Spanish
 * and French must carry exactly its keys (checked by the compiler and by a test).
 */
export function defineMessages<const E extends Record<string, string>>(messages: {
  en: E;
  es: Record<keyof E, string>;
  fr: Record<keyof E, string>;
}) {
  return messages;
}
