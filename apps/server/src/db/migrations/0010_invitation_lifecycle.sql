ALTER TABLE "charity_representative_invitations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boardmatch_representative_invitations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "charity_representative_invitations_email_idx" ON "charity_representative_invitations" USING btree (lower("email"));
