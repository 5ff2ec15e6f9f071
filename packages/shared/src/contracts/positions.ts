import { z } from 'zod';

/* Charity positions: every request and answer schema of the area. */

export const _positionsPlaceholder = z.never().optional();
