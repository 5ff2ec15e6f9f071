import { Claim, Involvement, ORIENTATION_COURSE_ID, type UserInvolvement, type UserSession } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { buildInvolvements, selectInvolvement } from './involvements.ts';
import * as repo from './users.repository.ts';
import { candidateRoleClaims, representativeRoleClaims, staffRoleClaims } from './actor.ts';
import { presentUserSession } from './users.presenter.ts';

export interface ResolvedSession {
  userId: number;
  involvements: UserInvolvement[];
  selected: UserInvolvement | null;
  state: Awaited<ReturnType<typeof repo.getOrCreateUserState>>;
  candidate: Awaited<ReturnType<typeof repo.findCandidateByUser>> | null;
  charityRepresentative: Awaited<ReturnType<typeof repo.findCharityRepresentativesByUser>>[number] | null;
  staff: Awaited<ReturnType<typeof repo.findStaffRepresentative>>;
  /** '<claim>.read' etc. set to 1 for each granted permission of the selected involvement. */
  claims: Record<string, number>;
}

/** Who the user is now: involvements, the selected one and its claims, all from the database. */
export async function resolveSession(db: DbOrTx, userId: number): Promise<ResolvedSession> {
  const [state, staff, candidacy, reps] = await Promise.all([
    repo.getOrCreateUserState(db, userId),
    repo.findStaffRepresentative(db, userId),
    repo.findCandidateByUser(db, userId),
    repo.findCharityRepresentativesByUser(db, userId),
  ]);
  // A deactivated candidate cannot use the product as a candidate: the involvement is not offered.
  const candidate: ResolvedSession['candidate'] = candidacy && !candidacy.isDisabled ? candidacy : null;
  const involvements = buildInvolvements({ staff, candidate, charityRepresentatives: reps });
  const selected = selectInvolvement(involvements, state);
  let claims: Record<string, number> = {};
  let charityRepresentative: ResolvedSession['charityRepresentative'] = null;
  if (selected?.involvement === Involvement.boardmatch && staff) {
    claims = await staffRoleClaims(db, staff.roleId);
  } else if (selected?.involvement === Involvement.charityRepresentative) {
    charityRepresentative = reps.find((r) => r.id === selected.charityRepId) ?? null;
    if (charityRepresentative) claims = await representativeRoleClaims(db, charityRepresentative.roleIds ?? []);
  } else if (selected?.involvement === Involvement.candidate && candidate) {
    const [roleClaims, oriented] = await Promise.all([candidateRoleClaims(db, candidate.roleId), repo.hasCompletedCourse(db, userId, ORIENTATION_COURSE_ID)]);
    claims = roleClaims;
    // The orientation onboarding step is complete only with this claim (spec 2, section 4).
    if (oriented) claims[Claim.candidateThinkificEnrollmentComplete] = 1;
  }
  return { userId, involvements, selected, state, candidate, charityRepresentative, staff, claims };
}

/** GET /api/users/session: the signed-in user (the one acted as), who acts as them, their state, involvements and claims. */
export async function getUserSession(db: DbOrTx, session: SessionUser): Promise<UserSession> {
  const [user, info, resolved, actingAdmin] = await Promise.all([
    repo.findUserById(db, session.id),
    repo.findUserInformation(db, session.id),
    resolveSession(db, session.id),
    session.actingAdminUserId ? repo.findUserById(db, session.actingAdminUserId) : Promise.resolve(null),
  ]);
  if (!user || !info) throw AppError.unauthorized();
  return presentUserSession({ user, info, resolved, actingAdmin: actingAdmin ?? null, isSelf: session.isSelf }, session);
}
