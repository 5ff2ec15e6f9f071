import { can, Involvement, type Actor, type ClaimSet, type PolicyAction, type PolicySubject } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { representativeRoleClaims } from './actor.ts';
import { findCurrentRepresentatives } from './users.repository.ts';

/** Policies that decide on a charity alone: those a charity's notification can be addressed by. */
type CharityAction = { [A in PolicyAction]: PolicySubject<A> extends { charityId: number } ? ({ charityId: number } extends PolicySubject<A> ? A : never) : never }[PolicyAction];

/**
 * The addresses a charity's notification goes to: each current representative whose roles let them do what the
 * notification asks (the same policy the API checks when they follow its link), decided as if they were signed in.
 */
export async function findCharityRecipients(db: DbOrTx, charityId: number, action: CharityAction): Promise<string[]> {
  const people = await findCurrentRepresentatives(db, charityId);
  const out: string[] = [];
  for (const person of people) {
    const actor: Actor = {
      userId: person.userId,
      involvement: Involvement.charityRepresentative,
      candidateId: null,
      charityId,
      charityRepresentativeId: person.representativeId,
      staffRoleId: null,
      actingStaffUserId: null,
      claims: (await representativeRoleClaims(db, person.roleIds)) as ClaimSet,
    };
    if ((can as (a: Actor, action: PolicyAction, subject: { charityId: number }) => boolean)(actor, action, { charityId })) out.push(person.email);
  }
  return [...new Set(out)];
}
