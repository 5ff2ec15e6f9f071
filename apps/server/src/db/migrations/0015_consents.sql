CREATE TABLE IF NOT EXISTS "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"charity_id" integer REFERENCES "charities"("id"),
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_kind_check" CHECK ("kind" IN ('terms-and-conditions', 'release-form'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consents_user_id_idx" ON "consents" USING btree ("user_id");
