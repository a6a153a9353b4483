DROP INDEX "recipes_rating_idx";--> statement-breakpoint
DROP INDEX "recipes_created_idx";--> statement-breakpoint
DROP INDEX "recipes_total_time_idx";--> statement-breakpoint
CREATE INDEX "recipes_rating_idx" ON "recipes" USING btree ("rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "recipes_created_idx" ON "recipes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recipes_total_time_idx" ON "recipes" USING btree ("total_time","rating" DESC NULLS FIRST,"id");