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
  /**
   * The representatives a seat may go to, with their e-mails: for those who fill seats (the board's create or
   * update permission) and the charity's administrators (charity-admin.read), not for every reader of the board.
   */
  'board.list-representatives': (actor: Actor | null, charity: CharitySubject) =>
    mayOnCharity(actor, 'charity-board', 'create', charity) || mayOnCharity(actor, 'charity-board', 'update', charity) || mayOnCharity(actor, 'charity-admin', 'read', charity),
};
