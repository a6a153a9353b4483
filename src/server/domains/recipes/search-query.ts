import { sql } from "drizzle-orm";
import { SEARCH_TEXT_MAX_LENGTH } from "../../../shared/rules/search.ts";
import { queryRows, recipesVersionNow, textArray, type Database } from "../../db/client.ts";

/** Lower-case and accent-free, as the search dictionary stores words. */
function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

type Token = { text: string; quoted: boolean };

/** Splits visitor text into quoted phrases and single words; stray quotes are ignored. */
function tokenizeSearch(raw: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /"([^"]*)"|([^\s"]+)/g;
  for (const match of raw.matchAll(pattern)) {
    if (match[1] !== undefined) {
      const phrase = match[1].trim();
      if (phrase) tokens.push({ text: phrase, quoted: true });
    } else if (match[2]) {
      tokens.push({ text: match[2], quoted: false });
    }
  }
  return tokens;
}

/** Word characters only: what is left can be quoted into a tsquery safely. */
function cleanWord(word: string): string {
  return foldText(word).replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * A stemmed search word and how many recipes held it when last asked (used to join the rarest
 * word first; a search's totals are always counted afresh).
 */
export type SearchLexeme = { lexeme: string; recipes: number };

/** What one typed word becomes: its correction, if any, and its stems. */
type WordReading = { correction: string | null; lexemes: string[] };

/**
 * What a visitor's search becomes: the websearch text for websearch_to_tsquery (words in any
 * order, quoted phrases kept as phrases, misspellings corrected); its stemmed words, rarest
 * first; and whether it is a plain conjunction of words (no phrase, no 'or'), which the postings
 * answer alone.
 */
type SearchText = { text: string; lexemes: SearchLexeme[]; plainWords: boolean };

/** How long a remembered word reading and its recipe counts are used before asking again. */
const READING_TTL_MS = 5 * 60_000;
const MAX_REMEMBERED_WORDS = 5_000;

/**
 * Reads visitors' search text against the database's dictionary and stemmer. A word the recipes
 * use (or one too short to correct) always reads the same, since the dictionary only grows and
 * the stemmer is fixed, so its reading is remembered as it is. A misspelt word's correction is
 * the nearest word in the dictionary, which a new recipe can change: it is remembered with the
 * recipes' version it was read at (the dictionary is only written with the recipes, whose every
 * write moves the version) and used again only while `recipesVersion()` still says the same.
 */
export function createSearchReader(db: Database, options: { recipesVersion: () => Promise<string> }) {
  /** `readAt`: the recipes' version a correction was read at; none for a word that reads the same whatever the recipes. */
  const readings = new Map<string, WordReading & { at: number; readAt?: string }>();
  const lexemeCounts = new Map<string, number>();

  /**
   * One query for the words not remembered: replaces words the recipes never use with the nearest
   * word they do use (trigram similarity), so 'turmric' searches for 'turmeric', and stems the
   * result as the search documents store it (stop words drop out), with each stem's recipe count.
   */
  async function readWords(words: string[]): Promise<Map<string, WordReading>> {
    const now = Date.now();
    const result = new Map<string, WordReading>();
    const ask: string[] = [];
    let version: string | undefined;
    for (const word of new Set(words)) {
      const known = readings.get(word);
      if (known && now - known.at < READING_TTL_MS) {
        if (known.readAt !== undefined) version ??= await options.recipesVersion();
        if (known.readAt === undefined || known.readAt === version) {
          result.set(word, known);
          continue;
        }
      }
      ask.push(word);
    }
    if (ask.length === 0) return result;
    // Short words and words with digits are taken as typed; the trigram lookup runs only for words
    // the recipes never use, since most searches are spelt right.
    const rows = await queryRows<{
      input: string;
      settled: boolean;
      suggestion: string | null;
      lexeme: string | null;
      recipes: number;
      version: string;
    }>(
      db,
      sql`
      SELECT w.input, c.settled, f.suggestion, u.lexeme, coalesce(t.recipe_count, 0) AS recipes, ${recipesVersionNow} AS version
      FROM unnest(${textArray(ask)}) AS w(input)
      CROSS JOIN LATERAL (
        SELECT length(w.input) < 4 OR w.input ~ '[0-9]' OR EXISTS (SELECT 1 FROM search_words s WHERE s.word = w.input) AS settled
      ) c
      CROSS JOIN LATERAL (
        SELECT CASE WHEN c.settled THEN NULL ELSE
          (SELECT s.word FROM search_words s WHERE s.word % w.input ORDER BY similarity(s.word, w.input) DESC, s.word LIMIT 1)
        END AS suggestion
      ) f
      LEFT JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english', f_unaccent(coalesce(f.suggestion, w.input))))) AS u(lexeme) ON true
      LEFT JOIN search_terms t ON t.lexeme = u.lexeme
    `,
    );
    // Visitors can type endless junk words: past the bound, start afresh.
    if (readings.size > MAX_REMEMBERED_WORDS || lexemeCounts.size > MAX_REMEMBERED_WORDS) {
      readings.clear();
      lexemeCounts.clear();
    }
    for (const word of ask) {
      const own = rows.filter((row) => row.input === word);
      const reading = { correction: own[0]?.suggestion ?? null, lexemes: own.flatMap((row) => (row.lexeme ? [row.lexeme] : [])) };
      for (const row of own) if (row.lexeme) lexemeCounts.set(row.lexeme, row.recipes);
      if (own[0]) readings.set(word, { ...reading, at: now, readAt: own[0].settled ? undefined : own[0].version });
      result.set(word, reading);
    }
    return result;
  }

  /** Null when nothing searchable remains. */
  async function read(raw: string): Promise<SearchText | null> {
    const tokens = tokenizeSearch(raw.slice(0, SEARCH_TEXT_MAX_LENGTH));
    const words = tokens
      .flatMap((t) => (t.quoted ? t.text.split(/\s+/) : [t.text]))
      .map(cleanWord)
      .filter(Boolean);
    if (words.length === 0) return null;
    const found = await readWords(words);
    const fix = (word: string) => {
      const clean = cleanWord(word);
      return found.get(clean)?.correction ?? clean;
    };
    const parts = tokens
      .map((t) => (t.quoted ? `"${t.text.split(/\s+/).map(fix).filter(Boolean).join(" ")}"` : fix(t.text)))
      .filter((p) => p && p !== '""');
    if (parts.length === 0) return null;
    const lexemes = [...new Set(words.flatMap((word) => found.get(word)?.lexemes ?? []))]
      .map((lexeme) => ({ lexeme, recipes: lexemeCounts.get(lexeme) ?? 0 }))
      .sort((a, b) => a.recipes - b.recipes || a.lexeme.localeCompare(b.lexeme));
    const plainWords = tokens.every((t) => !t.quoted && cleanWord(t.text) !== "or");
    return { text: parts.join(" "), lexemes, plainWords };
  }

  const stemsByWord = new Map<string, string[]>();

  /**
   * The stems of each word as the search documents store them, without correction (stop words
   * give none). Stemming never changes, so every answer is remembered.
   */
  async function stems(words: string[]): Promise<string[][]> {
    const ask = [...new Set(words.filter((word) => !stemsByWord.has(word)))];
    if (ask.length) {
      const rows = await queryRows<{ word: string; stems: string[] }>(
        db,
        sql`
        SELECT w.word, tsvector_to_array(to_tsvector('english', w.word)) AS stems
        FROM unnest(${textArray(ask)}) AS w(word)
      `,
      );
      if (stemsByWord.size > MAX_REMEMBERED_WORDS) stemsByWord.clear();
      for (const row of rows) stemsByWord.set(row.word, row.stems);
    }
    return words.map((word) => stemsByWord.get(word) ?? []);
  }

  return { read, stems };
}

/** The words of an ingredient name as a visitor gave it: folded, split, one-letter bits dropped. */
export function ingredientWords(name: string): string[] {
  return foldText(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1);
}
