import { and, eq, lt, sql } from 'drizzle-orm';
import { ApplicationStatus, type Language } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { applicationStatusChanges, applications } from '../../db/schema/index.ts';

type Rows<T> = { rows: T[] };

/** A waiting application as the response clock reads it: when it was made, its step, and what its mail names. */
export interface WaitingApplication {
  id: number;
  applicationDate: Date;
  replyStage: number;
  charityId: number;
  charityName: string;
  /** The charity's province (its address's region in Canada), or null. */
  province: string | null;
  postingId: number;
  positionName: string;
  candidateFirstName: string;
  candidateLastName: string;
  candidateEmail: string;
  candidateLanguage: Language;
}

/** The province code of a charity's address in Canada, read beside a waiting application. */
export const provinceOf = (charityId: unknown) =>
  sql`(select r.abbreviation from addresses ad join regions r on r.id = ad.region_id where ad.charity_id = ${charityId} and ad.country_id = 1)`;

/**
 * Waiting applications (Applied) whose next step may be due, oldest due first, at most `limit`; rows another
 * instance holds are skipped. Walks the partial index applications_reply_due_idx.
 */
export async function findDueApplications(db: DbOrTx, now: Date, limit: number): Promise<WaitingApplication[]> {
  const result = (await db.execute(sql`
    select a.id, a.application_date as "applicationDate", a.reply_stage as "replyStage", a.charity_id as "charityId", c.name as "charityName",
      ${provinceOf(sql`a.charity_id`)} as province, a.posting_id as "postingId", pos.name as "positionName",
      ui.first_name as "candidateFirstName", ui.last_name as "candidateLastName", u.user_name as "candidateEmail", u.preferred_language as "candidateLanguage"
    from (
      select id from applications
      where application_status_id = ${ApplicationStatus.applied} and reply_due_at <= ${now.toISOString()}::timestamptz
      order by reply_due_at, id
      limit ${limit}
      for update skip locked
    ) due
    join applications a on a.id = due.id
    join charities c on c.id = a.charity_id
    join charity_positions pos on pos.id = a.charity_position_id
    join candidates cand on cand.id = a.candidate_id
    join users u on u.id = cand.user_id
    join user_informations ui on ui.user_id = u.id
    order by a.reply_due_at, a.id`)) as unknown as Rows<WaitingApplication & { applicationDate: Date | string }>;
  return result.rows.map((r) => ({ ...r, id: Number(r.id), replyStage: Number(r.replyStage), charityId: Number(r.charityId), postingId: Number(r.postingId), applicationDate: new Date(r.applicationDate) }));
}

/** Not due yet: when to look at the application again. */
export async function postponeApplication(db: DbOrTx, id: number, dueAt: Date): Promise<void> {
  await db.update(applications).set({ replyDueAt: dueAt }).where(eq(applications.id, id));
}

/**
 * Takes a step of the clock once: moves the application to `stage` (and its next look to `dueAt`) only if it still
 * waits in Applied at an earlier stage. True when this call took the step; false when another run already had.
 */
export async function advanceStage(db: DbOrTx, id: number, stage: number, dueAt: Date | null, closeAs?: number): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ replyStage: stage, replyDueAt: dueAt, ...(closeAs ? { applicationStatusId: closeAs, updatedAt: new Date() } : {}) })
    .where(and(eq(applications.id, id), eq(applications.applicationStatusId, ApplicationStatus.applied), lt(applications.replyStage, stage)))
    .returning({ id: applications.id });
  return rows.length === 1;
}

/** An open posting suggested to a candidate. */
export interface SimilarPosting {
  postingId: number;
  positionName: string;
  charityName: string;
}

/**
 * Up to `limit` open postings like this one, newest first: sharing one of its skills, then (to fill up) of a charity
 * sharing one of its charity's causes; never this charity's. Read from posting_search (open postings of live
 * charities), each step bounded by its limit.
 */
export async function findSimilarPostings(db: DbOrTx, postingId: number, charityId: number, today: string, limit: number): Promise<SimilarPosting[]> {
  const found: SimilarPosting[] = [];
  const pick = async (where: ReturnType<typeof sql>) => {
    if (found.length >= limit) return;
    const result = (await db.execute(sql`
      select ps.posting_id as "postingId", pos.name as "positionName", c.name as "charityName"
      from (
        select posting_id, date_posted from posting_search ps
        where ps.charity_id <> ${charityId}::int and ps.expiry_date >= ${today}::date and ${where}
          and ps.posting_id <> all(${`{${found.map((f) => f.postingId).join(',')}}`}::int[])
        order by ps.date_posted desc, ps.posting_id desc
        limit ${limit - found.length}
      ) ps
      join charity_postings p on p.id = ps.posting_id
      join charity_positions pos on pos.id = p.charity_position_id
      join charities c on c.id = p.charity_id
      order by ps.date_posted desc, ps.posting_id desc`)) as unknown as Rows<SimilarPosting>;
    found.push(...result.rows.map((r) => ({ ...r, postingId: Number(r.postingId) })));
  };
  await pick(sql`ps.skill_ids && array(select skill_id from charity_posting_skills where charity_posting_id = ${postingId}::int)`);
  await pick(sql`ps.charity_id in (select cf.charity_id from charity_focus_areas cf where cf.focus_area_id in (select focus_area_id from charity_focus_areas where charity_id = ${charityId}::int))`);
  return found;
}

/** The closing as No Response in the application's history: made by no one (the clock). */
export async function insertClosingChange(db: DbOrTx, applicationId: number): Promise<void> {
  await db.insert(applicationStatusChanges).values({ applicationId, fromStatusId: ApplicationStatus.applied, toStatusId: ApplicationStatus.noResponse, changedByUserId: null });
}
