import type { Actor, CandidateSubject } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findCandidateSubject } from './candidates.repository.ts';

export interface CandidateRecord extends CandidateSubject {
  candidateId: number;
}

/**
 * A live candidate as the candidate policies see it from this actor, in one query; 404 for an unknown or
 * deleted candidate. Whether they applied to the actor's charity is asked only of a representative.
 */
export async function getCandidateSubject(db: DbOrTx, candidateId: number, actor: Actor | null): Promise<CandidateRecord> {
  const row = await findCandidateSubject(db, candidateId, actor?.charityId ?? null);
  if (!row) throw AppError.notFound();
  return { candidateId, ...row };
}
