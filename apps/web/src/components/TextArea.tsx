import { TextField, type TextFieldProps } from '@mui/material';

export type TextAreaProps = Omit<TextFieldProps, 'multiline' | 'maxRows'>;

/**
 * A text box of several lines that grows with its text by CSS (`field-sizing`), where the browser can, rather than by
 * MUI's script; elsewhere it keeps its rows and scrolls. It is a plain textarea (`inputComponent`): MUI makes every
 * multiline box, even one with fixed rows, its measuring TextareaAutosize, whose first measure lays out the whole page
 * as it is drawn.
 */
export function TextArea({ minRows, rows, sx, slotProps, ...rest }: TextAreaProps) {
  const lines = Number(rows ?? minRows ?? 1);
  const grows = { '& textarea': { fieldSizing: 'content', minHeight: `${lines}lh` } } as TextFieldProps['sx'];
  return (
    <TextField
      {...rest}
      multiline
      rows={lines}
      sx={[grows, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])] as TextFieldProps['sx']}
      slotProps={{ ...slotProps, input: { ...(slotProps?.input as object), inputComponent: 'textarea' } }}
    />
  );
}
