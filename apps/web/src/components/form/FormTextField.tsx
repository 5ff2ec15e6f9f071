import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useErrorText } from '@/lib/form/error-text.ts';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error'> & {
  name: string;
  label: string;
  readOnly?: boolean;
};

/** A text field bound to the surrounding react-hook-form; its error reads '{label} can not be empty' etc. */
export function FormTextField({ name, label, helperText, readOnly, slotProps, ...rest }: FormTextFieldProps) {
  const { control } = useFormContext();
  const errorText = useErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error, label) ?? helperText}
          slotProps={{ ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object), readOnly } }}
        />
      )}
    />
  );
}
