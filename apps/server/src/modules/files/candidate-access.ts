import { can, isStaff, isUser, type CandidateSubject } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { getCandidateSubject } from '../candidates/index.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';

/** Who the signed-in user is to one candidate's record: the candidate as the policies see it, and the actor. */
export interface CandidateAccess extends CandidateSubject {
  candidateId: number;
  actor: SessionUser;
  /** The candidate themself, or staff acting as them (the session's user id is the candidate's). */
  isOwner: boolean;
  /** Staff with their own involvement selected. */
  isStaff: boolean;
  /** The charity the user represents right now, or null. */
  charityId: number | null;
}

/** 404 for an unknown or deleted candidate; otherwise the viewer's relation to the candidate. */
export async function candidateAccess(db: DbOrTx, candidateId: number, user: SessionUser): Promise<CandidateAccess> {
  const subject = await getCandidateSubject(db, candidateId, user);
  return { ...subject, actor: user, isOwner: isUser(user, subject.userId), isStaff: isStaff(user), charityId: user.charityId };
}

/** Writes: the candidate (or staff acting as them); 403 otherwise. */
export function requireOwner(access: CandidateAccess): void {
  authorize(access.actor, 'candidate.update', access);
}

/** The resume's upload, privacy and deletion: the candidate (or staff acting as them), and staff on their behalf. */
export function requireResumeManager(access: CandidateAccess): void {
  authorize(access.actor, 'candidate.manage-resume', access);
}

/** Reads of the profile and its qualifications: the candidate, staff, or a representative the candidate allows. */
export function requireReader(access: CandidateAccess): void {
  authorize(access.actor, 'candidate.view', access);
}

/** Lists of the candidate's own uploads and choices: the candidate and staff. */
export function requireOwnerOrStaff(access: CandidateAccess): void {
  authorize(access.actor, 'candidate.read-own', access);
}

/** May this viewer see the candidate's resume of this privacy type? */
export const canSeeResume = (access: CandidateAccess, privacyTypeId: number | null): boolean =>
  can(access.actor, 'candidate.read-resume', { ...access, privacyTypeId });
