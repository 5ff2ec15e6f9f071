ALTER TABLE "act_as_actions" ALTER COLUMN "target_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "act_as_actions" ADD COLUMN IF NOT EXISTS "action" text;--> statement-breakpoint
ALTER TABLE "act_as_actions" ADD COLUMN IF NOT EXISTS "subject_name" text;
