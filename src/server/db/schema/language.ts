import { pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Translation memory: every segment an engine translated, so the same text is never sent twice.
 * Keyed by a hash of the source text (texts can be long) plus the language pair.
 */
export const translationMemory = pgTable(
  "translation_memory",
  {
    id: serial("id").primaryKey(),
    sourceHash: text("source_hash").notNull(),
    sourceText: text("source_text").notNull(),
    sourceLanguage: text("source_language").notNull(),
    targetLanguage: text("target_language").notNull(),
    translatedText: text("translated_text").notNull(),
    engine: text("engine").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("translation_memory_segment_idx").on(table.sourceHash, table.sourceLanguage, table.targetLanguage)],
);
