import { sql, type SQL } from "drizzle-orm";
import { products, shopCategories } from "../../db/schema/index.ts";

/**
 * Shop search: every typed word must match the product, in any of three ways:
 * - full text: the word (as a prefix, so 'knif' finds 'knife') against the stemmed document of
 *   name, brand, category and description (`products.search_vector`, GIN);
 * - typo: pg_trgm word similarity of the word against the folded text of the same fields
 *   (`products.search_text`, GIN trigram), so 'turmric' finds turmeric and 'cardamon' cardamom;
 * - category: the word names the product's category ('kitchen' finds Kitchen Tools).
 * pg_trgm is loaded on PGlite (db/client.ts) and created by migration 0001 on PostgreSQL, so the
 * same SQL runs on both. Words the stemmer drops (stop words such as 'the') match everything.
 */

const MAX_WORDS = 8;
/** Shorter words are matched as typed: trigrams of two or three letters find too much. */
const TYPO_MIN_LENGTH = 4;

/** Folded words of the search text: lower case, accents and punctuation gone, at most 8. */
export function searchWords(text: string): string[] {
  const words = text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** A prefix query for one cleaned word (letters and digits only, so safe in tsquery syntax). */
const prefixQuery = (word: string) => sql`to_tsquery('english', ${`${word}:*`})`;

function wordMatches(word: string): SQL {
  const query = prefixQuery(word);
  const typo = word.length >= TYPO_MIN_LENGTH ? sql` OR ${word} <% ${products.searchText}` : sql``;
  const categoryTypo = word.length >= TYPO_MIN_LENGTH ? sql` OR ${word} <% lower(f_unaccent(${shopCategories.name}))` : sql``;
  return sql`(numnode(${query}) = 0 OR ${products.searchVector} @@ ${query}${typo} OR ${products.categorySlug} IN (
    SELECT ${shopCategories.slug} FROM ${shopCategories}
    WHERE to_tsvector('english', f_unaccent(${shopCategories.name})) @@ ${query}${categoryTypo}
  ))`;
}

export function productSearchCondition(words: string[]): SQL {
  return sql.join(words.map(wordMatches), sql` AND `);
}

/**
 * The lowest pg_trgm word similarity read as a typo. pg_trgm's default (0.6) misses one dropped
 * letter in a long word ('turmric' against 'turmeric' is 0.55), so searches set 0.5 for their
 * own transaction.
 */
export const TYPO_SIMILARITY = 0.5;
export const setTypoThreshold = sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`;

/** Best first: full-text rank, then how closely the words resemble the name, then the whole text. */
export function productSearchRank(words: string[]): SQL {
  const anyWord = sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(" | ")})`;
  const resemblance = (text: SQL) =>
    sql.join(
      words.map((w) => sql`word_similarity(${w}, ${text})`),
      sql` + `,
    );
  return sql`(ts_rank(${products.searchVector}, ${anyWord}) + 0.5 * (${resemblance(sql`lower(f_unaccent(${products.name}))`)}) + 0.1 * (${resemblance(sql`${products.searchText}`)}))`;
}
