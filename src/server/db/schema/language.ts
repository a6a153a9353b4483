import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Translation memory: every segment an engine translated, so the same text is never sent twice.
 * Keyed by a hash of the source text (texts can be long) plus the language pair. The team's
 * correction, when there is one, is what every page shows instead of the engine's text; the
 * engine's text is kept so the correction can be taken back.
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
    correctedText: text("corrected_text"),
    correctedAt: timestamp("corrected_at", { withTimezone: true }),
    /** The username of the admin who wrote the correction. */
    correctedBy: text("corrected_by"),
    /**
     * When a correction was last written or taken back: every instance reads the rows changed
     * since it last looked, to refresh the translations it keeps in memory.
     */
    correctionChangedAt: timestamp("correction_changed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("translation_memory_segment_idx").on(table.sourceHash, table.sourceLanguage, table.targetLanguage),
    index("translation_memory_correction_changed_idx")
      .on(table.correctionChangedAt)
      .where(sql`${table.correctionChangedAt} is not null`),
  ],
);

/**
 * Which texts each translated page shows: one row per page address (without its language
 * prefix), language and text key ("title", "step 2"), with the hash of the English text the key
 * had at the page's last render. When a key's English changes, the hash it had before is kept,
 * so the team can see translations whose source changed after they were made or corrected.
 */
export const translationPageTexts = pgTable(
  "translation_page_texts",
  {
    path: text("path").notNull(),
    language: text("language").notNull(),
    key: text("key").notNull(),
    /** The text's place on the page, for listing a page's texts in reading order. */
    position: integer("position").notNull(),
    sourceHash: text("source_hash").notNull(),
    sourceText: text("source_text").notNull(),
    previousSourceHash: text("previous_source_hash"),
    previousSourceText: text("previous_source_text"),
    sourceChangedAt: timestamp("source_changed_at", { withTimezone: true }),
    /** The last render that recorded this key; a key a newer render no longer had is left out of the desk. */
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.path, table.language, table.key] }),
    index("translation_page_texts_language_idx").on(table.language, table.path),
  ],
);
