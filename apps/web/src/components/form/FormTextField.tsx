import { memo } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, useFormContext, type Control } from 'react-hook-form';
import { useErrorText } from '@/lib/form/error-text.ts';
import { TextArea } from '../TextArea.tsx';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error'> & {
  name: string;
  label: string;
  readOnly?: boolean;
};

/** A text field bound to the surrounding react-hook-form (a TextArea when multiline); its error reads '{label} can not be empty' etc. */
export function FormTextField(props: FormTextFieldProps) {
  return <BoundTextField control={useFormContext().control} {...props} />;
}

/**
 * The field itself, drawn again only when its own props or its own field's state change. The form's context changes
 * with each change of the form's state (react-hook-form marks a form ready just after it is first drawn): without this,
 * every field of the form would be drawn again each time, as one task the browser waits for.
 */
const BoundTextField = memo(function BoundTextField({ control, name, label, helperText, readOnly, slotProps, multiline, maxRows: _maxRows, ...props }: FormTextFieldProps & { control: Control }) {
  const errorText = useErrorText();
  const Field = multiline ? TextArea : TextField;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error, label) ?? helperText}
          slotProps={{
            ...slotProps,
            htmlInput: { ...(slotProps?.htmlInput as object), readOnly },
          }}
        />
      )}
    />
  );
});
