CREATE TABLE "age_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"age_from" smallint,
	"age_to" smallint,
	CONSTRAINT "age_groups_bounds_check" CHECK ("age_groups"."age_from" IS NOT NULL OR "age_groups"."age_to" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "application_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "application_statuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "board_experience_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "board_experience_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "board_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "board_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "board_work_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "board_work_hours_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "charity_scopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "charity_scopes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "charity_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "charity_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "countries_name_unique" UNIQUE("name"),
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "development_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "development_stages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "education_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "education_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "experience_contract_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "experience_contract_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "experience_location_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "experience_location_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "file_privacy_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "file_privacy_types_description_unique" UNIQUE("description")
);
--> statement-breakpoint
CREATE TABLE "file_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "file_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "focus_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "focus_areas_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "funding_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "funding_statuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "introduction_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "introduction_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "minority_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "minority_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "phone_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "phone_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "position_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "position_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "posting_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "posting_statuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "pronouns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "pronouns_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"country_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "skills_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "volunteer_experience_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "volunteer_experience_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "volunteer_program_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "volunteer_program_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"address1" text,
	"address2" text,
	"city" text NOT NULL,
	"region_id" integer NOT NULL,
	"code" text,
	"country_id" integer NOT NULL,
	"charity_id" integer,
	"user_information_id" integer,
	"corporation_id" integer,
	CONSTRAINT "addresses_charity_id_unique" UNIQUE("charity_id"),
	CONSTRAINT "addresses_user_information_id_unique" UNIQUE("user_information_id"),
	CONSTRAINT "addresses_corporation_id_unique" UNIQUE("corporation_id"),
	CONSTRAINT "addresses_owner_check" CHECK (num_nonnulls("addresses"."user_information_id", "addresses"."charity_id", "addresses"."corporation_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_information_id" integer,
	"charity_id" integer,
	"corporation_id" integer,
	CONSTRAINT "emails_user_information_id_unique" UNIQUE("user_information_id"),
	CONSTRAINT "emails_charity_id_unique" UNIQUE("charity_id"),
	CONSTRAINT "emails_corporation_id_unique" UNIQUE("corporation_id"),
	CONSTRAINT "emails_owner_check" CHECK (num_nonnulls("emails"."user_information_id", "emails"."charity_id", "emails"."corporation_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"extension" text,
	"phone_type_id" integer DEFAULT 1 NOT NULL,
	"charity_id" integer,
	"user_information_id" integer,
	"corporation_id" integer,
	CONSTRAINT "phones_owner_check" CHECK (num_nonnulls("phones"."user_information_id", "phones"."charity_id", "phones"."corporation_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "user_informations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"pronoun_id" integer,
	"pronoun_other" text,
	"profile_colour" text DEFAULT '#2e7d32' NOT NULL,
	CONSTRAINT "user_informations_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "user_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"last_state" text,
	"candidate_role" smallint DEFAULT 0 NOT NULL,
	"charity_role" smallint DEFAULT 0 NOT NULL,
	"boardmatch_role" smallint DEFAULT 0 NOT NULL,
	"charity_id" integer,
	CONSTRAINT "user_states_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "impersonation_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_user_id" integer NOT NULL,
	"target_user_id" integer NOT NULL,
	"ip_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"acting_admin_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boardmatch_representative_role_permissions" (
	"role_id" integer NOT NULL,
	"claim_id" integer NOT NULL,
	"reads" boolean DEFAULT true NOT NULL,
	CONSTRAINT "boardmatch_representative_role_permissions_role_id_claim_id_pk" PRIMARY KEY("role_id","claim_id")
);
--> statement-breakpoint
CREATE TABLE "boardmatch_representative_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "boardmatch_representative_roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "candidate_role_permissions" (
	"role_id" integer NOT NULL,
	"claim_id" integer NOT NULL,
	"reads" smallint DEFAULT 0 NOT NULL,
	"creates" smallint DEFAULT 0 NOT NULL,
	"updates" smallint DEFAULT 0 NOT NULL,
	"deletes" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "candidate_role_permissions_role_id_claim_id_pk" PRIMARY KEY("role_id","claim_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "candidate_roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "charity_representative_role_permissions" (
	"role_id" integer NOT NULL,
	"claim_id" integer NOT NULL,
	"reads" smallint DEFAULT 0 NOT NULL,
	"creates" smallint DEFAULT 0 NOT NULL,
	"updates" smallint DEFAULT 0 NOT NULL,
	"deletes" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "charity_representative_role_permissions_role_id_claim_id_pk" PRIMARY KEY("role_id","claim_id")
);
--> statement-breakpoint
CREATE TABLE "charity_representative_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"charity_id" integer
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "claims_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "boardmatch_representative_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boardmatch_representative_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "boardmatch_representatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "boardmatch_representatives_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "charity_representative_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"charity_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charity_representative_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "charity_representative_to_roles" (
	"charity_representative_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "charity_representative_to_roles_charity_representative_id_role_id_pk" PRIMARY KEY("charity_representative_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "charity_representatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"charity_id" integer NOT NULL,
	"accept_terms_and_conditions" boolean DEFAULT false NOT NULL,
	"onboarding_complete" boolean DEFAULT false NOT NULL,
	"welcome_suppressed" boolean DEFAULT false NOT NULL,
	"is_senior_staff" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer,
	"file_type_id" integer NOT NULL,
	"file_privacy_type_id" integer,
	"mime_type" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"uploaded_on" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by_user_id" integer,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "files_size_check" CHECK ("files"."size" >= 0),
	CONSTRAINT "files_entity_type_check" CHECK ("files"."entity_type" IN ('user', 'candidate', 'charity', 'candidate-education', 'candidate-experience', 'social-media-type', 'system'))
);
--> statement-breakpoint
CREATE TABLE "corporations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_focus_areas" (
	"candidate_id" integer NOT NULL,
	"focus_area_id" integer NOT NULL,
	CONSTRAINT "candidate_focus_areas_candidate_id_focus_area_id_pk" PRIMARY KEY("candidate_id","focus_area_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_minority_groups" (
	"candidate_id" integer NOT NULL,
	"minority_group_id" integer NOT NULL,
	CONSTRAINT "candidate_minority_groups_candidate_id_minority_group_id_pk" PRIMARY KEY("candidate_id","minority_group_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_skills" (
	"candidate_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "candidate_skills_candidate_id_skill_id_pk" PRIMARY KEY("candidate_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role_id" integer DEFAULT 1 NOT NULL,
	"about" text,
	"experience_title" text NOT NULL,
	"experience_organization_name" text NOT NULL,
	"is_looking_for_position" boolean DEFAULT true NOT NULL,
	"display_email" boolean DEFAULT false NOT NULL,
	"accept_communications" boolean DEFAULT false NOT NULL,
	"accept_terms_and_conditions" boolean DEFAULT false NOT NULL,
	"source_of_introduction_id" integer,
	"source_of_introduction_details" text,
	"age_group_id" integer,
	"other_minority_group" text,
	"background_image_id" integer,
	"onboarding_complete" boolean DEFAULT false NOT NULL,
	"welcome_suppressed" boolean DEFAULT false NOT NULL,
	"join_date" timestamp with time zone DEFAULT now() NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(experience_title, '') || ' ' || coalesce(experience_organization_name, '')), 'A') || setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(about, ''), '<[^>]*>', ' ', 'g')), 'B')) STORED,
	CONSTRAINT "candidates_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_education_skills" (
	"candidate_education_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "candidate_education_skills_candidate_education_id_skill_id_pk" PRIMARY KEY("candidate_education_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_educations" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"education_type_id" integer NOT NULL,
	"designation" text,
	"institution" text NOT NULL,
	"area_of_study" text,
	"start_date" date,
	"end_date" date,
	"image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_educations_dates_check" CHECK ("candidate_educations"."start_date" IS NULL OR "candidate_educations"."end_date" IS NULL OR "candidate_educations"."start_date" <= "candidate_educations"."end_date")
);
--> statement-breakpoint
CREATE TABLE "candidate_experience_skills" (
	"candidate_experience_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "candidate_experience_skills_candidate_experience_id_skill_id_pk" PRIMARY KEY("candidate_experience_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"title" text NOT NULL,
	"organization_name" text NOT NULL,
	"description" text,
	"contract_type_id" integer,
	"location_type_id" integer DEFAULT 1 NOT NULL,
	"city" text,
	"region_id" integer,
	"country_id" integer,
	"start_date" date,
	"end_date" date,
	"image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_experiences_dates_check" CHECK ("candidate_experiences"."start_date" IS NULL OR "candidate_experiences"."end_date" IS NULL OR "candidate_experiences"."start_date" <= "candidate_experiences"."end_date")
);
--> statement-breakpoint
CREATE TABLE "candidate_matching_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"board_experience_type_id" integer,
	"employer_volunteer_program_type_id" integer,
	"employer_volunteer_program_other" text,
	"other_volunteer_experience" text,
	"geographical_area_preference" text,
	"reasons_and_goals" text,
	"permission_to_view_information" boolean DEFAULT false NOT NULL,
	"withdraw_participation" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_matching_preferences_candidate_id_unique" UNIQUE("candidate_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_volunteer_experience_types" (
	"candidate_id" integer NOT NULL,
	"volunteer_experience_type_id" integer NOT NULL,
	CONSTRAINT "candidate_volunteer_experience_types_candidate_id_volunteer_experience_type_id_pk" PRIMARY KEY("candidate_id","volunteer_experience_type_id")
);
--> statement-breakpoint
CREATE TABLE "charities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"charitable_number" text,
	"website" text,
	"year_of_incorporation" integer,
	"quote" text,
	"mandate" text,
	"vision" text,
	"charity_scope_id" integer,
	"charity_type_id" integer,
	"background_image_id" integer,
	"onboarding_complete" boolean DEFAULT false NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(quote, '') || ' ' || coalesce(mandate, '') || ' ' || coalesce(vision, ''), '<[^>]*>', ' ', 'g')), 'B')) STORED,
	CONSTRAINT "charities_year_of_incorporation_check" CHECK ("charities"."year_of_incorporation" IS NULL OR "charities"."year_of_incorporation" = 0 OR "charities"."year_of_incorporation" >= 1901)
);
--> statement-breakpoint
CREATE TABLE "charity_focus_areas" (
	"charity_id" integer NOT NULL,
	"focus_area_id" integer NOT NULL,
	CONSTRAINT "charity_focus_areas_charity_id_focus_area_id_pk" PRIMARY KEY("charity_id","focus_area_id")
);
--> statement-breakpoint
CREATE TABLE "charity_position_matchings" (
	"id" serial PRIMARY KEY NOT NULL,
	"charity_id" integer NOT NULL,
	"annual_general_meeting_month" smallint,
	"recruit_for_board_month" smallint,
	"charity_board_type_id" integer,
	"charity_development_stage_id" integer,
	"operating_budget_current_year" bigint,
	"charity_funding_status_id" integer,
	"number_of_paid_staff" integer,
	"number_of_volunteers" integer,
	"maximum_board_size" integer,
	"length_of_board_term" smallint,
	"length_of_renewable_term" smallint,
	"charity_board_work_hours_id" integer,
	"charity_board_work_hours_other" text,
	"board_meeting_times_per_year" integer,
	"board_meeting_time_and_day" text,
	"board_meeting_location" text,
	"board_extra_activities" text,
	"filed_latest_t3010" boolean DEFAULT false NOT NULL,
	"statuary_remittances_up_to_date" boolean DEFAULT false NOT NULL,
	"opt_out_of_automated_matching" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charity_position_matchings_charity_id_unique" UNIQUE("charity_id"),
	CONSTRAINT "charity_position_matchings_agm_month_check" CHECK ("charity_position_matchings"."annual_general_meeting_month" BETWEEN 1 AND 12),
	CONSTRAINT "charity_position_matchings_recruit_month_check" CHECK ("charity_position_matchings"."recruit_for_board_month" BETWEEN 1 AND 12),
	CONSTRAINT "charity_position_matchings_board_term_check" CHECK ("charity_position_matchings"."length_of_board_term" BETWEEN 1 AND 5),
	CONSTRAINT "charity_position_matchings_renewable_term_check" CHECK ("charity_position_matchings"."length_of_renewable_term" BETWEEN -1 AND 5),
	CONSTRAINT "charity_position_matchings_counts_check" CHECK (coalesce("charity_position_matchings"."number_of_paid_staff", 0) >= 0 AND coalesce("charity_position_matchings"."number_of_volunteers", 0) >= 0 AND coalesce("charity_position_matchings"."maximum_board_size", 0) >= 0 AND coalesce("charity_position_matchings"."board_meeting_times_per_year", 0) >= 0 AND coalesce("charity_position_matchings"."operating_budget_current_year", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "charity_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"charity_id" integer NOT NULL,
	"name" text NOT NULL,
	"details" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"daytime_phone" text,
	"extension" text,
	"title" text,
	"email" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"is_senior_staff" boolean DEFAULT false NOT NULL,
	"charity_id" integer,
	"corporation_id" integer
);
--> statement-breakpoint
CREATE TABLE "charity_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"charity_id" integer NOT NULL,
	"charity_position_id" integer NOT NULL,
	"charity_representative_id" integer,
	"start_date" date,
	"end_date" date,
	"sort_order" smallint DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "charity_mandates_dates_check" CHECK ("charity_mandates"."start_date" IS NULL OR "charity_mandates"."end_date" IS NULL OR "charity_mandates"."start_date" <= "charity_mandates"."end_date")
);
--> statement-breakpoint
CREATE TABLE "charity_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"charity_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"is_not_board" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "charity_posting_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"charity_posting_id" integer NOT NULL,
	"sent_by_user_id" integer,
	"to_name" text NOT NULL,
	"to_email" text NOT NULL,
	"from_name" text NOT NULL,
	"subject" text NOT NULL,
	"custom_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charity_posting_skills" (
	"charity_posting_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "charity_posting_skills_charity_posting_id_skill_id_pk" PRIMARY KEY("charity_posting_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "charity_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"charity_id" integer NOT NULL,
	"charity_position_id" integer NOT NULL,
	"charity_representative_id" integer,
	"description" text NOT NULL,
	"special_requirements" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"date_posted" timestamp with time zone DEFAULT now() NOT NULL,
	"charity_posting_status_id" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(special_requirements, '')), 'B')) STORED,
	CONSTRAINT "charity_postings_dates_check" CHECK ("charity_postings"."start_date" <= "charity_postings"."end_date")
);
--> statement-breakpoint
CREATE TABLE "application_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from_status_id" integer,
	"to_status_id" integer NOT NULL,
	"changed_by_user_id" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"posting_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"charity_id" integer NOT NULL,
	"charity_position_id" integer NOT NULL,
	"description" text NOT NULL,
	"application_date" timestamp with time zone DEFAULT now() NOT NULL,
	"application_status_id" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_candidate_posting_key" UNIQUE("candidate_id","posting_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_onboarding_steps" (
	"candidate_id" integer NOT NULL,
	"onboarding_id" smallint NOT NULL,
	"completed_percent" smallint DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_onboarding_steps_candidate_id_onboarding_id_pk" PRIMARY KEY("candidate_id","onboarding_id"),
	CONSTRAINT "candidate_onboarding_steps_step_check" CHECK ("candidate_onboarding_steps"."onboarding_id" BETWEEN 1 AND 5),
	CONSTRAINT "candidate_onboarding_steps_percent_check" CHECK ("candidate_onboarding_steps"."completed_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "charity_onboarding_steps" (
	"charity_id" integer NOT NULL,
	"onboarding_id" smallint NOT NULL,
	"completed_percent" smallint DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charity_onboarding_steps_charity_id_onboarding_id_pk" PRIMARY KEY("charity_id","onboarding_id"),
	CONSTRAINT "charity_onboarding_steps_step_check" CHECK ("charity_onboarding_steps"."onboarding_id" BETWEEN 6 AND 7),
	CONSTRAINT "charity_onboarding_steps_percent_check" CHECK ("charity_onboarding_steps"."completed_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "charity_representative_onboarding_steps" (
	"charity_representative_id" integer NOT NULL,
	"onboarding_id" smallint NOT NULL,
	"completed_percent" smallint DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charity_representative_onboarding_steps_pk" PRIMARY KEY("charity_representative_id","onboarding_id"),
	CONSTRAINT "charity_representative_onboarding_steps_step_check" CHECK ("charity_representative_onboarding_steps"."onboarding_id" BETWEEN 8 AND 9),
	CONSTRAINT "charity_representative_onboarding_steps_percent_check" CHECK ("charity_representative_onboarding_steps"."completed_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "onboarding_steps" (
	"audience" text NOT NULL,
	"onboarding_id" smallint NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_ignored" boolean DEFAULT false NOT NULL,
	CONSTRAINT "onboarding_steps_audience_onboarding_id_pk" PRIMARY KEY("audience","onboarding_id")
);
--> statement-breakpoint
CREATE TABLE "course_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "course_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"course_name" text NOT NULL,
	"course_type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_course_id_unique" UNIQUE("course_id")
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"percentage_completed" double precision DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollments_user_course_key" UNIQUE("user_id","course_id"),
	CONSTRAINT "enrollments_percentage_check" CHECK ("enrollments"."percentage_completed" >= 0 AND "enrollments"."percentage_completed" <= 1)
);
--> statement-breakpoint
CREATE TABLE "charity_social_media_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"charity_id" integer NOT NULL,
	"social_media_type_id" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "charity_social_media_links_charity_type_key" UNIQUE("charity_id","social_media_type_id")
);
--> statement-breakpoint
CREATE TABLE "social_media_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_id" integer,
	CONSTRAINT "social_media_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_social_media_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"social_media_type_id" integer NOT NULL,
	"url" text NOT NULL,
	"name" text,
	CONSTRAINT "user_social_media_links_user_type_key" UNIQUE("user_id","social_media_type_id")
);
--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_information_id_user_informations_id_fk" FOREIGN KEY ("user_information_id") REFERENCES "public"."user_informations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_user_information_id_user_informations_id_fk" FOREIGN KEY ("user_information_id") REFERENCES "public"."user_informations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_phone_type_id_phone_types_id_fk" FOREIGN KEY ("phone_type_id") REFERENCES "public"."phone_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_user_information_id_user_informations_id_fk" FOREIGN KEY ("user_information_id") REFERENCES "public"."user_informations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_informations" ADD CONSTRAINT "user_informations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_informations" ADD CONSTRAINT "user_informations_pronoun_id_pronouns_id_fk" FOREIGN KEY ("pronoun_id") REFERENCES "public"."pronouns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_states" ADD CONSTRAINT "user_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_states" ADD CONSTRAINT "user_states_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_audits" ADD CONSTRAINT "impersonation_audits_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_audits" ADD CONSTRAINT "impersonation_audits_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_acting_admin_user_id_users_id_fk" FOREIGN KEY ("acting_admin_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boardmatch_representative_role_permissions" ADD CONSTRAINT "boardmatch_representative_role_permissions_role_id_boardmatch_representative_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."boardmatch_representative_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boardmatch_representative_role_permissions" ADD CONSTRAINT "boardmatch_representative_role_permissions_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_role_permissions" ADD CONSTRAINT "candidate_role_permissions_role_id_candidate_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."candidate_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_role_permissions" ADD CONSTRAINT "candidate_role_permissions_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_representative_role_permissions" ADD CONSTRAINT "charity_representative_role_permissions_role_id_charity_representative_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."charity_representative_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_representative_role_permissions" ADD CONSTRAINT "charity_representative_role_permissions_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_representative_roles" ADD CONSTRAINT "charity_representative_roles_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boardmatch_representative_invitations" ADD CONSTRAINT "boardmatch_representative_invitations_role_id_boardmatch_representative_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."boardmatch_representative_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boardmatch_representative_invitations" ADD CONSTRAINT "boardmatch_representative_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boardmatch_representatives" ADD CONSTRAINT "boardmatch_representatives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boardmatch_representatives" ADD CONSTRAINT "boardmatch_representatives_role_id_boardmatch_representative_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."boardmatch_representative_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_representative_invitations" ADD CONSTRAINT "charity_representative_invitations_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_representative_invitations" ADD CONSTRAINT "charity_representative_invitations_role_id_charity_representative_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."charity_representative_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_representative_invitations" ADD CONSTRAINT "charity_representative_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_representative_to_roles" ADD CONSTRAINT "charity_representative_to_roles_charity_representative_id_charity_representatives_id_fk" FOREIGN KEY ("charity_representative_id") REFERENCES "public"."charity_representatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_representative_to_roles" ADD CONSTRAINT "charity_representative_to_roles_role_id_charity_representative_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."charity_representative_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_representatives" ADD CONSTRAINT "charity_representatives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_representatives" ADD CONSTRAINT "charity_representatives_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_file_type_id_file_types_id_fk" FOREIGN KEY ("file_type_id") REFERENCES "public"."file_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_file_privacy_type_id_file_privacy_types_id_fk" FOREIGN KEY ("file_privacy_type_id") REFERENCES "public"."file_privacy_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_focus_areas" ADD CONSTRAINT "candidate_focus_areas_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_focus_areas" ADD CONSTRAINT "candidate_focus_areas_focus_area_id_focus_areas_id_fk" FOREIGN KEY ("focus_area_id") REFERENCES "public"."focus_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_minority_groups" ADD CONSTRAINT "candidate_minority_groups_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_minority_groups" ADD CONSTRAINT "candidate_minority_groups_minority_group_id_minority_groups_id_fk" FOREIGN KEY ("minority_group_id") REFERENCES "public"."minority_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_role_id_candidate_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."candidate_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_source_of_introduction_id_introduction_types_id_fk" FOREIGN KEY ("source_of_introduction_id") REFERENCES "public"."introduction_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_age_group_id_age_groups_id_fk" FOREIGN KEY ("age_group_id") REFERENCES "public"."age_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_background_image_id_files_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_education_skills" ADD CONSTRAINT "candidate_education_skills_candidate_education_id_candidate_educations_id_fk" FOREIGN KEY ("candidate_education_id") REFERENCES "public"."candidate_educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_education_skills" ADD CONSTRAINT "candidate_education_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_education_type_id_education_types_id_fk" FOREIGN KEY ("education_type_id") REFERENCES "public"."education_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_experience_skills" ADD CONSTRAINT "candidate_experience_skills_candidate_experience_id_candidate_experiences_id_fk" FOREIGN KEY ("candidate_experience_id") REFERENCES "public"."candidate_experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_experience_skills" ADD CONSTRAINT "candidate_experience_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_experiences" ADD CONSTRAINT "candidate_experiences_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_experiences" ADD CONSTRAINT "candidate_experiences_contract_type_id_experience_contract_types_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."experience_contract_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_experiences" ADD CONSTRAINT "candidate_experiences_location_type_id_experience_location_types_id_fk" FOREIGN KEY ("location_type_id") REFERENCES "public"."experience_location_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_experiences" ADD CONSTRAINT "candidate_experiences_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_experiences" ADD CONSTRAINT "candidate_experiences_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_experiences" ADD CONSTRAINT "candidate_experiences_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_matching_preferences" ADD CONSTRAINT "candidate_matching_preferences_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_matching_preferences" ADD CONSTRAINT "candidate_matching_preferences_board_experience_type_id_board_experience_types_id_fk" FOREIGN KEY ("board_experience_type_id") REFERENCES "public"."board_experience_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_matching_preferences" ADD CONSTRAINT "candidate_matching_preferences_employer_volunteer_program_type_id_volunteer_program_types_id_fk" FOREIGN KEY ("employer_volunteer_program_type_id") REFERENCES "public"."volunteer_program_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_volunteer_experience_types" ADD CONSTRAINT "candidate_volunteer_experience_types_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_volunteer_experience_types" ADD CONSTRAINT "candidate_volunteer_experience_types_volunteer_experience_type_id_volunteer_experience_types_id_fk" FOREIGN KEY ("volunteer_experience_type_id") REFERENCES "public"."volunteer_experience_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charities" ADD CONSTRAINT "charities_charity_scope_id_charity_scopes_id_fk" FOREIGN KEY ("charity_scope_id") REFERENCES "public"."charity_scopes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charities" ADD CONSTRAINT "charities_charity_type_id_charity_types_id_fk" FOREIGN KEY ("charity_type_id") REFERENCES "public"."charity_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charities" ADD CONSTRAINT "charities_background_image_id_files_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_focus_areas" ADD CONSTRAINT "charity_focus_areas_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_focus_areas" ADD CONSTRAINT "charity_focus_areas_focus_area_id_focus_areas_id_fk" FOREIGN KEY ("focus_area_id") REFERENCES "public"."focus_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_position_matchings" ADD CONSTRAINT "charity_position_matchings_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_position_matchings" ADD CONSTRAINT "charity_position_matchings_charity_board_type_id_board_types_id_fk" FOREIGN KEY ("charity_board_type_id") REFERENCES "public"."board_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_position_matchings" ADD CONSTRAINT "charity_position_matchings_charity_development_stage_id_development_stages_id_fk" FOREIGN KEY ("charity_development_stage_id") REFERENCES "public"."development_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_position_matchings" ADD CONSTRAINT "charity_position_matchings_charity_funding_status_id_funding_statuses_id_fk" FOREIGN KEY ("charity_funding_status_id") REFERENCES "public"."funding_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_position_matchings" ADD CONSTRAINT "charity_position_matchings_charity_board_work_hours_id_board_work_hours_id_fk" FOREIGN KEY ("charity_board_work_hours_id") REFERENCES "public"."board_work_hours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_programs" ADD CONSTRAINT "charity_programs_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_mandates" ADD CONSTRAINT "charity_mandates_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_mandates" ADD CONSTRAINT "charity_mandates_charity_position_id_charity_positions_id_fk" FOREIGN KEY ("charity_position_id") REFERENCES "public"."charity_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_mandates" ADD CONSTRAINT "charity_mandates_charity_representative_id_charity_representatives_id_fk" FOREIGN KEY ("charity_representative_id") REFERENCES "public"."charity_representatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_positions" ADD CONSTRAINT "charity_positions_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_posting_shares" ADD CONSTRAINT "charity_posting_shares_charity_posting_id_charity_postings_id_fk" FOREIGN KEY ("charity_posting_id") REFERENCES "public"."charity_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_posting_shares" ADD CONSTRAINT "charity_posting_shares_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_posting_skills" ADD CONSTRAINT "charity_posting_skills_charity_posting_id_charity_postings_id_fk" FOREIGN KEY ("charity_posting_id") REFERENCES "public"."charity_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_posting_skills" ADD CONSTRAINT "charity_posting_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_postings" ADD CONSTRAINT "charity_postings_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_postings" ADD CONSTRAINT "charity_postings_charity_position_id_charity_positions_id_fk" FOREIGN KEY ("charity_position_id") REFERENCES "public"."charity_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_postings" ADD CONSTRAINT "charity_postings_charity_representative_id_charity_representatives_id_fk" FOREIGN KEY ("charity_representative_id") REFERENCES "public"."charity_representatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_postings" ADD CONSTRAINT "charity_postings_charity_posting_status_id_posting_statuses_id_fk" FOREIGN KEY ("charity_posting_status_id") REFERENCES "public"."posting_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_from_status_id_application_statuses_id_fk" FOREIGN KEY ("from_status_id") REFERENCES "public"."application_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_to_status_id_application_statuses_id_fk" FOREIGN KEY ("to_status_id") REFERENCES "public"."application_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_posting_id_charity_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."charity_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_charity_position_id_charity_positions_id_fk" FOREIGN KEY ("charity_position_id") REFERENCES "public"."charity_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_application_status_id_application_statuses_id_fk" FOREIGN KEY ("application_status_id") REFERENCES "public"."application_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_onboarding_steps" ADD CONSTRAINT "candidate_onboarding_steps_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_onboarding_steps" ADD CONSTRAINT "charity_onboarding_steps_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_representative_onboarding_steps" ADD CONSTRAINT "charity_representative_onboarding_steps_charity_representative_id_charity_representatives_id_fk" FOREIGN KEY ("charity_representative_id") REFERENCES "public"."charity_representatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_course_type_id_course_types_id_fk" FOREIGN KEY ("course_type_id") REFERENCES "public"."course_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_social_media_links" ADD CONSTRAINT "charity_social_media_links_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charity_social_media_links" ADD CONSTRAINT "charity_social_media_links_social_media_type_id_social_media_types_id_fk" FOREIGN KEY ("social_media_type_id") REFERENCES "public"."social_media_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media_types" ADD CONSTRAINT "social_media_types_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_social_media_links" ADD CONSTRAINT "user_social_media_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_social_media_links" ADD CONSTRAINT "user_social_media_links_social_media_type_id_social_media_types_id_fk" FOREIGN KEY ("social_media_type_id") REFERENCES "public"."social_media_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regions_country_id_idx" ON "regions" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "addresses_city_idx" ON "addresses" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "addresses_region_id_idx" ON "addresses" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "addresses_country_id_idx" ON "addresses" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "emails_name_idx" ON "emails" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "phones_user_information_id_idx" ON "phones" USING btree ("user_information_id");--> statement-breakpoint
CREATE INDEX "phones_charity_id_idx" ON "phones" USING btree ("charity_id");--> statement-breakpoint
CREATE INDEX "phones_corporation_id_idx" ON "phones" USING btree ("corporation_id");--> statement-breakpoint
CREATE INDEX "user_informations_first_name_trgm_idx" ON "user_informations" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_informations_last_name_trgm_idx" ON "user_informations" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_informations_last_first_idx" ON "user_informations" USING btree (lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_key" ON "users" USING btree ("user_name");--> statement-breakpoint
CREATE INDEX "impersonation_audits_admin_user_id_idx" ON "impersonation_audits" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("next_attempt_at") WHERE sent_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_token_hash_key" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_id_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "boardmatch_representative_invitations_email_idx" ON "boardmatch_representative_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "charity_representative_invitations_charity_id_idx" ON "charity_representative_invitations" USING btree ("charity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charity_representatives_user_charity_key" ON "charity_representatives" USING btree ("user_id","charity_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "charity_representatives_charity_id_idx" ON "charity_representatives" USING btree ("charity_id");--> statement-breakpoint
CREATE INDEX "files_entity_idx" ON "files" USING btree ("entity_type","entity_id","file_type_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "corporations_name_idx" ON "corporations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "candidate_focus_areas_focus_area_id_idx" ON "candidate_focus_areas" USING btree ("focus_area_id");--> statement-breakpoint
CREATE INDEX "candidate_skills_skill_id_idx" ON "candidate_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "candidates_join_date_idx" ON "candidates" USING btree ("join_date");--> statement-breakpoint
CREATE INDEX "candidates_search_vector_idx" ON "candidates" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "candidates_is_disabled_idx" ON "candidates" USING btree ("is_disabled") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "candidate_education_skills_skill_id_idx" ON "candidate_education_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "candidate_educations_candidate_id_idx" ON "candidate_educations" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_experience_skills_skill_id_idx" ON "candidate_experience_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "candidate_experiences_candidate_id_idx" ON "candidate_experiences" USING btree ("candidate_id","start_date");--> statement-breakpoint
CREATE INDEX "candidate_experiences_title_search_idx" ON "candidate_experiences" USING gin (to_tsvector('english'::regconfig, "title"));--> statement-breakpoint
CREATE INDEX "candidate_matching_preferences_reviewable_idx" ON "candidate_matching_preferences" USING btree ("candidate_id") WHERE permission_to_view_information AND NOT withdraw_participation;--> statement-breakpoint
CREATE INDEX "candidate_matching_preferences_board_experience_idx" ON "candidate_matching_preferences" USING btree ("board_experience_type_id");--> statement-breakpoint
CREATE INDEX "charities_name_idx" ON "charities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "charities_name_trgm_idx" ON "charities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "charities_search_vector_idx" ON "charities" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "charities_charity_scope_id_idx" ON "charities" USING btree ("charity_scope_id");--> statement-breakpoint
CREATE INDEX "charities_charity_type_id_idx" ON "charities" USING btree ("charity_type_id");--> statement-breakpoint
CREATE INDEX "charities_created_at_idx" ON "charities" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "charity_focus_areas_focus_area_id_idx" ON "charity_focus_areas" USING btree ("focus_area_id");--> statement-breakpoint
CREATE INDEX "charity_programs_charity_id_idx" ON "charity_programs" USING btree ("charity_id");--> statement-breakpoint
CREATE INDEX "contacts_charity_id_idx" ON "contacts" USING btree ("charity_id");--> statement-breakpoint
CREATE INDEX "contacts_corporation_id_idx" ON "contacts" USING btree ("corporation_id");--> statement-breakpoint
CREATE INDEX "charity_mandates_charity_id_idx" ON "charity_mandates" USING btree ("charity_id","start_date","end_date") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "charity_mandates_charity_position_id_idx" ON "charity_mandates" USING btree ("charity_position_id");--> statement-breakpoint
CREATE INDEX "charity_mandates_charity_representative_id_idx" ON "charity_mandates" USING btree ("charity_representative_id");--> statement-breakpoint
CREATE INDEX "charity_positions_charity_id_idx" ON "charity_positions" USING btree ("charity_id","is_disabled") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "charity_positions_charity_name_key" ON "charity_positions" USING btree ("charity_id",lower("name")) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "charity_positions_name_trgm_idx" ON "charity_positions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "charity_posting_shares_charity_posting_id_idx" ON "charity_posting_shares" USING btree ("charity_posting_id");--> statement-breakpoint
CREATE INDEX "charity_posting_skills_skill_id_idx" ON "charity_posting_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "charity_postings_charity_id_idx" ON "charity_postings" USING btree ("charity_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "charity_postings_charity_position_id_idx" ON "charity_postings" USING btree ("charity_position_id");--> statement-breakpoint
CREATE INDEX "charity_postings_status_expiry_idx" ON "charity_postings" USING btree ("charity_posting_status_id","expiry_date") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "charity_postings_expiry_date_idx" ON "charity_postings" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "charity_postings_date_posted_idx" ON "charity_postings" USING btree ("date_posted");--> statement-breakpoint
CREATE INDEX "charity_postings_search_vector_idx" ON "charity_postings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "application_status_changes_application_id_idx" ON "application_status_changes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "applications_posting_id_idx" ON "applications" USING btree ("posting_id","application_status_id");--> statement-breakpoint
CREATE INDEX "applications_charity_id_idx" ON "applications" USING btree ("charity_id","application_date");--> statement-breakpoint
CREATE INDEX "applications_charity_position_id_idx" ON "applications" USING btree ("charity_position_id");--> statement-breakpoint
CREATE INDEX "applications_application_status_id_idx" ON "applications" USING btree ("application_status_id");--> statement-breakpoint
CREATE INDEX "courses_course_type_id_idx" ON "courses" USING btree ("course_type_id");--> statement-breakpoint
CREATE INDEX "enrollments_course_id_idx" ON "enrollments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "charity_social_media_links_type_idx" ON "charity_social_media_links" USING btree ("social_media_type_id");