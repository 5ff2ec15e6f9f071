import { parseListQuery, type FilterSpec, type ListSpec } from '@boardmatch/shared';
import { AppError } from './app-error.ts';

/** The list query read by the list's spec; a bad part is a 400 naming it. */
export function readListQuery<F extends Record<string, FilterSpec>, S extends string>(body: unknown, spec: ListSpec<F, S>) {
  const parsed = parseListQuery(body, spec);
  if (!parsed.ok) throw AppError.badRequest('errors.invalidInput', parsed.issues);
  return parsed;
}
