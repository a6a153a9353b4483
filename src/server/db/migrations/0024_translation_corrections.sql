CREATE TABLE "translation_page_texts" (
	"path" text NOT NULL,
	"language" text NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"source_hash" text NOT NULL,
	"source_text" text NOT NULL,
	"previous_source_hash" text,
	"previous_source_text" text,
	"source_changed_at" timestamp with time zone,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_page_texts_path_language_key_pk" PRIMARY KEY("path","language","key")
);
--> statement-breakpoint
ALTER TABLE "translation_memory" ADD COLUMN "corrected_text" text;--> statement-breakpoint
ALTER TABLE "translation_memory" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "translation_memory" ADD COLUMN "corrected_by" text;--> statement-breakpoint
ALTER TABLE "translation_memory" ADD COLUMN "correction_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "translation_page_texts_language_idx" ON "translation_page_texts" USING btree ("language","path");--> statement-breakpoint
CREATE INDEX "translation_memory_correction_changed_idx" ON "translation_memory" USING btree ("correction_changed_at") WHERE "translation_memory"."correction_changed_at" is not null;