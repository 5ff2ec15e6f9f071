import { z } from 'zod';

export const lookupParamsSchema = z.object({ list: z.string().max(50) });
