import { useId } from 'react';
import { FormControl, InputLabel, OutlinedInput } from '@mui/material';

interface LightTextFieldProps {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  value: string;
  onChange: (value: string) => void;
}

/** Looks like an outlined TextField, without the select, menu and popover code TextField always brings: for /login. */
export function LightTextField({ label, name, type = 'text', autoComplete, value, onChange }: LightTextFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} name={name} type={type} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} />
    </FormControl>
  );
}
