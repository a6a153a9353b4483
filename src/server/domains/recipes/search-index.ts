import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/** The service-written parts of a recipe's search document (the database derives the rest). */
export function recipeSearchFields(recipe: { cuisine: string; tags: string[]; ingredients: { name: string }[] }) {
  return {
    searchKeywords: [recipe.cuisine.replace(/-/g, " "), ...recipe.tags].join(" "),
    searchIngredients: recipe.ingredients.map((i) => i.name).join(" "),
  };
}

/**
 * Adds every word of the recipe texts to the spelling dictionary. Runs after bulk loads; the
 * words are accent-free and unstemmed, as visitors type them.
 */
export async function refreshSearchWords(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO search_words (word)
    SELECT word FROM ts_stat($$
      SELECT to_tsvector('simple', f_unaccent(title || ' ' || search_keywords || ' ' || search_ingredients))
      FROM recipes
    $$)
    WHERE length(word) BETWEEN 3 AND 40 AND word !~ '[0-9]'
    ON CONFLICT (word) DO NOTHING
  `);
}
