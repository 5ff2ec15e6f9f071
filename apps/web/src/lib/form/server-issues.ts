import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/api-error.ts';

/**
 * Marks each field the server refused with the server's words (already in the user's language) and answers the
 * server's message, which names the refused fields; null when the failure was not a refusal of fields.
 * Issues on fields the form does not hold only count in that message.
 */
export function applyServerIssues<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>, error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 400 || error.issues.length === 0) return null;
  let focused = false;
  for (const issue of error.issues) {
    if (!issue.path || form.getValues(issue.path as Path<T>) === undefined) continue;
    form.setError(issue.path as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: !focused });
    focused = true;
  }
  return error.message || null;
}
