import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { PostingStatus } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  boardTermNotices,
  boardTypes,
  candidates,
  candidateSkills,
  charities,
  charityMandates,
  charityMandateSkills,
  charityPositionMatchings,
  charityPositions,
  charityPostings,
  charityPostingSkills,
  charityRepresentatives,
  developmentStages,
  fundingStatuses,
  skills,
  userInformations,
} from '../../db/schema/index.ts';

/** A day as YYYY-MM-DD. */
type Day = string;

/** At most this many seats are read for a matrix: a board is a few dozen people. */
const MEMBERS_CAP = 200;

const heldBy = and(isNull(charityMandates.deletedAt), isNotNull(charityMandates.charityRepresentativeId));
const startedBy = (today: Day) => or(isNull(charityMandates.startDate), lte(charityMandates.startDate, today))!;

const seatColumns = {
  mandateId: charityMandates.id,
  charityId: charityMandates.charityId,
  positionId: charityPositions.id,
  positionName: charityPositions.name,
  positionIsDefault: charityPositions.isDefault,
  userId: charityRepresentatives.userId,
  firstName: userInformations.firstName,
  lastName: userInformations.lastName,
  endDate: charityMandates.endDate,
};

function seats(db: DbOrTx) {
  return db
    .select(seatColumns)
    .from(charityMandates)
    .innerJoin(charityPositions, eq(charityPositions.id, charityMandates.charityPositionId))
    .innerJoin(charityRepresentatives, eq(charityRepresentatives.id, charityMandates.charityRepresentativeId))
    .leftJoin(userInformations, eq(userInformations.userId, charityRepresentatives.userId));
}
export type SeatRow = Awaited<ReturnType<ReturnType<typeof seats>['execute']>>[number];

/** The seats held today (started, not ended), in board order. */
export async function findCurrentMembers(db: DbOrTx, charityId: number, today: Day): Promise<SeatRow[]> {
  return seats(db)
    .where(and(eq(charityMandates.charityId, charityId), heldBy, startedBy(today), or(isNull(charityMandates.endDate), gte(charityMandates.endDate, today))))
    .orderBy(asc(charityPositions.sortOrder), asc(charityPositions.name), asc(charityMandates.id))
    .limit(MEMBERS_CAP);
}

/** One live seat with its holder (none when vacant), or null. */
export async function findSeat(db: DbOrTx, mandateId: number) {
  const [row] = await db
    .select(seatColumns)
    .from(charityMandates)
    .innerJoin(charityPositions, eq(charityPositions.id, charityMandates.charityPositionId))
    .leftJoin(charityRepresentatives, eq(charityRepresentatives.id, charityMandates.charityRepresentativeId))
    .leftJoin(userInformations, eq(userInformations.userId, charityRepresentatives.userId))
    .where(and(eq(charityMandates.id, mandateId), isNull(charityMandates.deletedAt)))
    .limit(1);
  return row ?? null;
}

const endingWhere = (charityId: number, today: Day, last: Day): SQL =>
  and(eq(charityMandates.charityId, charityId), heldBy, startedBy(today), gte(charityMandates.endDate, today), lte(charityMandates.endDate, last))!;

/** One page of the current seats whose term ends between today and `last`, soonest first, with the total. */
export async function findTermsEnding(db: DbOrTx, charityId: number, today: Day, last: Day, page: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    seats(db).where(endingWhere(charityId, today, last)).orderBy(asc(charityMandates.endDate), asc(charityMandates.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(charityMandates).where(endingWhere(charityId, today, last)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The skills the charity entered for these seats, by seat. */
export async function findEnteredSkills(db: DbOrTx, mandateIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(mandateIds.map((id) => [id, []]));
  if (mandateIds.length === 0) return out;
  const rows = await db.select().from(charityMandateSkills).where(inArray(charityMandateSkills.charityMandateId, mandateIds)).orderBy(asc(charityMandateSkills.skillId));
  for (const row of rows) out.get(row.charityMandateId)?.push(row.skillId);
  return out;
}

/** The skills on the candidate profiles of these users (those who have one), by user. */
export async function findProfileSkills(db: DbOrTx, userIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: candidates.userId, skillId: candidateSkills.skillId })
    .from(candidates)
    .innerJoin(candidateSkills, eq(candidateSkills.candidateId, candidates.id))
    .where(and(inArray(candidates.userId, userIds), isNull(candidates.deletedAt)));
  for (const row of rows) out.set(row.userId, [...(out.get(row.userId) ?? []), row.skillId]);
  return out;
}

/** Replaces the skills the charity entered for a seat. */
export async function replaceEnteredSkills(db: DbOrTx, mandateId: number, skillIds: number[]): Promise<void> {
  await db.delete(charityMandateSkills).where(eq(charityMandateSkills.charityMandateId, mandateId));
  if (skillIds.length) await db.insert(charityMandateSkills).values([...new Set(skillIds)].map((skillId) => ({ charityMandateId: mandateId, skillId })));
}

/** Of these ids, those of existing skills. */
export async function findSkillNames(db: DbOrTx, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: skills.id, name: skills.name }).from(skills).where(inArray(skills.id, ids));
}

export async function findSkillIdsByName(db: DbOrTx, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  return (await db.select({ id: skills.id }).from(skills).where(inArray(skills.name, names))).map((r) => r.id);
}

/** The skills the charity's open postings ask for. */
export async function findOpenPostingSkills(db: DbOrTx, charityId: number, today: Day): Promise<number[]> {
  const rows = await db
    .selectDistinct({ skillId: charityPostingSkills.skillId })
    .from(charityPostings)
    .innerJoin(charityPostingSkills, eq(charityPostingSkills.charityPostingId, charityPostings.id))
    .where(and(eq(charityPostings.charityId, charityId), isNull(charityPostings.deletedAt), eq(charityPostings.charityPostingStatusId, PostingStatus.open), gte(charityPostings.expiryDate, today)));
  return rows.map((r) => r.skillId);
}

/** The charity's position matching answers that speak of what its board needs, by their reference names. */
export async function findMatchingAnswers(db: DbOrTx, charityId: number) {
  const [row] = await db
    .select({
      boardType: boardTypes.name,
      developmentStage: developmentStages.name,
      fundingStatus: fundingStatuses.name,
      filedLatestT3010: charityPositionMatchings.filedLatestT3010,
      remittancesUpToDate: charityPositionMatchings.statuaryRemittancesUpToDate,
      lengthOfBoardTerm: charityPositionMatchings.lengthOfBoardTerm,
    })
    .from(charityPositionMatchings)
    .leftJoin(boardTypes, eq(boardTypes.id, charityPositionMatchings.charityBoardTypeId))
    .leftJoin(developmentStages, eq(developmentStages.id, charityPositionMatchings.charityDevelopmentStageId))
    .leftJoin(fundingStatuses, eq(fundingStatuses.id, charityPositionMatchings.charityFundingStatusId))
    .where(eq(charityPositionMatchings.charityId, charityId))
    .limit(1);
  return row ?? null;
}
export type MatchingAnswers = NonNullable<Awaited<ReturnType<typeof findMatchingAnswers>>>;

/**
 * Held seats of live charities ending between `first` and `last` with no notice yet for `days`: the job's look,
 * by the end-date index.
 */
export async function findTermsToNotice(db: DbOrTx, first: Day, last: Day, days: number, limit: number) {
  return db
    .select({ ...seatColumns, charityName: charities.name })
    .from(charityMandates)
    .innerJoin(charityPositions, eq(charityPositions.id, charityMandates.charityPositionId))
    .innerJoin(charityRepresentatives, eq(charityRepresentatives.id, charityMandates.charityRepresentativeId))
    .innerJoin(charities, eq(charities.id, charityMandates.charityId))
    .leftJoin(userInformations, eq(userInformations.userId, charityRepresentatives.userId))
    .where(
      and(
        heldBy,
        gte(charityMandates.endDate, first),
        lte(charityMandates.endDate, last),
        isNull(charities.deletedAt),
        sql`NOT EXISTS (SELECT 1 FROM ${boardTermNotices} n WHERE n.charity_mandate_id = ${charityMandates.id} AND n.days = ${days})`,
      ),
    )
    .orderBy(asc(charityMandates.endDate), asc(charityMandates.id))
    .limit(limit);
}
export type TermToNotice = Awaited<ReturnType<typeof findTermsToNotice>>[number];

/** Records a notice; false when it was already recorded (another run sent it). */
export async function recordNotice(db: DbOrTx, mandateId: number, days: number, at: Date): Promise<boolean> {
  const rows = await db.insert(boardTermNotices).values({ charityMandateId: mandateId, days, sentAt: at }).onConflictDoNothing().returning({ id: boardTermNotices.id });
  return rows.length > 0;
}

/** A term moved to another end is noticed again, for its new end. */
export async function forgetNotices(db: DbOrTx, mandateId: number): Promise<void> {
  await db.delete(boardTermNotices).where(eq(boardTermNotices.charityMandateId, mandateId));
}
