-- A search's exact tier is a position or a charity named as the search: at 1,000 times the demo 40,000 open postings
-- are named 'Treasurer'. Its capped count reads each name in a (name, expiry) index, index only, and stops at the cap
-- (search-page.ts counts the two names as two parts); the name alone could not tell the expired apart without reading
-- every row. These replace the indexes of the name alone, whose work they do.
CREATE INDEX "posting_search_position_name_expiry_idx" ON "posting_search" USING btree ("position_name", "expiry_date");--> statement-breakpoint
CREATE INDEX "posting_search_charity_name_expiry_idx" ON "posting_search" USING btree ("charity_name", "expiry_date");--> statement-breakpoint
DROP INDEX IF EXISTS "posting_search_position_name_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "posting_search_charity_name_idx";
--> statement-breakpoint
-- A browse by skills (and an expiry window) reads one row per open posting and skill, in (skill, expiry) order with
-- the date posted beside it: its count and its page come from this index alone (769 postings of two skills in a month,
-- at 1000 times the demo, 0.3 ms) instead of combining the skills' and the dates' indexes over every posting and
-- reading each match's wide search row. Kept by posting_search: a row written there writes its skills here, and a row
-- removed there (the refresh deletes before it inserts) takes its skills with it.
CREATE TABLE "posting_search_skills" (
	"skill_id" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"posting_id" integer NOT NULL REFERENCES "posting_search"("posting_id") ON DELETE CASCADE,
	"date_posted" timestamp with time zone NOT NULL,
	CONSTRAINT "posting_search_skills_pkey" PRIMARY KEY ("skill_id", "expiry_date", "posting_id") INCLUDE ("date_posted")
);--> statement-breakpoint
CREATE INDEX "posting_search_skills_posting_id_idx" ON "posting_search_skills" USING btree ("posting_id");--> statement-breakpoint
CREATE FUNCTION posting_search_skills_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO posting_search_skills (skill_id, expiry_date, posting_id, date_posted)
  SELECT DISTINCT k.skill_id, w.expiry_date, w.posting_id, w.date_posted FROM written w, unnest(w.skill_ids) k(skill_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posting_search_skills_written" AFTER INSERT ON "posting_search" REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION posting_search_skills_written();--> statement-breakpoint
INSERT INTO posting_search_skills (skill_id, expiry_date, posting_id, date_posted)
SELECT DISTINCT k.skill_id, s.expiry_date, s.posting_id, s.date_posted FROM posting_search s, unnest(s.skill_ids) k(skill_id);
--> statement-breakpoint
-- A browse of candidates by skills, likewise: one row per candidate and skill with the name sort keys, so a page walks
-- each skill's candidates in name order and leaves after the page, and the count reads the index alone, instead of
-- reading every candidate of the skill (3,500 at 1000 times the demo, late in the name order) to sort them.
CREATE TABLE "candidate_search_skills" (
	"skill_id" integer NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"candidate_id" integer NOT NULL REFERENCES "candidate_search"("candidate_id") ON DELETE CASCADE,
	CONSTRAINT "candidate_search_skills_pkey" PRIMARY KEY ("skill_id", "last_name", "first_name", "candidate_id")
);--> statement-breakpoint
CREATE INDEX "candidate_search_skills_first_last_idx" ON "candidate_search_skills" USING btree ("skill_id", "first_name", "last_name", "candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_search_skills_candidate_id_idx" ON "candidate_search_skills" USING btree ("candidate_id");--> statement-breakpoint
CREATE FUNCTION candidate_search_skills_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_search_skills (skill_id, last_name, first_name, candidate_id)
  SELECT DISTINCT k.skill_id, w.last_name, w.first_name, w.candidate_id FROM written w, unnest(w.skill_ids) k(skill_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "candidate_search_skills_written" AFTER INSERT ON "candidate_search" REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_skills_written();--> statement-breakpoint
INSERT INTO candidate_search_skills (skill_id, last_name, first_name, candidate_id)
SELECT DISTINCT k.skill_id, s.last_name, s.first_name, s.candidate_id FROM candidate_search s, unnest(s.skill_ids) k(skill_id);
--> statement-breakpoint
-- Staff corporations are searched in their name folded once when written, as charities are (migration 0018): the
-- trigram index's matches were each folded again to be checked (500 for 'harbour' at 1000 times the demo, in the
-- page and again in its count).
ALTER TABLE "corporations" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (folded("name")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "corporations_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "corporations_name_trgm_idx" ON "corporations" USING gin ("folded_name" gin_trgm_ops);
--> statement-breakpoint
-- Staff candidates of some skills, by last name, likewise: one row per live candidate and skill with the list's last
-- name key (the readers' order) beside it, kept by candidate_list. Its refresh deletes a candidate's row before it
-- writes it again (the skills go with it by cascade), or updates it when another transaction wrote it meanwhile.
CREATE TABLE "candidate_list_skills" (
	"skill_id" integer NOT NULL,
	"last_name" text COLLATE "und-x-icu" NOT NULL,
	"user_information_id" integer NOT NULL,
	"candidate_id" integer NOT NULL REFERENCES "candidate_list"("candidate_id") ON DELETE CASCADE,
	CONSTRAINT "candidate_list_skills_pkey" PRIMARY KEY ("skill_id", "last_name", "user_information_id", "candidate_id")
);--> statement-breakpoint
CREATE INDEX "candidate_list_skills_candidate_id_idx" ON "candidate_list_skills" USING btree ("candidate_id");--> statement-breakpoint
CREATE FUNCTION candidate_list_skills_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM candidate_list_skills k USING written w WHERE k.candidate_id = w.candidate_id;
  END IF;
  INSERT INTO candidate_list_skills (skill_id, last_name, user_information_id, candidate_id)
  SELECT DISTINCT k.skill_id, w.last_name, w.user_information_id, w.candidate_id FROM written w, unnest(w.skill_ids) k(skill_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "candidate_list_skills_inserted" AFTER INSERT ON "candidate_list" REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_skills_written();--> statement-breakpoint
CREATE TRIGGER "candidate_list_skills_updated" AFTER UPDATE ON "candidate_list" REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_skills_written();--> statement-breakpoint
INSERT INTO candidate_list_skills (skill_id, last_name, user_information_id, candidate_id)
SELECT DISTINCT k.skill_id, l.last_name, l.user_information_id, l.candidate_id FROM candidate_list l, unnest(l.skill_ids) k(skill_id);
