import type { Actor } from './actor.ts';

/** A charity's board: mandates (who holds which position when). */
export const boardPolicies = {
} satisfies Record<string, (actor: Actor | null, subject?: any) => boolean>;
