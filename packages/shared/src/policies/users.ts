import { holds, isStaff, isUser, type Actor } from './actor.ts';

export const userPolicies = {
  /** The user profile page: own information. */
  'user.information': (actor: Actor | null) => holds(actor, 'user-information.read'),
  /** Course enrolments: one's own; staff anyone's. */
  'user.read-enrollments': (actor: Actor | null, user: { userId: number }) => isUser(actor, user.userId) || isStaff(actor),
  /** Staff act as another user (never as themselves, never while already acting). */
  'user.act-as': (actor: Actor | null, target: { userId: number }) =>
    isStaff(actor) && actor.actingStaffUserId === null && actor.userId !== target.userId,
};
