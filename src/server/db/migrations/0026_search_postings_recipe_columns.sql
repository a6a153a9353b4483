-- The postings also carry the recipe's range filters and sort keys (total time, calories,
-- servings, creation time), so a word search with a range or sorted newest or quickest is
-- answered from the postings' rank index without joining recipes for every match.
DROP INDEX "recipe_search_terms_rank_idx";--> statement-breakpoint
ALTER TABLE "recipe_search_terms" ADD COLUMN "total_time" integer;--> statement-breakpoint
ALTER TABLE "recipe_search_terms" ADD COLUMN "calories" integer;--> statement-breakpoint
ALTER TABLE "recipe_search_terms" ADD COLUMN "servings" integer;--> statement-breakpoint
ALTER TABLE "recipe_search_terms" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint

-- The postings already stored get the copies from their recipes (before the index is built
-- again, so the fill does not maintain it row by row).
UPDATE "recipe_search_terms" t
  SET "total_time" = r.total_time, "calories" = r.calories, "servings" = r.servings, "created_at" = r.created_at
  FROM recipes r
  WHERE r.id = t.recipe_id;--> statement-breakpoint
ALTER TABLE "recipe_search_terms" ALTER COLUMN "servings" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_search_terms" ALTER COLUMN "created_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "recipe_search_terms_rank_idx" ON "recipe_search_terms" USING btree ("lexeme","fields" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"recipe_id","cuisine","category","diet_type","difficulty","featured","total_time","calories","servings","created_at");--> statement-breakpoint

-- As in migration 0005, with the new copies. An update of a recipe deletes all its postings and
-- writes them again from the new row, so changing only its calories or times refreshes them too.
CREATE OR REPLACE FUNCTION recipes_sync_search_terms() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      DELETE FROM recipe_search_terms t
        USING old_rows o, unnest(o.search_vector) AS u
        WHERE t.lexeme = u.lexeme AND t.recipe_id = o.id;
      UPDATE search_terms s SET recipe_count = s.recipe_count - d.n
        FROM (SELECT u.lexeme, count(*)::integer AS n FROM old_rows o, unnest(o.search_vector) AS u GROUP BY u.lexeme) d
        WHERE s.lexeme = d.lexeme;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO recipe_search_terms (lexeme, recipe_id, fields, rating, featured, cuisine, category, diet_type, difficulty,
                                       total_time, calories, servings, created_at)
        SELECT u.lexeme, n.id, search_field_mask(u.weights), n.rating, n.featured, n.cuisine, n.category, n.diet_type, n.difficulty,
               n.total_time, n.calories, n.servings, n.created_at
        FROM new_rows n, unnest(n.search_vector) AS u;
      INSERT INTO search_terms (lexeme, recipe_count)
        SELECT u.lexeme, count(*)::integer FROM new_rows n, unnest(n.search_vector) AS u GROUP BY u.lexeme ORDER BY u.lexeme
        ON CONFLICT (lexeme) DO UPDATE SET recipe_count = search_terms.recipe_count + excluded.recipe_count;
      -- The spelling dictionary learns the new words as typed (accent-free, unstemmed), so a new
      -- dish's name is never "corrected" into another word.
      INSERT INTO search_words (word)
        SELECT DISTINCT u.lexeme
        FROM new_rows n, unnest(to_tsvector('simple', f_unaccent(n.title || ' ' || n.search_keywords || ' ' || n.search_ingredients))) AS u
        WHERE length(u.lexeme) BETWEEN 3 AND 40 AND u.lexeme !~ '[0-9]'
        ON CONFLICT (word) DO NOTHING;
    END IF;
    RETURN NULL;
  END
  $$;
