-- The menus' search text includes their item names; a generated column accepts only IMMUTABLE
-- functions, and the names are read from the jsonb item lists by this one.
CREATE OR REPLACE FUNCTION f_catering_item_names(items jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(item ->> 'name', ' '), '') FROM jsonb_array_elements(coalesce(items, '[]'::jsonb)) AS item $$;--> statement-breakpoint
CREATE TABLE "catering_reference_counters" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "catering_reference_counters_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
CREATE TABLE "catering_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"buffet_menu_id" integer,
	"industrial_menu_id" integer,
	"menu_name" text NOT NULL,
	"company_name" text,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"event_date" date NOT NULL,
	"event_time" text,
	"event_location" text,
	"participants" integer NOT NULL,
	"special_requests" text,
	"recipient_email" text,
	"copy_queued" boolean DEFAULT false NOT NULL,
	"price_per_person" numeric(10, 2) NOT NULL,
	"estimate" numeric(12, 2) NOT NULL,
	"minimum_order" integer NOT NULL,
	"below_minimum" boolean NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"status_token_hash" text NOT NULL,
	"idempotency_key_hash" text,
	"request_fingerprint" text,
	"sealed_status_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_requests_status_check" CHECK ("catering_requests"."status" IN ('received', 'quoted', 'confirmed', 'declined')),
	CONSTRAINT "catering_requests_menu_check" CHECK (("catering_requests"."kind" = 'buffet' AND "catering_requests"."industrial_menu_id" IS NULL) OR ("catering_requests"."kind" = 'industrial' AND "catering_requests"."buffet_menu_id" IS NULL)),
	CONSTRAINT "catering_requests_participants_check" CHECK ("catering_requests"."participants" > 0)
);
--> statement-breakpoint
ALTER TABLE "buffet_menus" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(f_unaccent(name || ' ' || description || ' ' || occasion || ' ' || meal_type || ' ' || country || ' ' || f_catering_item_names(appetizers) || ' ' || f_catering_item_names(main_course) || ' ' || f_catering_item_names(desserts) || ' ' || f_catering_item_names(beverages)))) STORED;--> statement-breakpoint
ALTER TABLE "industrial_catering_menus" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(f_unaccent(name || ' ' || description || ' ' || country || ' ' || cuisine || ' ' || meal_type || ' ' || industry_type || ' ' || f_catering_item_names(appetizers) || ' ' || f_catering_item_names(main_course) || ' ' || f_catering_item_names(sides) || ' ' || f_catering_item_names(desserts) || ' ' || f_catering_item_names(beverages)))) STORED;--> statement-breakpoint
ALTER TABLE "catering_requests" ADD CONSTRAINT "catering_requests_buffet_menu_id_buffet_menus_id_fk" FOREIGN KEY ("buffet_menu_id") REFERENCES "public"."buffet_menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_requests" ADD CONSTRAINT "catering_requests_industrial_menu_id_industrial_catering_menus_id_fk" FOREIGN KEY ("industrial_menu_id") REFERENCES "public"."industrial_catering_menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catering_requests_reference_idx" ON "catering_requests" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "catering_requests_status_token_idx" ON "catering_requests" USING btree ("status_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "catering_requests_idempotency_idx" ON "catering_requests" USING btree ("idempotency_key_hash");--> statement-breakpoint
CREATE INDEX "catering_requests_status_idx" ON "catering_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "catering_requests_created_idx" ON "catering_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "catering_requests_copy_idx" ON "catering_requests" USING btree ("recipient_email","created_at") WHERE "catering_requests"."copy_queued";--> statement-breakpoint
CREATE INDEX "buffet_menus_meal_type_idx" ON "buffet_menus" USING btree ("meal_type","id");--> statement-breakpoint
CREATE INDEX "buffet_menus_guest_count_idx" ON "buffet_menus" USING btree ("guest_count","id");--> statement-breakpoint
CREATE INDEX "buffet_menus_search_text_trgm_idx" ON "buffet_menus" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "industrial_catering_cuisine_idx" ON "industrial_catering_menus" USING btree ("cuisine","id");--> statement-breakpoint
CREATE INDEX "industrial_catering_industry_idx" ON "industrial_catering_menus" USING btree ("industry_type","id");--> statement-breakpoint
CREATE INDEX "industrial_catering_featured_idx" ON "industrial_catering_menus" USING btree ("id") WHERE "industrial_catering_menus"."featured";--> statement-breakpoint
CREATE INDEX "industrial_catering_search_text_trgm_idx" ON "industrial_catering_menus" USING gin ("search_text" gin_trgm_ops);