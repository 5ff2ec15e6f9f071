import { isStaff, representsCharity, type Actor } from './actor.ts';
import { mayOnCharity, type CharitySubject } from './charities.ts';

/**
 * A charity's positions. Every representative of the charity reads them (the board, posting and admin forms
 * list them); the board and the admin section manage them; whoever may post may also add a position from the
 * postings page (a Posting Manager creates the position they are about to post).
 */
export const positionPolicies = {
  'position.read': (actor: Actor | null, charity: CharitySubject) => representsCharity(actor, charity.charityId) || isStaff(actor),
  'position.create': (actor: Actor | null, charity: CharitySubject) =>
    mayOnCharity(actor, 'charity-board', 'create', charity) || mayOnCharity(actor, 'charity-posting', 'create', charity) || mayOnCharity(actor, 'charity-admin', 'create', charity),
  'position.update': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-board', 'update', charity) || mayOnCharity(actor, 'charity-admin', 'update', charity),
  'position.delete': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-board', 'delete', charity) || mayOnCharity(actor, 'charity-admin', 'delete', charity),
};
