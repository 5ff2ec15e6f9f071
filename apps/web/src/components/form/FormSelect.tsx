import { memo } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { Controller, useFormContext, type Control } from 'react-hook-form';
import { useErrorText } from '@/lib/form/error-text.ts';

export interface SelectOption {
  id: number;
  name: string;
}

interface FormSelectProps {
  name: string;
  label: string;
  /** Undefined while the list loads: pass the query's data as it is, so a new empty list does not draw the field again. */
  options: readonly SelectOption[] | undefined;
  required?: boolean;
  disabled?: boolean;
  /** The list is being read again (after an addition, say): closed meanwhile, as while it first loads. */
  loading?: boolean;
  /** The label of the empty choice; without it the field has no empty choice once a value is chosen. */
  emptyLabel?: string;
  onValueChange?: (value: number | null) => void;
}

/**
 * A drop-down of a reference list; the form holds the chosen id (or null).
 * Closed while its list loads: a list that grew under an open menu moved its choices under the pointer.
 */
export function FormSelect(props: FormSelectProps) {
  return <BoundSelect control={useFormContext().control} {...props} />;
}

/** Drawn again only when its own props or field change, as FormTextField's field is. */
const BoundSelect = memo(function BoundSelect({ control, name, label, options, required, disabled, loading, emptyLabel, onValueChange }: FormSelectProps & { control: Control }) {
  const errorText = useErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          disabled={disabled || loading || options === undefined}
          value={field.value ?? ''}
          onChange={(event) => {
            const value = event.target.value === '' ? null : Number(event.target.value);
            field.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error, label)}
        >
          <MenuItem value="">
            <em>{emptyLabel ?? '—'}</em>
          </MenuItem>
          {options?.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
});
