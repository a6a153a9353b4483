CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"dosha_type" text NOT NULL,
	"health_concerns" text,
	"question" text NOT NULL,
	"recipe_id" integer,
	"recipe_title" text,
	"recipient_email" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_memory" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_hash" text NOT NULL,
	"source_text" text NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"translated_text" text NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_ingredients" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS ((
  setweight(to_tsvector('english', f_unaccent(coalesce(title, ''))), 'A') ||
  setweight(to_tsvector('english', f_unaccent(coalesce(search_keywords, ''))), 'B') ||
  setweight(to_tsvector('english', f_unaccent(coalesce(description, ''))), 'C') ||
  setweight(to_tsvector('english', f_unaccent(coalesce(search_ingredients, ''))), 'D')
)) STORED;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "total_time" integer GENERATED ALWAYS AS (prep_time + cook_time) STORED;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "calories" integer GENERATED ALWAYS AS (((nutrition_facts ->> 'calories')::numeric)::integer) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expert_consultations_created_idx" ON "expert_consultations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "translation_memory_segment_idx" ON "translation_memory" USING btree ("source_hash","source_language","target_language");--> statement-breakpoint
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "recipes_title_trgm_idx" ON "recipes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_rating_idx" ON "recipes" USING btree ("rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "recipes_created_idx" ON "recipes" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "recipes_total_time_idx" ON "recipes" USING btree ("total_time","id");--> statement-breakpoint
CREATE INDEX "recipes_calories_idx" ON "recipes" USING btree ("calories");--> statement-breakpoint
CREATE INDEX "recipes_difficulty_idx" ON "recipes" USING btree ("difficulty");--> statement-breakpoint
CREATE INDEX "recipes_meal_type_idx" ON "recipes" USING btree ("meal_type");--> statement-breakpoint
CREATE INDEX "recipes_dosha_idx" ON "recipes" USING btree (("ayurvedic_properties" ->> 'dosha'));