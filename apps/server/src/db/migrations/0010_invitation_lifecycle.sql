ALTER TABLE "charity_representative_invitations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boardmatch_representative_invitations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "charity_representative_invitations_email_idx" ON "charity_representative_invitations" USING btree (lower("email"));
--> statement-breakpoint
-- Registering from an invitation agreed to the release form for the invitee: each of them now agrees themselves.
UPDATE "charity_representative_onboarding_steps" SET "completed_percent" = 0 WHERE "onboarding_id" = 9 AND "charity_representative_id" IN (
  SELECT r."id" FROM "charity_representatives" r JOIN "users" u ON u."id" = r."user_id"
  WHERE EXISTS (SELECT 1 FROM "charity_representative_invitations" i WHERE i."charity_id" = r."charity_id" AND lower(i."email") = u."user_name" AND i."accepted_at" IS NOT NULL)
);--> statement-breakpoint
UPDATE "charity_representatives" r SET "accept_terms_and_conditions" = false, "onboarding_complete" = false FROM "users" u
WHERE u."id" = r."user_id" AND EXISTS (SELECT 1 FROM "charity_representative_invitations" i WHERE i."charity_id" = r."charity_id" AND lower(i."email") = u."user_name" AND i."accepted_at" IS NOT NULL);--> statement-breakpoint
-- Onboarding counts the orientation course: whoever has not completed it is not done yet.
UPDATE "charity_representatives" r SET "onboarding_complete" = false WHERE r."onboarding_complete"
  AND NOT EXISTS (SELECT 1 FROM "enrollments" e WHERE e."user_id" = r."user_id" AND e."course_id" = 1679472 AND e."percentage_completed" >= 1);--> statement-breakpoint
UPDATE "candidates" c SET "onboarding_complete" = false WHERE c."onboarding_complete"
  AND NOT EXISTS (SELECT 1 FROM "enrollments" e WHERE e."user_id" = c."user_id" AND e."course_id" = 1679471 AND e."percentage_completed" >= 1);
