import { can, Involvement, type Actor, type ClaimSet, type PolicyAction, type PolicySubject } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { representativeRoleClaims, staffRoleClaims } from './actor.ts';
import { findActiveStaff, findCurrentRepresentatives } from './users.repository.ts';

/** Policies that decide on a charity alone: those a charity's notification can be addressed by. */
type CharityAction = { [A in PolicyAction]: PolicySubject<A> extends { charityId: number } ? ({ charityId: number } extends PolicySubject<A> ? A : never) : never }[PolicyAction];
/** Policies that decide on the actor alone: those a staff notification can be addressed by. */
type ActorAction = { [A in PolicyAction]: PolicySubject<A> extends undefined ? A : never }[PolicyAction];

/** A representative a charity's notification may go to, with what staff need to call them. */
export interface CharityRecipient {
  userId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

/**
 * The current representatives whose roles let them do what a charity's notification asks (the same policy the API
 * checks when they follow its link), decided as if they were signed in. verifiedOnly: only those who verified their
 * e-mail.
 */
export async function findCharityPeopleWhoMay(db: DbOrTx, charityId: number, action: CharityAction, o: { verifiedOnly?: boolean } = {}): Promise<CharityRecipient[]> {
  return (await findCharitiesPeopleWhoMay(db, [charityId], action, o)).get(charityId) ?? [];
}

/** findCharityPeopleWhoMay for many charities at once (one query), by charity; a charity with no one is left out. */
export async function findCharitiesPeopleWhoMay(db: DbOrTx, charityIds: readonly number[], action: CharityAction, o: { verifiedOnly?: boolean } = {}): Promise<Map<number, CharityRecipient[]>> {
  const out = new Map<number, CharityRecipient[]>();
  for (const person of await findCurrentRepresentatives(db, charityIds, o)) {
    const { charityId } = person;
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
    const people = out.get(charityId) ?? [];
    if ((can as (a: Actor, action: PolicyAction, subject: { charityId: number }) => boolean)(actor, action, { charityId }) && !people.some((p) => p.email === person.email)) {
      people.push({ userId: person.userId, email: person.email, firstName: person.firstName, lastName: person.lastName, phone: person.phone });
      out.set(charityId, people);
    }
  }
  return out;
}

/** The addresses a charity's notification goes to: see findCharityPeopleWhoMay. */
export async function findCharityRecipients(db: DbOrTx, charityId: number, action: CharityAction, o: { verifiedOnly?: boolean } = {}): Promise<string[]> {
  return (await findCharityPeopleWhoMay(db, charityId, action, o)).map((p) => p.email);
}

/** The addresses of the active, verified staff members whose role lets them do what a staff notification asks. */
export async function findStaffRecipients(db: DbOrTx, action: ActorAction): Promise<string[]> {
  const out: string[] = [];
  for (const person of await findActiveStaff(db)) {
    const actor: Actor = {
      userId: person.userId,
      involvement: Involvement.boardmatch,
      candidateId: null,
      charityId: null,
      charityRepresentativeId: null,
      staffRoleId: person.roleId,
      actingStaffUserId: null,
      claims: (await staffRoleClaims(db, person.roleId)) as ClaimSet,
    };
    if ((can as (a: Actor, action: PolicyAction) => boolean)(actor, action)) out.push(person.email);
  }
  return [...new Set(out)];
}
