import { useState, type FormEvent } from 'react';
import { Box, Button, Chip, FormControlLabel, Link, Paper, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage.tsx';
import { PROVIDER_NAME, titleCase } from '@/lib/display.ts';
import { useAuth } from '@/lib/auth-context.tsx';
import { useSkills } from '@/lib/api/find-lookup.ts';
import { CharityResultsTable } from '@/features/search/components/CharityResultsTable.tsx';
import { PostingResultsTable } from '@/features/search/components/PostingResultsTable.tsx';
import { PositionFiltersDialog } from '@/features/search/components/PositionFiltersDialog.tsx';
import { DATE_RANGE_KEYS } from '@/features/search/date-ranges.ts';
import { NO_FILTERS, hasFilters, toListFilters, type PositionFilters } from '@/features/search/position-filters.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { MountOnce } from '@/lib/mount-once.tsx';

const PostingSummaryDialog = lazyComponent(() => import('@/features/postings/components/PostingSummaryDialog.tsx').then((m) => m.PostingSummaryDialog), 'PostingSummaryDialog').Component;

type Category = 'charities' | 'positions';

interface FilterChip {
  key: string;
  label: string;
  remove: (f: PositionFilters) => PositionFilters;
}

/** /candidate-search: charities or open positions by text, with the Advanced position filters (spec 2, section 2.6). */
export default function CandidateSearchPage() {
  const { t } = useTranslation();
  const { status, session } = useAuth();
  const signedIn = status === 'authenticated';
  const canApply = Boolean(session?.candidate?.onboardingComplete);
  const skills = useSkills();
  const [category, setCategory] = useState<Category>('positions');
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<PositionFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [postingId, setPostingId] = useState<number | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(text.trim());
  };

  const skillName = (id: number) => skills.data?.find((s) => s.id === id)?.name ?? String(id);
  const chip = (name: string, value: string) => t('candidateSearch.filterChip', { name, value });
  const chips: FilterChip[] = [
    ...filters.cities.map((c) => ({ key: `city-${c}`, label: chip(t('candidateSearch.city'), titleCase(c)), remove: (f: PositionFilters) => ({ ...f, cities: f.cities.filter((x) => x !== c) }) })),
    ...filters.positions.map((p) => ({ key: `position-${p}`, label: chip(t('candidateSearch.position'), p), remove: (f: PositionFilters) => ({ ...f, positions: f.positions.filter((x) => x !== p) }) })),
    ...(filters.dateRange === null
      ? []
      : [{ key: 'date-range', label: chip(t('candidateSearch.dateRange'), t(`candidateSearch.dateRanges.${DATE_RANGE_KEYS[filters.dateRange]!}`)), remove: (f: PositionFilters) => ({ ...f, dateRange: null }) }]),
    ...filters.skillIds.map((id) => ({ key: `skill-${id}`, label: chip(t('candidateSearch.skillSet'), skillName(id)), remove: (f: PositionFilters) => ({ ...f, skillIds: f.skillIds.filter((x) => x !== id) }) })),
  ];
  const listFilters = toListFilters(filters);

  return (
    <SimplePage title={t('pages.candidateSearch')} text={t('pages.candidateSearchText', { product: PROVIDER_NAME })}>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box component="form" role="search" aria-label={t('candidateSearch.searchLabel')} onSubmit={submit}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField label={t('candidateSearch.searchLabel')} value={text} onChange={(e) => setText(e.target.value)} size="small" sx={{ flex: 1 }} />
            <RadioGroup row aria-label={t('candidateSearch.searchIn')} value={category} onChange={(e) => setCategory(e.target.value as Category)}>
              <FormControlLabel value="charities" control={<Radio />} label={t('candidateSearch.charities')} />
              <FormControlLabel value="positions" control={<Radio />} label={t('candidateSearch.positions')} />
            </RadioGroup>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
              {t('common.search')}
            </Button>
            {category === 'positions' && (
              <Link component="button" type="button" onClick={() => setFiltersOpen(true)}>
                {t('candidateSearch.advanced')}
              </Link>
            )}
          </Stack>
        </Box>
        {category === 'positions' && hasFilters(filters) && (
          <Stack direction="row" aria-label={t('candidateSearch.activeFilters')} role="group" sx={{ mt: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {chips.map((c) => (
              <Chip
                key={c.key}
                label={c.label}
                onDelete={() => setFilters((f) => c.remove(f))}
                deleteIcon={<CancelIcon titleAccess={t('candidateSearch.removeFilter', { label: c.label })} />}
              />
            ))}
            <Link component="button" type="button" onClick={() => setFilters(NO_FILTERS)}>
              {t('common.clearAll')}
            </Link>
          </Stack>
        )}
      </Paper>
      <Paper variant="outlined">
        {category === 'charities' ? (
          <CharityResultsTable key={`c-${search}`} search={search} signedIn={signedIn} canApply={canApply} onOpenPosting={setPostingId} />
        ) : (
          <PostingResultsTable
            key={`p-${search}-${JSON.stringify(listFilters)}`}
            search={search}
            filters={listFilters}
            signedIn={signedIn}
            canApply={canApply}
            onOpen={setPostingId}
            label={t('candidateSearch.postingsTable')}
          />
        )}
      </Paper>
      <PositionFiltersDialog
        open={filtersOpen}
        value={filters}
        onClose={() => setFiltersOpen(false)}
        onApply={(f) => {
          setFilters(f);
          setFiltersOpen(false);
        }}
      />
      <MountOnce when={postingId !== null}>
        <PostingSummaryDialog postingId={postingId} onClose={() => setPostingId(null)} />
      </MountOnce>
    </SimplePage>
  );
}
