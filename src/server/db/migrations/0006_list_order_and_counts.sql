CREATE TABLE "recipe_counts" (
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"recipe_count" integer NOT NULL,
	CONSTRAINT "recipe_counts_facet_value_pk" PRIMARY KEY("facet","value")
);
--> statement-breakpoint
DROP INDEX "recipes_difficulty_idx";--> statement-breakpoint
DROP INDEX "recipes_featured_idx";--> statement-breakpoint
DROP INDEX "recipes_cuisine_idx";--> statement-breakpoint
DROP INDEX "recipes_category_idx";--> statement-breakpoint
DROP INDEX "recipes_diet_type_idx";--> statement-breakpoint
CREATE INDEX "recipes_difficulty_idx" ON "recipes" USING btree ("difficulty","featured" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "recipes_featured_idx" ON "recipes" USING btree ("featured" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "recipes_cuisine_idx" ON "recipes" USING btree ("cuisine","featured" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "recipes_category_idx" ON "recipes" USING btree ("category","featured" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "recipes_diet_type_idx" ON "recipes" USING btree ("diet_type","featured" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id");