import { useEffect, useState } from 'react';
import { Autocomplete, FormControl, FormControlLabel, FormLabel, Grid, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE_PRESETS } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import type { LookupItem } from '@/lib/api/find-lookup.ts';
import { titleCase } from '@/lib/display.ts';
import { CANDIDATE_LANGUAGES, dateRangeLabelKey, type SearchFilters } from '@/features/search/search-state.ts';

export interface FilterOptions {
  cities: string[];
  provinces: LookupItem[];
  skills: LookupItem[];
  focusAreas: LookupItem[];
  /** Candidates shown: the representative's open postings they may be ranked for (null: no candidates shown). */
  fitPostings: LookupItem[] | null;
}


function MultiPick<T>({ label, options, value, onChange, getLabel, isEqual }: { label: string; options: T[]; value: T[]; onChange: (v: T[]) => void; getLabel: (o: T) => string; isEqual: (a: T, b: T) => boolean }) {
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_e, v) => onChange(v)}
      getOptionLabel={getLabel}
      isOptionEqualToValue={isEqual}
      filterSelectedOptions
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/**
 * 'Search Filters' (1100 px): city, province, skills, focus areas, for candidates their languages and the posting to
 * rank them for, and for positions the date range; Save applies.
 */
export function SearchFiltersDialog({ open, value, options, showDateRange, onClose, onSave }: { open: boolean; value: SearchFilters; options: FilterOptions; showDateRange: boolean; onClose: () => void; onSave: (f: SearchFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);
  const byIds = (list: LookupItem[], ids: number[]) => list.filter((o) => ids.includes(o.id));
  const name = (o: LookupItem) => o.name;
  const same = (a: LookupItem, b: LookupItem) => a.id === b.id;
  return (
    <ModalDialog open={open} title={t('browse.searchFilters')} onClose={onClose} onSubmit={() => onSave(draft)} submitLabel={t('common.save')} width={1100}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <MultiPick label={t('browse.city')} options={options.cities} value={draft.cities} onChange={(cities) => setDraft({ ...draft, cities })} getLabel={titleCase} isEqual={(a, b) => a === b} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <MultiPick label={t('browse.province')} options={options.provinces} value={byIds(options.provinces, draft.provinceIds)} onChange={(v) => setDraft({ ...draft, provinceIds: v.map((o) => o.id) })} getLabel={name} isEqual={same} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <MultiPick label={t('browse.skills')} options={options.skills} value={byIds(options.skills, draft.skillIds)} onChange={(v) => setDraft({ ...draft, skillIds: v.map((o) => o.id) })} getLabel={name} isEqual={same} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <MultiPick label={t('browse.focusAreas')} options={options.focusAreas} value={byIds(options.focusAreas, draft.focusAreaIds)} onChange={(v) => setDraft({ ...draft, focusAreaIds: v.map((o) => o.id) })} getLabel={name} isEqual={same} />
        </Grid>
        {options.fitPostings && (
          <>
            <Grid size={{ xs: 12, md: 6 }}>
              <MultiPick
                label={t('browse.languages')}
                options={[...CANDIDATE_LANGUAGES] as string[]}
                value={draft.languages}
                onChange={(languages) => setDraft({ ...draft, languages })}
                getLabel={(code) => t(`browse.languageNames.${code as 'en' | 'fr'}`)}
                isEqual={(a, b) => a === b}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                select
                fullWidth
                label={t('browse.rankFor')}
                helperText={t('browse.rankForHint')}
                value={draft.fitForPostingId ?? ''}
                onChange={(e) => setDraft({ ...draft, fitForPostingId: e.target.value === '' ? null : Number(e.target.value) })}
              >
                <MenuItem value="">{t('browse.rankForNone')}</MenuItem>
                {options.fitPostings.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          </>
        )}
        {showDateRange && (
          <Grid size={12}>
            <FormControl>
              <FormLabel id="search-date-range">{t('browse.dateRange')}</FormLabel>
              <RadioGroup row aria-labelledby="search-date-range" value={String(draft.dateRange)} onChange={(e) => setDraft({ ...draft, dateRange: Number(e.target.value) })}>
                {DATE_RANGE_PRESETS.map((range) => (
                  <FormControlLabel key={range} value={String(range)} control={<Radio />} label={t(dateRangeLabelKey(range))} />
                ))}
              </RadioGroup>
            </FormControl>
          </Grid>
        )}
      </Grid>
    </ModalDialog>
  );
}
