import type { Actor } from './actor.ts';

/** A charity's positions (board seats and other roles): listed, created, renamed, (de)activated, deleted. */
export const positionPolicies = {
} satisfies Record<string, (actor: Actor | null, subject?: any) => boolean>;
