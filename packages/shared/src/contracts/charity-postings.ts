import { z } from 'zod';

/* Postings managed by their charity, sharing, and the charity side of applications: every request and answer schema of the area. */

export const _charity_postingsPlaceholder = z.never().optional();
