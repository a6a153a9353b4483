CREATE TABLE "sign_in_devices" (
	"token_hash" text NOT NULL,
	"principal" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_devices_token_hash_principal_pk" PRIMARY KEY("token_hash","principal")
);
--> statement-breakpoint
CREATE INDEX "sign_in_devices_principal_idx" ON "sign_in_devices" USING btree ("principal");--> statement-breakpoint
CREATE INDEX "sign_in_devices_last_sign_in_idx" ON "sign_in_devices" USING btree ("last_sign_in_at");