import type { Actor } from './actor.ts';

/** A charity's postings seen and managed from the charity side: create, edit, close, delete, share. */
export const postingPolicies = {
} satisfies Record<string, (actor: Actor | null, subject?: any) => boolean>;
