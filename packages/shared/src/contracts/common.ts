import { z } from 'zod';
import { MAX_ID } from '../constants.ts';

/** One error shape for every failed call. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The list query shape shared by every POST /api/<resource>/read and /read-public. */
export const listQuerySchema = z.object({
  Filters: z.array(z.object({ name: z.string().max(100), values: z.array(z.union([z.string(), z.number(), z.boolean()])).max(500) })).max(50).default([]),
  Pagination: z
    // Without ItemsPerPage each list's own default page size applies (see list-query.ts).
    .object({ Page: z.coerce.number().int().min(1).default(1), ItemsPerPage: z.coerce.number().int().min(-1).max(1000).optional() })
    .default({ Page: 1 }),
  Sort: z.array(z.object({ field: z.string().max(100), isAscending: z.boolean() })).max(10).default([]),
  Search: z.string().max(500).optional().nullable(),
  Include: z.array(z.string().max(100)).max(20).default([]),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * An id as PostgreSQL stores it: a positive integer up to 2147483647 (larger ones exist nowhere: 400, not 500).
 * In a path, a query or a form it is digits only: '0x10', ' 1', '1e3' and '+1' are not ids.
 */
export const idSchema = z.union([z.number(), z.string().regex(/^[0-9]+$/)]).pipe(z.coerce.number<string | number>().int().positive().max(MAX_ID));
/** An id inside a JSON body: a number, never a numeric string, up to the same bound. */
export const idNumberSchema = z.number().int().positive().max(MAX_ID);
/** A form's required choice of a record: absent or not a positive id reads 'errors.required'. */
export const requiredIdSchema = z.number({ error: 'errors.required' }).int().positive('errors.required').max(MAX_ID);

export const idParamSchema = z.object({ id: idSchema });

/** The answer of a call that succeeds with nothing more to say. */
export const okSchema = z.literal(true);
/** The empty body of a 204 answer. */
export const noContentSchema = z.null();
/** A record answered by its id and name (a skill, a role, a charity ...). */
export const namedSchema = z.object({ id: z.number(), name: z.string() });
/** A phone as the API answers it. */
export const phoneAnswerSchema = z.object({ number: z.string(), extension: z.string().nullable() });
/** An address as the API answers it, with its region's and country's names. */
export const addressAnswerSchema = z.object({
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string(),
  regionId: z.number(),
  countryId: z.number(),
  code: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
});
export const stringListSchema = z.array(z.string());

/**
 * A long list's total stops counting at 1000 (the server's countCapped): totalCapped says there are more, and the
 * table reads '1–20 / 1000+'. Absent from lists that count every row.
 */
export const totalCappedSchema = z.boolean().optional();
