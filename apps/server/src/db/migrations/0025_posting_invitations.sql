-- 'Invite to apply': a charity asks a suggested candidate to apply for one of its postings. One row per posting and
-- candidate: a double click, or a second representative of the charity, finds it there and sends no second mail.
CREATE TABLE "posting_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"charity_posting_id" integer NOT NULL REFERENCES "charity_postings"("id") ON DELETE cascade,
	"candidate_id" integer NOT NULL REFERENCES "candidates"("id") ON DELETE cascade,
	"invited_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posting_invitations_posting_candidate_key" UNIQUE ("charity_posting_id", "candidate_id")
);--> statement-breakpoint
-- The candidate's side: the postings they were invited to (their recommendations say so).
CREATE INDEX "posting_invitations_candidate_id_idx" ON "posting_invitations" USING btree ("candidate_id", "charity_posting_id");--> statement-breakpoint
CREATE INDEX "posting_invitations_invited_by_user_id_idx" ON "posting_invitations" USING btree ("invited_by_user_id");
