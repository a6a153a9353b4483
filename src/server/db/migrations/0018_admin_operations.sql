CREATE TABLE "inbox_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"message_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_replies_kind_check" CHECK ("kind" IN ('contact', 'content_removal', 'sponsorship', 'bulk_enquiry', 'consultation'))
);
--> statement-breakpoint
CREATE TABLE "daily_recipes" (
	"day" date PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"chosen_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_counts" (
	"day" date NOT NULL,
	"area" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_view_counts_day_area_pk" PRIMARY KEY("day","area")
);
--> statement-breakpoint
CREATE TABLE "recipe_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"recipe" jsonb NOT NULL,
	"imported_by" integer,
	"published_recipe_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_view_counts" (
	"day" date NOT NULL,
	"recipe_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recipe_view_counts_day_recipe_id_pk" PRIMARY KEY("day","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "search_query_counts" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_query_counts_day_query_pk" PRIMARY KEY("day","query"),
	CONSTRAINT "search_query_counts_query_check" CHECK (length("search_query_counts"."query") BETWEEN 1 AND 100)
);
--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_inquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_inquiries" ADD COLUMN "internal_notes" text;--> statement-breakpoint
ALTER TABLE "catering_requests" ADD COLUMN "quoted_price_per_person" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "catering_requests" ADD COLUMN "quote_notes" text;--> statement-breakpoint
ALTER TABLE "catering_requests" ADD COLUMN "quote_valid_until" date;--> statement-breakpoint
ALTER TABLE "catering_requests" ADD COLUMN "team_notes" text;--> statement-breakpoint
ALTER TABLE "expert_consultations" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_consultations" ADD COLUMN "internal_notes" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "internal_notes" text;--> statement-breakpoint
ALTER TABLE "content_removal_requests" ADD COLUMN "internal_notes" text;--> statement-breakpoint
ALTER TABLE "sponsorship_inquiries" ADD COLUMN "internal_notes" text;--> statement-breakpoint
ALTER TABLE "daily_recipes" ADD CONSTRAINT "daily_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_view_counts" ADD CONSTRAINT "recipe_view_counts_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_replies_message_idx" ON "inbox_replies" USING btree ("kind","message_id","created_at");--> statement-breakpoint
CREATE INDEX "recipe_drafts_created_idx" ON "recipe_drafts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recipe_view_counts_recipe_idx" ON "recipe_view_counts" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "bulk_inquiries_status_idx" ON "bulk_inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "expert_consultations_status_idx" ON "expert_consultations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "bulk_inquiries" ADD CONSTRAINT "bulk_inquiries_status_check" CHECK ("bulk_inquiries"."status" IN ('new', 'in_progress', 'done'));--> statement-breakpoint
ALTER TABLE "expert_consultations" ADD CONSTRAINT "expert_consultations_status_check" CHECK ("expert_consultations"."status" IN ('new', 'in_progress', 'done'));