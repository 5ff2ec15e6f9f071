-- The board's skills matrix and its terms ending. A member the charity entered (no candidate profile to read skills
-- from) has the skills the charity names on the board member form.
CREATE TABLE "charity_mandate_skills" (
	"charity_mandate_id" integer NOT NULL REFERENCES "charity_mandates"("id") ON DELETE cascade,
	"skill_id" integer NOT NULL REFERENCES "skills"("id"),
	CONSTRAINT "charity_mandate_skills_charity_mandate_id_skill_id_pk" PRIMARY KEY("charity_mandate_id","skill_id")
);--> statement-breakpoint
CREATE INDEX "charity_mandate_skills_skill_id_idx" ON "charity_mandate_skills" USING btree ("skill_id");--> statement-breakpoint
-- 'A board term ends on ...' sent at 90 and at 60 days: once each per mandate, even with two instances or a rerun.
CREATE TABLE "board_term_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"charity_mandate_id" integer NOT NULL REFERENCES "charity_mandates"("id") ON DELETE cascade,
	"days" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_term_notices_days_check" CHECK ("days" IN (90, 60))
);--> statement-breakpoint
CREATE UNIQUE INDEX "board_term_notices_mandate_days_key" ON "board_term_notices" USING btree ("charity_mandate_id", "days");--> statement-breakpoint
-- The job's and 'Terms ending''s look: live mandates by the day they end.
CREATE INDEX "charity_mandates_end_date_idx" ON "charity_mandates" USING btree ("end_date") WHERE "deleted_at" IS NULL;
