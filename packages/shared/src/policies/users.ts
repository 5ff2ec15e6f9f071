import { holds, isStaff, isUser, type Actor } from './actor.ts';

export const userPolicies = {
  /** The user profile page: own information. */
  'user.information': (actor: Actor | null) => holds(actor, 'user-information.read'),
  /** The profile's 'Notifications' (the weekly digests): one's own, like the rest of the profile page. */
  'user.notifications': (actor: Actor | null) => holds(actor, 'user-information.read'),
  /** Course enrolments: one's own; staff anyone's. */
  'user.read-enrollments': (actor: Actor | null, user: { userId: number }) => isUser(actor, user.userId) || isStaff(actor),
  /**
   * Staff act as a candidate or a charity representative: never as themselves, never while already acting, never
   * as another staff member, never as a disabled user (the server knows the last two; the web asks without them).
   */
  'user.act-as': (actor: Actor | null, target: ActAsTarget) =>
    isStaff(actor) && actor.actingStaffUserId === null && actor.userId !== target.userId && target.isStaff !== true && target.isDisabled !== true,
};

/** Whom a staff member would act as: the user, and whether they are staff or disabled when known. */
export interface ActAsTarget {
  userId: number;
  isStaff?: boolean;
  isDisabled?: boolean;
}
