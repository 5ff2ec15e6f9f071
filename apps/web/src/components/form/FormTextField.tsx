import { memo } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, useFormContext, type Control } from 'react-hook-form';
import { useErrorText } from '@/lib/form/error-text.ts';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error'> & {
  name: string;
  label: string;
  readOnly?: boolean;
};

/**
 * A text box of several lines that grows with its text by CSS (`field-sizing`), where the browser can, rather than by
 * MUI's script, which measures the page as each such field is drawn; elsewhere it keeps its rows and scrolls. It is a
 * plain textarea (`inputComponent`): MUI makes every multiline box, even one with fixed rows, its measuring
 * TextareaAutosize, whose first measure lays out the whole page in the middle of the app's first draw.
 */
function growingRows({ minRows, maxRows: _maxRows, rows, sx, ...rest }: Omit<FormTextFieldProps, 'name' | 'label'>) {
  const lines = Number(rows ?? minRows ?? 1);
  const grows = { '& textarea': { fieldSizing: 'content', minHeight: `${lines}lh` } } as TextFieldProps['sx'];
  return { ...rest, rows: lines, sx: [grows, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])] as TextFieldProps['sx'] };
}

/** A text field bound to the surrounding react-hook-form; its error reads '{label} can not be empty' etc. */
export function FormTextField(props: FormTextFieldProps) {
  return <BoundTextField control={useFormContext().control} {...props} />;
}

/**
 * The field itself, drawn again only when its own props or its own field's state change. The form's context changes
 * with each change of the form's state (react-hook-form marks a form ready just after it is first drawn): without this,
 * every field of the form would be drawn again each time, as one task the browser waits for.
 */
const BoundTextField = memo(function BoundTextField({ control, name, label, helperText, readOnly, slotProps, ...props }: FormTextFieldProps & { control: Control }) {
  const rest = props.multiline ? growingRows(props) : props;
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
          slotProps={{
            ...slotProps,
            ...(props.multiline ? { input: { ...(slotProps?.input as object), inputComponent: 'textarea' } } : {}),
            htmlInput: { ...(slotProps?.htmlInput as object), readOnly },
          }}
        />
      )}
    />
  );
});
