import { toNestErrors } from '@hookform/resolvers';
import { encodeFieldMessage, issueMessage, valueAtPath, type RuleIssue } from '@boardmatch/shared';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * A resolver over a shared zod schema whose errors are catalogue keys with their parameters (the fields word them:
 * 'Position Name can be at most 200 characters'), never the library's text. An empty field reports
 * 'errors.required' ('{field} can not be empty') whatever rule it broke first. The schema describes the submitted
 * shape; the form may hold nulls and empty strings until the user fills it in.
 */
export function formResolver<TValues extends FieldValues>(schema: z.ZodType): Resolver<TValues> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as TValues, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (errors[path]) continue;
      const value = valueAtPath(values, issue.path);
      const message = isEmpty(value) ? { key: 'errors.required', values: {} } : issueMessage(issue as unknown as RuleIssue, value);
      errors[path] = { type: issue.code, message: encodeFieldMessage(message) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
