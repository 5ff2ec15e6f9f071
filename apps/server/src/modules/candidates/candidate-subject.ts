import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor, CandidateSubject } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { applications, candidateMatchingPreferences, candidates } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';

export interface CandidateRecord extends CandidateSubject {
  candidateId: number;
}

/**
 * A live candidate as the candidate policies see it from this actor, in one query; 404 for an unknown or
 * deleted candidate. Whether they applied to the actor's charity is asked only of a representative.
 */
export async function getCandidateSubject(db: DbOrTx, candidateId: number, actor: Actor | null): Promise<CandidateRecord> {
  const charityId = actor?.charityId ?? null;
  const [row] = await db
    .select({
      userId: candidates.userId,
      isDisabled: candidates.isDisabled,
      allowsReview: sql<boolean>`coalesce(${candidateMatchingPreferences.permissionToViewInformation} and not ${candidateMatchingPreferences.withdrawParticipation}, false)`,
      appliedToActorCharity:
        charityId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${applications} where ${applications.candidateId} = ${candidates.id} and ${applications.charityId} = ${charityId})`,
    })
    .from(candidates)
    .leftJoin(candidateMatchingPreferences, eq(candidateMatchingPreferences.candidateId, candidates.id))
    .where(and(eq(candidates.id, candidateId), isNull(candidates.deletedAt)))
    .limit(1);
  if (!row) throw AppError.notFound();
  return { candidateId, ...row };
}
