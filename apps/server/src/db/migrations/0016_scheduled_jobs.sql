CREATE TABLE IF NOT EXISTS "scheduled_job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	"summary" jsonb,
	"error" text,
	"started_by_user_id" integer REFERENCES "users"("id"),
	CONSTRAINT "scheduled_job_runs_outcome_check" CHECK ("outcome" IS NULL OR "outcome" IN ('succeeded', 'failed'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "scheduled_job_runs_job_started_idx" ON "scheduled_job_runs" USING btree ("job", "started_at" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_sent_with_body_idx" ON "outbox" USING btree ("sent_at") WHERE "sent_at" IS NOT NULL AND "text" <> '';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_unverified_created_idx" ON "users" USING btree ("created_at") WHERE NOT "is_verified" AND "deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "impersonation_audits" ADD COLUMN IF NOT EXISTS "reason" text;--> statement-breakpoint
ALTER TABLE "act_as_actions" ADD COLUMN IF NOT EXISTS "reason" text;
