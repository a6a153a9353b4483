import { sql, type SQL } from "drizzle-orm";
import type { SearchLexeme } from "./search-query.ts";

/** The list filters the postings carry, so a filtered word search never reads recipes. */
export type PostingFilters = {
  category?: string;
  cuisine?: string;
  dietType?: string;
  difficulty?: string;
  featured?: boolean;
};

/** At most this many words are joined in the postings; longer searches go through the GIN index. */
export const MAX_POSTING_WORDS = 6;

const posting = (i: number) => sql.raw(`t${i}`);

/**
 * The recipes holding every word, with their relevance (the summed field masks), from the
 * postings alone: the rarest word drives, each other word is joined on the recipe id.
 */
function matches(lexemes: SearchLexeme[], filters: PostingFilters): { from: SQL; score: SQL } {
  const joins = lexemes.slice(1).map(
    ({ lexeme }, i) =>
      sql` JOIN recipe_search_terms ${posting(i + 1)} ON ${posting(i + 1)}.lexeme = ${lexeme} AND ${posting(i + 1)}.recipe_id = t0.recipe_id`,
  );
  const where: SQL[] = [sql`t0.lexeme = ${lexemes[0].lexeme}`];
  if (filters.category) where.push(sql`t0.category = ${filters.category}`);
  if (filters.cuisine) where.push(sql`t0.cuisine = ${filters.cuisine}`);
  if (filters.dietType) where.push(sql`t0.diet_type = ${filters.dietType}`);
  if (filters.difficulty) where.push(sql`t0.difficulty = ${filters.difficulty}`);
  if (filters.featured !== undefined) where.push(sql`t0.featured = ${filters.featured}`);
  // One word: order by the column itself, so the rank index hands out the page already sorted.
  const score = lexemes.length === 1 ? sql`t0.fields` : sql`(${sql.join(lexemes.map((_, i) => sql`${posting(i)}.fields`), sql` + `)})`;
  return { from: sql`recipe_search_terms t0${sql.join(joins)} WHERE ${sql.join(where, sql` AND `)}`, score };
}

/**
 * One page of matching recipe ids, best first (relevance, then rating, then id), with the number
 * of matches as `total` unless the caller already knows it. When it must count, the join is
 * walked once for both; when it need not, one word's page comes straight off the rank index.
 */
export function postingsPage(lexemes: SearchLexeme[], filters: PostingFilters, limit: number, offset: number, withTotal: boolean): SQL {
  const { from, score } = matches(lexemes, filters);
  const total = withTotal ? sql`count(*) OVER ()` : sql`NULL::integer`;
  return sql`SELECT t0.recipe_id, ${score} AS score, t0.rating, ${total} AS total FROM ${from}
    ORDER BY ${score} DESC, t0.rating DESC, t0.recipe_id LIMIT ${limit} OFFSET ${offset}`;
}

/** How many recipes match, counted in the postings' index (for a page past the last). */
export function postingsCount(lexemes: SearchLexeme[], filters: PostingFilters): SQL {
  return sql`SELECT count(*)::integer AS total FROM ${matches(lexemes, filters).from}`;
}

/** The count when it is already known: one word, no filter, is the word's recipe count. */
export function knownTotal(lexemes: SearchLexeme[], filters: PostingFilters): number | null {
  const filtered = Object.values(filters).some((value) => value !== undefined && value !== "");
  return lexemes.length === 1 && !filtered ? lexemes[0].recipes : null;
}
