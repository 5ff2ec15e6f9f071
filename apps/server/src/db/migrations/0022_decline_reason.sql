-- A decline's reason is the charity's own: kept apart from the message the candidate is told.
ALTER TABLE "application_status_changes" ADD COLUMN "decline_reason" text;
