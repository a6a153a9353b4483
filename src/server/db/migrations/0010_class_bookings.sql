CREATE TABLE "class_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"class_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"participants" integer NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"idempotency_key" text,
	"cancel_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "class_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
-- Existing sessions: their date and time are wall-clock times at the kitchen (the default SITE_TIME_ZONE).
UPDATE "class_sessions" SET "starts_at" = ("date" + "time"::time) AT TIME ZONE 'America/Los_Angeles';--> statement-breakpoint
ALTER TABLE "class_sessions" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_class_id_cooking_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."cooking_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_waitlist" ADD CONSTRAINT "class_waitlist_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_bookings_reference_idx" ON "class_bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "class_bookings_idempotency_idx" ON "class_bookings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "class_bookings_cancel_token_idx" ON "class_bookings" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE INDEX "class_bookings_session_idx" ON "class_bookings" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_waitlist_session_email_idx" ON "class_waitlist" USING btree ("session_id","email");