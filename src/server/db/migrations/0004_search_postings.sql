CREATE TABLE "recipe_search_terms" (
	"lexeme" text NOT NULL,
	"recipe_id" integer NOT NULL,
	"fields" smallint NOT NULL,
	"rating" real NOT NULL,
	"featured" boolean NOT NULL,
	"cuisine" text NOT NULL,
	"category" text NOT NULL,
	"diet_type" text NOT NULL,
	"difficulty" text NOT NULL,
	CONSTRAINT "recipe_search_terms_lexeme_recipe_id_pk" PRIMARY KEY("lexeme","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"recipe_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recipe_search_terms_rank_idx" ON "recipe_search_terms" USING btree ("lexeme","fields" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"recipe_id","cuisine","category","diet_type","difficulty","featured");