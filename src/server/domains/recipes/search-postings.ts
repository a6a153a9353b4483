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

const posting = (prefix: string, i: number) => sql.raw(`${prefix}${i}`);

/**
 * The recipes holding every word, from the postings alone: the rarest word drives, each other
 * word is joined on the recipe id. Postings are aliased `${prefix}0`, `${prefix}1`, ...
 */
function matchParts(
  lexemes: SearchLexeme[],
  filters: PostingFilters,
  prefix = "t",
  inFields?: number,
): { joins: SQL; where: SQL[]; score: SQL } {
  const first = posting(prefix, 0);
  // Only postings whose word sits in one of these fields (bit mask), when asked.
  const field = (alias: SQL) => (inFields ? sql` AND (${alias}.fields & ${inFields}) <> 0` : sql``);
  const joins = lexemes.slice(1).map(({ lexeme }, i) => {
    const other = posting(prefix, i + 1);
    return sql` JOIN recipe_search_terms ${other} ON ${other}.lexeme = ${lexeme} AND ${other}.recipe_id = ${first}.recipe_id${field(other)}`;
  });
  const where: SQL[] = [sql`${first}.lexeme = ${lexemes[0].lexeme}${field(first)}`];
  if (filters.category) where.push(sql`${first}.category = ${filters.category}`);
  if (filters.cuisine) where.push(sql`${first}.cuisine = ${filters.cuisine}`);
  if (filters.dietType) where.push(sql`${first}.diet_type = ${filters.dietType}`);
  if (filters.difficulty) where.push(sql`${first}.difficulty = ${filters.difficulty}`);
  if (filters.featured !== undefined) where.push(sql`${first}.featured = ${filters.featured}`);
  // One word: order by the column itself, so the rank index hands out the page already sorted.
  const score =
    lexemes.length === 1
      ? sql`${first}.fields`
      : sql`(${sql.join(
          lexemes.map((_, i) => sql`${posting(prefix, i)}.fields`),
          sql` + `,
        )})`;
  return { joins: sql`recipe_search_terms ${first}${sql.join(joins)}`, where, score };
}

function matches(lexemes: SearchLexeme[], filters: PostingFilters, prefix = "t", inFields?: number): { from: SQL; score: SQL } {
  const { joins, where, score } = matchParts(lexemes, filters, prefix, inFields);
  return { from: sql`${joins} WHERE ${sql.join(where, sql` AND `)}`, score };
}

/**
 * The ids of the recipes holding every word, from the postings' indexes: the text condition of a
 * search the postings cannot answer alone (another sort, or filters only recipes have).
 */
export function postingsMatchIds(lexemes: SearchLexeme[]): SQL {
  return sql`SELECT t0.recipe_id FROM ${matches(lexemes, {}).from}`;
}

/** The field bit of ingredient names in the postings' mask. */
const INGREDIENT_FIELD = 1;

/**
 * The ids of the recipes whose ingredient names hold every one of these stems, from the
 * postings' indexes.
 */
export function postingsIngredientIds(stems: string[]): SQL {
  const lexemes = stems.map((lexeme) => ({ lexeme, recipes: 0 }));
  return sql`SELECT i0.recipe_id FROM ${matches(lexemes, {}, "i", INGREDIENT_FIELD).from}`;
}

const isFiltered = (filters: PostingFilters) => Object.values(filters).some((value) => value !== undefined && value !== "");

/**
 * How many recipes match, as a scalar subquery: one word without filters is the word's kept
 * recipe count; anything else is counted in the postings' index.
 */
export function postingsCount(lexemes: SearchLexeme[], filters: PostingFilters): SQL {
  if (lexemes.length === 1 && !isFiltered(filters)) {
    return sql`coalesce((SELECT recipe_count FROM search_terms WHERE lexeme = ${lexemes[0].lexeme}), 0)`;
  }
  return sql`(SELECT count(*)::integer FROM ${matches(lexemes, filters, "c").from})`;
}

/**
 * One page of matching recipe ids, best first (relevance, then rating, then id), each row with
 * the number of matches as `total`, in one statement. Several words: the join is walked whole,
 * so it counts as it goes. One word: the page comes straight off the rank index, and the total
 * apart (postingsCount).
 */
export function postingsPage(lexemes: SearchLexeme[], filters: PostingFilters, limit: number, offset: number): SQL {
  const { from, score } = matches(lexemes, filters);
  const total = lexemes.length > 1 ? sql`count(*) OVER ()` : postingsCount(lexemes, filters);
  return sql`SELECT t0.recipe_id, ${score} AS score, t0.rating, ${total} AS total FROM ${from}
    ORDER BY ${score} DESC, t0.rating DESC, t0.recipe_id LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * One key of a page's order, on the matches `m` (`m.recipe_id`, `m.score`, and the postings'
 * copies `m.rating`, `m.total_time`, `m.created_at`) or recipes' columns.
 */
export type HitsOrderKey = { by: SQL; descending: boolean };

/**
 * A word search the postings' rank order cannot answer alone (another sort than relevance, a
 * range, or filters only recipes have), driven by the postings all the same. The matches, with
 * their list filters, ranges and ingredients, come from the postings' indexes first (a
 * materialised CTE, so the planner cannot turn it round), and every sort is on the postings'
 * copies; only when a filter needs a recipe column the postings do not copy are the recipes
 * joined, by id. Relevance is the postings' field masks, as on their own path.
 * The page is sorted from the matches, never walked off a sort's index: a word and a filter can
 * be common alone and rare together (garlic in Moroccan dishes: 2 of 7,000), and such a walk
 * then probes the postings for most of the catalogue to fill one page.
 *
 * `matchConditions` name `t0.recipe_id`; `recipeConditions` name recipes' columns. The page's
 * rows carry `recipe_id`, the order keys `k0`, `k1`, ... and the number of matches as `total`.
 */
export function postingsHits(
  lexemes: SearchLexeme[],
  filters: PostingFilters,
  options: { joinRecipes: boolean; matchConditions: SQL[]; recipeConditions: SQL[]; order: HitsOrderKey[] },
): { page: (limit: number, offset: number) => SQL; count: SQL } {
  const { joins, where, score } = matchParts(lexemes, filters);
  const matched = sql`WITH m AS MATERIALIZED (
      SELECT t0.recipe_id, ${score} AS score, t0.rating, t0.total_time, t0.created_at FROM ${joins} WHERE ${sql.join([...where, ...options.matchConditions], sql` AND `)}
    )`;
  const from = options.joinRecipes ? sql`m JOIN recipes ON recipes.id = m.recipe_id` : sql`m`;
  const condition = options.recipeConditions.length ? sql` WHERE ${sql.join(options.recipeConditions, sql` AND `)}` : sql``;
  const keys = options.order.map((key, i) => ({ ...key, alias: sql.raw(`k${i}`) }));
  const orderBy = sql.join(
    keys.map((key) => sql`${key.by}${key.descending ? sql` DESC` : sql``}`),
    sql`, `,
  );
  const columns = sql.join(
    keys.map((key) => sql`${key.by} AS ${key.alias}`),
    sql`, `,
  );
  return {
    page: (limit, offset) =>
      sql`${matched} SELECT m.recipe_id, ${columns}, count(*) OVER () AS total
        FROM ${from}${condition} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
    count: sql`(${matched} SELECT count(*)::integer FROM ${from}${condition})`,
  };
}
