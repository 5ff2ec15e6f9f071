import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type Row = Record<string, unknown>;

async function rows(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: { row: Row }[] };
  return result.rows.map((r) => r.row);
}

/** The candidate of this user (live or deleted), or null. */
export async function findCandidateIdOfUser(db: DbOrTx, userId: number): Promise<number | null> {
  const result = (await db.execute(sql`select id from candidates where user_id = ${userId}::int limit 1`)) as unknown as { rows: { id: number }[] };
  return result.rows[0]?.id ?? null;
}

/**
 * Everything held about one person, as rows (secrets left out: the password hash, token hashes, file bytes).
 * Files are listed with their details; their bytes are read apart (findPersonFileBytes).
 */
export async function findPersonData(db: DbOrTx, userId: number) {
  const candidateId = (await findCandidateIdOfUser(db, userId)) ?? -1;
  const u = sql`${userId}::int`;
  const c = sql`${candidateId}::int`;
  const info = sql`(select id from user_informations where user_id = ${u})`;
  const reps = sql`(select id from charity_representatives where user_id = ${u})`;
  const [account] = await rows(db, sql`select to_jsonb(t) - 'password_hash' - 'token_version' as row from users t where t.id = ${u}`);
  return {
    account: account ?? null,
    userInformation: (await rows(db, sql`select to_jsonb(t) as row from user_informations t where t.user_id = ${u}`))[0] ?? null,
    emails: await rows(db, sql`select to_jsonb(t) as row from emails t where t.user_information_id in ${info}`),
    phones: await rows(db, sql`select to_jsonb(t) as row from phones t where t.user_information_id in ${info} order by t.id`),
    address: (await rows(db, sql`select to_jsonb(t) as row from addresses t where t.user_information_id in ${info}`))[0] ?? null,
    socialMediaLinks: await rows(db, sql`select to_jsonb(t) as row from user_social_media_links t where t.user_id = ${u} order by t.id`),
    userState: (await rows(db, sql`select to_jsonb(t) as row from user_states t where t.user_id = ${u}`))[0] ?? null,
    candidate: (await rows(db, sql`select to_jsonb(t) - 'search_vector' as row from candidates t where t.id = ${c}`))[0] ?? null,
    candidateSkills: await rows(db, sql`select to_jsonb(t) as row from candidate_skills t where t.candidate_id = ${c}`),
    candidateFocusAreas: await rows(db, sql`select to_jsonb(t) as row from candidate_focus_areas t where t.candidate_id = ${c}`),
    candidateMinorityGroups: await rows(db, sql`select to_jsonb(t) as row from candidate_minority_groups t where t.candidate_id = ${c}`),
    matchingPreferences: await rows(db, sql`select to_jsonb(t) as row from candidate_matching_preferences t where t.candidate_id = ${c}`),
    volunteerExperienceTypes: await rows(db, sql`select to_jsonb(t) as row from candidate_volunteer_experience_types t where t.candidate_id = ${c}`),
    educations: await rows(db, sql`select to_jsonb(t) as row from candidate_educations t where t.candidate_id = ${c} order by t.id`),
    experiences: await rows(db, sql`select to_jsonb(t) as row from candidate_experiences t where t.candidate_id = ${c} order by t.id`),
    onboardingSteps: await rows(db, sql`select to_jsonb(t) as row from candidate_onboarding_steps t where t.candidate_id = ${c}`),
    applications: await rows(db, sql`select to_jsonb(t) - 'folded_position_name' - 'folded_charity_name' as row from applications t where t.candidate_id = ${c} order by t.id`),
    applicationStatusChanges: await rows(
      db,
      sql`select to_jsonb(t) as row from application_status_changes t where t.application_id in (select id from applications where candidate_id = ${c}) order by t.id`,
    ),
    staffRecord: (await rows(db, sql`select to_jsonb(t) as row from boardmatch_representatives t where t.user_id = ${u}`))[0] ?? null,
    charityRepresentatives: await rows(db, sql`select to_jsonb(t) as row from charity_representatives t where t.user_id = ${u} order by t.id`),
    charityRepresentativeRoles: await rows(db, sql`select to_jsonb(t) as row from charity_representative_to_roles t where t.charity_representative_id in ${reps}`),
    charityRepresentativeOnboardingSteps: await rows(db, sql`select to_jsonb(t) as row from charity_representative_onboarding_steps t where t.charity_representative_id in ${reps}`),
    boardMandates: await rows(db, sql`select to_jsonb(t) as row from charity_mandates t where t.charity_representative_id in ${reps} order by t.id`),
    consents: await rows(db, sql`select to_jsonb(t) as row from consents t where t.user_id = ${u} order by t.id`),
    notificationSettings: await rows(db, sql`select to_jsonb(t) as row from notification_settings t where t.user_id = ${u} order by t.kind`),
    digestsSent: await rows(db, sql`select to_jsonb(t) as row from digest_log t where t.user_id = ${u} order by t.id`),
    postingInvitations: await rows(db, sql`select to_jsonb(t) - 'invited_by_user_id' as row from posting_invitations t where t.candidate_id = ${c} order by t.id`),
    enrollments: await rows(db, sql`select to_jsonb(t) as row from enrollments t where t.user_id = ${u}`),
    academyLessonProgress: await rows(db, sql`select to_jsonb(t) as row from academy_lesson_progress t where t.user_id = ${u}`),
    sessions: await rows(
      db,
      sql`select jsonb_build_object('id', t.id, 'familyId', t.family_id, 'actingAdminUserId', t.acting_admin_user_id, 'createdAt', t.created_at, 'expiresAt', t.expires_at, 'rotatedAt', t.rotated_at, 'revokedAt', t.revoked_at) as row from refresh_tokens t where t.user_id = ${u} order by t.id`,
    ),
    emailedTokens: await rows(db, sql`select jsonb_build_object('kind', t.kind, 'createdAt', t.created_at, 'expiresAt', t.expires_at, 'usedAt', t.used_at) as row from user_tokens t where t.user_id = ${u} order by t.id`),
    actAsRecords: await rows(db, sql`select to_jsonb(t) - 'target_email' - 'target_name' as row from impersonation_audits t where t.target_user_id = ${u} order by t.id`),
    actAsActions: await rows(db, sql`select to_jsonb(t) - 'folded_subject_name' as row from act_as_actions t where t.target_user_id = ${u} order by t.id`),
    files: await rows(db, sql`select to_jsonb(t) - 'content' as row from files t where ${personFiles(userId, candidateId)} and t.deleted_at is null order by t.id`),
  };
}
export type PersonData = Awaited<ReturnType<typeof findPersonData>>;

/** The files a person owns: their user images, their candidate's resume and images, their qualifications' files. */
function personFiles(userId: number, candidateId: number): SQL {
  return sql`((t.entity_type = 'user' and t.entity_id = ${userId}::int)
    or (t.entity_type = 'candidate' and t.entity_id = ${candidateId}::int)
    or (t.entity_type = 'candidate-education' and t.entity_id in (select id from candidate_educations where candidate_id = ${candidateId}::int))
    or (t.entity_type = 'candidate-experience' and t.entity_id in (select id from candidate_experiences where candidate_id = ${candidateId}::int)))`;
}

export async function findPersonFileBytes(db: DbOrTx, fileId: number): Promise<Uint8Array | null> {
  const result = (await db.execute(sql`select content from files where id = ${fileId}::int`)) as unknown as { rows: { content: Uint8Array }[] };
  return result.rows[0]?.content ?? null;
}

/** The user's current password hash and e-mail, for the deletion's confirmation. */
export async function findCredentials(db: DbOrTx, userId: number): Promise<{ passwordHash: string; userName: string } | null> {
  const result = (await db.execute(sql`select password_hash as "passwordHash", user_name as "userName" from users where id = ${userId}::int and deleted_at is null`)) as unknown as {
    rows: { passwordHash: string; userName: string }[];
  };
  return result.rows[0] ?? null;
}

/** Erases a candidate's records: their words, qualifications, choices and files' bytes; applications stay without their words. */
export async function eraseCandidate(tx: DbOrTx, candidateId: number, pruneWords = true): Promise<void> {
  const c = sql`${candidateId}::int`;
  const [owner] = ((await tx.execute(sql`select user_id as "userId" from candidates where id = ${c}`)) as unknown as { rows: { userId: number }[] }).rows;
  const words = pruneWords && owner ? await personWords(tx, -1, candidateId) : '';
  const statements: SQL[] = [
    // File bytes first, while the qualifications that own some of them are still there.
    sql`update files t set content = '\\x'::bytea, size = 0, original_name = '', is_active = false, deleted_at = coalesce(t.deleted_at, now()) where ${personFiles(-1, candidateId)}`,
    sql`delete from candidate_education_skills where candidate_education_id in (select id from candidate_educations where candidate_id = ${c})`,
    sql`delete from candidate_experience_skills where candidate_experience_id in (select id from candidate_experiences where candidate_id = ${c})`,
    sql`delete from candidate_educations where candidate_id = ${c}`,
    sql`delete from candidate_experiences where candidate_id = ${c}`,
    sql`delete from candidate_skills where candidate_id = ${c}`,
    sql`delete from candidate_focus_areas where candidate_id = ${c}`,
    sql`delete from candidate_minority_groups where candidate_id = ${c}`,
    sql`delete from candidate_matching_preferences where candidate_id = ${c}`,
    sql`delete from candidate_volunteer_experience_types where candidate_id = ${c}`,
    sql`delete from posting_invitations where candidate_id = ${c}`,
    sql`update candidates set about = null, experience_title = '', experience_organization_name = '', source_of_introduction_details = null,
          age_group_id = null, other_minority_group = null, background_image_id = null, display_email = false, accept_communications = false,
          is_looking_for_position = false, is_disabled = true, updated_at = now(), deleted_at = coalesce(deleted_at, now()) where id = ${c}`,
    // Applications stay for the charity's records, without the candidate's words.
    sql`update applications set description = '' where candidate_id = ${c}`,
    sql`update application_status_changes set message = null where application_id in (select id from applications where candidate_id = ${c})`,
  ];
  for (const statement of statements) await tx.execute(statement);
  await pruneSearchWords(tx, words);
}

/**
 * Erases a person: their personal fields are blanked, their contact details, links, candidate records and file bytes
 * deleted, their sessions and e-mailed tokens ended, and their e-mail freed. Records the charity keeps (applications,
 * board seats, act-as records) stay, tied to an account that no longer names anyone.
 */
export async function erasePerson(tx: DbOrTx, userId: number): Promise<void> {
  const u = sql`${userId}::int`;
  const candidateId = await findCandidateIdOfUser(tx, userId);
  const words = await personWords(tx, userId, candidateId ?? -1);
  if (candidateId !== null) await eraseCandidate(tx, candidateId, false);
  const info = sql`(select id from user_informations where user_id = ${u})`;
  const [current] = ((await tx.execute(sql`select user_name as "userName" from users where id = ${u}`)) as unknown as { rows: { userName: string }[] }).rows;
  const statements: SQL[] = [
    // The staff audit keeps what was done, not whom it named: the name as it was written there.
    // The reasons staff gave for acting as them may name them too.
    sql`update act_as_actions set subject_name = null, reason = null where target_user_id = ${u}
          or subject_name = (select nullif(trim(concat_ws(' ', first_name, last_name)), '') from user_informations where user_id = ${u})`,
    sql`update impersonation_audits set reason = null where target_user_id = ${u}`,
    sql`update files t set content = '\\x'::bytea, size = 0, original_name = '', is_active = false, deleted_at = coalesce(t.deleted_at, now()) where ${personFiles(userId, -1)}`,
    sql`delete from emails where user_information_id in ${info}`,
    sql`delete from phones where user_information_id in ${info}`,
    sql`delete from addresses where user_information_id in ${info}`,
    sql`update user_informations set first_name = '', last_name = '', pronoun_id = null, pronoun_other = null where user_id = ${u}`,
    sql`delete from user_social_media_links where user_id = ${u}`,
    sql`delete from notification_settings where user_id = ${u}`,
    sql`delete from digest_log where user_id = ${u}`,
    // Board seats stay; the representative record that holds them names no one any more.
    sql`update charity_representatives set deleted_at = coalesce(deleted_at, now()) where user_id = ${u}`,
    sql`update boardmatch_representatives set deleted_at = coalesce(deleted_at, now()) where user_id = ${u}`,
    sql`update refresh_tokens set revoked_at = coalesce(revoked_at, now()), successor_token = null where user_id = ${u}`,
    sql`delete from user_tokens where user_id = ${u}`,
    sql`update user_states set last_state = null where user_id = ${u}`,
    sql`update users set user_name = ${`deleted-${userId}@deleted.invalid`}, password_hash = '', is_disabled = true, token_version = token_version + 1,
          deleted_at = coalesce(deleted_at, now()) where id = ${u}`,
  ];
  if (current) {
    const email = current.userName.toLowerCase();
    statements.push(
      sql`update charity_representative_invitations set email = '', first_name = '', last_name = '', revoked_at = coalesce(revoked_at, accepted_at, now()) where lower(email) = ${email}`,
      sql`update boardmatch_representative_invitations set email = '', first_name = '', last_name = '', revoked_at = coalesce(revoked_at, accepted_at, now()) where lower(email) = ${email}`,
      sql`delete from outbox where lower("to") = ${email}`,
      // The sign-in limiter's counters name the address: nothing to count for an account that is gone.
      sql`delete from rate_limit_hits where position(${`:${email}`} in lower(key)) > 0`,
    );
  }
  for (const statement of statements) await tx.execute(statement);
  await pruneSearchWords(tx, words);
}

/** The searchable words of a person's records (names, titles, about), before they are erased. */
async function personWords(tx: DbOrTx, userId: number, candidateId: number): Promise<string> {
  const c = sql`${candidateId}::int`;
  const result = (await tx.execute(sql`select concat_ws(' ',
      (select first_name || ' ' || last_name from user_informations where user_id = ${userId}::int),
      (select concat_ws(' ', experience_title, experience_organization_name, about) from candidates where id = ${c}),
      (select string_agg(title, ' ') from candidate_experiences where candidate_id = ${c})) as "text"`)) as unknown as { rows: { text: string | null }[] };
  return result.rows[0]?.text ?? '';
}

/**
 * Forgets the search dictionary's words that came from erased records (a name is personal) and that no remaining
 * record still holds: the same sources as the dictionary's triggers.
 */
async function pruneSearchWords(tx: DbOrTx, text: string): Promise<void> {
  if (!text.trim()) return;
  const holds = (doc: SQL) => sql`to_tsvector('simple'::regconfig, regexp_replace(coalesce(${doc}, ''), '<[^>]*>', ' ', 'g')) @@ to_tsquery('simple'::regconfig, quote_literal(g.word))`;
  await tx.execute(sql`with gone as (select distinct v.lexeme as word from unnest(to_tsvector('simple'::regconfig, regexp_replace(${text}, '<[^>]*>', ' ', 'g'))) v)
    delete from search_words s using gone g where s.word = g.word
      and not exists (select 1 from user_informations t where ${holds(sql`t.first_name || ' ' || t.last_name`)})
      and not exists (select 1 from candidates t where ${holds(sql`concat_ws(' ', t.experience_title, t.experience_organization_name, t.about)`)})
      and not exists (select 1 from candidate_experiences t where ${holds(sql`t.title`)})
      and not exists (select 1 from charities t where ${holds(sql`concat_ws(' ', t.name, t.quote, t.mandate, t.vision)`)})
      and not exists (select 1 from charity_positions t where ${holds(sql`t.name`)})
      and not exists (select 1 from charity_postings t where ${holds(sql`concat_ws(' ', t.description, t.special_requirements)`)})`);
}

