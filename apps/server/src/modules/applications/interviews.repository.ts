import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Interview, InterviewState, Language } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { interviewSlots, interviews } from '../../db/schema/index.ts';

type Rows<T> = { rows: T[] };

export type InterviewRow = typeof interviews.$inferSelect;

/** The states in which an interview is still being arranged or is booked: one such per application. */
export const OPEN_STATES: readonly InterviewState[] = ['proposed', 'otherTimes', 'scheduled'];

/** The latest interview of each application (its proposed times earliest first), as both sides see it. */
export async function findLatestInterviews(db: DbOrTx, applicationIds: number[]): Promise<Map<number, Interview>> {
  const found = new Map<number, Interview>();
  if (applicationIds.length === 0) return found;
  const rows = await db
    .selectDistinctOn([interviews.applicationId], {
      id: interviews.id,
      applicationId: interviews.applicationId,
      state: interviews.state,
      durationMinutes: interviews.durationMinutes,
      place: interviews.place,
      timeZone: interviews.timeZone,
      startsAt: interviews.startsAt,
      candidateMessage: interviews.candidateMessage,
      // Read with the interview: one statement for a page of applications, not one more for their times.
      // (Named by alias: drizzle leaves a column of a one-table select unqualified, which the subquery would read as its own.)
      slots: sql<{ id: number; startsAt: string }[]>`coalesce((
        select json_agg(json_build_object('id', s.id, 'startsAt', s.starts_at) order by s.starts_at, s.id)
        from ${interviewSlots} s where s.interview_id = ${interviews}.id), '[]')`,
    })
    .from(interviews)
    .where(inArray(interviews.applicationId, applicationIds))
    .orderBy(interviews.applicationId, desc(interviews.id));
  for (const row of rows) {
    found.set(row.applicationId, {
      id: row.id,
      state: row.state,
      durationMinutes: row.durationMinutes,
      place: row.place,
      timeZone: row.timeZone,
      slots: row.slots.map((s) => ({ id: s.id, startsAt: new Date(s.startsAt).toISOString() })),
      startsAt: row.startsAt?.toISOString() ?? null,
      candidateMessage: row.candidateMessage,
    });
  }
  return found;
}

/** The application's interview still being arranged or booked, locked for the caller's transaction. */
export async function findOpenInterview(db: DbOrTx, applicationId: number): Promise<InterviewRow | null> {
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), inArray(interviews.state, [...OPEN_STATES])))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function insertInterview(db: DbOrTx, values: typeof interviews.$inferInsert): Promise<InterviewRow> {
  const [row] = await db.insert(interviews).values(values).returning();
  return row!;
}

export async function replaceSlots(db: DbOrTx, interviewId: number, times: Date[]): Promise<void> {
  await db.delete(interviewSlots).where(eq(interviewSlots.interviewId, interviewId));
  await db.insert(interviewSlots).values(times.map((startsAt) => ({ interviewId, startsAt })));
}

export async function findSlot(db: DbOrTx, interviewId: number, slotId: number): Promise<{ startsAt: Date } | null> {
  const [row] = await db
    .select({ startsAt: interviewSlots.startsAt })
    .from(interviewSlots)
    .where(and(eq(interviewSlots.id, slotId), eq(interviewSlots.interviewId, interviewId)))
    .limit(1);
  return row ?? null;
}

/** Changes an interview only if it is still in the state it was read in; false when another request got there first. */
export async function updateInterview(db: DbOrTx, id: number, from: InterviewState, set: Partial<typeof interviews.$inferInsert>): Promise<InterviewRow | null> {
  const [row] = await db
    .update(interviews)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(interviews.id, id), eq(interviews.state, from)))
    .returning();
  return row ?? null;
}

/** Who and what an interview's mail names: the candidate (and their province), the charity's proposer, the posting. */
export interface InterviewParties {
  applicationId: number;
  postingId: number;
  charityId: number;
  charityName: string;
  positionName: string;
  candidateEmail: string;
  candidateFirstName: string;
  candidateLastName: string;
  candidateLanguage: Language;
  candidateProvince: string | null;
  proposerEmail: string | null;
  proposerName: string | null;
  proposerLanguage: Language | null;
}

export async function findInterviewParties(db: DbOrTx, interviewIds: number[]): Promise<Map<number, InterviewParties>> {
  if (interviewIds.length === 0) return new Map();
  const result = (await db.execute(sql`
    select i.id as "interviewId", a.id as "applicationId", a.posting_id as "postingId", a.charity_id as "charityId", c.name as "charityName",
      pos.name as "positionName", u.user_name as "candidateEmail", ui.first_name as "candidateFirstName", ui.last_name as "candidateLastName",
      u.preferred_language as "candidateLanguage",
      (select r.abbreviation from addresses ad join regions r on r.id = ad.region_id where ad.user_information_id = ui.id and ad.country_id = 1) as "candidateProvince",
      pu.user_name as "proposerEmail", nullif(trim(coalesce(pui.first_name, '') || ' ' || coalesce(pui.last_name, '')), '') as "proposerName",
      pu.preferred_language as "proposerLanguage"
    from interviews i
    join applications a on a.id = i.application_id
    join charities c on c.id = a.charity_id
    join charity_positions pos on pos.id = a.charity_position_id
    join candidates cand on cand.id = a.candidate_id
    join users u on u.id = cand.user_id
    join user_informations ui on ui.user_id = u.id
    left join users pu on pu.id = i.proposed_by_user_id and pu.deleted_at is null and pu.is_disabled is not true
    left join user_informations pui on pui.user_id = pu.id
    where i.id in (${sql.join(interviewIds.map((id) => sql`${id}`), sql`, `)})`)) as unknown as Rows<InterviewParties & { interviewId: number }>;
  return new Map(result.rows.map((r) => [r.interviewId, r]));
}

/** Booked interviews starting within the window and not yet reminded, soonest first; rows another instance holds are skipped. */
export async function findInterviewsToRemind(db: DbOrTx, now: Date, until: Date, limit: number): Promise<InterviewRow[]> {
  return db
    .select()
    .from(interviews)
    .where(and(eq(interviews.state, 'scheduled'), sql`${interviews.remindedAt} is null`, sql`${interviews.startsAt} > ${now.toISOString()}::timestamptz`, sql`${interviews.startsAt} <= ${until.toISOString()}::timestamptz`))
    .orderBy(asc(interviews.startsAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markReminded(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(interviews).set({ remindedAt: at }).where(eq(interviews.id, id));
}
