CREATE INDEX "recipes_search_columns_idx" ON "recipes" USING btree ("id","total_time","calories","servings","rating","created_at");--> statement-breakpoint
-- A number that changes with every statement that writes recipes, in its transaction (so it is
-- seen exactly when the change is): a search answer remembered under one number is never used
-- after a recipe changed, by any instance.
CREATE TABLE IF NOT EXISTS "recipes_version" ("id" boolean PRIMARY KEY DEFAULT true CHECK ("id"), "version" bigint NOT NULL);--> statement-breakpoint
INSERT INTO "recipes_version" ("id", "version") VALUES (true, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipes_bump_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE recipes_version SET version = version + 1;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE TRIGGER recipes_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION recipes_bump_version();
