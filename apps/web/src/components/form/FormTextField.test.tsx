import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { FormTextField } from './FormTextField.tsx';

const drawn = vi.hoisted(() => new Map<string, number>());
vi.mock('@mui/material', async (original) => {
  const mui = await original<typeof import('@mui/material')>();
  return {
    ...mui,
    TextField: (props: { name: string }) => {
      drawn.set(props.name, (drawn.get(props.name) ?? 0) + 1);
      return <mui.TextField {...props} />;
    },
  };
});

describe('FormTextField', () => {
  it('is drawn again for a change of its own field, not for a change elsewhere in the form', () => {
    let form: UseFormReturn<{ first: string; second: string }> | undefined;
    function Form() {
      form = useForm({ defaultValues: { first: 'a', second: 'b' } });
      // The form's host follows its state, as a page that warns of unsaved edits does.
      return (
        <FormProvider {...form}>
          <p>{form.formState.isDirty ? 'changed' : 'as saved'}</p>
          <FormTextField name="first" label="First" />
          <FormTextField name="second" label="Second" />
        </FormProvider>
      );
    }
    render(<Form />);
    const before = { first: drawn.get('first')!, second: drawn.get('second')! };
    act(() => form!.setError('first', { message: 'errors.required' }));
    act(() => form!.setValue('first', 'changed', { shouldDirty: true }));
    expect(drawn.get('first')).toBeGreaterThan(before.first);
    expect(drawn.get('second')).toBe(before.second);
  });
});
