-- Search tables, kept on write by triggers, so that a search reads one table through its indexes and
-- only the page's rows are joined to the rest.
--
-- Posting search: one row per open posting of a charity that is not deleted, with everything a search or a
-- browse reads (filters, sort keys, the folded names that rank first, one full-text document of the posting,
-- its position and its charity), so that a search reads one table through its GIN index and only the page's
-- rows are joined. Kept on write by triggers. The document holds English and French stems of the same text.
CREATE TABLE "posting_search" (
	"posting_id" integer PRIMARY KEY NOT NULL REFERENCES "charity_postings"("id") ON DELETE CASCADE,
	"charity_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"date_posted" timestamp with time zone NOT NULL,
	"expiry_date" date NOT NULL,
	"position_name" text NOT NULL,
	"charity_name" text NOT NULL,
	"names" tsvector NOT NULL,
	"document" tsvector NOT NULL
);--> statement-breakpoint
CREATE INDEX "posting_search_document_idx" ON "posting_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "posting_search_date_posted_idx" ON "posting_search" USING btree ("date_posted" DESC, "posting_id" DESC);--> statement-breakpoint
CREATE INDEX "posting_search_expiry_date_idx" ON "posting_search" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "posting_search_charity_id_idx" ON "posting_search" USING btree ("charity_id");--> statement-breakpoint
CREATE INDEX "posting_search_position_id_idx" ON "posting_search" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "posting_search_position_name_idx" ON "posting_search" USING btree ("position_name");--> statement-breakpoint
CREATE INDEX "posting_search_charity_name_idx" ON "posting_search" USING btree ("charity_name");--> statement-breakpoint
CREATE INDEX "posting_search_names_idx" ON "posting_search" USING gin ("names");--> statement-breakpoint
CREATE FUNCTION search_document(t text) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT to_tsvector('english'::regconfig, t) || to_tsvector('french'::regconfig, t)
$$;--> statement-breakpoint
CREATE FUNCTION posting_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM posting_search WHERE posting_id = ANY(ids);
  INSERT INTO posting_search (posting_id, charity_id, position_id, date_posted, expiry_date, position_name, charity_name, names, document)
  SELECT p.id, p.charity_id, p.charity_position_id, p.date_posted, p.expiry_date,
    lower(unaccent(pos.name)), lower(unaccent(c.name)),
    to_tsvector('simple'::regconfig, unaccent(pos.name || ' ' || c.name)),
    setweight(search_document(pos.name), 'A') || setweight(search_document(c.name), 'B')
      || setweight(search_document(regexp_replace(p.description || ' ' || coalesce(p.special_requirements, ''), '<[^>]*>', ' ', 'g')), 'C')
      || setweight(search_document(regexp_replace(concat_ws(' ', c.quote, c.mandate, c.vision), '<[^>]*>', ' ', 'g')), 'D')
  FROM charity_postings p
  JOIN charities c ON c.id = p.charity_id
  JOIN charity_positions pos ON pos.id = p.charity_position_id
  WHERE p.id = ANY(ids) AND p.deleted_at IS NULL AND p.charity_posting_status_id = 1 AND c.deleted_at IS NULL
$$;--> statement-breakpoint
CREATE FUNCTION posting_search_postings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM posting_search_refresh(ARRAY(SELECT id FROM changed));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "charity_postings_search_inserted" AFTER INSERT ON "charity_postings" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION posting_search_postings_changed();--> statement-breakpoint
CREATE TRIGGER "charity_postings_search_updated" AFTER UPDATE ON "charity_postings" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION posting_search_postings_changed();--> statement-breakpoint
CREATE FUNCTION posting_search_owner_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'charities' THEN
    PERFORM posting_search_refresh(ARRAY(SELECT id FROM charity_postings WHERE charity_id = NEW.id));
  ELSE
    PERFORM posting_search_refresh(ARRAY(SELECT id FROM charity_postings WHERE charity_position_id = NEW.id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "charities_posting_search" AFTER UPDATE OF name, quote, mandate, vision, deleted_at ON "charities" FOR EACH ROW EXECUTE FUNCTION posting_search_owner_changed();--> statement-breakpoint
CREATE TRIGGER "charity_positions_posting_search" AFTER UPDATE OF name ON "charity_positions" FOR EACH ROW EXECUTE FUNCTION posting_search_owner_changed();--> statement-breakpoint
SELECT posting_search_refresh(ARRAY(SELECT id FROM charity_postings));--> statement-breakpoint
-- Charities are searched in English and French stems alike.
DROP INDEX "charities_search_vector_idx";--> statement-breakpoint
ALTER TABLE "charities" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "charities" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(name, '')) || to_tsvector('french'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(quote, '') || ' ' || coalesce(mandate, '') || ' ' || coalesce(vision, ''), '<[^>]*>', ' ', 'g')) || to_tsvector('french'::regconfig, regexp_replace(coalesce(quote, '') || ' ' || coalesce(mandate, '') || ' ' || coalesce(vision, ''), '<[^>]*>', ' ', 'g')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "charities_search_vector_idx" ON "charities" USING gin ("search_vector");
--> statement-breakpoint
-- Candidate search (charity representatives): one row per candidate who lets charities review their profile
-- (and is neither deleted nor disabled), with the sort keys, the folded names and one document (English and
-- French stems) of the names, titles, organisation and about; kept on write by triggers.
CREATE TABLE "candidate_search" (
	"candidate_id" integer PRIMARY KEY NOT NULL REFERENCES "candidates"("id") ON DELETE CASCADE,
	"user_information_id" integer NOT NULL,
	"board_experience_type_id" integer,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"full_name" text NOT NULL,
	"names" tsvector NOT NULL,
	"document" tsvector NOT NULL
);--> statement-breakpoint
CREATE INDEX "candidate_search_last_first_idx" ON "candidate_search" USING btree ("last_name", "first_name", "candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_search_first_last_idx" ON "candidate_search" USING btree ("first_name", "last_name", "candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_search_full_name_idx" ON "candidate_search" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "candidate_search_user_information_id_idx" ON "candidate_search" USING btree ("user_information_id");--> statement-breakpoint
CREATE INDEX "candidate_search_names_idx" ON "candidate_search" USING gin ("names");--> statement-breakpoint
CREATE INDEX "candidate_search_document_idx" ON "candidate_search" USING gin ("document");--> statement-breakpoint
CREATE FUNCTION candidate_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM candidate_search WHERE candidate_id = ANY(ids);
  INSERT INTO candidate_search (candidate_id, user_information_id, board_experience_type_id, last_name, first_name, full_name, names, document)
  SELECT cand.id, ui.id, mp.board_experience_type_id, lower(ui.last_name), lower(ui.first_name),
    lower(unaccent(ui.first_name || ' ' || ui.last_name)),
    to_tsvector('simple'::regconfig, unaccent(ui.first_name || ' ' || ui.last_name)),
    setweight(search_document(concat_ws(' ', ui.first_name, ui.last_name, cand.experience_title, cand.experience_organization_name)), 'A')
      || setweight(search_document(coalesce((SELECT string_agg(e.title, ' ') FROM candidate_experiences e WHERE e.candidate_id = cand.id), '')), 'B')
      || setweight(search_document(regexp_replace(coalesce(cand.about, ''), '<[^>]*>', ' ', 'g')), 'C')
  FROM candidate_matching_preferences mp
  JOIN candidates cand ON cand.id = mp.candidate_id
  JOIN users u ON u.id = cand.user_id
  JOIN user_informations ui ON ui.user_id = u.id
  WHERE cand.id = ANY(ids) AND mp.permission_to_view_information AND NOT mp.withdraw_participation
    AND cand.deleted_at IS NULL AND NOT cand.is_disabled AND u.deleted_at IS NULL AND NOT u.is_disabled
$$;--> statement-breakpoint
CREATE FUNCTION candidate_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'candidates' THEN
    PERFORM candidate_search_refresh(ARRAY(SELECT id FROM changed));
  ELSE
    PERFORM candidate_search_refresh(ARRAY(SELECT DISTINCT candidate_id FROM changed));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "candidates_search_inserted" AFTER INSERT ON "candidates" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_changed();--> statement-breakpoint
CREATE TRIGGER "candidates_search_updated" AFTER UPDATE ON "candidates" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_matching_preferences_search_inserted" AFTER INSERT ON "candidate_matching_preferences" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_matching_preferences_search_updated" AFTER UPDATE ON "candidate_matching_preferences" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_matching_preferences_search_deleted" AFTER DELETE ON "candidate_matching_preferences" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_experiences_search_inserted" AFTER INSERT ON "candidate_experiences" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_experiences_search_updated" AFTER UPDATE ON "candidate_experiences" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_experiences_search_deleted" AFTER DELETE ON "candidate_experiences" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_changed();--> statement-breakpoint
CREATE FUNCTION candidate_search_person_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM candidate_search_refresh(ARRAY(SELECT id FROM candidates WHERE user_id = NEW.id));
  ELSE
    PERFORM candidate_search_refresh(ARRAY(SELECT id FROM candidates WHERE user_id = NEW.user_id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_candidate_search" AFTER UPDATE OF deleted_at, is_disabled ON "users" FOR EACH ROW EXECUTE FUNCTION candidate_search_person_changed();--> statement-breakpoint
CREATE TRIGGER "user_informations_candidate_search" AFTER INSERT OR UPDATE OF first_name, last_name, user_id ON "user_informations" FOR EACH ROW EXECUTE FUNCTION candidate_search_person_changed();--> statement-breakpoint
SELECT candidate_search_refresh(ARRAY(SELECT id FROM candidates));
--> statement-breakpoint
-- Charity names folded (lower-case, unaccented) for the exact and whole-word tiers of a charity search.
-- unaccent() is only stable (its dictionary could change); this wrapper names the dictionary, so an index may use it.
CREATE FUNCTION folded(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, t))
$$;--> statement-breakpoint
CREATE INDEX "charities_folded_name_idx" ON "charities" USING btree (folded("name"));--> statement-breakpoint
CREATE INDEX "charities_name_words_idx" ON "charities" USING gin (to_tsvector('simple'::regconfig, folded("name")));
