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

/**
 * Replaces words the recipes never use with the nearest word they do use (trigram similarity),
 * so 'turmric' searches for 'turmeric'. One query for all words of the search.
 */
export async function correctSpelling(db: Database, words: string[]): Promise<Map<string, string>> {
  const candidates = [...new Set(words.filter((w) => w.length >= 4 && !/\d/.test(w)))];
  const corrections = new Map<string, string>();
  if (candidates.length === 0) return corrections;
  const rows = await queryRows<{ input: string; known: boolean; suggestion: string | null }>(db, sql`
    SELECT w.input,
           EXISTS (SELECT 1 FROM search_words s WHERE s.word = w.input) AS known,
           (SELECT s.word FROM search_words s
              WHERE s.word % w.input
              ORDER BY similarity(s.word, w.input) DESC, s.word
              LIMIT 1) AS suggestion
    FROM unnest(${sql.raw("ARRAY[")}${sql.join(candidates.map((c) => sql`${c}`), sql`, `)}${sql.raw("]::text[]")}) AS w(input)
  `);
  for (const row of rows) {
    if (!row.known && row.suggestion) corrections.set(row.input, row.suggestion);
  }
  return corrections;
}

/**
 * The websearch text to hand to websearch_to_tsquery: words any order, quoted phrases kept as
 * phrases, misspellings corrected. Null when nothing searchable remains.
 */
export async function buildSearchText(db: Database, raw: string): Promise<string | null> {
  const tokens = tokenizeSearch(raw.slice(0, 200));
  const words = tokens.flatMap((t) => (t.quoted ? t.text.split(/\s+/) : [t.text])).map(cleanWord).filter(Boolean);
  if (words.length === 0) return null;
  const corrections = await correctSpelling(db, words);
  const fix = (word: string) => {
    const clean = cleanWord(word);
    return corrections.get(clean) ?? clean;
  };
  const parts = tokens
    .map((t) => (t.quoted ? `"${t.text.split(/\s+/).map(fix).filter(Boolean).join(" ")}"` : fix(t.text)))
    .filter((p) => p && p !== '""');
  return parts.length ? parts.join(" ") : null;
}

/** A tsquery matching every word of an ingredient name among ingredient names (weight D). */
export function ingredientQuery(name: string): SQL | null {
  const words = foldText(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1);
  if (words.length === 0) return null;
  return sql`to_tsquery('english', ${words.map((w) => `${w}:D`).join(" & ")})`;
}
