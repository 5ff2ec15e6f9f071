import { ApplicationStatus as S } from '../constants.ts';
import { holds, isCandidate, isRepresentative, isStaff, representsCharity, type Actor } from './actor.ts';
import { mayOnCharity } from './charities.ts';

/** An application as the policies see it. */
export interface ApplicationSubject {
  candidateId: number;
  charityId: number;
}

/** Statuses from which nobody may move an application any more: withdrawn (6), declined (7), accepted (1), closed as No Response (16). */
const FINAL_APPLICATION_STATUSES: readonly number[] = [S.withdrawn, S.declinedByCharity, S.accepted, S.noResponse];

/** Candidate side: Withdraw (Deny at 14) unless final; Accept only an extended offer (14). */
function candidateMayMove(from: number, to: number): boolean {
  if (FINAL_APPLICATION_STATUSES.includes(from)) return false;
  if (to === S.withdrawn) return true;
  if (to === S.accepted) return from === S.offerExtended;
  return false;
}

/** Charity side: Decline, Under Review, Interview, Offer Extended unless final; never Accept. */
function charityMayMove(from: number, to: number): boolean {
  if (FINAL_APPLICATION_STATUSES.includes(from)) return false;
  if (to === S.declinedByCharity || to === S.interview) return true;
  if (to === S.underReview) return from !== S.underReview;
  if (to === S.offerExtended) return from !== S.offerExtended;
  return false;
}

const isApplicant = (actor: Actor | null, application: ApplicationSubject) => isCandidate(actor) && actor.candidateId === application.candidateId;

/** The application's candidate, a representative of its charity whose roles read its applications (charity-posting.read), or staff. */
const isParty = (actor: Actor | null, application: ApplicationSubject) =>
  isApplicant(actor, application) || (representsCharity(actor, application.charityId) && holds(actor, 'charity-posting.read')) || isStaff(actor);

export const applicationPolicies = {
  /** Lists: a candidate their own, a representative who reads the charity's applications their charity's, staff any. */
  'application.list': (actor: Actor | null) => isCandidate(actor) || (isRepresentative(actor) && holds(actor, 'charity-posting.read')) || isStaff(actor),
  'application.apply': (actor: Actor | null) => isCandidate(actor),
  'application.read': isParty,
  /**
   * A charity's applications from the charity side (Posted Positions, Applications tab): by the charity-posting
   * read permission of the representative's roles, or staff. The charity's application mail goes to exactly these.
   */
  'application.read-charity': (actor: Actor | null, charity: { charityId: number }) => mayOnCharity(actor, 'charity-posting', 'read', charity),
  'application.change-status': isParty,
  /**
   * Answering a charity's applications (moving them out of Applied): the charity-posting update permission of the
   * representative's roles, or staff. The response clock's reminders go to exactly these representatives.
   */
  'application.answer': (actor: Actor | null, charity: { charityId: number }) => mayOnCharity(actor, 'charity-posting', 'update', charity),
  /** Staff 'Waiting applicants': every charity's overdue applications, 'Remind' and its CSV (both staff roles). */
  'application.waiting-list': (actor: Actor | null) => isStaff(actor) && holds(actor, 'charities.read'),
  /**
   * A status move by the spec's rules: the candidate withdraws, denies and accepts; the charity declines, reviews,
   * interviews and offers; staff may do both. Only the candidate or staff set Accept.
   */
  'application.move': (actor: Actor | null, subject: ApplicationSubject & { from: number; to: number }) =>
    ((isApplicant(actor, subject) || isStaff(actor)) && candidateMayMove(subject.from, subject.to)) ||
    (applicationPolicies['application.answer'](actor, subject) && charityMayMove(subject.from, subject.to)),
  /** The application's history and private notes, read and added to: whoever reads the charity's applications, and staff. */
  'application.notes': (actor: Actor | null, application: ApplicationSubject) => mayOnCharity(actor, 'charity-posting', 'read', application),
  /** The shortlist star: whoever may move the charity's applications, and staff. */
  'application.shortlist': (actor: Actor | null, application: ApplicationSubject) => mayOnCharity(actor, 'charity-posting', 'update', application),
  /** Choosing one of the proposed interview times, or asking for others: the candidate (staff acting as them count). */
  'interview.choose': (actor: Actor | null, application: ApplicationSubject) => isApplicant(actor, application),
  /** Cancelling an interview: the candidate, or whoever may answer the charity's applications (and staff). */
  'interview.cancel': (actor: Actor | null, application: ApplicationSubject) => isApplicant(actor, application) || mayOnCharity(actor, 'charity-posting', 'update', application),
  /** 'Invite for Interview' from a posting's candidate search: whoever may post for the charity. */
  'application.invite': (actor: Actor | null, posting: { charityId: number }) => mayOnCharity(actor, 'charity-posting', 'create', posting),
};
