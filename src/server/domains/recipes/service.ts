import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { queryRows, recipesVersionNow, textArray, type Database } from "../../db/client.ts";
import { createExpiringMemo } from "../../expiring-memo.ts";
import { remember, touch } from "../../../shared/bounded-memory.ts";
import { readsAfterAsking } from "../../reads-after-asking.ts";
import { readsInBatches } from "../../reads-in-batches.ts";
import { categories, cuisines, dietTypes, recipes } from "../../db/schema/index.ts";
import { createSearchReader, ingredientWords, type SearchLexeme } from "./search-query.ts";
import {
  MAX_POSTING_WORDS,
  postingsCount,
  postingsIngredientIds,
  postingsMatchIds,
  postingsHits,
  postingsPage,
  type HitsOrderKey,
  type PostingFilters,
} from "./search-postings.ts";
import {
  HOME_FEATURED_RECIPES,
  type AdvancedSearchQuery,
  type Lookup,
  type Recipe,
  type RecipeListQuery,
  type RecipeListResponse,
  type RecipeSummary,
} from "../../../shared/schemas/recipe.ts";

/** Filters are optional; page and limit are not. */
type RecipeListFilter = Partial<RecipeListQuery> & Pick<RecipeListQuery, "page" | "limit">;

/** The columns of a recipe card, shared with the lists that show recipes elsewhere (saved recipes). */
export const recipeSummaryColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  image: recipes.image,
  cuisine: recipes.cuisine,
  category: recipes.category,
  dietType: recipes.dietType,
  difficulty: recipes.difficulty,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  servings: recipes.servings,
  rating: recipes.rating,
  reviewCount: recipes.reviewCount,
  featured: recipes.featured,
};

/**
 * The card's columns as a select list under their API names, rendered once for the searches'
 * hand-written statements.
 */
const SUMMARY_SELECT = sql.raw(
  Object.entries(recipeSummaryColumns)
    .map(([name, column]) => `recipes.${column.name} AS "${name}"`)
    .join(", "),
);

/**
 * A recipe's page: the recipe and nothing of the search machinery (its keyword and ingredient
 * texts, its search vector) or of the library's bookkeeping.
 */
export const recipeDetailColumns = {
  ...recipeSummaryColumns,
  videoUrl: recipes.videoUrl,
  mealType: recipes.mealType,
  cookingMethod: recipes.cookingMethod,
  spiceLevel: recipes.spiceLevel,
  priceRange: recipes.priceRange,
  tags: recipes.tags,
  ingredients: recipes.ingredients,
  instructions: recipes.instructions,
  nutritionFacts: recipes.nutritionFacts,
  ayurvedicProperties: recipes.ayurvedicProperties,
  healthBenefits: recipes.healthBenefits,
  creditedAuthor: recipes.creditedAuthor,
  createdAt: recipes.createdAt,
};

const NUTRITION_RULES: Record<string, SQL> = {
  "high-protein": sql`(${recipes.nutritionFacts} ->> 'protein')::numeric >= 20`,
  "low-carb": sql`(${recipes.nutritionFacts} ->> 'carbs')::numeric <= 20`,
  "low-fat": sql`(${recipes.nutritionFacts} ->> 'fat')::numeric <= 10`,
  "high-fiber": sql`(${recipes.nutritionFacts} ->> 'fiber')::numeric >= 8`,
  "low-sodium": sql`(${recipes.nutritionFacts} ->> 'sodium')::numeric <= 400`,
  "low-sugar": sql`(${recipes.nutritionFacts} ->> 'sugar')::numeric <= 8`,
  "low-calorie": sql`${recipes.calories} <= 400`,
};

/** Words that mark a health benefit in the recipes' benefit texts (matched case-insensitively). */
const BENEFIT_PATTERNS: Record<string, string> = {
  digestion: "digest|gut|bloat",
  immunity: "immun",
  heart: "heart|cardio|cholesterol",
  energy: "energ|stamina",
  bones: "bone|calcium",
  skin: "skin",
  "blood-sugar": "blood sugar|glyc|insulin",
  "anti-inflammatory": "inflamm",
};

const CACHE_MS = 5 * 60_000;

/** A kept list as each caller gets it: rows of its own, so no caller changes another's. */
const copiedRows = async <T extends object>(kept: Promise<T[]>): Promise<T[]> => (await kept).map((row) => ({ ...row }));

/**
 * Search answers are remembered per process for this long, and only while the recipes' version
 * (bumped by a trigger in the transaction of every write to recipes) is the one they were read
 * at: a change shows at once, on every instance. On PGlite, where one connection serialises every
 * query, a popular search read once serves everyone asking it meanwhile, and the version is known
 * without asking (the database announces each change to its one process), so a remembered answer
 * does not wait behind other searches' queries.
 */
const SEARCH_ANSWER_MS = 30_000;
/**
 * Remembered blocks of search pages at most, the least recently asked going first. A block keeps
 * only its recipes' ids (at most `RECIPES_READ_TOGETHER`), so the bound holds about 5 MB.
 */
const MAX_SEARCH_ANSWERS = 10_000;
/**
 * Recipes of remembered search pages at most, each kept once however many searches show it. A
 * recipe card takes about 700 bytes, so the bound holds about 17 MB per instance.
 */
const MAX_SEARCHED_RECIPES = 25_000;
/** A search's pages are read this many recipes at a time: four pages of twelve. */
const RECIPES_READ_TOGETHER = 48;

/** A search's key: its settings in a fixed order, unset ones left out, the text's spaces collapsed. */
function searchKey(q: Record<string, unknown>): string {
  const settings = Object.entries(q)
    .filter(([, value]) => !isUnset(value))
    .map(([key, value]) => [key, key === "query" && typeof value === "string" ? value.trim().replace(/\s+/g, " ") : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(settings);
}

/**
 * How a search runs. A plain word search sorted by relevance, with at most the list filters, is
 * answered from the postings (`postings`); any other plain word search is driven by the postings
 * too (`hits`); anything else reads recipes through their indexes.
 */
type SearchPlan = {
  where: SQL | undefined;
  order: SQL[];
  postings: { lexemes: SearchLexeme[]; filters: PostingFilters } | null;
  hits: { page: (limit: number, offset: number) => SQL; directions: boolean[] } | null;
  /**
   * The number of matches as a scalar subquery, counted apart from the page so that the page can
   * come off a sort's index in order: a kept counter where one applies, else a count.
   */
  count: SQL;
  /** Whether the page counts its matches itself: ranked by relevance, it reads every match anyway. */
  countInPage: boolean;
};

/**
 * A bound (inclusive) on a recipe column the postings copy under the same name: a search with
 * only such bounds needs no recipe row to filter its matches.
 */
type CopiedBound = {
  column: typeof recipes.totalTime | typeof recipes.servings | typeof recipes.calories | typeof recipes.rating;
  atLeast: boolean;
  value: number;
};

/** The bounds as conditions, each on the column `on` names for it (recipes' own, or the postings' copy). */
const boundConditions = (bounds: CopiedBound[], on: (bound: CopiedBound) => SQLWrapper): SQL[] =>
  bounds.map((bound) => (bound.atLeast ? gte : lte)(on(bound), bound.value));

const isUnset = (value: unknown) => value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** Told of every visitor search (its first page), for the analytics' most searched words. */
export type SearchListener = (text: string, total: number) => void;

export function createRecipeService(
  db: Database,
  options: {
    onSearch?: SearchListener;
    /** The recipes' version kept in memory, where the database announces each change (PGlite). */
    recipesVersion?: () => string;
    /** How many search answers (and counts) are remembered at most. */
    maxSearchAnswers?: number;
  } = {},
) {
  const maxSearchAnswers = options.maxSearchAnswers ?? MAX_SEARCH_ANSWERS;
  // The recipe page's query is built once: each call only binds the ids (building the SQL from
  // the column list cost more CPU than the rest of the request's work in the database layer).
  const recipesByIds = db
    .select(recipeDetailColumns)
    .from(recipes)
    .where(sql`${recipes.id} = ANY(${sql.placeholder("ids")}::integer[])`)
    .prepare("recipes_by_ids");
  // Recipes asked for in one turn of the event loop are read in one statement.
  const recipeById = readsInBatches(async (ids: number[]) => {
    const rows = await recipesByIds.execute({ ids });
    return new Map(rows.map((row) => [row.id, row]));
  });
  const featuredRecipes = db
    .select(recipeSummaryColumns)
    .from(recipes)
    .where(eq(recipes.featured, true))
    .orderBy(desc(recipes.id))
    .limit(HOME_FEATURED_RECIPES)
    .prepare("featured_recipes");
  // Every home page asks for this list: those asking together share one read begun after they asked.
  const homeFeaturedRecipes = readsAfterAsking(() => featuredRecipes.execute());
  const searchReader = createSearchReader(db, { recipesVersion: () => currentVersion() });
  /** Aggregates over the whole catalogue change slowly; they are computed at most every 5 minutes. */
  const cached = createExpiringMemo(CACHE_MS);

  async function planSearch(q: Partial<AdvancedSearchQuery> & { featured?: boolean }): Promise<SearchPlan> {
    // Conditions on recipe columns the postings hold no copy of (they carry the words, the list
    // filters, the ranges and rating; the ingredients are postings themselves): the
    // postings-driven page applies them to the recipes it joins.
    const recipeFilters: SQL[] = [];
    // Bounds on the columns the postings copy from their recipes: on recipes' columns when
    // recipes are read, on the postings' copies when the postings drive the search.
    const ranges: CopiedBound[] = [];
    let textFilter: SQL | null = null;
    let rank: SQL | null = null;
    let lexemes: SearchLexeme[] | null = null;
    const hasText = Boolean(q.query?.trim());
    const search = hasText ? await searchReader.read(q.query!) : null;
    if (hasText && !search) {
      // Nothing searchable (only punctuation): no recipe can match.
      textFilter = sql`false`;
    } else if (search) {
      const words = search.lexemes;
      if (search.plainWords && words.length <= MAX_POSTING_WORDS) {
        lexemes = words;
        // Plain words: the matching ids come from the postings' indexes, never from reading
        // every matching recipe's search document (only stop words: nothing matches).
        textFilter = words.length ? sql`${recipes.id} IN (${postingsMatchIds(words)})` : sql`false`;
      } else {
        textFilter = sql`${recipes.searchVector} @@ websearch_to_tsquery('english', f_unaccent(${search.text}))`;
      }
      rank = sql`search_score(${recipes.searchVector}, ${textArray(words.map((w) => w.lexeme))})`;
    }
    const listConditions: SQL[] = [];
    if (q.category) listConditions.push(eq(recipes.category, q.category));
    if (q.cuisine) listConditions.push(eq(recipes.cuisine, q.cuisine));
    if (q.dietType) listConditions.push(eq(recipes.dietType, q.dietType));
    if (q.featured !== undefined) listConditions.push(eq(recipes.featured, q.featured));
    if (q.difficulty) listConditions.push(eq(recipes.difficulty, q.difficulty));
    if (q.cookingTimeMin !== undefined) ranges.push({ column: recipes.totalTime, atLeast: true, value: q.cookingTimeMin });
    if (q.cookingTimeMax !== undefined) ranges.push({ column: recipes.totalTime, atLeast: false, value: q.cookingTimeMax });
    if (q.servingsMin !== undefined) ranges.push({ column: recipes.servings, atLeast: true, value: q.servingsMin });
    if (q.servingsMax !== undefined) ranges.push({ column: recipes.servings, atLeast: false, value: q.servingsMax });
    if (q.caloriesMin !== undefined) ranges.push({ column: recipes.calories, atLeast: true, value: q.caloriesMin });
    if (q.caloriesMax !== undefined) ranges.push({ column: recipes.calories, atLeast: false, value: q.caloriesMax });
    if (q.rating !== undefined && q.rating > 0) ranges.push({ column: recipes.rating, atLeast: true, value: q.rating });
    // Each ingredient name: every stem of its words among a recipe's ingredient names.
    const ingredientStems = async (words: string[]) => [...new Set((await searchReader.stems(words)).flat())];
    const ingredientConditions: ((id: SQL) => SQL)[] = [];
    for (const name of q.ingredients ?? []) {
      const words = ingredientWords(name);
      if (words.length === 0) continue;
      const stems = await ingredientStems(words);
      ingredientConditions.push((id) => (stems.length ? sql`${id} IN (${postingsIngredientIds(stems)})` : sql`false`));
    }
    for (const name of q.excludeIngredients ?? []) {
      const stems = await ingredientStems(ingredientWords(name));
      if (stems.length) ingredientConditions.push((id) => sql`${id} NOT IN (${postingsIngredientIds(stems)})`);
    }
    for (const focus of q.nutritionFocus ?? []) recipeFilters.push(NUTRITION_RULES[focus]);
    for (const topic of q.healthBenefits ?? []) {
      recipeFilters.push(sql`${recipes.healthBenefits}::text ~* ${BENEFIT_PATTERNS[topic]}`);
    }
    if (q.cookingMethods?.length) recipeFilters.push(inArray(recipes.cookingMethod, q.cookingMethods));
    if (q.ayurvedicDosha) recipeFilters.push(sql`${recipes.ayurvedicProperties} ->> 'dosha' = ${q.ayurvedicDosha}`);
    if (q.mealType) recipeFilters.push(eq(recipes.mealType, q.mealType));
    if (q.season) recipeFilters.push(sql`${recipes.ayurvedicProperties} -> 'season' @> ${JSON.stringify([q.season])}::jsonb`);
    if (q.priceRange) recipeFilters.push(eq(recipes.priceRange, q.priceRange));
    if (q.spiceLevel) recipeFilters.push(eq(recipes.spiceLevel, q.spiceLevel));
    const filters: SQL[] = [
      ...(textFilter ? [textFilter] : []),
      ...listConditions,
      ...boundConditions(ranges, (bound) => bound.column),
      ...recipeFilters,
      ...ingredientConditions.map((condition) => condition(sql`${recipes.id}`)),
    ];

    const sort = q.sort ?? "relevance";
    const order: SQL[] =
      sort === "newest"
        ? [desc(recipes.createdAt), desc(recipes.id)]
        : sort === "quickest"
          ? [asc(recipes.totalTime), desc(recipes.rating), asc(recipes.id)]
          : sort === "rating"
            ? [desc(recipes.rating), asc(recipes.id)]
            : rank
              ? [sql`${rank} DESC`, desc(recipes.rating), asc(recipes.id)]
              : [desc(recipes.featured), desc(recipes.rating), asc(recipes.id)];
    const { query: _query, category, cuisine, dietType, difficulty, featured, sort: _sort, page: _page, limit: _limit, ...advanced } = q;
    const onlyListFilters = Object.entries(advanced).every(([key, value]) => isUnset(value) || (key === "rating" && value === 0));
    const listFilters: PostingFilters = { category, cuisine, dietType, difficulty, featured };
    const postings = lexemes && sort === "relevance" && onlyListFilters ? { lexemes, filters: listFilters } : null;
    const where = filters.length ? and(...filters) : undefined;

    if (lexemes?.length && !postings) {
      // The same order as `order`, on the postings' copies (relevance is theirs alone): with the
      // ranges on the copies too, only the filters the postings do not copy join recipes.
      const keys: HitsOrderKey[] =
        sort === "newest"
          ? [
              { by: sql`m.created_at`, descending: true },
              { by: sql`m.recipe_id`, descending: true },
            ]
          : sort === "quickest"
            ? [
                { by: sql`m.total_time`, descending: false },
                { by: sql`m.rating`, descending: true },
                { by: sql`m.recipe_id`, descending: false },
              ]
            : sort === "rating"
              ? [
                  { by: sql`m.rating`, descending: true },
                  { by: sql`m.recipe_id`, descending: false },
                ]
              : [
                  { by: sql`m.score`, descending: true },
                  { by: sql`m.rating`, descending: true },
                  { by: sql`m.recipe_id`, descending: false },
                ];
      const hits = postingsHits(lexemes, listFilters, {
        joinRecipes: recipeFilters.length > 0,
        matchConditions: [
          ...boundConditions(ranges, (bound) => sql`t0.${sql.identifier(bound.column.name)}`),
          ...ingredientConditions.map((condition) => condition(sql`t0.recipe_id`)),
        ],
        recipeConditions: recipeFilters,
        order: keys,
      });
      return {
        where,
        order,
        postings: null,
        hits: { page: hits.page, directions: keys.map((key) => key.descending) },
        count: hits.count,
        countInPage: true,
      };
    }

    const facets = Object.entries({ cuisine, category, diet_type: dietType, difficulty, featured }).filter(([, value]) => !isUnset(value));
    let count: SQL;
    if (!hasText && onlyListFilters && facets.length <= 1) {
      const [facet, value] = facets[0] ?? ["all", ""];
      count = sql`coalesce((SELECT recipe_count FROM recipe_counts WHERE facet = ${facet} AND value = ${String(value)}), 0)`;
    } else if (lexemes?.length && onlyListFilters) {
      // Words and list filters: the postings count the matches alone.
      count = postingsCount(lexemes, listFilters);
    } else {
      count = sql`(SELECT count(*)::integer FROM ${recipes} WHERE ${where ?? sql`true`})`;
    }
    return { where, order, postings, hits: null, count, countInPage: hasText && sort === "relevance" };
  }

  /** A row of a search's page: a recipe (none on a later page past the last), the count and the recipes' version. */
  type PageRow = Omit<RecipeSummary, "id"> & { id: number | null; total: number; version: string };

  /**
   * The statement of the page of recipes a plan asks for, in order, each row carrying the number
   * of matches and the recipes' version in the same snapshot (what the answer is remembered under).
   * Written as one template around the card's columns rendered once (`SUMMARY_SELECT`): drizzle's
   * select builder renders its column list anew for every statement, which was most of the CPU a
   * search spent building its SQL.
   */
  function pageStatement(plan: SearchPlan, page: number, limit: number): SQL {
    const offset = (page - 1) * limit;
    const version = recipesVersionNow;
    const ranked = plan.hits
      ? {
          hits: plan.hits.page(limit, offset),
          order: plan.hits.directions.map((descending, i) => sql`${sql.raw(`hits.k${i}`)}${descending ? sql` DESC` : sql``}`),
        }
      : plan.postings
        ? {
            hits: postingsPage(plan.postings.lexemes, plan.postings.filters, limit, offset),
            order: [sql`hits.score DESC`, sql`hits.rating DESC`, sql`hits.recipe_id`],
          }
        : null;
    if (ranked && page === 1) {
      return sql`SELECT ${SUMMARY_SELECT}, hits.total::integer AS total, ${version} AS version
        FROM recipes JOIN (${ranked.hits}) AS hits ON hits.recipe_id = recipes.id ORDER BY ${sql.join(ranked.order, sql`, `)}`;
    }
    if (ranked) {
      // A later page may lie past the last, and then no row carries the count. Rather than a
      // second statement, which on PGlite waits behind every query queued meanwhile, the page
      // hangs off one row that is always there, whose count is read only when no match is: an
      // uncorrelated subquery runs at its first use, and COALESCE stops at its first value.
      return sql`SELECT ${SUMMARY_SELECT}, coalesce(hits.total, ${plan.count})::integer AS total, ${version} AS version
        FROM (SELECT 1) AS one LEFT JOIN (${ranked.hits}) AS hits ON true LEFT JOIN recipes ON recipes.id = hits.recipe_id
        ORDER BY ${sql.join(ranked.order, sql`, `)}`;
    }
    const total = plan.countInPage ? sql`count(*) OVER ()` : plan.count;
    return sql`SELECT ${SUMMARY_SELECT}, (${total})::integer AS total, ${version} AS version
      FROM recipes${plan.where ? sql` WHERE ${plan.where}` : sql``}
      ORDER BY ${sql.join(plan.order, sql`, `)} LIMIT ${limit} OFFSET ${offset}`;
  }

  const pageQuery = (plan: SearchPlan, page: number, limit: number) => queryRows<PageRow>(db, pageStatement(plan, page, limit));

  /** The number of matches for a page past the last, which carries no count, and the recipes' version it was counted at. */
  async function countMatches(plan: SearchPlan): Promise<{ total: number; version: string }> {
    const [row] = await queryRows<{ total: number; version: string }>(
      db,
      sql`SELECT ${plan.count} AS total, ${recipesVersionNow} AS version`,
    );
    return row;
  }

  /** A search's first page is one search; the pages after it are the same search read further. */
  function reportSearch(text: string | undefined, page: number, result: RecipeListResponse, counted: boolean) {
    if (counted && page === 1 && text?.trim()) options.onSearch?.(text, result.total);
    return result;
  }

  /**
   * A block of a search's pages as remembered: its recipes' ids in order, the number of matches,
   * and the recipes' version it was read at: null when no row carried it (then it is not reused),
   * `always` when it holds whatever the recipes (nothing searchable was asked).
   */
  type ReadBlock = { version: string | null; always?: true; ids: number[]; total: number };

  /** Reads a search's `page` of `limit` recipes (a block of the pages visitors see): the block, and its recipes as read. */
  async function runSearch(plan: SearchPlan, page: number, limit: number): Promise<{ block: ReadBlock; recipes: RecipeSummary[] }> {
    // Only stop words: nothing to match, whatever the recipes.
    if (plan.postings?.lexemes.length === 0) return { block: { version: null, always: true, ids: [], total: 0 }, recipes: [] };
    const rows = await pageQuery(plan, page, limit);
    const counted = rows.length === 0 && page > 1 ? await countMatches(plan) : null;
    // A block past the last is one row with the count and no recipe.
    const recipes = rows.flatMap(({ total: _total, version: _version, ...recipe }) =>
      recipe.id === null ? [] : [recipe as RecipeSummary],
    );
    return {
      block: {
        version: rows[0]?.version ?? counted?.version ?? null,
        ids: recipes.map((recipe) => recipe.id),
        total: rows.length > 0 ? rows[0].total : (counted?.total ?? 0),
      },
      recipes,
    };
  }

  /**
   * The version as read from the database (PostgreSQL). Searches asking at once share a read that
   * began after they asked: remembered answers stay current to the moment they are asked for, and
   * a crowd of them does not take a pooled connection each.
   */
  const readVersion = readsAfterAsking(async () => {
    const [row] = await queryRows<{ version: string }>(db, sql`SELECT ${recipesVersionNow} AS version`);
    return row.version;
  });

  /** The recipes' version now: kept in memory where the database announces it (PGlite), else read. */
  async function currentVersion(): Promise<string> {
    if (options.recipesVersion) return options.recipesVersion();
    return readVersion();
  }

  // The three memories below are each kept least recent first under a bound (`remember`, `touch`):
  // visitors can send endless distinct searches. An expired entry left behind is read again when asked.

  /** Remembered blocks of searches' pages, by the search and the block's place. */
  const answers = new Map<string, { at: number; answer: Promise<ReadBlock> }>();
  /**
   * The recipes of remembered blocks, each once however many searches show it, with the version
   * it was read at: a block is answered from memory only while every recipe of the page asked
   * for is here at the block's own version.
   */
  const searchedRecipes = new Map<number, { version: string; recipe: RecipeSummary }>();
  /**
   * Each search's number of matches as last read, by the search without its page: a page past
   * the last of a search whose count is known at the current version is answered without a query.
   */
  const totals = new Map<string, { at: number; version: string; total: number }>();

  /** The recipes of `ids` as remembered at `version`, or null when one of them is not (any more). */
  function rememberedRecipes(ids: number[], version: string): RecipeSummary[] | null {
    const found: { version: string; recipe: RecipeSummary }[] = [];
    for (const id of ids) {
      const kept = searchedRecipes.get(id);
      if (kept?.version !== version) return null;
      found.push(kept);
    }
    for (let i = 0; i < ids.length; i++) touch(searchedRecipes, ids[i], found[i]);
    return found.map((kept) => kept.recipe);
  }

  /**
   * A search's page, from memory when the recipes have not changed since it was read. Pages are
   * read and remembered in blocks of several (`RECIPES_READ_TOGETHER` recipes): finding every
   * match, counting and ranking them is most of a search's cost and the same for every page, so
   * a visitor who reads on finds the next pages remembered. A new block reads the version with
   * its recipes (one round trip); only a remembered one asks for the version now, and one still
   * being read is shared once it proves current. An empty block carries no version and is not
   * reused.
   */
  async function search(
    q: Partial<AdvancedSearchQuery> & { featured?: boolean; page: number; limit: number },
  ): Promise<RecipeListResponse> {
    const pagesTogether = Math.max(1, Math.floor(RECIPES_READ_TOGETHER / q.limit));
    const blockIndex = Math.floor((q.page - 1) / pagesTogether);
    const key = `${searchKey({ ...q, page: undefined })}#${blockIndex}`;
    const matchesKey = searchKey({ ...q, page: undefined, limit: undefined });
    const start = (q.page - 1 - blockIndex * pagesTogether) * q.limit;
    const pageOf = (total: number, recipes: RecipeSummary[]): RecipeListResponse => ({
      recipes,
      total,
      totalPages: Math.ceil(total / q.limit),
    });
    const now = Date.now();
    const kept = answers.get(key);
    if (kept && now - kept.at < SEARCH_ANSWER_MS) {
      const [version, block] = await Promise.all([currentVersion(), kept.answer]);
      if (block.always || block.version === version) {
        const recipes = rememberedRecipes(block.ids.slice(start, start + q.limit), version);
        if (recipes) {
          if (answers.get(key) === kept) touch(answers, key, kept);
          return pageOf(block.total, recipes);
        }
      }
    }
    const known = q.page > 1 ? totals.get(matchesKey) : undefined;
    const knownPages = known ? Math.ceil(known.total / q.limit) : 0;
    if (known && q.page > knownPages && known.version === (await currentVersion())) {
      return { recipes: [], total: known.total, totalPages: knownPages };
    }
    const read = planSearch(q).then((plan) => runSearch(plan, blockIndex + 1, pagesTogether * q.limit));
    const entry = { at: now, answer: read.then(({ block }) => block) };
    // A failed read fails its own caller (below) and those who wait on the entry; with nobody
    // waiting, the entry's failure is not one to report.
    entry.answer.catch(() => undefined);
    remember(answers, key, entry, maxSearchAnswers);
    read.then(
      ({ block, recipes }) => {
        if (block.version === null) return;
        for (const recipe of recipes) {
          remember(searchedRecipes, recipe.id, { version: block.version, recipe }, MAX_SEARCHED_RECIPES);
        }
        remember(totals, matchesKey, { at: now, version: block.version, total: block.total }, maxSearchAnswers);
      },
      () => answers.get(key) === entry && answers.delete(key),
    );
    const { block, recipes } = await read;
    return pageOf(block.total, recipes.slice(start, start + q.limit));
  }

  return {
    /** The home page's featured recipes, newest first. */
    async listFeatured(): Promise<RecipeSummary[]> {
      return [...(await homeFeaturedRecipes())];
    },

    /** The recipe list: its filters, full-text search and pagination. The team's own searches pass `counted: false`. */
    async list(query: RecipeListFilter, { counted = true }: { counted?: boolean } = {}): Promise<RecipeListResponse> {
      const { search: text, ...filters } = query;
      return reportSearch(text, query.page, await search({ ...filters, query: text }), counted);
    },

    /** The whole advanced filter set. The server's own searches (its warm-up) pass `counted: false`. */
    async advancedSearch(query: AdvancedSearchQuery, { counted = true }: { counted?: boolean } = {}): Promise<RecipeListResponse> {
      return reportSearch(query.query, query.page, await search(query), counted);
    },

    /** The database's plan for an advanced search (operations: proves the indexes are used). */
    async explainAdvancedSearch(query: AdvancedSearchQuery): Promise<string> {
      const plan = await planSearch(query);
      const rows = await queryRows<Record<string, string>>(db, sql`EXPLAIN ${pageStatement(plan, query.page, query.limit)}`);
      return rows.map((row) => Object.values(row)[0]).join("\n");
    },

    /** Ingredients used by the most recipes, by the name before any preparation note. */
    async popularIngredients(limit = 20): Promise<{ name: string; count: number }[]> {
      return cached(`popular:${limit}`, async () => {
        return queryRows<{ name: string; count: number }>(
          db,
          sql`
          SELECT lower(trim(split_part(item ->> 'name', ',', 1))) AS name, count(*)::int AS count
          FROM ${recipes}, jsonb_array_elements(${recipes.ingredients}) AS item
          GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${limit}
        `,
        );
      });
    },

    /** Per cuisine: how many recipes, their average rating and total time. */
    async cuisineStats(): Promise<
      { cuisine: string; displayName: string; flag: string | null; count: number; averageRating: number; averageTotalTime: number }[]
    > {
      return cached("cuisine-stats", async () => {
        const rows = await queryRows<{
          cuisine: string;
          displayName: string | null;
          flag: string | null;
          count: number;
          averageRating: string;
          averageTotalTime: string;
        }>(
          db,
          sql`
          SELECT r.cuisine, c.display_name AS "displayName", c.flag, count(*)::int AS count,
                 round(avg(r.rating)::numeric, 2) AS "averageRating", round(avg(r.total_time)::numeric) AS "averageTotalTime"
          FROM ${recipes} r LEFT JOIN ${cuisines} c ON c.name = r.cuisine
          GROUP BY r.cuisine, c.display_name, c.flag ORDER BY count DESC, r.cuisine
        `,
        );
        return rows.map((r) => ({
          ...r,
          displayName: r.displayName ?? r.cuisine,
          averageRating: Number(r.averageRating),
          averageTotalTime: Number(r.averageTotalTime),
        }));
      });
    },

    async getById(id: number): Promise<Recipe | null> {
      const row = await recipeById(id);
      if (!row) return null;
      return { ...row, createdAt: row.createdAt.toISOString() };
    },

    async listIds(): Promise<{ id: number; createdAt: Date }[]> {
      return db.select({ id: recipes.id, createdAt: recipes.createdAt }).from(recipes).orderBy(asc(recipes.id));
    },

    // The lookup lists are written only by the seed, and nearly every recipe page reads them:
    // each instance keeps them for the aggregates' few minutes.
    async categories(): Promise<Lookup[]> {
      return copiedRows(cached("lookups:categories", async () => await db.select().from(categories).orderBy(asc(categories.id))));
    },
    async cuisines(): Promise<Lookup[]> {
      return copiedRows(cached("lookups:cuisines", async () => await db.select().from(cuisines).orderBy(asc(cuisines.displayName))));
    },
    async dietTypes(): Promise<Lookup[]> {
      return copiedRows(cached("lookups:diet-types", async () => await db.select().from(dietTypes).orderBy(asc(dietTypes.id))));
    },
  };
}

export type RecipeService = ReturnType<typeof createRecipeService>;
