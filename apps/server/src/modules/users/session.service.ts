import { Claim, Involvement, ORIENTATION_COURSE_ID, type UserInvolvement, type UserSession } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { buildInvolvements, selectInvolvement } from './involvements.ts';
import * as repo from './users.repository.ts';
import { candidateRoleClaims, representativeRoleClaims, staffRoleClaims } from './actor.ts';

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

export async function getUserSession(db: DbOrTx, userId: number, isSelf: boolean, actingAdminUserId: number | null): Promise<UserSession> {
  const [user, info, resolved, admin] = await Promise.all([
    repo.findUserById(db, userId),
    repo.findUserInformation(db, userId),
    resolveSession(db, userId),
    actingAdminUserId ? repo.findUserById(db, actingAdminUserId) : Promise.resolve(null),
  ]);
  if (!user || !info) throw AppError.unauthorized();
  const rep = resolved.charityRepresentative;
  return {
    user: {
      id: user.id,
      userName: user.userName,
      userInformation: { id: info.id, firstName: info.firstName, lastName: info.lastName, profileColour: info.profileColour },
      preferredLanguage: user.preferredLanguage,
    },
    isSelf,
    actingAdmin: admin ? { id: admin.id, userName: admin.userName } : null,
    state: {
      id: resolved.state.id,
      userId: resolved.state.userId,
      lastState: resolved.state.lastState,
      candidateRole: resolved.state.candidateRole,
      charityRole: resolved.state.charityRole,
      boardmatchRole: resolved.state.boardmatchRole,
      charityId: resolved.state.charityId,
    },
    involvements: resolved.involvements,
    selectedInvolvementId: resolved.selected?.id ?? null,
    candidate: resolved.candidate ? { id: resolved.candidate.id, onboardingComplete: resolved.candidate.onboardingComplete } : null,
    charityRepresentative: rep
      ? { id: rep.id, charityId: rep.charityId, onboardingComplete: rep.onboardingComplete, charity: { id: rep.charityId, name: rep.charityName, onboardingComplete: rep.charityOnboardingComplete } }
      : null,
    claims: { ...resolved.claims, isSelf: isSelf ? 'True' : 'False' },
  };
}
