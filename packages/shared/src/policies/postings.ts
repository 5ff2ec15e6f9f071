import { holds, representsCharity, type Actor } from './actor.ts';
import { mayOnCharity, type CharitySubject } from './charities.ts';

/**
 * A charity's postings seen and managed from the charity side (Posted Positions): by the charity-posting
 * permissions of the representative's roles, or staff. Sharing is the representative's own act: the spec
 * shows SHARE only to a representative of the posting's own charity.
 */
export const postingPolicies = {
  'posting.list-own': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-posting', 'read', charity),
  'posting.create': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-posting', 'create', charity),
  'posting.update': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-posting', 'update', charity),
  'posting.delete': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-posting', 'delete', charity),
  'posting.share': (actor: Actor | null, charity: CharitySubject) => representsCharity(actor, charity.charityId) && holds(actor, 'charity-posting.read'),
  /**
   * 'Suggested candidates' of a posting and 'Invite to apply': a representative of the posting's charity who reviews
   * candidates (as Candidate Search; never Basic Access). Staff do it acting as one.
   */
  'posting.suggest-candidates': (actor: Actor | null, charity: CharitySubject) => representsCharity(actor, charity.charityId) && holds(actor, 'charity-posting.read'),
};
