import { candidateMayMove, charityMayMove } from '../contracts/application-rules.ts';
import { isCandidate, isRepresentative, isStaff, representsCharity, type Actor } from './actor.ts';
import { mayOnCharity } from './charities.ts';

/** An application as the policies see it. */
export interface ApplicationSubject {
  candidateId: number;
  charityId: number;
}

const isApplicant = (actor: Actor | null, application: ApplicationSubject) => isCandidate(actor) && actor.candidateId === application.candidateId;

/** The application's candidate, a representative of its charity, or staff. */
const isParty = (actor: Actor | null, application: ApplicationSubject) =>
  isApplicant(actor, application) || representsCharity(actor, application.charityId) || isStaff(actor);

export const applicationPolicies = {
  /** Lists: a candidate their own, a representative their charity's, staff any. */
  'application.list': (actor: Actor | null) => isCandidate(actor) || isRepresentative(actor) || isStaff(actor),
  'application.apply': (actor: Actor | null) => isCandidate(actor),
  'application.read': isParty,
  'application.change-status': isParty,
  /**
   * A status move by the spec's rules: the candidate withdraws, denies and accepts; the charity declines, reviews,
   * interviews and offers; staff may do both. Only the candidate or staff set Accept.
   */
  'application.move': (actor: Actor | null, subject: ApplicationSubject & { from: number; to: number }) =>
    ((isApplicant(actor, subject) || isStaff(actor)) && candidateMayMove(subject.from, subject.to)) ||
    (mayOnCharity(actor, 'charity-posting', 'update', subject) && charityMayMove(subject.from, subject.to)),
  /** 'Invite for Interview' from a posting's candidate search: whoever may post for the charity. */
  'application.invite': (actor: Actor | null, posting: { charityId: number }) => mayOnCharity(actor, 'charity-posting', 'create', posting),
};
