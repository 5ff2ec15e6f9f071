import { MAX_ID } from '@boardmatch/shared';

/** An id read from the address (?chid=, ?pid=, a route parameter): a positive integer the API accepts, or null. */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= MAX_ID ? n : null;
}
