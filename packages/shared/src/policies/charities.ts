import type { ClaimArea, ClaimOperation } from '../claims.ts';
import { holds, isStaff, representsCharity, type Actor } from './actor.ts';

export interface CharitySubject {
  charityId: number;
}

/**
 * A representative acts on their own charity by their roles' permission table (read, create, update, delete
 * per claim); staff who manage charities (both staff roles: the Charities section is not the admin section)
 * act on any charity, its representatives included.
 */
export function mayOnCharity(actor: Actor | null, area: ClaimArea, operation: ClaimOperation, charity: CharitySubject): boolean {
  if (isStaff(actor)) return holds(actor, 'charities.read');
  return representsCharity(actor, charity.charityId) && holds(actor, `${area}.${operation}`);
}

export const charityPolicies = {
  'charity.invite-representative': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-admin', 'create', charity),
  'charity.update-onboarding': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-onboarding', 'update', charity),
  /** The charity form as it is (every representative of the charity reads it; charity steps are read-only without update). */
  'charity.read-details': (actor: Actor | null, charity: CharitySubject) => representsCharity(actor, charity.charityId) || isStaff(actor),
  /** EDIT on the charity profile, the charity form's save and unlinking a focus area. */
  'charity.update': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-onboarding', 'update', charity),
  /** The staff Charities screen: list, New Charity, Delete. Both staff roles (claim charities.read); nobody else. */
  'charity.manage': (actor: Actor | null) => isStaff(actor) && holds(actor, 'charities.read'),
  /**
   * A charity's or a corporation's contacts (primary, senior staff): staff only. A charity's need the
   * Charities section (charities.read); a corporation's are the Corporations screen's (both staff roles).
   */
  'contact.manage': (actor: Actor | null, owner: ContactOwnerSubject) => isStaff(actor) && (owner.corporationId ? true : holds(actor, 'charities.read')),
};

export interface ContactOwnerSubject {
  charityId?: number | null;
  corporationId?: number | null;
}
