import { toNestErrors } from '@hookform/resolvers';
import { encodeFieldMessage, issueMessage, valueAtPath, type RuleIssue } from '@boardmatch/shared';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's schema from its own module, asked for at the form's first check rather than with the page: the schema library
 * (about 24 kB) then stays off the first download of every page that opens on a form.
 */
export type SchemaLoader = () => Promise<z.ZodType>;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * A resolver over a shared zod schema whose errors are catalogue keys with their parameters (the fields word them:
 * 'Position Name can be at most 200 characters'), never the library's text. An empty field reports
 * 'errors.required' ('{field} can not be empty') whatever rule it broke first. The schema describes the submitted
 * shape; the form may hold nulls and empty strings until the user fills it in.
 */
export function formResolver<TValues extends FieldValues>(schema: z.ZodType | SchemaLoader): Resolver<TValues> {
  let loading: Promise<z.ZodType> | undefined;
  const load = (loader: SchemaLoader) =>
    (loading ??= loader().catch((error: unknown) => {
      loading = undefined; // asked again at the next check (the network may be back)
      throw error;
    }));
  return async (values, _context, options) => {
    const rules = typeof schema === 'function' ? await load(schema) : schema;
    const result = await rules.safeParseAsync(values);
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
