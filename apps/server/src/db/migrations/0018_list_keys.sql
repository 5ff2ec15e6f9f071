-- Every list statement costs a few milliseconds alone at 1,000 times the demo (150,000 candidates, 300,000
-- applications, 20,000 act-as sign-ins), so ten staff members paging at once stay under 60 ms. What a list filters,
-- sorts or searches on and lives in another table (a name, an e-mail, a skill) is kept beside what it lists, on
-- write, by triggers; a folded text a search tests on every row it walks is stored rather than folded again
-- (folded(), migration 0007, costs microseconds a row). bench/search-plans.ts explains and times each statement.

-- Staff candidates: one row per live candidate (neither they nor their user deleted, with their user information)
-- holding every filter and sort key of the staff list, so a page is chosen in this table alone, in the order of one
-- of its indexes, and only its rows are joined to the rest. full_name and email are folded as the search folds them.
CREATE TABLE "candidate_list" (
	"candidate_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_information_id" integer NOT NULL,
	"is_disabled" boolean NOT NULL,
	"join_date" timestamp with time zone NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"user_name" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"city" text,
	"region_id" integer,
	"skill_ids" integer[] NOT NULL,
	"focus_area_ids" integer[] NOT NULL
);--> statement-breakpoint
CREATE INDEX "candidate_list_last_name_idx" ON "candidate_list" USING btree ("last_name" COLLATE "und-x-icu", "user_information_id");--> statement-breakpoint
CREATE INDEX "candidate_list_first_name_idx" ON "candidate_list" USING btree ("first_name" COLLATE "und-x-icu", "user_information_id");--> statement-breakpoint
CREATE INDEX "candidate_list_user_name_idx" ON "candidate_list" USING btree ("user_name" COLLATE "und-x-icu", "user_id");--> statement-breakpoint
CREATE INDEX "candidate_list_join_date_idx" ON "candidate_list" USING btree ("join_date", "candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_list_email_trgm_idx" ON "candidate_list" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidate_list_skill_ids_idx" ON "candidate_list" USING gin ("skill_ids");--> statement-breakpoint
CREATE INDEX "candidate_list_focus_area_ids_idx" ON "candidate_list" USING gin ("focus_area_ids");--> statement-breakpoint
-- The names the candidates hold, once each: a name search finds its names here (a few rows, however many people
-- share them), and the page then walks only the ranges of those last (or first) names in the list's order.
CREATE TABLE "candidate_list_names" (
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"full_name" text NOT NULL,
	CONSTRAINT "candidate_list_names_pkey" PRIMARY KEY ("last_name", "first_name")
);--> statement-breakpoint
CREATE INDEX "candidate_list_names_full_name_trgm_idx" ON "candidate_list_names" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidate_list_names_first_name_trgm_idx" ON "candidate_list_names" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidate_list_names_last_name_trgm_idx" ON "candidate_list_names" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
-- A candidate's row written again from what it lists (or removed); a name that no candidate holds any more leaves
-- the names (a name is personal: an erased person's with them).
CREATE FUNCTION candidate_list_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  gone_last text[];
  gone_first text[];
BEGIN
  WITH gone AS (DELETE FROM candidate_list WHERE candidate_id = ANY(ids) RETURNING last_name, first_name)
  SELECT array_agg(g.last_name), array_agg(g.first_name) INTO gone_last, gone_first FROM (SELECT DISTINCT last_name, first_name FROM gone) g;
  INSERT INTO candidate_list (candidate_id, user_id, user_information_id, is_disabled, join_date, last_name, first_name, user_name, full_name, email, city, region_id, skill_ids, focus_area_ids)
  SELECT c.id, c.user_id, ui.id, c.is_disabled, c.join_date, ui.last_name, ui.first_name, u.user_name,
    folded(ui.first_name || ' ' || ui.last_name), folded(u.user_name), lower(a.city), a.region_id,
    ARRAY(SELECT s.skill_id FROM candidate_skills s WHERE s.candidate_id = c.id ORDER BY s.skill_id),
    ARRAY(SELECT f.focus_area_id FROM candidate_focus_areas f WHERE f.candidate_id = c.id ORDER BY f.focus_area_id)
  FROM candidates c
  JOIN users u ON u.id = c.user_id
  JOIN user_informations ui ON ui.user_id = u.id
  LEFT JOIN addresses a ON a.user_information_id = ui.id
  WHERE c.id = ANY(ids) AND c.deleted_at IS NULL AND u.deleted_at IS NULL
  -- Written meanwhile by another transaction that refreshed the same candidate: this one's is the later.
  ON CONFLICT (candidate_id) DO UPDATE SET user_id = EXCLUDED.user_id, user_information_id = EXCLUDED.user_information_id,
    is_disabled = EXCLUDED.is_disabled, join_date = EXCLUDED.join_date, last_name = EXCLUDED.last_name, first_name = EXCLUDED.first_name,
    user_name = EXCLUDED.user_name, full_name = EXCLUDED.full_name, email = EXCLUDED.email, city = EXCLUDED.city, region_id = EXCLUDED.region_id,
    skill_ids = EXCLUDED.skill_ids, focus_area_ids = EXCLUDED.focus_area_ids;
  INSERT INTO candidate_list_names (last_name, first_name, full_name)
  SELECT DISTINCT l.last_name, l.first_name, l.full_name FROM candidate_list l WHERE l.candidate_id = ANY(ids)
  ON CONFLICT DO NOTHING;
  IF gone_last IS NOT NULL THEN
    DELETE FROM candidate_list_names n USING unnest(gone_last, gone_first) g(last_name, first_name)
    WHERE n.last_name = g.last_name AND n.first_name = g.first_name
      AND NOT EXISTS (SELECT 1 FROM candidate_list l WHERE l.last_name COLLATE "und-x-icu" = n.last_name AND l.first_name = n.first_name);
  END IF;
END
$$;--> statement-breakpoint
-- Rows written by one statement (an insert of many, a skill list replaced): their candidates, refreshed once.
CREATE FUNCTION candidate_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'candidates' THEN
    PERFORM candidate_list_refresh(ARRAY(SELECT id FROM changed));
  ELSIF TG_TABLE_NAME = 'user_informations' THEN
    PERFORM candidate_list_refresh(ARRAY(SELECT c.id FROM candidates c JOIN changed ui ON ui.user_id = c.user_id));
  ELSIF TG_TABLE_NAME = 'addresses' THEN
    PERFORM candidate_list_refresh(ARRAY(SELECT c.id FROM candidates c JOIN user_informations ui ON ui.user_id = c.user_id JOIN changed a ON a.user_information_id = ui.id));
  ELSE
    PERFORM candidate_list_refresh(ARRAY(SELECT DISTINCT candidate_id FROM changed));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- One person changed (an e-mail, a name, an address, deleted): their candidate, as it was and as it is.
CREATE FUNCTION candidate_list_person_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM candidate_list_refresh(ARRAY(SELECT id FROM candidates WHERE user_id = NEW.id));
  ELSIF TG_TABLE_NAME = 'user_informations' AND TG_OP = 'DELETE' THEN
    PERFORM candidate_list_refresh(ARRAY(SELECT id FROM candidates WHERE user_id = OLD.user_id));
  ELSIF TG_TABLE_NAME = 'user_informations' THEN
    PERFORM candidate_list_refresh(ARRAY(SELECT id FROM candidates WHERE user_id IN (OLD.user_id, NEW.user_id)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM candidate_list_refresh(ARRAY(SELECT c.id FROM candidates c JOIN user_informations ui ON ui.user_id = c.user_id WHERE ui.id = OLD.user_information_id));
  ELSE
    PERFORM candidate_list_refresh(ARRAY(SELECT c.id FROM candidates c JOIN user_informations ui ON ui.user_id = c.user_id
      WHERE ui.id IN (OLD.user_information_id, NEW.user_information_id)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "candidates_list_inserted" AFTER INSERT ON "candidates" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_changed();--> statement-breakpoint
CREATE TRIGGER "candidates_list_updated" AFTER UPDATE ON "candidates" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_changed();--> statement-breakpoint
CREATE TRIGGER "candidates_list_deleted" AFTER DELETE ON "candidates" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_changed();--> statement-breakpoint
CREATE TRIGGER "users_candidate_list" AFTER UPDATE OF user_name, deleted_at ON "users" FOR EACH ROW
  WHEN (OLD.user_name IS DISTINCT FROM NEW.user_name OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at) EXECUTE FUNCTION candidate_list_person_changed();--> statement-breakpoint
CREATE TRIGGER "user_informations_list_inserted" AFTER INSERT ON "user_informations" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_changed();--> statement-breakpoint
CREATE TRIGGER "user_informations_candidate_list" AFTER UPDATE OF first_name, last_name, user_id OR DELETE ON "user_informations" FOR EACH ROW EXECUTE FUNCTION candidate_list_person_changed();--> statement-breakpoint
CREATE TRIGGER "addresses_list_inserted" AFTER INSERT ON "addresses" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_changed();--> statement-breakpoint
CREATE TRIGGER "addresses_candidate_list" AFTER UPDATE OF city, region_id, user_information_id OR DELETE ON "addresses" FOR EACH ROW EXECUTE FUNCTION candidate_list_person_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_skills_list_inserted" AFTER INSERT ON "candidate_skills" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_skills_list_updated" AFTER UPDATE ON "candidate_skills" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_skills_list_moved" AFTER UPDATE ON "candidate_skills" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_skills_list_deleted" AFTER DELETE ON "candidate_skills" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_focus_areas_list_inserted" AFTER INSERT ON "candidate_focus_areas" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_focus_areas_list_updated" AFTER UPDATE ON "candidate_focus_areas" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_focus_areas_list_moved" AFTER UPDATE ON "candidate_focus_areas" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_changed();--> statement-breakpoint
CREATE TRIGGER "candidate_focus_areas_list_deleted" AFTER DELETE ON "candidate_focus_areas" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_changed();--> statement-breakpoint
SELECT candidate_list_refresh(ARRAY(SELECT id FROM candidates));--> statement-breakpoint

-- The act-as audit is searched in the acted-as user's e-mail and name: both kept, folded, on each sign-in (set when
-- it is written, and again when the user's e-mail or name changes), so a search reads the sign-ins' own trigram
-- indexes rather than every person of that name (8,000 people named Singh at 1,000 times the demo, for 1,000 sign-ins).
ALTER TABLE "impersonation_audits" ADD COLUMN "target_email" text;--> statement-breakpoint
ALTER TABLE "impersonation_audits" ADD COLUMN "target_name" text;--> statement-breakpoint
CREATE INDEX "impersonation_audits_target_user_id_idx" ON "impersonation_audits" USING btree ("target_user_id");--> statement-breakpoint
CREATE FUNCTION impersonation_audits_target_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.target_email := (SELECT folded(u.user_name) FROM users u WHERE u.id = NEW.target_user_id);
  NEW.target_name := (SELECT folded(ui.first_name || ' ' || ui.last_name) FROM user_informations ui WHERE ui.user_id = NEW.target_user_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "impersonation_audits_target" BEFORE INSERT OR UPDATE OF target_user_id ON "impersonation_audits" FOR EACH ROW EXECUTE FUNCTION impersonation_audits_target_written();--> statement-breakpoint
CREATE FUNCTION impersonation_audits_refresh(user_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE impersonation_audits a
  SET target_email = (SELECT folded(u.user_name) FROM users u WHERE u.id = a.target_user_id),
    target_name = (SELECT folded(ui.first_name || ' ' || ui.last_name) FROM user_informations ui WHERE ui.user_id = a.target_user_id)
  WHERE a.target_user_id = ANY(user_ids)
$$;--> statement-breakpoint
CREATE FUNCTION impersonation_audits_person_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM impersonation_audits_refresh(ARRAY(SELECT user_id FROM changed));
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM impersonation_audits_refresh(ARRAY[NEW.id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM impersonation_audits_refresh(ARRAY[OLD.user_id]);
  ELSE
    PERFORM impersonation_audits_refresh(ARRAY[OLD.user_id, NEW.user_id]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_impersonation_audits" AFTER UPDATE OF user_name ON "users" FOR EACH ROW
  WHEN (OLD.user_name IS DISTINCT FROM NEW.user_name) EXECUTE FUNCTION impersonation_audits_person_changed();--> statement-breakpoint
CREATE TRIGGER "user_informations_audits_inserted" AFTER INSERT ON "user_informations" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION impersonation_audits_person_changed();--> statement-breakpoint
CREATE TRIGGER "user_informations_impersonation_audits" AFTER UPDATE OF first_name, last_name, user_id OR DELETE ON "user_informations" FOR EACH ROW EXECUTE FUNCTION impersonation_audits_person_changed();--> statement-breakpoint
UPDATE impersonation_audits a SET target_email = folded(u.user_name), target_name = (SELECT folded(ui.first_name || ' ' || ui.last_name) FROM user_informations ui WHERE ui.user_id = u.id)
FROM users u WHERE u.id = a.target_user_id;--> statement-breakpoint
CREATE INDEX "impersonation_audits_target_email_trgm_idx" ON "impersonation_audits" USING gin ("target_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "impersonation_audits_target_name_trgm_idx" ON "impersonation_audits" USING gin ("target_name" gin_trgm_ops);--> statement-breakpoint

-- Applications are searched in their position's and their charity's name: both kept, folded, on the application
-- (as its charity and position ids already are), so a search tests the row it walks instead of joining two tables
-- and folding two names for each one.
ALTER TABLE "applications" ADD COLUMN "folded_position_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "folded_charity_name" text;--> statement-breakpoint
CREATE FUNCTION applications_names_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.folded_position_name := (SELECT folded(p.name) FROM charity_positions p WHERE p.id = NEW.charity_position_id);
  NEW.folded_charity_name := (SELECT folded(c.name) FROM charities c WHERE c.id = NEW.charity_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_names" BEFORE INSERT OR UPDATE OF charity_position_id, charity_id ON "applications" FOR EACH ROW EXECUTE FUNCTION applications_names_written();--> statement-breakpoint
CREATE FUNCTION applications_name_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'charity_positions' THEN
    UPDATE applications SET folded_position_name = folded(NEW.name) WHERE charity_position_id = NEW.id;
  ELSE
    UPDATE applications SET folded_charity_name = folded(NEW.name) WHERE charity_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "charity_positions_applications_name" AFTER UPDATE OF name ON "charity_positions" FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION applications_name_changed();--> statement-breakpoint
CREATE TRIGGER "charities_applications_name" AFTER UPDATE OF name ON "charities" FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION applications_name_changed();--> statement-breakpoint
UPDATE applications a SET folded_position_name = folded(p.name), folded_charity_name = folded(c.name)
FROM charity_positions p, charities c WHERE p.id = a.charity_position_id AND c.id = a.charity_id;--> statement-breakpoint
-- Deleted candidates, a few, whose applications a count leaves out.
CREATE INDEX "candidates_deleted_idx" ON "candidates" USING btree ("id") WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_folded_position_name_trgm_idx" ON "applications" USING gin ("folded_position_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_folded_charity_name_trgm_idx" ON "applications" USING gin ("folded_charity_name" gin_trgm_ops);--> statement-breakpoint

-- Staff charities are searched in their name, folded once when written (every alternative word of a forgiving
-- search tested the name folded again).
ALTER TABLE "charities" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (folded("name")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "charities_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "charities_name_trgm_idx" ON "charities" USING gin ("folded_name" gin_trgm_ops);--> statement-breakpoint

-- Staff actions are searched in their subject's name, folded once when written.
ALTER TABLE "act_as_actions" ADD COLUMN "folded_subject_name" text GENERATED ALWAYS AS (folded("subject_name")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "act_as_actions_own_subject_trgm_idx";--> statement-breakpoint
CREATE INDEX "act_as_actions_own_subject_trgm_idx" ON "act_as_actions" USING gin ("folded_subject_name" gin_trgm_ops) WHERE "impersonation_audit_id" IS NULL AND "target_user_id" IS NULL;--> statement-breakpoint

-- Staff users by last and first name: the page walks the names' order and keeps the staff among them; the count
-- leaves out the staff whose user was deleted (a few, found by this index) rather than reading every user.
CREATE INDEX "user_informations_last_first_name_idx" ON "user_informations" USING btree ("last_name", "first_name");--> statement-breakpoint
CREATE INDEX "users_deleted_idx" ON "users" USING btree ("id") WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint

-- Pending staff invitations counted (and searched by e-mail) from this index alone.
CREATE INDEX "boardmatch_representative_invitations_pending_expiry_idx" ON "boardmatch_representative_invitations" USING btree ("expires_at") INCLUDE ("email") WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL;--> statement-breakpoint

-- A candidate's courses of a type in the readers' order of their name, read in that order.
CREATE INDEX "courses_type_name_order_idx" ON "courses" USING btree ("course_type_id", "course_name" COLLATE "und-x-icu", "course_id");--> statement-breakpoint

-- The new and rewritten tables' statistics now, so their first plans do not wait for autovacuum.
ANALYZE "candidate_list";--> statement-breakpoint
ANALYZE "candidate_list_names";--> statement-breakpoint
ANALYZE "impersonation_audits";--> statement-breakpoint
ANALYZE "applications";--> statement-breakpoint
ANALYZE "act_as_actions";--> statement-breakpoint
ANALYZE "charities";
