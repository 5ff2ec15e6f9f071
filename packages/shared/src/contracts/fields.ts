import { z } from 'zod';

/* The text rules the forms' contracts share, each written once; each name means one behaviour. */

/** Required text, trimmed: absent or blank reads 'errors.required'. */
export const requiredText = (max: number) => z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(max);

/** Optional text, trimmed and kept as sent: '' stays '', null stays null, absent stays absent. */
export const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();

/** Optional text, trimmed, where blank, null and absent all become null. */
export const textOrNull = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** A first or last name: required, trimmed, up to 100 characters. */
export const personName = z.string().trim().min(1, 'errors.required').max(100);
