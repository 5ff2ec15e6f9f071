import { useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Resets a form to what new data says: when `data` changes, not when the form was just made from it. A reset as the
 * form first draws would draw every field of it again, in one task the browser waits for.
 */
export function useResetOnNewData<T extends FieldValues, D>(form: UseFormReturn<T>, data: D | null | undefined, toValues: (data: D) => DefaultValues<T>) {
  const shown = useRef(data);
  useEffect(() => {
    if (data === null || data === undefined || data === shown.current) return;
    shown.current = data;
    form.reset(toValues(data));
  }, [data, form, toValues]);
}
