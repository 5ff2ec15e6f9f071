-- Candidate Search finds people by their causes and working language as well as by their skills: candidate_search
-- keeps the candidate's focus area ids (GIN, like skill_ids: a filter or a cause named in the search box reads the
-- index) and preferred language, and its document holds the causes' names beside the skills' (weight D).
ALTER TABLE "candidate_search" ADD COLUMN "focus_area_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_search" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_search_focus_area_ids_idx" ON "candidate_search" USING gin ("focus_area_ids");--> statement-breakpoint
CREATE INDEX "candidate_search_language_idx" ON "candidate_search" USING btree ("language", "last_name", "first_name", "candidate_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM candidate_search WHERE candidate_id = ANY(ids);
  INSERT INTO candidate_search (candidate_id, user_information_id, board_experience_type_id, last_name, first_name, full_name, names, document, skill_ids, focus_area_ids, language)
  SELECT cand.id, ui.id, mp.board_experience_type_id, lower(ui.last_name), lower(ui.first_name),
    lower(unaccent(ui.first_name || ' ' || ui.last_name)),
    to_tsvector('simple'::regconfig, unaccent(ui.first_name || ' ' || ui.last_name)),
    setweight(search_document(concat_ws(' ', ui.first_name, ui.last_name, cand.experience_title, cand.experience_organization_name)), 'A')
      || setweight(search_document(coalesce((SELECT string_agg(e.title, ' ') FROM candidate_experiences e WHERE e.candidate_id = cand.id), '')), 'B')
      || setweight(search_document(regexp_replace(coalesce(cand.about, ''), '<[^>]*>', ' ', 'g')), 'C')
      || setweight(search_document(concat_ws(' ',
           (SELECT string_agg(s.name, ' ') FROM candidate_skills cs JOIN skills s ON s.id = cs.skill_id WHERE cs.candidate_id = cand.id),
           (SELECT string_agg(f.name, ' ') FROM candidate_focus_areas cf JOIN focus_areas f ON f.id = cf.focus_area_id WHERE cf.candidate_id = cand.id))), 'D'),
    ARRAY(SELECT cs.skill_id FROM candidate_skills cs WHERE cs.candidate_id = cand.id ORDER BY cs.skill_id),
    ARRAY(SELECT cf.focus_area_id FROM candidate_focus_areas cf WHERE cf.candidate_id = cand.id ORDER BY cf.focus_area_id),
    u.preferred_language
  FROM candidate_matching_preferences mp
  JOIN candidates cand ON cand.id = mp.candidate_id
  JOIN users u ON u.id = cand.user_id
  JOIN user_informations ui ON ui.user_id = u.id
  WHERE cand.id = ANY(ids) AND mp.permission_to_view_information AND NOT mp.withdraw_participation
    AND cand.deleted_at IS NULL AND NOT cand.is_disabled AND u.deleted_at IS NULL AND NOT u.is_disabled
$$;--> statement-breakpoint
CREATE TRIGGER "candidate_focus_areas_search_inserted" AFTER INSERT ON "candidate_focus_areas" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_focus_areas_search_updated" AFTER UPDATE ON "candidate_focus_areas" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_focus_areas_search_deleted" AFTER DELETE ON "candidate_focus_areas" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_changed();--> statement-breakpoint
DROP TRIGGER "users_candidate_search" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_candidate_search" AFTER UPDATE OF deleted_at, is_disabled, preferred_language ON "users" FOR EACH ROW EXECUTE FUNCTION candidate_search_person_changed();--> statement-breakpoint
SELECT candidate_search_refresh(ARRAY(SELECT id FROM candidates));
