import type { SessionBody, UserDataResponse } from '@boardmatch/shared';
import type { ResolvedSession } from '../users/index.ts';

/** The person's names and colour, as user information holds them; null when they have none. */
type Information = { id: number; firstName: string; lastName: string; profileColour: string } | null;

/** A session's answer: the access token, and who it is for with their selected involvement. */
export function presentSessionBody(token: string, userId: number, isSelf: boolean, session: ResolvedSession, info: Information): SessionBody {
  const rep = session.charityRepresentative;
  return {
    token,
    userId,
    isSelf,
    candidate: session.candidate ? { candidate: { id: session.candidate.id, userId, onboardingComplete: session.candidate.onboardingComplete } } : null,
    charityRepresentative: rep
      ? { charityRepresentative: { id: rep.id, charityId: rep.charityId, onboardingComplete: rep.onboardingComplete, charity: { onboardingComplete: rep.charityOnboardingComplete } } }
      : null,
    userInformation: { firstName: info?.firstName ?? '', lastName: info?.lastName ?? '' },
    profileColour: info?.profileColour ?? '#2e7d32',
  };
}

/** Who an account with these credentials is, and whether they are a candidate already. */
export function presentUserData(user: { id: number; userName: string }, info: NonNullable<Information>, isCandidate: boolean): UserDataResponse {
  return { id: user.id, userName: user.userName, userInformation: { id: info.id, firstName: info.firstName, lastName: info.lastName }, isCandidate };
}
