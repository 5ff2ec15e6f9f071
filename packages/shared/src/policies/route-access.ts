import type { ClaimName } from '../claims.ts';
import { holds, isCandidate, isRepresentative, isStaff, isUser, type Actor } from './actor.ts';
import { representativeMayView, type CandidateSubject } from './candidates.ts';

/**
 * Who may call a route. Every API route declares one (the server refuses to start otherwise):
 * - 'public': anyone, signed in or not;
 * - 'signed-in': any session;
 * - 'candidate', 'representative', 'staff': a session with that involvement selected;
 * - 'self': the candidate or user the route names (staff acting as them count as them);
 * - 'account-holder': the signed-in person on their own account, never staff acting as them (their data's export,
 *   their account's deletion);
 * - 'related-representative': a representative who reviews candidates (claim charity-posting.read), of a charity the
 *   named candidate applied to or who allows review;
 * - 'party': the candidate, a representative of the charity, or staff named by the route's application or posting;
 * - 'own-charity': a representative of the charity the route names (staff are declared separately);
 * - { claim }: a session holding that claim.
 * Route-level callers are checked before the handler; 'self', 'related-representative' and 'party' name
 * record-level rules that the service checks with the policies.
 */
export type RouteCaller =
  | 'signed-in'
  | 'candidate'
  | 'representative'
  | 'staff'
  | 'self'
  | 'account-holder'
  | 'related-representative'
  | 'party'
  | 'own-charity'
  | { claim: ClaimName };
export type RouteAccess = 'public' | readonly RouteCaller[];

/** A route on one charity's records: its representatives (their roles decide in the service) and staff. */
export const CHARITY_ROUTE_ACCESS = ['own-charity', 'staff'] as const satisfies readonly RouteCaller[];

const RECORD_LEVEL: readonly RouteCaller[] = ['self', 'related-representative', 'party', 'own-charity'];

/** A route whose path names a candidate (by this parameter) is decided on that candidate before its body is read. */
export interface RouteSubject {
  candidate: string;
}

function callerMatches(caller: RouteCaller, actor: Actor): boolean {
  if (typeof caller === 'object') return holds(actor, caller.claim);
  switch (caller) {
    case 'candidate':
      return isCandidate(actor);
    case 'representative':
      return isRepresentative(actor);
    case 'staff':
      return isStaff(actor);
    case 'account-holder':
      return actor.actingStaffUserId === null;
    default:
      // 'signed-in' and the record-level rules: any session reaches the service, which decides.
      return true;
  }
}

/** The route-level gate: 'anonymous' (401), 'refused' (403) or 'pass' (the service may still refuse a record). */
export function routeGate(access: RouteAccess, actor: Actor | null): 'pass' | 'anonymous' | 'refused' {
  if (access === 'public') return 'pass';
  if (!actor) return 'anonymous';
  return access.some((caller) => callerMatches(caller, actor)) ? 'pass' : 'refused';
}

/** The record-level gate for a route naming a candidate: does any declared caller match this candidate? */
export function candidateGate(access: readonly RouteCaller[], actor: Actor, candidate: CandidateSubject): boolean {
  return access.some((caller) => {
    if (caller === 'self') return isUser(actor, candidate.userId);
    if (caller === 'related-representative') return representativeMayView(actor, candidate);
    return !isRecordLevel(caller) && callerMatches(caller, actor);
  });
}

export const isRecordLevel = (caller: RouteCaller) => RECORD_LEVEL.includes(caller);
