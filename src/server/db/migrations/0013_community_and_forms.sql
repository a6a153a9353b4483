CREATE TABLE "uploaded_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"recipient_email" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_status_check" CHECK ("status" IN ('new', 'in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "content_removal_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"complaint_type" text NOT NULL,
	"content_url" text NOT NULL,
	"description" text NOT NULL,
	"requested_action" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_removal_requests_status_check" CHECK ("status" IN ('new', 'in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "sponsorship_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"website" text,
	"sponsorship_type" text NOT NULL,
	"budget" text NOT NULL,
	"duration" text,
	"objectives" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorship_inquiries_status_check" CHECK ("status" IN ('new', 'in_progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "user_recipes" ALTER COLUMN "image" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_chefs" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "guest_chefs" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "guest_chefs" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "guest_chefs" ADD COLUMN "admin_notes" text;--> statement-breakpoint
ALTER TABLE "guest_chefs" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_recipes" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "user_recipes" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "user_recipes" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "user_recipes" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "user_recipes" ADD COLUMN "social_handle" text;--> statement-breakpoint
ALTER TABLE "user_recipes" ADD COLUMN "calories" integer;--> statement-breakpoint
ALTER TABLE "user_recipes" ADD COLUMN "protein" integer;--> statement-breakpoint
ALTER TABLE "user_recipes" ADD COLUMN "carbs" integer;--> statement-breakpoint
ALTER TABLE "user_recipes" ADD COLUMN "fat" integer;--> statement-breakpoint
ALTER TABLE "user_recipes" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_images_sha256_idx" ON "uploaded_images" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_reference_idx" ON "contact_messages" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_removal_requests_reference_idx" ON "content_removal_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "content_removal_requests_status_idx" ON "content_removal_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorship_inquiries_reference_idx" ON "sponsorship_inquiries" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sponsorship_inquiries_status_idx" ON "sponsorship_inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_chefs_reference_idx" ON "guest_chefs" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "user_recipes_reference_idx" ON "user_recipes" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "guest_chefs" ADD CONSTRAINT "guest_chefs_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "user_recipes" ADD CONSTRAINT "user_recipes_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected'));