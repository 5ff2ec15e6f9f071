import { sql } from 'drizzle-orm';
import { ApplicationStatus, ReplyStage } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { WaitingApplication } from './reply-clock.repository.ts';

type Rows<T> = { rows: T[] };

/** An overdue application as staff see it: what the clock's mail names, and when staff last reminded the charity. */
export interface OverdueApplication extends WaitingApplication {
  candidateId: number;
  remindedAt: Date | null;
}

/** Overdue: still in Applied, past the 'Reply overdue' step (10 working days); the partial index applications_overdue_idx. */
const OVERDUE = sql`application_status_id = ${ApplicationStatus.applied} and reply_stage >= ${ReplyStage.overdue}`;

/** The rows of these applications (in the order given by `order`), with their names and the charity's province. */
function detailed(ids: ReturnType<typeof sql>, order: ReturnType<typeof sql>) {
  return sql`
    select a.id, a.application_date as "applicationDate", a.reply_stage as "replyStage", a.reminded_at as "remindedAt",
      a.charity_id as "charityId", c.name as "charityName",
      (select r.abbreviation from addresses ad join regions r on r.id = ad.region_id where ad.charity_id = a.charity_id and ad.country_id = 1) as province,
      a.posting_id as "postingId", pos.name as "positionName", a.candidate_id as "candidateId",
      ui.first_name as "candidateFirstName", ui.last_name as "candidateLastName", u.user_name as "candidateEmail", u.preferred_language as "candidateLanguage"
    from (${ids}) page
    join applications a on a.id = page.id
    join charities c on c.id = a.charity_id
    join charity_positions pos on pos.id = a.charity_position_id
    join candidates cand on cand.id = a.candidate_id
    join users u on u.id = cand.user_id
    join user_informations ui on ui.user_id = u.id
    ${order}`;
}

type RawRow = Omit<OverdueApplication, 'applicationDate' | 'remindedAt'> & { applicationDate: Date | string; remindedAt: Date | string | null };
const parse = (r: RawRow): OverdueApplication => ({
  ...r,
  id: Number(r.id),
  replyStage: Number(r.replyStage),
  charityId: Number(r.charityId),
  postingId: Number(r.postingId),
  candidateId: Number(r.candidateId),
  applicationDate: new Date(r.applicationDate),
  remindedAt: r.remindedAt === null ? null : new Date(r.remindedAt),
});

/**
 * One page of overdue applications by charity (its folded name, then id), the longest waiting first within each; the
 * page's ids are chosen in the partial index alone, then its rows joined. The total counts the same index.
 */
export async function findOverdueApplications(db: DbOrTx, filter: { charityIds?: number[] }, page: { offset: number; limit: number | null }) {
  const charities = filter.charityIds?.length ? sql`and charity_id = any(${`{${filter.charityIds.join(',')}}`}::int[])` : sql``;
  const limit = page.limit === null ? sql`` : sql`limit ${page.limit}`;
  const ids = sql`select id, folded_charity_name, charity_id, application_date from applications where ${OVERDUE} ${charities} order by folded_charity_name, charity_id, application_date, id ${limit} offset ${page.offset}`;
  const rows = (await db.execute(detailed(ids, sql`order by page.folded_charity_name, page.charity_id, page.application_date, page.id`))) as unknown as Rows<RawRow>;
  const [count] = ((await db.execute(sql`select count(*)::int as n from applications where ${OVERDUE} ${charities}`)) as unknown as Rows<{ n: number }>).rows;
  return { rows: rows.rows.map(parse), total: Number(count?.n ?? 0) };
}

/** One overdue application, locked for the reminder; null when there is none by this id (or it is not overdue). */
export async function findOverdueApplicationForUpdate(db: DbOrTx, id: number): Promise<OverdueApplication | null> {
  const ids = sql`select id from applications where id = ${id}::int and ${OVERDUE} for update`;
  const rows = (await db.execute(detailed(ids, sql``))) as unknown as Rows<RawRow>;
  return rows.rows[0] ? parse(rows.rows[0]) : null;
}

/** Records 'Remind' once a day: true when no reminder went out in the 24 hours before `now`. */
export async function markReminded(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const rows = (await db.execute(
    sql`update applications set reminded_at = ${now.toISOString()}::timestamptz where id = ${id}::int and (reminded_at is null or reminded_at <= ${since.toISOString()}::timestamptz) returning id`,
  )) as unknown as Rows<{ id: number }>;
  return rows.rows.length === 1;
}
