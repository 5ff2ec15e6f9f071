import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ApplicationStatus, ReplyStage, type DigestKind, type Language } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { intArrayParam } from '../../db/prepared.ts';
import { digestLog, notificationSettings, users } from '../../db/schema/index.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

/** A digest is on unless its reader turned it off. */
const digestOn = (userId: ReturnType<typeof sql>, kind: DigestKind) =>
  sql`not exists (select 1 from notification_settings ns where ns.user_id = ${userId} and ns.kind = ${kind} and not ns.enabled)`;

/** What the user is involved as (live records only), and a candidate's 'I accept to receive communications'. */
export async function findInvolvements(db: DbOrTx, userId: number) {
  const [row] = await rowsOf<{ candidate: boolean; representative: boolean; staff: boolean; accepts: boolean | null }>(
    db,
    sql`select
      exists (select 1 from candidates c where c.user_id = ${userId} and c.deleted_at is null) as candidate,
      exists (select 1 from charity_representatives r where r.user_id = ${userId} and r.deleted_at is null) as representative,
      exists (select 1 from boardmatch_representatives b where b.user_id = ${userId} and b.deleted_at is null) as staff,
      (select c.accept_communications from candidates c where c.user_id = ${userId} and c.deleted_at is null) as accepts`,
  );
  return { candidate: !!row?.candidate, representative: !!row?.representative, staff: !!row?.staff, acceptsCommunications: row?.accepts ?? null };
}

/** The digests the user turned on or off (a kind without a row is on). */
export async function findSettings(db: DbOrTx, userId: number): Promise<Map<DigestKind, boolean>> {
  const rows = await db.select({ kind: notificationSettings.kind, enabled: notificationSettings.enabled }).from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return new Map(rows.map((r) => [r.kind, r.enabled]));
}

export async function saveSetting(db: DbOrTx, userId: number, kind: DigestKind, enabled: boolean): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, kind, enabled })
    .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.kind], set: { enabled, updatedAt: sql`now()` } });
}

export async function userExists(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).limit(1);
  return !!row;
}

/** Records this week's digest of the kind for the user: false when it was already sent (on any instance). */
export async function logDigest(db: DbOrTx, userId: number, kind: DigestKind, week: string, now: Date): Promise<boolean> {
  const rows = await db.insert(digestLog).values({ userId, kind, week, sentAt: now }).onConflictDoNothing().returning({ id: digestLog.id });
  return rows.length === 1;
}

/** A reader of a digest: who, in which language. */
export interface DigestReader {
  userId: number;
  email: string;
  firstName: string;
  language: Language;
}

/** Active, verified accounts only: a deleted, disabled or unverified one is never written to. */
const READABLE = sql`u.deleted_at is null and not u.is_disabled and u.is_verified`;

export interface NewPosting {
  id: number;
  charityId: number;
  charityName: string;
  positionName: string;
  city: string | null;
  regionId: number | null;
  skillIds: number[];
  focusAreaIds: number[];
}

/**
 * Open postings first posted in (since, now], newest first, at most `limit` (charity_postings_date_posted_idx), of
 * live charities, not expired by `today`, with what their fit is scored on.
 */
export async function findNewPostings(db: DbOrTx, since: Date, now: Date, today: string, limit: number): Promise<NewPosting[]> {
  const rows = await rowsOf<NewPosting>(
    db,
    sql`select p.id, p.charity_id as "charityId", c.name as "charityName", pos.name as "positionName", ad.city, ad.region_id as "regionId",
        coalesce((select array_agg(s.skill_id order by s.skill_id) from charity_posting_skills s where s.charity_posting_id = p.id), '{}') as "skillIds",
        coalesce((select array_agg(f.focus_area_id order by f.focus_area_id) from charity_focus_areas f where f.charity_id = p.charity_id), '{}') as "focusAreaIds"
      from (
        select id from charity_postings
        where date_posted > ${since.toISOString()}::timestamptz and date_posted <= ${now.toISOString()}::timestamptz
          and deleted_at is null and charity_posting_status_id = 1 and expiry_date >= ${today}::date
        order by date_posted desc, id desc
        limit ${limit}
      ) recent
      join charity_postings p on p.id = recent.id
      join charities c on c.id = p.charity_id and c.deleted_at is null
      join charity_positions pos on pos.id = p.charity_position_id
      left join addresses ad on ad.charity_id = p.charity_id
      order by p.date_posted desc, p.id desc`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), charityId: Number(r.charityId), regionId: r.regionId === null ? null : Number(r.regionId), skillIds: r.skillIds.map(Number), focusAreaIds: r.focusAreaIds.map(Number) }));
}

export interface DigestCandidate extends DigestReader {
  candidateId: number;
  skillIds: number[];
  focusAreaIds: number[];
  city: string | null;
  regionId: number | null;
  boardExperienceTypeId: number | null;
  lookingForPosition: boolean;
  /** The postings of this digest the candidate already applied to. */
  appliedPostingIds: number[];
}

/**
 * The next batch (by candidate id, after `afterId`) of candidates the postings digest may reach this week: a live,
 * enabled, onboarded candidate who accepts communications and has not withdrawn, on an active verified account, with
 * the digest on and not yet sent this week, who shares a skill or a cause with at least one of the new postings.
 */
export async function findDigestCandidates(
  db: DbOrTx,
  o: { afterId: number; limit: number; week: string; skillIds: number[]; focusAreaIds: number[]; postingIds: number[] },
): Promise<DigestCandidate[]> {
  const rows = await rowsOf<DigestCandidate>(
    db,
    sql`select c.id as "candidateId", u.id as "userId", u.user_name as email, coalesce(ui.first_name, '') as "firstName", u.preferred_language as language,
        c.is_looking_for_position as "lookingForPosition", mp.board_experience_type_id as "boardExperienceTypeId", ad.city, ad.region_id as "regionId",
        coalesce((select array_agg(s.skill_id order by s.skill_id) from candidate_skills s where s.candidate_id = c.id), '{}') as "skillIds",
        coalesce((select array_agg(f.focus_area_id order by f.focus_area_id) from candidate_focus_areas f where f.candidate_id = c.id), '{}') as "focusAreaIds",
        coalesce((select array_agg(a.posting_id) from applications a where a.candidate_id = c.id and a.posting_id = any(${intArrayParam(o.postingIds)}::int[])), '{}') as "appliedPostingIds"
      from candidates c
      join users u on u.id = c.user_id
      left join user_informations ui on ui.user_id = u.id
      left join addresses ad on ad.user_information_id = ui.id
      left join candidate_matching_preferences mp on mp.candidate_id = c.id
      where c.id > ${o.afterId} and c.deleted_at is null and not c.is_disabled and c.onboarding_complete and c.accept_communications
        and ${READABLE} and not coalesce(mp.withdraw_participation, false)
        and ${digestOn(sql`u.id`, 'postings')}
        and not exists (select 1 from digest_log dl where dl.user_id = u.id and dl.kind = 'postings' and dl.week = ${o.week})
        and (exists (select 1 from candidate_skills s where s.candidate_id = c.id and s.skill_id = any(${intArrayParam(o.skillIds)}::int[]))
          or exists (select 1 from candidate_focus_areas f where f.candidate_id = c.id and f.focus_area_id = any(${intArrayParam(o.focusAreaIds)}::int[])))
      order by c.id
      limit ${o.limit}`,
  );
  return rows.map((r) => ({
    ...r,
    candidateId: Number(r.candidateId),
    userId: Number(r.userId),
    regionId: r.regionId === null ? null : Number(r.regionId),
    boardExperienceTypeId: r.boardExperienceTypeId === null ? null : Number(r.boardExperienceTypeId),
    skillIds: r.skillIds.map(Number),
    focusAreaIds: r.focusAreaIds.map(Number),
    appliedPostingIds: r.appliedPostingIds.map(Number),
  }));
}

export interface WaitingApplicant {
  id: number;
  charityId: number;
  charityName: string;
  postingId: number;
  positionName: string;
  candidateName: string;
  applicationDate: Date;
}

/** Rows of each charity's first few (with the charity's total on each) as one entry per charity, in the rows' order. */
function byCharity<R extends { charityId: number; total: number; id: number }, T>(rows: R[], shape: (row: R) => Omit<T, 'id' | 'charityId'>): Map<number, { total: number; items: T[] }> {
  const grouped = new Map<number, { total: number; items: T[] }>();
  for (const r of rows) {
    const charityId = Number(r.charityId);
    const entry = grouped.get(charityId) ?? { total: Number(r.total), items: [] };
    entry.items.push({ ...shape(r), id: Number(r.id), charityId } as T);
    grouped.set(charityId, entry);
  }
  return grouped;
}

/**
 * Each charity with applications waiting in Applied: how many, and its `perCharity` longest waiting (one statement:
 * the count over the Applied partial index, each charity's first rows by applications_charity_id_idx).
 */
export async function findWaitingApplicantsByCharity(db: DbOrTx, perCharity: number): Promise<Map<number, { total: number; items: WaitingApplicant[] }>> {
  const rows = await rowsOf<WaitingApplicant & { total: number }>(
    db,
    sql`select w.charity_id as "charityId", w.total, a.id, c.name as "charityName", a.posting_id as "postingId", pos.name as "positionName",
        trim(coalesce(ui.first_name, '') || ' ' || coalesce(ui.last_name, '')) as "candidateName", a.application_date as "applicationDate"
      from (select charity_id, count(*)::int as total from applications where application_status_id = ${ApplicationStatus.applied} group by charity_id) w
      join charities c on c.id = w.charity_id and c.deleted_at is null
      cross join lateral (
        select id, posting_id, candidate_id, charity_position_id, application_date from applications
        where charity_id = w.charity_id and application_status_id = ${ApplicationStatus.applied}
        order by application_date, id limit ${perCharity}
      ) a
      join charity_positions pos on pos.id = a.charity_position_id
      join candidates cand on cand.id = a.candidate_id
      left join user_informations ui on ui.user_id = cand.user_id
      order by w.charity_id, a.application_date, a.id`,
  );
  return byCharity<WaitingApplicant & { total: number }, WaitingApplicant>(rows, (r) => ({ ...r, postingId: Number(r.postingId), applicationDate: new Date(r.applicationDate) }));
}

export interface TermEnding {
  id: number;
  charityId: number;
  charityName: string;
  positionName: string;
  memberName: string;
  /** YYYY-MM-DD. */
  endDate: string;
}

/**
 * Each charity with held board seats whose term ends between `today` and `last` (YYYY-MM-DD): how many, and its
 * `perCharity` soonest (one statement, by the mandates' end-date index).
 */
export async function findTermsEndingByCharity(db: DbOrTx, today: string, last: string, perCharity: number): Promise<Map<number, { total: number; items: TermEnding[] }>> {
  const ending = sql`deleted_at is null and charity_representative_id is not null and end_date between ${today}::date and ${last}::date
    and (start_date is null or start_date <= ${today}::date)`;
  const rows = await rowsOf<TermEnding & { total: number }>(
    db,
    sql`select t.charity_id as "charityId", t.total, m.id, c.name as "charityName", pos.name as "positionName",
        trim(coalesce(ui.first_name, '') || ' ' || coalesce(ui.last_name, '')) as "memberName", m.end_date::text as "endDate"
      from (select charity_id, count(*)::int as total from charity_mandates where ${ending} group by charity_id) t
      join charities c on c.id = t.charity_id and c.deleted_at is null
      cross join lateral (
        select id, charity_position_id, charity_representative_id, end_date from charity_mandates
        where charity_id = t.charity_id and ${ending}
        order by end_date, id limit ${perCharity}
      ) m
      join charity_positions pos on pos.id = m.charity_position_id
      join charity_representatives r on r.id = m.charity_representative_id
      left join user_informations ui on ui.user_id = r.user_id
      order by t.charity_id, m.end_date, m.id`,
  );
  return byCharity<TermEnding & { total: number }, TermEnding>(rows, (r) => r);
}

export interface OverdueReply {
  id: number;
  charityName: string;
  postingId: number;
  positionName: string;
  candidateName: string;
}

/** Applications past the reply deadline (the staff 'Waiting applicants' list): how many, and the first `limit` of it. */
export async function findOverdueReplies(db: DbOrTx, limit: number): Promise<{ total: number; items: OverdueReply[] }> {
  const overdue = sql`application_status_id = ${ApplicationStatus.applied} and reply_stage >= ${ReplyStage.overdue}`;
  const items = await rowsOf<OverdueReply>(
    db,
    sql`select a.id, c.name as "charityName", a.posting_id as "postingId", pos.name as "positionName",
        trim(coalesce(ui.first_name, '') || ' ' || coalesce(ui.last_name, '')) as "candidateName"
      from (select id from applications where ${overdue} order by folded_charity_name, charity_id, application_date, id limit ${limit}) page
      join applications a on a.id = page.id
      join charities c on c.id = a.charity_id
      join charity_positions pos on pos.id = a.charity_position_id
      join candidates cand on cand.id = a.candidate_id
      left join user_informations ui on ui.user_id = cand.user_id
      order by a.folded_charity_name, a.charity_id, a.application_date, a.id`,
  );
  const [count] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from applications where ${overdue}`);
  return { total: Number(count?.n ?? 0), items: items.map((r) => ({ ...r, id: Number(r.id), postingId: Number(r.postingId) })) };
}

/** Mail refused for good since `since` (outbox_failed_idx): how many, and the newest `limit`. */
export async function findUndeliveredSince(db: DbOrTx, since: Date, limit: number): Promise<{ total: number; items: { id: number; to: string; subject: string }[] }> {
  const after = sql`failed_at is not null and failed_at > ${since.toISOString()}::timestamptz`;
  const items = await rowsOf<{ id: number; to: string; subject: string }>(db, sql`select id, "to", subject from outbox where ${after} order by failed_at desc, id desc limit ${limit}`);
  const [count] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from outbox where ${after}`);
  return { total: Number(count?.n ?? 0), items: items.map((r) => ({ ...r, id: Number(r.id) })) };
}

/** These users, as digest readers of the kind: active and verified, the digest on and not yet sent this week. */
export async function findDigestReaders(db: DbOrTx, userIds: number[], kind: DigestKind, week: string): Promise<DigestReader[]> {
  if (userIds.length === 0) return [];
  const rows = await rowsOf<DigestReader>(
    db,
    sql`select u.id as "userId", u.user_name as email, coalesce(ui.first_name, '') as "firstName", u.preferred_language as language
      from users u left join user_informations ui on ui.user_id = u.id
      where u.id = any(${intArrayParam(userIds)}::int[]) and ${READABLE} and ${digestOn(sql`u.id`, kind)}
        and not exists (select 1 from digest_log dl where dl.user_id = u.id and dl.kind = ${kind} and dl.week = ${week})
      order by u.id`,
  );
  return rows.map((r) => ({ ...r, userId: Number(r.userId) }));
}

/** The user ids of these addresses (active accounts). */
export async function findUserIdsByEmail(db: DbOrTx, emails: string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.userName }).from(users).where(and(inArray(users.userName, emails), isNull(users.deletedAt)));
  return new Map(rows.map((r) => [r.email, r.id]));
}
