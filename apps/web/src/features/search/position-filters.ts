import type { ListFilter } from './search-list.ts';

/** The position filters of the Candidate Search page. */
export interface PositionFilters {
  cities: string[];
  positions: string[];
  /** null: no date filter (the server's default, all open postings). */
  dateRange: number | null;
  skillIds: number[];
}

export const NO_FILTERS: PositionFilters = { cities: [], positions: [], dateRange: null, skillIds: [] };

export function hasFilters(f: PositionFilters): boolean {
  return f.cities.length > 0 || f.positions.length > 0 || f.dateRange !== null || f.skillIds.length > 0;
}

/** The list query's Filters with the spec's names. */
export function toListFilters(f: PositionFilters): ListFilter[] {
  const out: ListFilter[] = [];
  if (f.cities.length) out.push({ name: 'City', values: f.cities });
  if (f.positions.length) out.push({ name: 'Positions', values: f.positions });
  if (f.dateRange !== null) out.push({ name: 'DateRange', values: [f.dateRange] });
  if (f.skillIds.length) out.push({ name: 'skillSet', values: f.skillIds });
  return out;
}
