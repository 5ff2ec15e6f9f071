import { Involvement } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { findCandidate, type CandidateRow } from './candidate-profile.repository.ts';

/** The candidate, or 404 when unknown or deleted. */
export async function getCandidate(db: DbOrTx, candidateId: number): Promise<CandidateRow & { userName: string }> {
  const row = await findCandidate(db, candidateId);
  if (!row) throw AppError.notFound();
  return { ...row.candidate, userName: row.userName };
}

/** The candidate's own user; a staff member acting as them has a session whose id is that user. */
export const isOwner = (session: SessionUser, candidate: { userId: number }) => session.id === candidate.userId;

/** Program staff with their staff involvement selected. */
export const isStaff = (session: SessionUser) => session.involvement === Involvement.boardmatch;

export const isCharityRepresentative = (session: SessionUser) => session.involvement === Involvement.charityRepresentative && session.charityId != null;

/** Only the owner may change a candidate profile; everyone else is refused. */
export function assertOwner(session: SessionUser, candidate: { userId: number }) {
  if (!isOwner(session, candidate)) throw AppError.forbidden();
}
