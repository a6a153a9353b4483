CREATE INDEX "recipes_season_idx" ON "recipes" USING gin (("ayurvedic_properties" -> 'season') jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "recipes_benefits_trgm_idx" ON "recipes" USING gin (("health_benefits"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_cooking_method_idx" ON "recipes" USING btree ("cooking_method");--> statement-breakpoint
CREATE INDEX "recipes_spice_level_idx" ON "recipes" USING btree ("spice_level");--> statement-breakpoint
CREATE INDEX "recipes_price_range_idx" ON "recipes" USING btree ("price_range");--> statement-breakpoint
CREATE INDEX "recipes_servings_idx" ON "recipes" USING btree ("servings");