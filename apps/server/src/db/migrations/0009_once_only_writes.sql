CREATE TABLE "idempotency_keys" (
	"caller" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" smallint,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_caller_key_pk" PRIMARY KEY("caller","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "charities_charitable_number_key_idx" ON "charities" USING btree (upper(regexp_replace("charitable_number", '[^0-9A-Za-z]', '', 'g')));
