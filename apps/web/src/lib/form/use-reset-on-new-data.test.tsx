import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useResetOnNewData } from './use-reset-on-new-data.ts';

type Data = { name: string };
const toValues = (data: Data) => ({ name: data.name.toUpperCase() });

describe('useResetOnNewData', () => {
  it('leaves a form made from the data as it is, and resets it to data that changes after', () => {
    const resetTo = vi.fn(toValues);
    const first = { name: 'a' };
    const { result, rerender } = renderHook(
      ({ data }: { data: Data | undefined }) => {
        const form = useForm<{ name: string }>({ defaultValues: data ? toValues(data) : { name: '' } });
        useResetOnNewData(form, data, resetTo);
        return form;
      },
      { initialProps: { data: first as Data | undefined } },
    );
    rerender({ data: first });
    rerender({ data: undefined });
    expect(resetTo).not.toHaveBeenCalled();
    rerender({ data: { name: 'b' } });
    expect(resetTo).toHaveBeenCalledOnce();
    expect(result.current.getValues()).toEqual({ name: 'B' });
  });
});
