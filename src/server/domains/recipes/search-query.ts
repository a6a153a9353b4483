import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client.ts";

/** Lower-case and accent-free, as the search dictionary stores words. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}

type Token = { text: string; quoted: boolean };

/** Splits visitor text into quoted phrases and single words; stray quotes are ignored. */
export function tokenizeSearch(raw: string): Token[] {
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

/** A stemmed search word and how many recipes hold it. */
export type SearchLexeme = { lexeme: string; recipes: number };

type WordAnalysis = { corrections: Map<string, string>; lexemes: SearchLexeme[] };

/**
 * One query for all words of a search: replaces words the recipes never use with the nearest word
 * they do use (trigram similarity), so 'turmric' searches for 'turmeric'; and stems the resulting
 * words as the search documents store them (stop words drop out), each with the number of
 * recipes holding it. Lexemes come back rarest first.
 */
export async function analyzeWords(db: Database, words: string[]): Promise<WordAnalysis> {
  const distinct = [...new Set(words)];
  // Short words and words with digits are taken as typed; the trigram lookup runs only for words
  // the recipes never use, since most searches are spelt right.
  const rows = await queryRows<{ input: string; suggestion: string | null; lexeme: string | null; recipes: number }>(db, sql`
    SELECT w.input, c.suggestion, u.lexeme, coalesce(t.recipe_count, 0) AS recipes
    FROM unnest(${sql.raw("ARRAY[")}${sql.join(distinct.map((word) => sql`${word}`), sql`, `)}${sql.raw("]::text[]")}) AS w(input)
    CROSS JOIN LATERAL (
      SELECT CASE
        WHEN length(w.input) < 4 OR w.input ~ '[0-9]' OR EXISTS (SELECT 1 FROM search_words s WHERE s.word = w.input) THEN NULL
        ELSE (SELECT s.word FROM search_words s WHERE s.word % w.input ORDER BY similarity(s.word, w.input) DESC, s.word LIMIT 1)
      END AS suggestion
    ) c
    LEFT JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english', f_unaccent(coalesce(c.suggestion, w.input))))) AS u(lexeme) ON true
    LEFT JOIN search_terms t ON t.lexeme = u.lexeme
  `);
  const corrections = new Map<string, string>();
  const lexemes = new Map<string, number>();
  for (const row of rows) {
    if (row.suggestion) corrections.set(row.input, row.suggestion);
    if (row.lexeme) lexemes.set(row.lexeme, row.recipes);
  }
  return {
    corrections,
    lexemes: [...lexemes].map(([lexeme, recipes]) => ({ lexeme, recipes })).sort((a, b) => a.recipes - b.recipes || a.lexeme.localeCompare(b.lexeme)),
  };
}

/**
 * What a visitor's search becomes: the websearch text for websearch_to_tsquery (words in any
 * order, quoted phrases kept as phrases, misspellings corrected); its stemmed words, rarest
 * first; and whether it is a plain conjunction of words (no phrase, no 'or'), which the postings
 * answer alone.
 */
export type SearchText = { text: string; lexemes: SearchLexeme[]; plainWords: boolean };

/** Null when nothing searchable remains. */
export async function buildSearchText(db: Database, raw: string): Promise<SearchText | null> {
  const tokens = tokenizeSearch(raw.slice(0, 200));
  const words = tokens.flatMap((t) => (t.quoted ? t.text.split(/\s+/) : [t.text])).map(cleanWord).filter(Boolean);
  if (words.length === 0) return null;
  const { corrections, lexemes } = await analyzeWords(db, words);
  const fix = (word: string) => {
    const clean = cleanWord(word);
    return corrections.get(clean) ?? clean;
  };
  const parts = tokens
    .map((t) => (t.quoted ? `"${t.text.split(/\s+/).map(fix).filter(Boolean).join(" ")}"` : fix(t.text)))
    .filter((p) => p && p !== '""');
  if (parts.length === 0) return null;
  const plainWords = tokens.every((t) => !t.quoted && cleanWord(t.text) !== "or");
  return { text: parts.join(" "), lexemes, plainWords };
}

/** A tsquery matching every word of an ingredient name among ingredient names (weight D). */
export function ingredientQuery(name: string): SQL | null {
  const words = foldText(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1);
  if (words.length === 0) return null;
  return sql`to_tsquery('english', ${words.map((w) => `${w}:D`).join(" & ")})`;
}
