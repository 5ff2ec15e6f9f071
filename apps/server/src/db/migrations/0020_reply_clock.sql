-- The response clock: an application the charity has not moved out of Applied (2) waits, and a scheduled job
-- reminds the charity's representatives at 5 and 10 working days, escalates to staff at 15 and closes it as
-- No Response (16) at 30. Each step is kept on the application (reply_stage) and taken in the same transaction as
-- its mail, so no step is taken twice. The job reads only the waiting applications whose next step may be due
-- (reply_due_at, a partial index): at first 5 calendar days after applying (5 working days are at least that),
-- then the exact day of the next step, so a run costs what is due and not what waits.
INSERT INTO "application_statuses" ("id", "name") VALUES (16, 'No Response') ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reply_stage" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION applications_reply_due_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.reply_due_at IS NULL THEN
    NEW.reply_due_at := NEW.application_date + interval '5 days';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_reply_due" BEFORE INSERT ON "applications" FOR EACH ROW EXECUTE FUNCTION applications_reply_due_written();--> statement-breakpoint
UPDATE "applications" SET "reply_due_at" = "application_date" + interval '5 days';--> statement-breakpoint
CREATE INDEX "applications_reply_due_idx" ON "applications" USING btree ("reply_due_at", "id") WHERE application_status_id = 2;--> statement-breakpoint
-- Staff 'Waiting applicants': overdue applications (10 working days and more) by charity, paged in this index.
CREATE INDEX "applications_overdue_idx" ON "applications" USING btree ("folded_charity_name", "charity_id", "application_date", "id") WHERE application_status_id = 2 AND reply_stage >= 2;
