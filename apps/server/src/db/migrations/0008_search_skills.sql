-- A skills filter reads the search table alone: each row holds its posting's (or candidate's) skill ids in a GIN
-- index, which the planner combines with the other filters' indexes instead of joining every posting (or
-- candidate) that has one of the skills, closed or hidden ones included.
ALTER TABLE "posting_search" ADD COLUMN "skill_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "posting_search_skill_ids_idx" ON "posting_search" USING gin ("skill_ids");--> statement-breakpoint
CREATE OR REPLACE FUNCTION posting_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM posting_search WHERE posting_id = ANY(ids);
  INSERT INTO posting_search (posting_id, charity_id, position_id, date_posted, expiry_date, position_name, charity_name, names, document, skill_ids)
  SELECT p.id, p.charity_id, p.charity_position_id, p.date_posted, p.expiry_date,
    lower(unaccent(pos.name)), lower(unaccent(c.name)),
    to_tsvector('simple'::regconfig, unaccent(pos.name || ' ' || c.name)),
    setweight(search_document(pos.name), 'A') || setweight(search_document(c.name), 'B')
      || setweight(search_document(regexp_replace(p.description || ' ' || coalesce(p.special_requirements, ''), '<[^>]*>', ' ', 'g')), 'C')
      || setweight(search_document(regexp_replace(concat_ws(' ', c.quote, c.mandate, c.vision), '<[^>]*>', ' ', 'g')), 'D'),
    ARRAY(SELECT ps.skill_id FROM charity_posting_skills ps WHERE ps.charity_posting_id = p.id ORDER BY ps.skill_id)
  FROM charity_postings p
  JOIN charities c ON c.id = p.charity_id
  JOIN charity_positions pos ON pos.id = p.charity_position_id
  WHERE p.id = ANY(ids) AND p.deleted_at IS NULL AND p.charity_posting_status_id = 1 AND c.deleted_at IS NULL
$$;--> statement-breakpoint
CREATE FUNCTION posting_search_skills_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM posting_search_refresh(ARRAY(SELECT DISTINCT charity_posting_id FROM changed));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "charity_posting_skills_search_inserted" AFTER INSERT ON "charity_posting_skills" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION posting_search_skills_changed();--> statement-breakpoint
CREATE TRIGGER "charity_posting_skills_search_updated" AFTER UPDATE ON "charity_posting_skills" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION posting_search_skills_changed();--> statement-breakpoint
CREATE TRIGGER "charity_posting_skills_search_deleted" AFTER DELETE ON "charity_posting_skills" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION posting_search_skills_changed();--> statement-breakpoint
SELECT posting_search_refresh(ARRAY(SELECT id FROM charity_postings));--> statement-breakpoint
ALTER TABLE "candidate_search" ADD COLUMN "skill_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_search_skill_ids_idx" ON "candidate_search" USING gin ("skill_ids");--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM candidate_search WHERE candidate_id = ANY(ids);
  INSERT INTO candidate_search (candidate_id, user_information_id, board_experience_type_id, last_name, first_name, full_name, names, document, skill_ids)
  SELECT cand.id, ui.id, mp.board_experience_type_id, lower(ui.last_name), lower(ui.first_name),
    lower(unaccent(ui.first_name || ' ' || ui.last_name)),
    to_tsvector('simple'::regconfig, unaccent(ui.first_name || ' ' || ui.last_name)),
    setweight(search_document(concat_ws(' ', ui.first_name, ui.last_name, cand.experience_title, cand.experience_organization_name)), 'A')
      || setweight(search_document(coalesce((SELECT string_agg(e.title, ' ') FROM candidate_experiences e WHERE e.candidate_id = cand.id), '')), 'B')
      || setweight(search_document(regexp_replace(coalesce(cand.about, ''), '<[^>]*>', ' ', 'g')), 'C'),
    ARRAY(SELECT cs.skill_id FROM candidate_skills cs WHERE cs.candidate_id = cand.id ORDER BY cs.skill_id)
  FROM candidate_matching_preferences mp
  JOIN candidates cand ON cand.id = mp.candidate_id
  JOIN users u ON u.id = cand.user_id
  JOIN user_informations ui ON ui.user_id = u.id
  WHERE cand.id = ANY(ids) AND mp.permission_to_view_information AND NOT mp.withdraw_participation
    AND cand.deleted_at IS NULL AND NOT cand.is_disabled AND u.deleted_at IS NULL AND NOT u.is_disabled
$$;--> statement-breakpoint
CREATE TRIGGER "candidate_skills_search_inserted" AFTER INSERT ON "candidate_skills" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_skills_search_updated" AFTER UPDATE ON "candidate_skills" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_skills_search_deleted" AFTER DELETE ON "candidate_skills" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_changed();--> statement-breakpoint
SELECT candidate_search_refresh(ARRAY(SELECT id FROM candidates));
