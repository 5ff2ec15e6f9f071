import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

function valueAt(values: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), values);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function isFieldError(node: unknown): node is FieldError {
  return Boolean(node) && typeof node === 'object' && typeof (node as FieldError).type === 'string';
}

/** An empty field reports 'errors.required' ('{field} can not be empty') whatever rule it broke first. */
function markEmptyAsRequired(errors: FieldErrors, values: unknown, path: string[] = []) {
  for (const [key, node] of Object.entries(errors)) {
    if (!node || key === 'ref') continue;
    const here = [...path, key];
    if (isFieldError(node)) {
      if (isEmpty(valueAt(values, here))) node.message = 'errors.required';
    } else if (typeof node === 'object') {
      markEmptyAsRequired(node as FieldErrors, values, here);
    }
  }
}

/**
 * A zod resolver whose messages are catalogue keys (translated by the fields). The schema describes the
 * submitted shape; the form may hold nulls and empty strings until the user fills it in.
 */
export function formResolver<TValues extends FieldValues>(schema: z.ZodType): Resolver<TValues> {
  const base = zodResolver(schema as never) as unknown as Resolver<TValues>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    markEmptyAsRequired(result.errors as FieldErrors, values);
    return result;
  };
}
