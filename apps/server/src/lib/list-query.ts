import { isStaff, parseListQuery, type Actor, type FilterSpec, type ListSpec } from '@boardmatch/shared';
import { AppError } from './app-error.ts';

/**
 * The list query read by the list's spec; a bad part is a 400 naming it. The AdminOverride flag opens other
 * users' records to staff: anyone else who sends it is refused (403), and a list that reaches other users'
 * records for staff (requireOverride) refuses a staff call without it (400).
 */
export function readListQuery<F extends Record<string, FilterSpec>, S extends string>(
  body: unknown,
  spec: ListSpec<F, S>,
  options: { actor?: Actor | null; requireOverride?: boolean } = {},
) {
  const parsed = parseListQuery(body, spec);
  if (!parsed.ok) throw AppError.badRequest('errors.invalidInput', parsed.issues);
  if (parsed.adminOverride && !isStaff(options.actor ?? null)) throw AppError.forbidden();
  if (options.requireOverride && !parsed.adminOverride) {
    throw AppError.badRequest('errors.invalidInput', [{ path: 'Filters.AdminOverride', message: 'listQuery.adminOverride' }]);
  }
  return parsed;
}
