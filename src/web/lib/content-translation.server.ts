import type { PageTranslator } from "~/services.server";

/** A field of an entity that holds words: a text, a list of texts, or labelled texts (a product's specifications). */
type WordField<T> = {
  [K in keyof T]: T[K] extends string | null | undefined | string[] | Record<string, string> ? K : never;
}[keyof T];

/** A field of an entity that holds a list of objects (a menu's courses, say). */
type ItemListField<T> = { [K in keyof T]: T[K] extends readonly object[] ? K : never }[keyof T];

/** The object type of the items of a list field. */
type ItemOf<L> = L extends readonly (infer I)[] ? I : never;

/** Tags and the text between them: each text is translated, the markup kept as it is. */
const MARKUP = /(<[^>]*>)/;

export type TranslateEntityOptions<T> = {
  /** Fields holding HTML: each text between tags is translated, never a tag. */
  html?: WordField<T>[];
  /** Fields holding lists of objects, with the word fields of each item to translate. */
  items?: { [K in ItemListField<T>]?: WordField<ItemOf<T[K]>>[] };
  /**
   * What the entities are ("recipe", "menu"): the translation desk lists each text under a key
   * made of it, the entity's id and the field ("recipe 12 title"). A single entity's keys leave
   * out the id.
   */
  name?: string;
};

/** The texts of a render's entities, gathered to go to the translator in one call. */
class TextBatch {
  readonly texts: string[] = [];
  readonly keys: string[] = [];
  /** Each field's value rebuilt from the translated texts, once they are back. */
  private readonly rebuilds: ((translated: string[]) => void)[] = [];

  /** Queues `target[field]` (a text, HTML, a list of texts or labelled texts) to be replaced by its translation. */
  field(target: Record<string, unknown>, field: string, key: string, isHtml: boolean) {
    const value = target[field];
    if (typeof value === "string") {
      const pieces = isHtml ? value.split(MARKUP) : [value];
      const at = this.texts.length;
      pieces.forEach((piece, i) => {
        // A tag goes to the translator as an empty text, which it hands back untouched.
        this.texts.push(piece.startsWith("<") ? "" : piece);
        this.keys.push(pieces.length > 1 ? `${key} part ${i + 1}` : key);
      });
      this.rebuilds.push((translated) => {
        target[field] = pieces.map((piece, i) => (piece.startsWith("<") ? piece : translated[at + i])).join("");
      });
    } else if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
      const at = this.texts.length;
      this.texts.push(...(value as string[]));
      this.keys.push(...value.map((_, i) => `${key} ${i + 1}`));
      this.rebuilds.push((translated) => {
        target[field] = translated.slice(at, at + value.length);
      });
    } else if (value !== null && typeof value === "object" && Object.values(value).every((item) => typeof item === "string")) {
      // Labelled texts: each label and each text is translated.
      const entries = Object.entries(value as Record<string, string>);
      const at = this.texts.length;
      for (const [label, text] of entries) {
        this.texts.push(label, text);
        this.keys.push(`${key} ${label} label`, `${key} ${label}`);
      }
      this.rebuilds.push((translated) => {
        target[field] = Object.fromEntries(entries.map((_, i) => [translated[at + 2 * i], translated[at + 2 * i + 1]]));
      });
    }
  }

  async translate(translator: PageTranslator) {
    const translated = await translator.texts(this.texts, this.keys);
    for (const rebuild of this.rebuilds) rebuild(translated);
  }
}

function keyPrefix(entity: Record<string, unknown>, index: number, single: boolean, name: string | undefined): string {
  if (single) return name ? `${name} ` : "";
  // An entity's id, else the name a lookup is filtered by, keeps its keys when the list changes.
  const own = entity.id ?? entity.name;
  const id = typeof own === "number" || typeof own === "string" ? own : index + 1;
  return `${name ?? "item"} ${id} `;
}

/**
 * Puts the named fields of each entity into the page's language in one call to the translator
 * (the memory, then the engine within its budget): texts, lists of texts, HTML fields text by
 * text, and the word fields of items in list fields. Other fields, and English pages, are left
 * as they are; the entities given are never changed.
 */
export async function translateEntities<T extends object>(
  translator: PageTranslator,
  entities: T[],
  fields: WordField<T>[],
  options: TranslateEntityOptions<T> & { single?: boolean } = {},
): Promise<T[]> {
  if (translator.language === "en" || entities.length === 0) return entities;
  const { html = [], items = {}, name, single = false } = options;
  const batch = new TextBatch();
  const copies = entities.map((entity, index) => {
    const copy = { ...entity } as Record<string, unknown>;
    const prefix = keyPrefix(copy, index, single, name);
    for (const field of [...fields, ...html] as string[]) {
      batch.field(copy, field, `${prefix}${field}`, (html as string[]).includes(field));
    }
    for (const [listField, itemFields] of Object.entries(items) as [string, string[]][]) {
      const list = copy[listField];
      if (!Array.isArray(list)) continue;
      copy[listField] = list.map((item: Record<string, unknown>, position) => {
        const itemCopy = { ...item };
        for (const field of itemFields) batch.field(itemCopy, field, `${prefix}${listField} ${position + 1} ${field}`, false);
        return itemCopy;
      });
    }
    return copy;
  });
  await batch.translate(translator);
  return copies as T[];
}

/** One entity, as `translateEntities` does it, its texts keyed by its name (if given) and field; null stays null. */
export async function translateEntity<T extends object>(
  translator: PageTranslator,
  entity: T | null,
  fields: WordField<T>[],
  options?: TranslateEntityOptions<T>,
): Promise<T | null> {
  if (!entity) return entity;
  const [translated] = await translateEntities(translator, [entity], fields, { ...options, single: true });
  return translated;
}

/**
 * Catalogue lookups (cuisines, categories, diets) with their shown names in the page's language;
 * the `name` each is filtered by stays as it is.
 */
export function translateLookups<T extends { displayName: string }>(translator: PageTranslator, lookups: T[], name: string): Promise<T[]> {
  return translateEntities(translator, lookups, ["displayName" as WordField<T>], { name });
}
