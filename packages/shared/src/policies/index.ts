import type { Actor } from './actor.ts';
import { applicationPolicies } from './applications.ts';
import { candidatePolicies } from './candidates.ts';
import { charityPolicies } from './charities.ts';
import { userPolicies } from './users.ts';
import { positionPolicies } from './positions.ts';
import { representativePolicies } from './representatives.ts';
import { boardPolicies } from './board.ts';
import { postingPolicies } from './postings.ts';
import { staffPolicies } from './staff.ts';
import { staffProgrammePolicies } from './staff-programme.ts';

export * from './actor.ts';
export * from './route-access.ts';
export { mayOnCharity } from './charities.ts';
export type { CandidateSubject } from './candidates.ts';
export type { ApplicationSubject } from './applications.ts';
export type { CharitySubject, ContactOwnerSubject } from './charities.ts';

/** Every permission of the product, by name: one pure rule each. */
const policies = {
  ...candidatePolicies,
  ...applicationPolicies,
  ...charityPolicies,
  ...userPolicies,
  ...positionPolicies,
  ...representativePolicies,
  ...boardPolicies,
  ...postingPolicies,
  ...staffPolicies,
  ...staffProgrammePolicies,
};

export type PolicyAction = keyof typeof policies;
type Rule<A extends PolicyAction> = (typeof policies)[A];
export type PolicySubject<A extends PolicyAction> = Parameters<Rule<A>>[1];

/** May this actor do this to this subject? The API refuses with 403 what this says no to; the web hides it. */
export function can<A extends PolicyAction>(actor: Actor | null, action: A, ...subject: PolicySubject<A> extends undefined ? [] : [PolicySubject<A>]): boolean {
  const rule = policies[action] as (actor: Actor | null, subject?: unknown) => boolean;
  return rule(actor, subject[0]);
}
