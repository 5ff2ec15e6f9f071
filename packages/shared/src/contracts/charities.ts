import { z } from 'zod';

/* The charity profile, its edit form and position matching: every request and answer schema of the area. */

export const _charitiesPlaceholder = z.never().optional();
