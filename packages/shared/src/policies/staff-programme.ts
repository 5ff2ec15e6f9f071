import { isStaff, isStaffAdmin, type Actor } from './actor.ts';

/** The program's own records kept by staff: corporate partners, training courses, and the act-as audit. */
export const staffProgrammePolicies = {
  /** Corporations and their contacts: both staff roles (not the admin section). */
  'corporation.manage': (actor: Actor | null) => isStaff(actor),
  /** The learning provider's courses on the Training screen: both staff roles. */
  'course.manage': (actor: Actor | null) => isStaff(actor),
  /** Who acted as whom and what they changed: the admin section, staff role Admin only. */
  'act-as-audit.read': (actor: Actor | null) => isStaffAdmin(actor),
};
