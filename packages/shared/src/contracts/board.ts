import { z } from 'zod';

/* Board mandates: every request and answer schema of the area. */

export const _boardPlaceholder = z.never().optional();
