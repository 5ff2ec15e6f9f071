import type { Actor } from './actor.ts';
import { mayOnCharity, type CharitySubject } from './charities.ts';

/**
 * A charity's board by the charity-board permissions of the representative's roles (every seeded role reads
 * it), or staff. Inviting a new board member from the mandate form takes the board's create permission: the
 * spec does not say whether only a charity administrator may invite, and the invitee gets Basic Access only.
 */
export const boardPolicies = {
  'board.read': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-board', 'read', charity),
  'board.create': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-board', 'create', charity),
  'board.update': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-board', 'update', charity),
  'board.delete': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-board', 'delete', charity),
};
