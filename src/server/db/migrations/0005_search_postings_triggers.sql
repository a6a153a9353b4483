-- The fields a stemmed word appears in, from its tsvector weights: title (A) 8, cuisine and tags
-- (B) 4, description (C) 2, ingredients (D) 1. Summed over a search's words it is the relevance:
-- a word in the title outranks the same word anywhere else.
CREATE OR REPLACE FUNCTION search_field_mask(weights text[]) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(bit_or(CASE w WHEN 'A' THEN 8 WHEN 'B' THEN 4 WHEN 'C' THEN 2 ELSE 1 END), 0)::smallint
    FROM unnest(weights) AS w
  $$;--> statement-breakpoint

-- The same relevance read straight from a recipe's search document (for searches the postings
-- cannot answer alone: phrases, alternatives, range filters).
CREATE OR REPLACE FUNCTION search_score(document tsvector, lexemes text[]) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(sum(search_field_mask(u.weights)), 0)::integer
    FROM unnest(document) AS u
    WHERE u.lexeme = ANY (lexemes)
  $$;--> statement-breakpoint

-- The key also carries the field mask and rating, so joining a search's words (in recipe order)
-- reads the index alone.
-- Every stemmed word gets its own statistics entry, so the planner knows how many recipes a word
-- has and joins a rare word to a common one by probing instead of reading both lists.
ALTER TABLE recipe_search_terms DROP CONSTRAINT recipe_search_terms_lexeme_recipe_id_pk;--> statement-breakpoint
ALTER TABLE recipe_search_terms ADD CONSTRAINT recipe_search_terms_lexeme_recipe_id_pk PRIMARY KEY (lexeme, recipe_id) INCLUDE (fields, rating);--> statement-breakpoint
ALTER TABLE recipe_search_terms ALTER COLUMN lexeme SET STATISTICS 5000;--> statement-breakpoint

-- Statement triggers with transition tables: a batch insert of recipes writes its postings in one
-- set-based statement, and the word counts in one upsert.
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
      INSERT INTO recipe_search_terms (lexeme, recipe_id, fields, rating, featured, cuisine, category, diet_type, difficulty)
        SELECT u.lexeme, n.id, search_field_mask(u.weights), n.rating, n.featured, n.cuisine, n.category, n.diet_type, n.difficulty
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
  $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION recipes_clear_search_terms() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    TRUNCATE recipe_search_terms, search_terms;
    RETURN NULL;
  END
  $$;--> statement-breakpoint

CREATE TRIGGER recipes_search_terms_insert AFTER INSERT ON recipes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipes_sync_search_terms();--> statement-breakpoint
CREATE TRIGGER recipes_search_terms_update AFTER UPDATE ON recipes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipes_sync_search_terms();--> statement-breakpoint
CREATE TRIGGER recipes_search_terms_delete AFTER DELETE ON recipes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recipes_sync_search_terms();--> statement-breakpoint
CREATE TRIGGER recipes_search_terms_truncate AFTER TRUNCATE ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION recipes_clear_search_terms();--> statement-breakpoint

-- Recipes already stored get their postings now.
INSERT INTO recipe_search_terms (lexeme, recipe_id, fields, rating, featured, cuisine, category, diet_type, difficulty)
  SELECT u.lexeme, r.id, search_field_mask(u.weights), r.rating, r.featured, r.cuisine, r.category, r.diet_type, r.difficulty
  FROM recipes r, unnest(r.search_vector) AS u;--> statement-breakpoint
INSERT INTO search_terms (lexeme, recipe_count)
  SELECT lexeme, count(*)::integer FROM recipe_search_terms GROUP BY lexeme;
