import type { PageTranslator } from "~/services.server";

/** A field of an entity that holds words: a text, or a list of texts. */
type WordField<T> = { [K in keyof T]: T[K] extends string | null | undefined | string[] ? K : never }[keyof T];

/** Tags and the text between them: each text is translated, the markup kept as it is. */
const MARKUP = /(<[^>]*>)/;

/**
 * Puts the named fields of each entity into the page's language in one call to the translator
 * (the memory, then the engine within its budget). HTML fields (`html`) have each text between
 * tags translated, never the tags. Other fields, and English pages, are left as they are.
 */
export async function translateEntities<T extends object>(
  translator: PageTranslator,
  entities: T[],
  fields: WordField<T>[],
  { html = [] }: { html?: WordField<T>[] } = {},
): Promise<T[]> {
  if (translator.language === "en" || entities.length === 0) return entities;
  const texts: string[] = [];
  /** Each field's value rebuilt from the translated texts, once they are back. */
  const rebuilds: ((translated: string[]) => void)[] = [];
  const copies = entities.map((entity) => ({ ...entity }) as Record<string, unknown>);
  copies.forEach((copy) => {
    for (const field of [...fields, ...html] as string[]) {
      const value = copy[field];
      if (typeof value === "string") {
        const pieces = (html as string[]).includes(field) ? value.split(MARKUP) : [value];
        const at = texts.length;
        texts.push(...pieces.map((piece) => (piece.startsWith("<") ? "" : piece)));
        rebuilds.push((translated) => {
          copy[field] = pieces.map((piece, i) => (piece.startsWith("<") ? piece : translated[at + i])).join("");
        });
      } else if (Array.isArray(value)) {
        const at = texts.length;
        texts.push(...(value as string[]));
        rebuilds.push((translated) => {
          copy[field] = translated.slice(at, at + value.length);
        });
      }
    }
  });
  const translated = await translator.texts(texts);
  for (const rebuild of rebuilds) rebuild(translated);
  return copies as T[];
}

/** One entity, as `translateEntities` does it; null stays null. */
export async function translateEntity<T extends object>(
  translator: PageTranslator,
  entity: T | null,
  fields: WordField<T>[],
  options?: { html?: WordField<T>[] },
): Promise<T | null> {
  if (!entity) return entity;
  const [translated] = await translateEntities(translator, [entity], fields, options);
  return translated;
}
