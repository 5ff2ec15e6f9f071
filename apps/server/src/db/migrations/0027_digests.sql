-- Weekly digests: each user's choice per digest (no row: on), the log that sends a digest once per person and week,
-- and the outbox's List-Unsubscribe URL (RFC 8058 one-click), which the sender sets as headers.
CREATE TABLE "notification_settings" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);--> statement-breakpoint
CREATE TABLE "digest_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"week" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "digest_log_user_kind_week_key" ON "digest_log" USING btree ("user_id","kind","week");--> statement-breakpoint
CREATE INDEX "digest_log_sent_at_idx" ON "digest_log" USING btree ("sent_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "list_unsubscribe" text;
