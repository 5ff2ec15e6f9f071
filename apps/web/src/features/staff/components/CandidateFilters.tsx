import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MultiSelectFilter } from '@/components/MultiSelectFilter.tsx';
import { useFocusAreas, useSkills } from '@/lib/api/find-lookup.ts';
import { titleCase } from '@/lib/display.ts';
import { useCandidateCities } from '@/features/staff/api/find-candidate-cities.ts';
import { useCandidateRegions } from '@/features/staff/api/find-candidate-regions.ts';

export interface CandidateFilterValues {
  skillSet: number[];
  focusAreas: number[];
  City: string[];
  Province: number[];
}

interface Named {
  id: number;
  name: string;
}

const byId = (a: Named, b: Named) => a.id === b.id;
const nameOf = (o: Named) => o.name;
const chosen = (options: readonly Named[] | undefined, ids: number[]) => (options ?? []).filter((o) => ids.includes(o.id));

/** Skills, Causes, City and Province above the candidate table, each with several choices (the list's filters skillSet, focusAreas, City, Province). */
export function CandidateFilters({ value, onChange }: { value: CandidateFilterValues; onChange: <K extends keyof CandidateFilterValues>(name: K, next: CandidateFilterValues[K]) => void }) {
  const { t } = useTranslation();
  const skills = useSkills();
  const focusAreas = useFocusAreas();
  const cities = useCandidateCities();
  const regions = useCandidateRegions();
  return (
    <Stack component="section" aria-label={t('staffCandidates.filters.label')} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ px: 2, py: 1.5 }}>
      <MultiSelectFilter
        label={t('staffCandidates.filters.skills')}
        options={skills.data ?? []}
        value={chosen(skills.data, value.skillSet)}
        onChange={(next) => onChange('skillSet', next.map((o) => o.id))}
        getLabel={nameOf}
        isEqual={byId}
      />
      <MultiSelectFilter
        label={t('staffCandidates.filters.causes')}
        options={focusAreas.data ?? []}
        value={chosen(focusAreas.data, value.focusAreas)}
        onChange={(next) => onChange('focusAreas', next.map((o) => o.id))}
        getLabel={nameOf}
        isEqual={byId}
      />
      <MultiSelectFilter
        label={t('staffCandidates.filters.city')}
        options={cities.data ?? []}
        value={value.City}
        onChange={(next) => onChange('City', next)}
        getLabel={titleCase}
        isEqual={(a, b) => a === b}
      />
      <MultiSelectFilter
        label={t('staffCandidates.filters.province')}
        options={regions.data ?? []}
        value={chosen(regions.data, value.Province)}
        onChange={(next) => onChange('Province', next.map((o) => o.id))}
        getLabel={nameOf}
        isEqual={byId}
      />
    </Stack>
  );
}
