import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { findCandidate, type CandidateRow } from './candidate-profile.repository.ts';

/** The candidate, or 404 when unknown or deleted. */
export async function getCandidate(db: DbOrTx, candidateId: number): Promise<CandidateRow & { userName: string }> {
  const row = await findCandidate(db, candidateId);
  if (!row) throw AppError.notFound();
  return { ...row.candidate, userName: row.userName };
}

/** Only the candidate (or staff acting as them) changes a candidate's profile; 403 for everyone else. */
export function assertOwner(session: SessionUser, candidate: { userId: number }) {
  authorize(session, 'candidate.update', candidate);
}
