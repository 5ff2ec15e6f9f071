import { DateRangePreset, SearchCategory, can, type Actor } from '@boardmatch/shared';
import type { ListFilter } from './search-list.ts';
import { initials as personInitials } from '@/lib/display.ts';
import { DATE_RANGE_KEYS } from './date-ranges.ts';

/** What the 'Search Filters' dialog sets. */
export interface SearchFilters {
  cities: string[];
  provinceIds: number[];
  skillIds: number[];
  focusAreaIds: number[];
  /** -1 all open postings, 3 or 1 months, 0 today. */
  dateRange: number;
  /** Candidates only: the languages they work in ('en', 'fr'). */
  languages: string[];
  /** Candidates only: rank them by their fit for this posting of the representative's charity. */
  fitForPostingId: number | null;
}

export const EMPTY_FILTERS: SearchFilters = { cities: [], provinceIds: [], skillIds: [], focusAreaIds: [], dateRange: DateRangePreset.allOpen, languages: [], fitForPostingId: null };

/** The languages candidates can be found by, in the order the filter offers them. */
export const CANDIDATE_LANGUAGES = ['en', 'fr'] as const;

export type Category = typeof SearchCategory.candidates | typeof SearchCategory.charities | typeof SearchCategory.positions;

/** Charities and Positions for everyone; Candidates only for a charity representative whose roles review candidates. */
export function categoriesFor(actor: Actor | null | undefined): Category[] {
  return can(actor ?? null, 'candidate.browse')
    ? [SearchCategory.candidates, SearchCategory.charities, SearchCategory.positions]
    : [SearchCategory.charities, SearchCategory.positions];
}

/** The categories of the address (categories=1,2,3) the visitor may see; none given or none allowed: all allowed. */
export function selectedCategories(param: string | null, allowed: Category[]): Category[] {
  const asked = (param ?? '')
    .split(',')
    .map(Number)
    .filter((n): n is Category => allowed.includes(n as Category));
  return asked.length ? [...new Set(asked)] : allowed;
}

/** chid, cid and pid in /search's address open a profile or a posting instead of the results. */
export const opensProfile = (params: URLSearchParams) => ['chid', 'cid', 'pid'].some((key) => params.has(key));

export function isFiltered(f: SearchFilters): boolean {
  return f.cities.length + f.provinceIds.length + f.skillIds.length + f.focusAreaIds.length + f.languages.length > 0 || f.dateRange !== DateRangePreset.allOpen || f.fitForPostingId !== null;
}

/**
 * Candidates are ranked by fit (best first, each with why and what is missing) once a posting or a filter says what
 * is wanted; otherwise listed by name.
 */
export const ranksCandidatesByFit = (f: SearchFilters) =>
  f.fitForPostingId !== null || f.cities.length + f.provinceIds.length + f.skillIds.length + f.focusAreaIds.length + f.languages.length > 0;

/** The text key of a date range preset's name (the filters dialog's choices and the search's chip). */
export const dateRangeLabelKey = (range: number) => `browse.dateRanges.${DATE_RANGE_KEYS[range] ?? 'allOpen'}` as const;

/** The list filters each result group understands. */
export function listFilters(f: SearchFilters, category: Category): ListFilter[] {
  const out: ListFilter[] = [];
  if (f.cities.length) out.push({ name: 'City', values: f.cities });
  if (f.provinceIds.length) out.push({ name: 'Province', values: f.provinceIds });
  if (f.focusAreaIds.length) out.push({ name: 'focusAreas', values: f.focusAreaIds });
  if (category !== SearchCategory.charities && f.skillIds.length) out.push({ name: 'skillSet', values: f.skillIds });
  if (category === SearchCategory.positions && f.dateRange !== DateRangePreset.allOpen) out.push({ name: 'DateRange', values: [f.dateRange] });
  if (category === SearchCategory.candidates && f.languages.length) out.push({ name: 'languages', values: f.languages });
  if (category === SearchCategory.candidates && f.fitForPostingId !== null) out.push({ name: 'FitFor', values: [f.fitForPostingId] });
  return out;
}

/** What 'Search Results For: "..."' quotes: the words searched, else the filters; null shows 'Showing All Available Results:'. */
export function searchedFor(text: string, filterLabels: string[]): string | null {
  const words = text.trim();
  if (words) return words;
  return filterLabels.length ? filterLabels.join(', ') : null;
}

/** Initials of a person (first and last name) or of a name (its first two words). */
export function initials(first: string, last?: string): string {
  if (last !== undefined) return personInitials(first, last);
  const [a = '', b = ''] = first.split(/\s+/).filter(Boolean);
  return personInitials(a, b);
}
