import type { Actor } from './actor.ts';

/** A charity's representatives and their roles (the Charity Admin page). */
export const representativePolicies = {
} satisfies Record<string, (actor: Actor | null, subject?: any) => boolean>;
