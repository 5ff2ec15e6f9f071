import { Autocomplete, TextField } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

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
          {/* A picture of a check box: the option itself is what is chosen (aria-selected), not a control inside it. */}
          {selected ? <CheckBoxIcon fontSize="small" color="primary" sx={{ mr: 1 }} aria-hidden /> : <CheckBoxOutlineBlankIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />}
          {getLabel(option)}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 200, flex: 1 }}
    />
  );
}
