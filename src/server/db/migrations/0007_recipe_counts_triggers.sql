-- The facets a recipe counts under: all recipes, and each list filter's value.
CREATE OR REPLACE FUNCTION recipe_facets(cuisine text, category text, diet_type text, difficulty text, featured boolean)
  RETURNS TABLE (facet text, value text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    VALUES ('all', ''), ('cuisine', cuisine), ('category', category), ('diet_type', diet_type),
           ('difficulty', difficulty), ('featured', featured::text)
  $$;--> statement-breakpoint

-- One upsert per statement, in key order (so concurrent writers lock the counters alike): +1 for
-- each new row, -1 for each old one.
CREATE OR REPLACE FUNCTION recipes_sync_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO recipe_counts (facet, value, recipe_count)
        SELECT f.facet, f.value, count(*)::integer
        FROM new_rows r, recipe_facets(r.cuisine, r.category, r.diet_type, r.difficulty, r.featured) f
        GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (facet, value) DO UPDATE SET recipe_count = recipe_counts.recipe_count + excluded.recipe_count;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO recipe_counts (facet, value, recipe_count)
        SELECT f.facet, f.value, -count(*)::integer
        FROM old_rows r, recipe_facets(r.cuisine, r.category, r.diet_type, r.difficulty, r.featured) f
        GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (facet, value) DO UPDATE SET recipe_count = recipe_counts.recipe_count + excluded.recipe_count;
    ELSE
      INSERT INTO recipe_counts (facet, value, recipe_count)
        SELECT f.facet, f.value, sum(r.delta)::integer
        FROM (SELECT n.cuisine, n.category, n.diet_type, n.difficulty, n.featured, 1 AS delta FROM new_rows n
              UNION ALL
              SELECT o.cuisine, o.category, o.diet_type, o.difficulty, o.featured, -1 FROM old_rows o) r,
             recipe_facets(r.cuisine, r.category, r.diet_type, r.difficulty, r.featured) f
        GROUP BY 1, 2 HAVING sum(r.delta) <> 0 ORDER BY 1, 2
        ON CONFLICT (facet, value) DO UPDATE SET recipe_count = recipe_counts.recipe_count + excluded.recipe_count;
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION recipes_clear_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    TRUNCATE recipe_counts;
    RETURN NULL;
  END
  $$;--> statement-breakpoint

CREATE TRIGGER recipes_counts_insert AFTER INSERT ON recipes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipes_sync_counts();--> statement-breakpoint
CREATE TRIGGER recipes_counts_update AFTER UPDATE ON recipes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipes_sync_counts();--> statement-breakpoint
CREATE TRIGGER recipes_counts_delete AFTER DELETE ON recipes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recipes_sync_counts();--> statement-breakpoint
CREATE TRIGGER recipes_counts_truncate AFTER TRUNCATE ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION recipes_clear_counts();--> statement-breakpoint

INSERT INTO recipe_counts (facet, value, recipe_count)
  SELECT f.facet, f.value, count(*)::integer
  FROM recipes r, recipe_facets(r.cuisine, r.category, r.diet_type, r.difficulty, r.featured) f
  GROUP BY 1, 2;
