CREATE TABLE "product_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"brand" text,
	"price" numeric(10, 2) NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"unit" text NOT NULL,
	"short_description" text,
	"full_description" text,
	"ingredients" text,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"usage" text,
	"shelf_life" text,
	"origin" text,
	"hs_code" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_wholesale" boolean DEFAULT false NOT NULL,
	"min_order_qty" integer,
	"in_stock" boolean DEFAULT true NOT NULL,
	"product_type" text DEFAULT 'new' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_by" integer,
	"admin_notes" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_submissions_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "product_submissions_discount_check" CHECK ("product_submissions"."discount_percent" BETWEEN 0 AND 100),
	CONSTRAINT "product_submissions_type_check" CHECK ("product_type" IN ('new', 'used', 'refurbished'))
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "credited_author" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_user_recipe_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_chefs" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "user_recipes" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "user_recipes" ADD COLUMN "recipe_id" integer;--> statement-breakpoint
ALTER TABLE "product_submissions" ADD CONSTRAINT "product_submissions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_submissions_status_idx" ON "product_submissions" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_source_user_recipe_id_unique" UNIQUE("source_user_recipe_id");