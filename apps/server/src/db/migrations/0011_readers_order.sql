-- Name searches fold case and accents (folded(): 'federation' finds 'Fédération'); their trigram indexes follow.
DROP INDEX IF EXISTS "charities_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "charities_name_trgm_idx" ON "charities" USING gin (folded("name") gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "charity_positions_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "charity_positions_name_trgm_idx" ON "charity_positions" USING gin (folded("name") gin_trgm_ops);--> statement-breakpoint
-- A search finds candidates by their skills and postings by their skills and their charity's causes: the names
-- join the search documents (English and French stems) and the search dictionary (accents and typos forgiven).
CREATE OR REPLACE FUNCTION posting_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM posting_search WHERE posting_id = ANY(ids);
  INSERT INTO posting_search (posting_id, charity_id, position_id, date_posted, expiry_date, position_name, charity_name, names, document, skill_ids)
  SELECT p.id, p.charity_id, p.charity_position_id, p.date_posted, p.expiry_date,
    lower(unaccent(pos.name)), lower(unaccent(c.name)),
    to_tsvector('simple'::regconfig, unaccent(pos.name || ' ' || c.name)),
    setweight(search_document(pos.name), 'A') || setweight(search_document(c.name), 'B')
      || setweight(search_document(regexp_replace(p.description || ' ' || coalesce(p.special_requirements, ''), '<[^>]*>', ' ', 'g')), 'C')
      || setweight(search_document(regexp_replace(concat_ws(' ', c.quote, c.mandate, c.vision), '<[^>]*>', ' ', 'g')), 'D')
      || setweight(search_document(concat_ws(' ',
           (SELECT string_agg(s.name, ' ') FROM charity_posting_skills ps JOIN skills s ON s.id = ps.skill_id WHERE ps.charity_posting_id = p.id),
           (SELECT string_agg(f.name, ' ') FROM charity_focus_areas cf JOIN focus_areas f ON f.id = cf.focus_area_id WHERE cf.charity_id = c.id))), 'D'),
    ARRAY(SELECT ps.skill_id FROM charity_posting_skills ps WHERE ps.charity_posting_id = p.id ORDER BY ps.skill_id)
  FROM charity_postings p
  JOIN charities c ON c.id = p.charity_id
  JOIN charity_positions pos ON pos.id = p.charity_position_id
  WHERE p.id = ANY(ids) AND p.deleted_at IS NULL AND p.charity_posting_status_id = 1 AND c.deleted_at IS NULL
$$;--> statement-breakpoint
CREATE FUNCTION posting_search_causes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM posting_search_refresh(ARRAY(SELECT id FROM charity_postings WHERE charity_id IN (SELECT DISTINCT charity_id FROM changed)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "charity_focus_areas_search_inserted" AFTER INSERT ON "charity_focus_areas" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION posting_search_causes_changed();--> statement-breakpoint
CREATE TRIGGER "charity_focus_areas_search_deleted" AFTER DELETE ON "charity_focus_areas" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION posting_search_causes_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM candidate_search WHERE candidate_id = ANY(ids);
  INSERT INTO candidate_search (candidate_id, user_information_id, board_experience_type_id, last_name, first_name, full_name, names, document, skill_ids)
  SELECT cand.id, ui.id, mp.board_experience_type_id, lower(ui.last_name), lower(ui.first_name),
    lower(unaccent(ui.first_name || ' ' || ui.last_name)),
    to_tsvector('simple'::regconfig, unaccent(ui.first_name || ' ' || ui.last_name)),
    setweight(search_document(concat_ws(' ', ui.first_name, ui.last_name, cand.experience_title, cand.experience_organization_name)), 'A')
      || setweight(search_document(coalesce((SELECT string_agg(e.title, ' ') FROM candidate_experiences e WHERE e.candidate_id = cand.id), '')), 'B')
      || setweight(search_document(regexp_replace(coalesce(cand.about, ''), '<[^>]*>', ' ', 'g')), 'C')
      || setweight(search_document(coalesce((SELECT string_agg(s.name, ' ') FROM candidate_skills cs JOIN skills s ON s.id = cs.skill_id WHERE cs.candidate_id = cand.id), '')), 'D'),
    ARRAY(SELECT cs.skill_id FROM candidate_skills cs WHERE cs.candidate_id = cand.id ORDER BY cs.skill_id)
  FROM candidate_matching_preferences mp
  JOIN candidates cand ON cand.id = mp.candidate_id
  JOIN users u ON u.id = cand.user_id
  JOIN user_informations ui ON ui.user_id = u.id
  WHERE cand.id = ANY(ids) AND mp.permission_to_view_information AND NOT mp.withdraw_participation
    AND cand.deleted_at IS NULL AND NOT cand.is_disabled AND u.deleted_at IS NULL AND NOT u.is_disabled
$$;--> statement-breakpoint
CREATE TRIGGER "skills_search_words" AFTER INSERT OR UPDATE OF name ON "skills" FOR EACH ROW EXECUTE FUNCTION search_words_trigger('name');--> statement-breakpoint
CREATE TRIGGER "focus_areas_search_words" AFTER INSERT OR UPDATE OF name ON "focus_areas" FOR EACH ROW EXECUTE FUNCTION search_words_trigger('name');--> statement-breakpoint
SELECT search_words_add(name) FROM skills;--> statement-breakpoint
SELECT search_words_add(name) FROM focus_areas;--> statement-breakpoint
SELECT posting_search_refresh(ARRAY(SELECT id FROM charity_postings));--> statement-breakpoint
SELECT candidate_search_refresh(ARRAY(SELECT id FROM candidates));
