-- How a charity answers its applicants, shown on its profile and each posting summary: kept per charity by the
-- nightly reply-stats job over the last 12 months, so that a page reads one row by its key.
CREATE TABLE "charity_reply_stats" (
	"charity_id" integer PRIMARY KEY NOT NULL REFERENCES "charities"("id") ON DELETE CASCADE,
	"answered" integer NOT NULL,
	"unanswered" integer NOT NULL,
	"median_reply_days" integer,
	"computed_at" timestamp with time zone NOT NULL
);
