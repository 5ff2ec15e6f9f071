import type { enTraining } from '../en/training.ts';
import type { Widen } from '../widen.ts';

export const frTraining: Widen<typeof enTraining> = {};
