CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cuisines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"flag" text,
	CONSTRAINT "cuisines_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "diet_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	CONSTRAINT "diet_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"cuisine" text NOT NULL,
	"category" text NOT NULL,
	"diet_type" text NOT NULL,
	"difficulty" text NOT NULL,
	"prep_time" integer NOT NULL,
	"cook_time" integer NOT NULL,
	"servings" integer NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"video_url" text,
	"featured" boolean DEFAULT false NOT NULL,
	"meal_type" text,
	"cooking_method" text,
	"spice_level" text,
	"price_range" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"ingredients" jsonb NOT NULL,
	"instructions" jsonb NOT NULL,
	"nutrition_facts" jsonb NOT NULL,
	"ayurvedic_properties" jsonb NOT NULL,
	"health_benefits" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_sessions_capacity_check" CHECK ("class_sessions"."booked" <= "class_sessions"."capacity")
);
--> statement-breakpoint
CREATE TABLE "cooking_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"difficulty" text NOT NULL,
	"category" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"duration" integer NOT NULL,
	"max_participants" integer NOT NULL,
	"instructor_name" text NOT NULL,
	"instructor_image" text NOT NULL,
	"instructor_bio" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"location" text,
	"what_you_will_learn" jsonb NOT NULL,
	"includes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"image" text NOT NULL,
	"category" text NOT NULL,
	"author" text NOT NULL,
	"read_time" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"tags" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"original_price" numeric(10, 2) NOT NULL,
	"sale_price" numeric(10, 2) NOT NULL,
	"discount" integer NOT NULL,
	"includes" jsonb NOT NULL,
	"valid_until" text NOT NULL,
	"badge" text NOT NULL,
	"category" text NOT NULL,
	"students" integer,
	"rating" real,
	"per_person" boolean DEFAULT false NOT NULL,
	"min_guests" integer,
	"amazon_link" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"image" text NOT NULL,
	"category_slug" text NOT NULL,
	"brand" text NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"wholesale" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"weight" text,
	"sku" text,
	"specs" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"image" text NOT NULL,
	CONSTRAINT "shop_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "buffet_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"occasion" text NOT NULL,
	"meal_type" text NOT NULL,
	"country" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"price_per_person" numeric(10, 2) NOT NULL,
	"guest_count" integer NOT NULL,
	"minimum_order" integer NOT NULL,
	"duration" text NOT NULL,
	"service_staff" integer NOT NULL,
	"advance_booking" integer NOT NULL,
	"vegetarian_options" integer NOT NULL,
	"vegan_options" integer NOT NULL,
	"gluten_free_options" integer NOT NULL,
	"appetizers" jsonb NOT NULL,
	"main_course" jsonb NOT NULL,
	"desserts" jsonb NOT NULL,
	"beverages" jsonb NOT NULL,
	"setup_included" boolean NOT NULL,
	"equipment_provided" jsonb NOT NULL,
	"cancellation_policy" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industrial_catering_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"country" text NOT NULL,
	"cuisine" text NOT NULL,
	"meal_type" text NOT NULL,
	"industry_type" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"minimum_order" integer NOT NULL,
	"price_per_person" text NOT NULL,
	"duration" text NOT NULL,
	"advance_booking" integer NOT NULL,
	"capacity" integer NOT NULL,
	"serves_cuisine" text NOT NULL,
	"vegetarian_options" boolean NOT NULL,
	"vegan_options" boolean NOT NULL,
	"gluten_free_options" boolean NOT NULL,
	"halal_options" boolean NOT NULL,
	"kosher_options" boolean NOT NULL,
	"service_staff" integer NOT NULL,
	"setup_included" boolean NOT NULL,
	"equipment_provided" jsonb NOT NULL,
	"cancellation_policy" text NOT NULL,
	"appetizers" jsonb NOT NULL,
	"main_course" jsonb NOT NULL,
	"sides" jsonb NOT NULL,
	"desserts" jsonb NOT NULL,
	"beverages" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_chefs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"profession" text NOT NULL,
	"experience" integer NOT NULL,
	"specialties" jsonb NOT NULL,
	"contribution" jsonb NOT NULL,
	"bio" text NOT NULL,
	"image" text NOT NULL,
	"instagram" text,
	"youtube" text,
	"facebook" text,
	"website" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"author_name" text NOT NULL,
	"email" text NOT NULL,
	"story" text,
	"prep_time" integer NOT NULL,
	"cook_time" integer NOT NULL,
	"serving_size" integer NOT NULL,
	"cuisine_type" text NOT NULL,
	"meal_types" jsonb NOT NULL,
	"ingredients" text NOT NULL,
	"instructions" text NOT NULL,
	"health_benefits" text,
	"image" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_class_id_cooking_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."cooking_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipes_featured_idx" ON "recipes" USING btree ("featured","id");--> statement-breakpoint
CREATE INDEX "recipes_cuisine_idx" ON "recipes" USING btree ("cuisine","id");--> statement-breakpoint
CREATE INDEX "recipes_category_idx" ON "recipes" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "recipes_diet_type_idx" ON "recipes" USING btree ("diet_type","id");--> statement-breakpoint
CREATE INDEX "class_sessions_class_idx" ON "class_sessions" USING btree ("class_id","date");--> statement-breakpoint
CREATE INDEX "cooking_classes_featured_idx" ON "cooking_classes" USING btree ("featured","id");--> statement-breakpoint
CREATE INDEX "cooking_classes_difficulty_idx" ON "cooking_classes" USING btree ("difficulty");--> statement-breakpoint
CREATE INDEX "cooking_classes_category_idx" ON "cooking_classes" USING btree ("category");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_featured_idx" ON "blog_posts" USING btree ("featured","published_at");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_slug","id");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured","id");--> statement-breakpoint
CREATE INDEX "buffet_menus_occasion_idx" ON "buffet_menus" USING btree ("occasion");--> statement-breakpoint
CREATE INDEX "buffet_menus_country_idx" ON "buffet_menus" USING btree ("country");--> statement-breakpoint
CREATE INDEX "industrial_catering_country_idx" ON "industrial_catering_menus" USING btree ("country");--> statement-breakpoint
CREATE INDEX "industrial_catering_meal_idx" ON "industrial_catering_menus" USING btree ("meal_type");--> statement-breakpoint
CREATE INDEX "guest_chefs_status_idx" ON "guest_chefs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "user_recipes_status_idx" ON "user_recipes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");