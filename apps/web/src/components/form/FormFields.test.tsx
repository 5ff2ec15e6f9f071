import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { FormSelect, type SelectOption } from './FormSelect.tsx';
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

  it('writes several lines in one plain box that takes what is typed, with no hidden twin that measures the page', async () => {
    let form: UseFormReturn<{ quote: string }> | undefined;
    function Form() {
      form = useForm({ defaultValues: { quote: '' } });
      return (
        <FormProvider {...form}>
          <FormTextField name="quote" label="Quote" multiline minRows={2} />
        </FormProvider>
      );
    }
    const view = render(<Form />);
    expect(view.container.querySelectorAll('textarea')).toHaveLength(1);
    const box = screen.getByRole('textbox', { name: 'Quote' });
    expect(box).toHaveAttribute('rows', '2');
    await userEvent.type(box, 'One{Enter}Two');
    expect(form!.getValues('quote')).toBe('One\nTwo');
  });
});

describe('FormSelect', () => {
  it('is not drawn again while its list loads, and offers the list once it arrives', async () => {
    function Form({ options, tick }: { options: readonly SelectOption[] | undefined; tick: number }) {
      const form = useForm<{ scope: number | null }>({ defaultValues: { scope: null } });
      return (
        <FormProvider {...form}>
          <p>{tick}</p>
          <FormSelect name="scope" label="Scope" options={options} />
        </FormProvider>
      );
    }
    const view = render(<Form options={undefined} tick={0} />);
    const loading = drawn.get('scope')!;
    view.rerender(<Form options={undefined} tick={1} />);
    expect(drawn.get('scope')).toBe(loading);

    view.rerender(<Form options={[{ id: 1, name: 'Local' }]} tick={2} />);
    expect(drawn.get('scope')).toBeGreaterThan(loading);
    await userEvent.click(screen.getByRole('combobox', { name: 'Scope' }));
    expect(screen.getByRole('option', { name: 'Local' })).toBeInTheDocument();
  });

  it('stays closed while its list loads or is read again, and keeps its value meanwhile', async () => {
    function Form({ options, loading }: { options: readonly SelectOption[] | undefined; loading?: boolean }) {
      const form = useForm<{ scope: number | null }>({ defaultValues: { scope: 1 } });
      return (
        <FormProvider {...form}>
          <FormSelect name="scope" label="Scope" options={options} loading={loading} />
        </FormProvider>
      );
    }
    const local = [{ id: 1, name: 'Local' }];
    const view = render(<Form options={undefined} />);
    expect(screen.getByRole('combobox', { name: 'Scope' })).toHaveAttribute('aria-disabled', 'true');

    view.rerender(<Form options={local} loading />);
    const field = screen.getByRole('combobox', { name: 'Scope' });
    expect(field).toHaveAttribute('aria-disabled', 'true');
    expect(field).toHaveTextContent('Local');
    await userEvent.click(field);
    expect(screen.queryByRole('option', { name: 'Local' })).not.toBeInTheDocument();

    view.rerender(<Form options={local} />);
    expect(screen.getByRole('combobox', { name: 'Scope' })).not.toHaveAttribute('aria-disabled');
  });
});
