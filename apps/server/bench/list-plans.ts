import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { ORIENTATION_COURSE_ID, CHARITY_ORIENTATION_COURSE_ID } from '@boardmatch/shared';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { findActAs, findStaffActions } from '../src/modules/act-as-audit/act-as-audit.repository.ts';
import { findApplications } from '../src/modules/applications/applications.repository.ts';
import { findOverdueApplications } from '../src/modules/applications/waiting-applicants.repository.ts';
import { findMandates } from '../src/modules/board/board.repository.ts';
import { findCandidatesForStaff } from '../src/modules/candidates/candidates.repository.ts';
import { findRepresentatives } from '../src/modules/charities/charity-representatives.repository.ts';
import { findPendingInvitations as findCharityInvitations } from '../src/modules/charities/invitations.repository.ts';
import { findCharitiesForStaff } from '../src/modules/charities/staff-charities.repository.ts';
import { findCorporations } from '../src/modules/corporations/corporations.repository.ts';
import { findPositions } from '../src/modules/positions/positions.repository.ts';
import { findCharityPostingIds } from '../src/modules/postings/charity-postings.repository.ts';
import { findPendingInvitations as findStaffInvitations, findStaffUsers, findUndeliveredMail } from '../src/modules/staff/staff.repository.ts';
import { findCoursePage } from '../src/modules/training/courses.repository.ts';
import { findEnrollmentPage } from '../src/modules/training/training.repository.ts';

/*
 * The list routes' queries, as their repositories build them with the bodies bench/load.ts sends: each list is run
 * once through a Drizzle instance that records every statement with its parameters, and each recorded statement
 * (the page, its total, the rows read beside it) is then explained and timed like the search queries.
 */

export interface RecordedQuery {
  name: string;
  text: string;
  params: unknown[];
}

/** Runs a statement with its parameters on the database under the bench (PostgreSQL pool or PGlite). */
export type RunSql = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export function sqlRunner(client: { pool?: pg.Pool; pglite?: PGlite }): RunSql {
  if (client.pool) return async (text, params) => (await client.pool!.query(text, params as unknown[])).rows;
  return async (text, params) => (await client.pglite!.query<Record<string, unknown>>(text, params as unknown[])).rows;
}

const PAGE = { offset: 0, limit: 20 };

/** The list queries of every side (charity 1, the bench candidate, staff), recorded as the repositories send them. */
export async function recordListQueries(client: { pool?: pg.Pool; pglite?: PGlite }, candidate: { id: number; userId: number }): Promise<RecordedQuery[]> {
  const recorded: RecordedQuery[] = [];
  let current = '';
  const logger: Logger = { logQuery: (text, params) => void recorded.push({ name: current, text, params }) };
  const db = (client.pool ? drizzlePg({ client: client.pool, schema, logger }) : drizzlePglite({ client: client.pglite!, schema, logger })) as unknown as Db;
  const lists: [string, () => Promise<unknown>][] = [
    ['applications (candidate)', () => findApplications(db, { candidateIds: [candidate.id] }, PAGE, [])],
    ['enrollments (candidate)', () => findEnrollmentPage(db, candidate.userId, 1, [ORIENTATION_COURSE_ID, CHARITY_ORIENTATION_COURSE_ID], PAGE)],
    ['applications (charity 1)', () => findApplications(db, { charityIds: [1] }, PAGE, [])],
    ["applications (charity 1), search 'treasurer'", () => findApplications(db, { charityIds: [1], search: 'treasurer' }, PAGE, [])],
    ['charity postings (charity 1)', () => findCharityPostingIds(db, { charityId: 1 }, PAGE, [])],
    ['positions (charity 1)', () => findPositions(db, { charityId: 1 }, PAGE, [])],
    ['board mandates (charity 1)', () => findMandates(db, 1, null, PAGE)],
    ['representatives (charity 1)', () => findRepresentatives(db, 1, PAGE)],
    ['charity invitations (charity 1)', () => findCharityInvitations(db, 1, PAGE)],
    ['staff candidates', () => findCandidatesForStaff(db, {}, PAGE, [])],
    ["staff candidates, search 'whitfield'", () => findCandidatesForStaff(db, { search: 'whitfield' }, PAGE, [])],
    ['staff candidates, by join date', () => findCandidatesForStaff(db, {}, PAGE, [{ field: 'joinDate', isAscending: false }])],
    ['staff candidates, skills', () => findCandidatesForStaff(db, { skillIds: [2] }, PAGE, [])],
    ['staff charities', () => findCharitiesForStaff(db, { search: null, cities: [], regionIds: [], ids: [] }, PAGE, [])],
    ["staff charities, search 'harbour'", () => findCharitiesForStaff(db, { search: 'harbour', cities: [], regionIds: [], ids: [] }, PAGE, [])],
    ['staff applications', () => findApplications(db, {}, PAGE, [])],
    ["staff applications, search 'treasurer'", () => findApplications(db, { search: 'treasurer' }, PAGE, [])],
    ['staff users', () => findStaffUsers(db, PAGE)],
    ['staff invitations', () => findStaffInvitations(db, PAGE)],
    ["staff invitations, search 'invitee1'", () => findStaffInvitations(db, PAGE, undefined, 'invitee1')],
    ['staff courses', () => findCoursePage(db, {}, PAGE, [])],
    ["staff courses, search 'treasurers'", () => findCoursePage(db, { search: 'treasurers' }, PAGE, [])],
    ['staff corporations', () => findCorporations(db, undefined, PAGE, [])],
    ["staff corporations, search 'harbour'", () => findCorporations(db, 'harbour', PAGE, [])],
    ['staff act-as audit', () => findActAs(db, {}, PAGE)],
    ["staff act-as audit, search 'singh'", () => findActAs(db, { search: 'singh' }, PAGE)],
    ['staff actions audit', () => findStaffActions(db, {}, PAGE)],
    ["staff actions audit, search 'tremblay'", () => findStaffActions(db, { search: 'tremblay' }, PAGE)],
    ['staff undelivered mail', () => findUndeliveredMail(db, PAGE)],
    ['staff waiting applicants', () => findOverdueApplications(db, {}, PAGE)],
  ];
  for (const [name, run] of lists) {
    current = name;
    await run();
  }
  // The dictionary look-ups of a search (search_words) are the search's own, reported by the search queries.
  return recorded
    .filter((q) => !/\bsearch_words\b/.test(q.text))
    .map((q, i, all) => ({ ...q, name: all.filter((o) => o.name === q.name).length > 1 ? `list: ${q.name} #${all.slice(0, i + 1).filter((o) => o.name === q.name).length}` : `list: ${q.name}` }));
}

/** EXPLAIN (ANALYZE) of a recorded statement, one line per plan line. */
export async function explainRecorded(run: RunSql, q: RecordedQuery): Promise<string[]> {
  const rows = await run(`explain (analyze, costs off, timing off, summary off) ${q.text}`, q.params);
  return rows.map((r) => String(Object.values(r)[0]));
}

/** Milliseconds of a recorded statement: the median of some runs after one warm-up. */
export async function timeRecorded(run: RunSql, q: RecordedQuery, runs = 5): Promise<number> {
  await run(q.text, q.params);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run(q.text, q.params);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
