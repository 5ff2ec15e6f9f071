-- Every list of every side keeps an index-backed plan at 1,000 times the demo (40,000 charities, 150,000
-- candidates, 300,000 applications): a page in the list's default order walks one index and stops after the page,
-- and a search reads its matches through trigram indexes (folded(): case and accents ignored, migration 0011)
-- rather than every row. bench/search-plans.ts explains each list's queries; bench/load.ts measures them.

-- Staff candidates: in the readers' order of the last name (the default) or the first name, ties by the row's id;
-- by join date, ties by id. A search reads the e-mail and the full name through their trigram indexes.
CREATE INDEX IF NOT EXISTS "user_informations_last_name_order_idx" ON "user_informations" USING btree ("last_name" COLLATE "und-x-icu", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_informations_first_name_order_idx" ON "user_informations" USING btree ("first_name" COLLATE "und-x-icu", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_informations_full_name_trgm_idx" ON "user_informations" USING gin (folded("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_user_name_trgm_idx" ON "users" USING gin (folded("user_name") gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "candidates_join_date_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "candidates_join_date_idx" ON "candidates" USING btree ("join_date", "id");--> statement-breakpoint

-- Staff charities in the readers' order of their name (not partial: a partial index matching the lists' "live"
-- condition would be read whole in place of the table, by bitmap, when a search's own index is meant).
CREATE INDEX IF NOT EXISTS "charities_name_order_idx" ON "charities" USING btree ("name" COLLATE "und-x-icu", "id");--> statement-breakpoint

-- Applications (staff: every charity's), newest first.
CREATE INDEX IF NOT EXISTS "applications_application_date_idx" ON "applications" USING btree ("application_date" DESC, "id" DESC);--> statement-breakpoint

-- Pending staff invitations, newest first.
CREATE INDEX IF NOT EXISTS "boardmatch_representative_invitations_pending_idx" ON "boardmatch_representative_invitations" USING btree ("created_at" DESC, "id" DESC) WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL;--> statement-breakpoint

-- Corporations: by name; searched in the name, the website and the e-mail.
CREATE INDEX IF NOT EXISTS "corporations_name_order_idx" ON "corporations" USING btree ("name" COLLATE "und-x-icu", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "corporations_name_trgm_idx" ON "corporations" USING gin (folded("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "corporations_website_trgm_idx" ON "corporations" USING gin (folded("website") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "emails_corporation_name_trgm_idx" ON "emails" USING gin (folded("name") gin_trgm_ops) WHERE "corporation_id" IS NOT NULL;--> statement-breakpoint

-- Courses: by name; searched in the name.
CREATE INDEX IF NOT EXISTS "courses_course_name_order_idx" ON "courses" USING btree ("course_name" COLLATE "und-x-icu", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_course_name_trgm_idx" ON "courses" USING gin (folded("course_name") gin_trgm_ops);--> statement-breakpoint

-- Staff actions (a staff member's own writes, not made while acting): newest first; searched in the subject's name.
CREATE INDEX IF NOT EXISTS "act_as_actions_own_created_at_idx" ON "act_as_actions" USING btree ("created_at" DESC, "id" DESC) WHERE "impersonation_audit_id" IS NULL AND "target_user_id" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "act_as_actions_own_subject_trgm_idx" ON "act_as_actions" USING gin (folded("subject_name") gin_trgm_ops) WHERE "impersonation_audit_id" IS NULL AND "target_user_id" IS NULL;
