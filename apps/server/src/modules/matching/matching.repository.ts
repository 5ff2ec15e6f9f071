import { and, eq, sql } from 'drizzle-orm';
import type { FitCandidate, FitPosting } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { intArrayParam } from '../../db/prepared.ts';
import { postingInvitations } from '../../db/schema/index.ts';

type Rows<T> = { rows: T[] };

/** An int[] parameter (ids only: validated numbers). */

/*
 * Pools. Ranking needs every candidate's (or posting's) fit columns, which at 1000 times the demo cannot be read for
 * everyone: each side first gathers a bounded pool through indexes, then loads the pool's fit columns in one query
 * and ranks it in JS (rankCandidatesFor / rankPostingsFor). Each part of a pool has its own limit, so a pool holds a
 * few hundred rows however large the tables grow.
 */
const POOL_ALL_SKILLS = 200;
const POOL_PER_SKILL = 100;
const POOL_CAUSES = 100;
const POOL_PLACE = 100;
/**
 * Of a pool, the rows holding the most of the wanted skills (then a shared cause) are joined to the rest a score needs
 * and scored in full: reading every column of a few hundred rows was most of a suggestion's time.
 */
const CUT = 60;

/** The charity's side of a posting's fit: its focus areas and its address. */
export async function findCharityFit(db: DbOrTx, charityId: number): Promise<{ focusAreaIds: number[]; city: string | null; regionId: number | null }> {
  const result = (await db.execute(sql`
    select a.city, a.region_id as "regionId",
      array(select cf.focus_area_id from charity_focus_areas cf where cf.charity_id = ${charityId}::int order by 1) as "focusAreaIds"
    from (select ${charityId}::int as id) c
    left join addresses a on a.charity_id = c.id`)) as unknown as Rows<{ city: string | null; regionId: number | null; focusAreaIds: number[] }>;
  const row = result.rows[0];
  return { focusAreaIds: (row?.focusAreaIds ?? []).map(Number), city: row?.city ?? null, regionId: row?.regionId ?? null };
}

export interface CandidateFitRow extends FitCandidate {
  firstName: string;
  lastName: string;
  title: string | null;
  organizationName: string | null;
  region: string | null;
  invited: boolean;
}

/**
 * Candidates who allow review (candidate_search) for a posting, with their fit columns: the pool is those holding
 * every skill the posting asks for (the GIN index on skill_ids), the first of each skill's holders
 * (candidate_search_skills), those who care about one of the charity's causes and those of its province; never one
 * who already applied to the posting.
 */
export async function findCandidatePool(db: DbOrTx, postingId: number, posting: Pick<FitPosting, 'skillIds' | 'focusAreaIds' | 'regionId'>): Promise<CandidateFitRow[]> {
  const skills = intArrayParam(posting.skillIds);
  const causes = intArrayParam(posting.focusAreaIds);
  const result = (await db.execute(sql`
    with all_skills as (
      select cs.candidate_id from candidate_search cs
      where cardinality(${skills}::int[]) > 0 and cs.skill_ids @> ${skills}::int[]
      limit ${POOL_ALL_SKILLS}
    ), per_skill as (
      select k.candidate_id from unnest(${skills}::int[]) s(skill_id)
      cross join lateral (
        select css.candidate_id from candidate_search_skills css where css.skill_id = s.skill_id
        order by css.last_name, css.first_name, css.candidate_id limit ${POOL_PER_SKILL}
      ) k
    ), causes as (
      select cs.candidate_id from candidate_search cs
      where cardinality(${causes}::int[]) > 0 and cs.focus_area_ids && ${causes}::int[]
      limit ${POOL_CAUSES}
    ), place as (
      select cs.candidate_id from addresses a
      join candidate_search cs on cs.user_information_id = a.user_information_id
      where a.region_id = ${posting.regionId ?? 0}::int
      limit ${POOL_PLACE}
    ), pool as (
      select candidate_id from all_skills union select candidate_id from per_skill union select candidate_id from causes union select candidate_id from place
    ), cut as materialized (
      select cs.* from pool p
      join candidate_search cs on cs.candidate_id = p.candidate_id
      where not exists (select 1 from applications ap where ap.candidate_id = cs.candidate_id and ap.posting_id = ${postingId}::int)
      order by (select count(*) from unnest(cs.skill_ids) k where k = any(${skills}::int[])) desc, (cs.focus_area_ids && ${causes}::int[]) desc, cs.candidate_id
      limit ${CUT}
    )
    select cs.candidate_id as id, ui.first_name as "firstName", ui.last_name as "lastName",
      cand.experience_title as title, cand.experience_organization_name as "organizationName",
      a.city, a.region_id as "regionId", r.abbreviation as region, cs.skill_ids as "skillIds",
      cs.focus_area_ids as "focusAreaIds",
      cs.board_experience_type_id as "boardExperienceTypeId", cand.is_looking_for_position as "lookingForPosition",
      cs.language,
      exists (select 1 from posting_invitations pi where pi.charity_posting_id = ${postingId}::int and pi.candidate_id = cs.candidate_id) as invited
    from cut cs
    join candidates cand on cand.id = cs.candidate_id
    join user_informations ui on ui.id = cs.user_information_id
    left join addresses a on a.user_information_id = ui.id
    left join regions r on r.id = a.region_id`)) as unknown as Rows<
    Omit<CandidateFitRow, 'languages'> & { language: string }
  >;
  return result.rows.map(({ language, ...row }) => ({
    ...row,
    id: Number(row.id),
    skillIds: row.skillIds.map(Number),
    focusAreaIds: row.focusAreaIds.map(Number),
    languages: [language],
  }));
}

/** The signed-in candidate's side of a fit, from their profile and matching preferences. */
export async function findCandidateFit(db: DbOrTx, candidateId: number): Promise<FitCandidate | null> {
  const result = (await db.execute(sql`
    select cand.id, a.city, a.region_id as "regionId", u.preferred_language as language,
      array(select s.skill_id from candidate_skills s where s.candidate_id = cand.id order by 1) as "skillIds",
      array(select f.focus_area_id from candidate_focus_areas f where f.candidate_id = cand.id order by 1) as "focusAreaIds",
      mp.board_experience_type_id as "boardExperienceTypeId", cand.is_looking_for_position as "lookingForPosition",
      coalesce(mp.withdraw_participation, false) as withdrawn
    from candidates cand
    join users u on u.id = cand.user_id
    join user_informations ui on ui.user_id = u.id
    left join addresses a on a.user_information_id = ui.id
    left join candidate_matching_preferences mp on mp.candidate_id = cand.id
    where cand.id = ${candidateId}::int`)) as unknown as Rows<Omit<FitCandidate, 'languages'> & { language: string }>;
  const row = result.rows[0];
  if (!row) return null;
  const { language, ...rest } = row;
  return { ...rest, id: Number(rest.id), skillIds: rest.skillIds.map(Number), focusAreaIds: rest.focusAreaIds.map(Number), languages: [language] };
}

export interface PostingFitRow extends FitPosting {
  position: string;
  charityId: number;
  charityName: string;
  region: string | null;
  expiryDate: string;
  invited: boolean;
}

/**
 * Open, unexpired postings of live charities (posting_search) for a candidate, with their fit columns: the pool is
 * the postings the candidate was invited to, the first unexpired postings of each of the candidate's skills
 * (posting_search_skills, in expiry order) and postings of charities sharing one of the candidate's causes; never
 * one the candidate applied to.
 */
export async function findPostingPool(db: DbOrTx, candidate: FitCandidate, today: string): Promise<PostingFitRow[]> {
  const skills = intArrayParam(candidate.skillIds);
  const causes = intArrayParam(candidate.focusAreaIds);
  const result = (await db.execute(sql`
    with invited as (
      select pi.charity_posting_id as posting_id from posting_invitations pi where pi.candidate_id = ${candidate.id}::int
    ), per_skill as (
      select k.posting_id from unnest(${skills}::int[]) s(skill_id)
      cross join lateral (
        select pss.posting_id from posting_search_skills pss where pss.skill_id = s.skill_id and pss.expiry_date >= ${today}::date
        order by pss.expiry_date, pss.posting_id limit ${POOL_PER_SKILL}
      ) k
    ), causes as (
      select ps.posting_id from charity_focus_areas cf
      join posting_search ps on ps.charity_id = cf.charity_id
      where cf.focus_area_id = any(${causes}::int[]) and ps.expiry_date >= ${today}::date
      limit ${POOL_CAUSES}
    ), pool as (
      select posting_id from invited union select posting_id from per_skill union select posting_id from causes
    ), cut as materialized (
      select ps.* from pool p
      join posting_search ps on ps.posting_id = p.posting_id
      where ps.expiry_date >= ${today}::date
        and not exists (select 1 from applications ap where ap.candidate_id = ${candidate.id}::int and ap.posting_id = ps.posting_id)
      order by exists (select 1 from invited i where i.posting_id = ps.posting_id) desc,
        (select count(*) from unnest(ps.skill_ids) k where k = any(${skills}::int[])) desc, ps.expiry_date, ps.posting_id
      limit ${CUT}
    )
    select ps.posting_id as id, pos.name as position, ps.charity_id as "charityId", c.name as "charityName",
      ps.expiry_date::text as "expiryDate", ps.skill_ids as "skillIds",
      array(select cf.focus_area_id from charity_focus_areas cf where cf.charity_id = ps.charity_id order by 1) as "focusAreaIds",
      a.city, a.region_id as "regionId", r.abbreviation as region,
      exists (select 1 from invited i where i.posting_id = ps.posting_id) as invited
    from cut ps
    join charity_postings cp on cp.id = ps.posting_id
    join charity_positions pos on pos.id = cp.charity_position_id
    join charities c on c.id = ps.charity_id
    left join addresses a on a.charity_id = ps.charity_id
    left join regions r on r.id = a.region_id`)) as unknown as Rows<PostingFitRow>;
  return result.rows.map((row) => ({ ...row, id: Number(row.id), charityId: Number(row.charityId), skillIds: row.skillIds.map(Number), focusAreaIds: row.focusAreaIds.map(Number) }));
}

/** A candidate who allows review, as an invitation is written to them. */
export async function findReviewableCandidate(db: DbOrTx, candidateId: number) {
  const result = (await db.execute(sql`
    select cs.candidate_id as id, u.user_name as email, ui.first_name as "firstName"
    from candidate_search cs
    join candidates cand on cand.id = cs.candidate_id
    join users u on u.id = cand.user_id
    join user_informations ui on ui.id = cs.user_information_id
    where cs.candidate_id = ${candidateId}::int`)) as unknown as Rows<{ id: number; email: string; firstName: string }>;
  return result.rows[0] ?? null;
}

/** Writes the invitation unless one exists: true when this call wrote it. */
export async function insertInvitation(db: DbOrTx, values: { charityPostingId: number; candidateId: number; invitedByUserId: number }): Promise<boolean> {
  const rows = await db.insert(postingInvitations).values(values).onConflictDoNothing().returning({ id: postingInvitations.id });
  return rows.length === 1;
}

export async function findInvitation(db: DbOrTx, postingId: number, candidateId: number) {
  const [row] = await db
    .select({ postingId: postingInvitations.charityPostingId, candidateId: postingInvitations.candidateId, createdAt: postingInvitations.createdAt })
    .from(postingInvitations)
    .where(and(eq(postingInvitations.charityPostingId, postingId), eq(postingInvitations.candidateId, candidateId)))
    .limit(1);
  return row ?? null;
}
