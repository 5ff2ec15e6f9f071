-- Forgiving search: a dictionary of the words the search indexes, lower-cased, with their unaccented form.
-- A search word is looked up here (Damerau-Levenshtein over fuzzystrmatch's levenshtein, prefix for the last
-- word, accents folded) and replaced by the indexed words it stands for; the GIN indexes then answer as before.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "search_words" (
	"plain" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_pkey" PRIMARY KEY ("plain", "word")
);--> statement-breakpoint
CREATE INDEX "search_words_length_idx" ON "search_words" USING btree (length("plain"));--> statement-breakpoint
CREATE FUNCTION search_words_add(t text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (plain, word)
  SELECT DISTINCT unaccent(v.lexeme), v.lexeme
  FROM unnest(to_tsvector('simple'::regconfig, regexp_replace(coalesce(t, ''), '<[^>]*>', ' ', 'g'))) v
  WHERE length(v.lexeme) BETWEEN 2 AND 40 AND unaccent(v.lexeme) ~ '^[a-z0-9]+$'
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
CREATE FUNCTION search_words_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  j jsonb := to_jsonb(NEW);
  c text;
  t text := '';
BEGIN
  FOREACH c IN ARRAY TG_ARGV LOOP
    t := t || ' ' || coalesce(j ->> c, '');
  END LOOP;
  PERFORM search_words_add(t);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "charities_search_words" AFTER INSERT OR UPDATE OF name, quote, mandate, vision ON "charities" FOR EACH ROW EXECUTE FUNCTION search_words_trigger('name', 'quote', 'mandate', 'vision');--> statement-breakpoint
CREATE TRIGGER "charity_positions_search_words" AFTER INSERT OR UPDATE OF name ON "charity_positions" FOR EACH ROW EXECUTE FUNCTION search_words_trigger('name');--> statement-breakpoint
CREATE TRIGGER "charity_postings_search_words" AFTER INSERT OR UPDATE OF description, special_requirements ON "charity_postings" FOR EACH ROW EXECUTE FUNCTION search_words_trigger('description', 'special_requirements');--> statement-breakpoint
CREATE TRIGGER "candidates_search_words" AFTER INSERT OR UPDATE OF experience_title, experience_organization_name, about ON "candidates" FOR EACH ROW EXECUTE FUNCTION search_words_trigger('experience_title', 'experience_organization_name', 'about');--> statement-breakpoint
CREATE TRIGGER "candidate_experiences_search_words" AFTER INSERT OR UPDATE OF title ON "candidate_experiences" FOR EACH ROW EXECUTE FUNCTION search_words_trigger('title');--> statement-breakpoint
CREATE TRIGGER "user_informations_search_words" AFTER INSERT OR UPDATE OF first_name, last_name ON "user_informations" FOR EACH ROW EXECUTE FUNCTION search_words_trigger('first_name', 'last_name');--> statement-breakpoint
SELECT search_words_add(concat_ws(' ', name, quote, mandate, vision)) FROM charities;--> statement-breakpoint
SELECT search_words_add(name) FROM charity_positions;--> statement-breakpoint
SELECT search_words_add(concat_ws(' ', description, special_requirements)) FROM charity_postings;--> statement-breakpoint
SELECT search_words_add(concat_ws(' ', experience_title, experience_organization_name, about)) FROM candidates;--> statement-breakpoint
SELECT search_words_add(title) FROM candidate_experiences;--> statement-breakpoint
SELECT search_words_add(concat_ws(' ', first_name, last_name)) FROM user_informations;
