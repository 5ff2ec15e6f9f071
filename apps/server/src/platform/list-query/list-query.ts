import { isStaff, parseListQuery, type Actor, type FilterSpec, type ListSpec } from '@boardmatch/shared';
import { AppError } from '../errors/app-error.ts';

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

/**
 * The same rule for a staff call that is not a list (?AdminOverride=1): anyone but staff who sends it is refused
 * (403); a staff call reaching other users' data without it is refused (400).
 */
export function requireAdminOverride(actor: Actor | null, value: string | undefined): void {
  const flag = value === undefined ? false : ['1', 'true'].includes(value.trim().toLowerCase()) ? true : ['0', 'false'].includes(value.trim().toLowerCase()) ? false : null;
  if (flag === null) throw AppError.badRequest('errors.invalidInput', [{ path: 'AdminOverride', message: 'listQuery.boolean' }]);
  if (flag && !isStaff(actor)) throw AppError.forbidden();
  if (!flag) throw AppError.badRequest('errors.invalidInput', [{ path: 'AdminOverride', message: 'staffCandidates.errors.adminOverride' }]);
}
