import type { TFunction } from 'i18next';

/**
 * Translates a key that arrives at run time (a zod message such as 'errors.required', a server code's key).
 * Unknown keys come back as they are, which also lets plain texts through.
 */
export function translateKey(t: TFunction, key: string, values: Record<string, unknown> = {}): string {
  return (t as unknown as (k: string, v: Record<string, unknown>) => string)(key, values);
}
