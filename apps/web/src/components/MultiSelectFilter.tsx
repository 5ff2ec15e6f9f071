import { Autocomplete, Checkbox, TextField } from '@mui/material';

interface MultiSelectFilterProps<T> {
  label: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  getLabel: (option: T) => string;
  isEqual: (a: T, b: T) => boolean;
}

/** A list filter with several choices: a drop-down of check boxes, the chosen ones shown as chips. */
export function MultiSelectFilter<T>({ label, options, value, onChange, getLabel, isEqual }: MultiSelectFilterProps<T>) {
  return (
    <Autocomplete
      multiple
      size="small"
      disableCloseOnSelect
      options={options as T[]}
      value={value as T[]}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={getLabel}
      isOptionEqualToValue={isEqual}
      renderOption={({ key, ...props }, option, { selected }) => (
        <li key={key} {...props}>
          <Checkbox size="small" checked={selected} sx={{ mr: 1, p: 0.5 }} tabIndex={-1} slotProps={{ input: { 'aria-hidden': true } }} />
          {getLabel(option)}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 200, flex: 1 }}
    />
  );
}
