-- Interviews in the calendar: times proposed to the candidate, the one chosen, and the calendar invitation's own
-- identity (uid, sequence) for its updates and cancellation. The outbox carries a mail's iCalendar part.
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE cascade,
	"state" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"place" text NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone,
	"candidate_message" text,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"proposed_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "interviews_application_id_idx" ON "interviews" USING btree ("application_id", "id");--> statement-breakpoint
-- One interview being arranged per application at a time: a second 'Send' is refused by the database too.
CREATE UNIQUE INDEX "interviews_one_open_idx" ON "interviews" USING btree ("application_id") WHERE "state" IN ('proposed', 'otherTimes', 'scheduled');--> statement-breakpoint
-- The reminder job's look: booked interviews not yet reminded, by start.
CREATE INDEX "interviews_reminder_due_idx" ON "interviews" USING btree ("starts_at") WHERE "state" = 'scheduled' AND "reminded_at" IS NULL;--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL REFERENCES "interviews"("id") ON DELETE cascade,
	"starts_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "interview_slots_interview_id_idx" ON "interview_slots" USING btree ("interview_id", "starts_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar" text;
