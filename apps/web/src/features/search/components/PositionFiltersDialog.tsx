import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE_PRESETS, DEFAULT_BOARD_POSITIONS } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { useSkills } from '@/lib/api/find-lookup.ts';
import { titleCase } from '@/lib/display.ts';
import { charityCitiesOptions } from '@/features/search/api/find-charity-cities.ts';
import { DATE_RANGE_KEYS } from '@/features/search/date-ranges.ts';
import type { PositionFilters } from '@/features/search/position-filters.ts';

/** Candidate Search's Advanced position filters ('Filters'): city, position, date range and skill set (6 checkboxes a row); Apply sets them. */
export function PositionFiltersDialog({ open, value, onApply, onClose }: { open: boolean; value: PositionFilters; onApply: (f: PositionFilters) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const cities = useQuery({ ...charityCitiesOptions(), enabled: open });
  const skills = useSkills();
  const [draft, setDraft] = useState(value);

  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);

  const toggleSkill = (id: number) =>
    setDraft((d) => ({ ...d, skillIds: d.skillIds.includes(id) ? d.skillIds.filter((s) => s !== id) : [...d.skillIds, id] }));

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      width={1100}
      title={t('candidateSearch.filtersTitle')}
      onSubmit={() => onApply(draft)}
      submitLabel={t('candidateSearch.apply')}
      cancelLabel={t('common.cancel')}
    >
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Autocomplete
            multiple
            fullWidth
            options={cities.data ?? []}
            loading={cities.isPending}
            value={draft.cities}
            getOptionLabel={titleCase}
            onChange={(_, cities) => setDraft((d) => ({ ...d, cities }))}
            renderInput={(params) => <TextField {...params} label={t('candidateSearch.city')} />}
          />
          <Autocomplete
            multiple
            freeSolo
            fullWidth
            options={[...DEFAULT_BOARD_POSITIONS]}
            value={draft.positions}
            onChange={(_, positions) => setDraft((d) => ({ ...d, positions: positions.map((p) => p.trim()).filter(Boolean) }))}
            renderInput={(params) => <TextField {...params} label={t('candidateSearch.position')} />}
          />
        </Stack>
        <FormControl>
          <FormLabel id="date-range-label">{t('candidateSearch.dateRange')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="date-range-label"
            value={draft.dateRange === null ? '' : String(draft.dateRange)}
            onChange={(e) => setDraft((d) => ({ ...d, dateRange: Number(e.target.value) }))}
          >
            {DATE_RANGE_PRESETS.map((n) => (
              <FormControlLabel key={n} value={String(n)} control={<Radio />} label={t(`candidateSearch.dateRanges.${DATE_RANGE_KEYS[n]!}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('candidateSearch.skillSet')}</FormLabel>
          <FormGroup>
            <Box data-testid="skill-grid" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(6, 1fr)' }, columnGap: 1 }}>
              {(skills.data ?? []).map((s) => (
                <FormControlLabel key={s.id} control={<Checkbox checked={draft.skillIds.includes(s.id)} onChange={() => toggleSkill(s.id)} />} label={s.name} />
              ))}
            </Box>
          </FormGroup>
        </FormControl>
      </Stack>
    </ModalDialog>
  );
}
