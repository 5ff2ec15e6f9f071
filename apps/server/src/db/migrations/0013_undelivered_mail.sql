ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_failed_idx" ON "outbox" ("failed_at") WHERE failed_at IS NOT NULL;
