import type { Actor } from './actor.ts';
import { mayOnCharity, type CharitySubject } from './charities.ts';

/** A charity's representatives and their roles (the Charity Admin page), by the charity-admin permissions, or staff Admin. */
export const representativePolicies = {
  'representative.read': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-admin', 'read', charity),
  'representative.update': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-admin', 'update', charity),
  'representative.delete': (actor: Actor | null, charity: CharitySubject) => mayOnCharity(actor, 'charity-admin', 'delete', charity),
};
