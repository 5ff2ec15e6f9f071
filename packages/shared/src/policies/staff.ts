import { isStaff, isStaffAdmin, type Actor } from './actor.ts';

/**
 * The staff admin section (/boardmatch-admin): staff users, staff roles and social media types belong to the
 * staff role Admin; the role Staff may do everything else, such as sending a user a password reset e-mail.
 */
export const staffPolicies = {
  'staff-user.read': (actor: Actor | null) => isStaffAdmin(actor),
  /** Inviting, and the pending invitations' list, Resend and Revoke. */
  'staff-user.invite': (actor: Actor | null) => isStaffAdmin(actor),
  /** A staff member's role; the last Admin is kept by the service (409). */
  'staff-user.update': (actor: Actor | null) => isStaffAdmin(actor),
  /** Oneself and the last Admin are kept by the service (409 with the reason). */
  'staff-user.delete': (actor: Actor | null) => isStaffAdmin(actor),
  'staff-role.read': (actor: Actor | null) => isStaffAdmin(actor),
  /** Undelivered mail: mail the receiving server refused for good, listed in the admin section. */
  'undelivered-mail.read': (actor: Actor | null) => isStaffAdmin(actor),
  /** Scheduled jobs: their last runs, and 'Run now'. */
  'scheduled-job.read': (actor: Actor | null) => isStaffAdmin(actor),
  'scheduled-job.run': (actor: Actor | null) => isStaffAdmin(actor),
  'social-media-type.create': (actor: Actor | null) => isStaffAdmin(actor),
  'social-media-type.update': (actor: Actor | null) => isStaffAdmin(actor),
  'social-media-type.delete': (actor: Actor | null) => isStaffAdmin(actor),
  /** Both staff roles send any user the reset e-mail of the forgot-password flow. */
  'user.send-password-reset': (actor: Actor | null) => isStaff(actor),
};
