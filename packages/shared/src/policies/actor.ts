import { hasClaim, type ClaimName, type ClaimSet } from '../claims.ts';
import { Involvement, type InvolvementKind } from '../constants.ts';

/**
 * Who makes a request. The API resolves it once per request from the session and checks it against the
 * database; the web builds it from the session answer. Policies decide from it alone.
 */
export interface Actor {
  userId: number;
  /** The involvement selected for this session. */
  involvement: InvolvementKind | null;
  /** The user's candidate record, when the candidate involvement is selected. */
  candidateId: number | null;
  /** The charity represented, when the charity representative involvement is selected. */
  charityId: number | null;
  charityRepresentativeId: number | null;
  /** The staff role, when the staff involvement is selected. */
  staffRoleId: number | null;
  /** A staff member acting as this user: the staff member's user id. */
  actingStaffUserId: number | null;
  /** The permissions of the selected involvement's roles, as claims ('<area>.<operation>': 1). */
  claims: ClaimSet;
}

export const holds = (actor: Actor | null, claim: ClaimName): boolean => actor !== null && hasClaim(actor.claims, claim);

/** Program staff with their staff involvement selected (not while acting as someone else). */
export const isStaff = (actor: Actor | null): actor is Actor => actor?.involvement === Involvement.boardmatch && actor.staffRoleId !== null;

/** Staff whose role opens the admin section (role Admin): 'Staff' may do everything else. */
export const isStaffAdmin = (actor: Actor | null): actor is Actor => isStaff(actor) && holds(actor, 'boardmatch-admin.read');

export const isCandidate = (actor: Actor | null): actor is Actor & { candidateId: number } => actor?.involvement === Involvement.candidate && actor.candidateId !== null;

export const isRepresentative = (actor: Actor | null): actor is Actor & { charityId: number; charityRepresentativeId: number } =>
  actor?.involvement === Involvement.charityRepresentative && actor.charityId !== null && actor.charityRepresentativeId !== null;

/** A representative of this charity right now. */
export const representsCharity = (actor: Actor | null, charityId: number): boolean => isRepresentative(actor) && actor.charityId === charityId;

/** The user themself; a staff member acting as them counts as them. */
export const isUser = (actor: Actor | null, userId: number): boolean => actor !== null && actor.userId === userId;
