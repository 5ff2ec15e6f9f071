import { FilePrivacyType } from '../constants.ts';
import { holds, isRepresentative, isStaff, isUser, type Actor } from './actor.ts';

/** What the policies need to know of a candidate, as seen by one actor. */
export interface CandidateSubject {
  userId: number;
  isDisabled: boolean;
  /** The candidate allows charities to review the profile and has not withdrawn. */
  allowsReview: boolean;
  /** The candidate applied to a posting of the actor's charity. */
  appliedToActorCharity: boolean;
}

/**
 * A representative whose roles read the charity's postings and applications (claim charity-posting.read): the
 * ones who review applicants and search candidates under a posting. Basic Access, which only reads the board,
 * sees no candidate's profile, phone, qualifications or resume.
 */
export const reviewsCandidates = (actor: Actor | null): boolean => isRepresentative(actor) && holds(actor, 'charity-posting.read');

/** Such a representative, for a candidate who applied to their charity or who allows review. */
export function representativeMayView(actor: Actor | null, candidate: CandidateSubject): boolean {
  return reviewsCandidates(actor) && !candidate.isDisabled && (candidate.allowsReview || candidate.appliedToActorCharity);
}

/** The candidate themself, staff, or a representative who reviews candidates (see representativeMayView). */
function mayView(actor: Actor | null, candidate: CandidateSubject): boolean {
  if (isUser(actor, candidate.userId) || isStaff(actor)) return true;
  return representativeMayView(actor, candidate);
}

export const candidatePolicies = {
  /** The signed-in profile view; education, experience and pictures follow the same rule. */
  'candidate.view': mayView,
  /** Edits of the profile, its entries, files and onboarding: the candidate (or staff acting as them). */
  'candidate.update': (actor: Actor | null, candidate: Pick<CandidateSubject, 'userId'>) => isUser(actor, candidate.userId),
  /** Lists of the candidate's own uploads with their file names, and the onboarding steps. */
  'candidate.read-own': (actor: Actor | null, candidate: Pick<CandidateSubject, 'userId'>) => isUser(actor, candidate.userId) || isStaff(actor),
  /** The resume, by its privacy type. */
  'candidate.read-resume': (actor: Actor | null, subject: CandidateSubject & { privacyTypeId: number | null }) => {
    if (isUser(actor, subject.userId) || isStaff(actor)) return true;
    if (!mayView(actor, subject)) return false;
    const privacy = subject.privacyTypeId ?? FilePrivacyType.private;
    return privacy === FilePrivacyType.allCharities || (privacy === FilePrivacyType.charitiesAppliedTo && subject.appliedToActorCharity);
  },
  /** Staff lists of every candidate, and a candidate's view of search on their behalf. */
  'candidate.list': (actor: Actor | null) => isStaff(actor) && holds(actor, 'candidates.read'),
  /**
   * Staff manage candidates on the Candidates screen: create, edit, deactivate, activate and delete them, and
   * check whether an e-mail is taken. Both staff roles hold 'candidates.read'.
   */
  'candidate.manage': (actor: Actor | null) => isStaff(actor) && holds(actor, 'candidates.read'),
  /** The resume's upload, privacy and deletion: the candidate (or staff acting as them), and staff on the candidate's behalf. */
  'candidate.manage-resume': (actor: Actor | null, candidate: Pick<CandidateSubject, 'userId'>) =>
    isUser(actor, candidate.userId) || (isStaff(actor) && holds(actor, 'candidates.read')),
  /** Representatives who review candidates browse those who allow review. */
  'candidate.browse': reviewsCandidates,
};
