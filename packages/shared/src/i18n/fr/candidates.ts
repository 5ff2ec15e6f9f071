import type { enCandidates } from '../en/candidates.ts';
import type { Widen } from '../widen.ts';

export const frCandidates: Widen<typeof enCandidates> = {};
