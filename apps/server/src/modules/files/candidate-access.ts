import { and, eq, isNull } from 'drizzle-orm';
import { Involvement } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { candidates } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/auth.ts';

/** Who the signed-in user is to one candidate's record. */
export interface CandidateAccess {
  candidateId: number;
  userId: number;
  /** The candidate themself, or staff acting as them (the session's user id is the candidate's). */
  isOwner: boolean;
  /** Staff with their own involvement selected. */
  isStaff: boolean;
  /** The charity the user represents right now, or null. */
  charityId: number | null;
}

export async function findCandidateOwner(db: DbOrTx, candidateId: number) {
  const [row] = await db
    .select({ id: candidates.id, userId: candidates.userId, backgroundImageId: candidates.backgroundImageId })
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), isNull(candidates.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** 404 for an unknown or deleted candidate; otherwise the viewer's relation to the candidate. */
export async function candidateAccess(db: DbOrTx, candidateId: number, user: SessionUser): Promise<CandidateAccess> {
  const candidate = await findCandidateOwner(db, candidateId);
  if (!candidate) throw AppError.notFound();
  return accessTo(candidate, user);
}

export function accessTo(candidate: { id: number; userId: number }, user: SessionUser): CandidateAccess {
  return {
    candidateId: candidate.id,
    userId: candidate.userId,
    isOwner: user.id === candidate.userId,
    isStaff: user.involvement === Involvement.boardmatch,
    charityId: user.involvement === Involvement.charityRepresentative ? user.charityId : null,
  };
}

/** Writes: the owner only (403 otherwise). */
export function requireOwner(access: CandidateAccess): void {
  if (!access.isOwner) throw AppError.forbidden();
}

/** Reads of the profile's qualifications: the owner, staff and charity representatives. */
export function requireReader(access: CandidateAccess): void {
  if (!access.isOwner && !access.isStaff && access.charityId === null) throw AppError.forbidden();
}
