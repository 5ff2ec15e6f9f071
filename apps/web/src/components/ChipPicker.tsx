import { useState } from 'react';
import { Box, Checkbox, Chip, FormControlLabel, FormGroup, FormHelperText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './ModalDialog.tsx';

export interface ChipOption {
  id: number;
  name: string;
}

interface ChipPickerProps {
  label: string;
  options: readonly ChipOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  required?: boolean;
  error?: string;
}

/** Selected items as removable chips, and a '+' chip that opens a selection dialog. */
export function ChipPicker({ label, options, value, onChange, required, error }: ChipPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<number[]>([]);
  const names = new Map(options.map((o) => [o.id, o.name]));
  const legendId = `${label.replace(/\W+/g, '-').toLowerCase()}-picker`;

  const openDialog = () => {
    setDraft([...value]);
    setOpen(true);
  };
  const toggle = (id: number) => setDraft((d) => (d.includes(id) ? d.filter((x) => x !== id) : [...d, id]));

  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography id={legendId} component="legend" variant="subtitle2" color={error ? 'error' : 'text.primary'} sx={{ mb: 1 }}>
        {label}
        {required && <span aria-hidden> *</span>}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {value.map((id) => {
          const name = names.get(id) ?? String(id);
          return (
            <Chip
              key={id}
              label={name}
              color="primary"
              variant="outlined"
              aria-label={t('chipPicker.remove', { name })}
              onDelete={() => onChange(value.filter((x) => x !== id))}
            />
          );
        })}
        <Chip label="+" color="primary" onClick={openDialog} aria-label={t('chipPicker.add', { field: label })} sx={{ fontWeight: 700, minWidth: 40 }} />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <ModalDialog
        open={open}
        title={label}
        onClose={() => setOpen(false)}
        width={650}
        submitLabel={t('common.save')}
        onSubmit={() => {
          onChange(options.filter((o) => draft.includes(o.id)).map((o) => o.id));
          setOpen(false);
        }}
      >
        <Typography paragraph>{t('chipPicker.instructions')}</Typography>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {options.map((option) => (
            <FormControlLabel
              key={option.id}
              control={<Checkbox checked={draft.includes(option.id)} onChange={() => toggle(option.id)} />}
              label={option.name}
            />
          ))}
        </FormGroup>
      </ModalDialog>
    </Box>
  );
}
