import { z } from 'zod';

/* Charity representatives and representative roles: every request and answer schema of the area. */

export const _representativesPlaceholder = z.never().optional();
