-- The charity's working view of an application: private notes and the shortlist star.
CREATE TABLE "application_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE cascade,
	"note" text NOT NULL,
	"author_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "application_notes_application_id_idx" ON "application_notes" USING btree ("application_id", "created_at");--> statement-breakpoint
CREATE TABLE "application_shortlist" (
	"application_id" integer PRIMARY KEY NOT NULL REFERENCES "applications"("id") ON DELETE cascade,
	"charity_id" integer NOT NULL,
	"starred_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "application_shortlist_charity_id_idx" ON "application_shortlist" USING btree ("charity_id", "application_id");
