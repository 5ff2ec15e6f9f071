import { DATE_RANGE_PRESETS, type ListQuery } from '@boardmatch/shared';
import { AppError, type Issue } from '../../lib/app-error.ts';

/*
 * The spec's filter names (case-insensitive) turned into typed filters. A filter with a value that cannot
 * mean anything (a city id that is not a number, a date range that is no preset) is a 400, never a 500.
 * Names another list uses but this one has no meaning for are ignored (BoardExperience 1 means 'no filter').
 */

export interface Page {
  offset: number;
  /** null: every row (ItemsPerPage -1). */
  limit: number | null;
}

export interface CharityFilter {
  text: string | null;
  cities: string[];
  regionIds: number[];
  focusAreaIds: number[];
  charityIds: number[];
}

export interface PostingFilter {
  text: string | null;
  cities: string[];
  regionIds: number[];
  charityIds: number[];
  positionIds: number[];
  positionNames: string[];
  /** -1 all open, 0 expiring today, 1 or 3 expiring within that many months. */
  dateRange: number;
  skillIds: number[];
  focusAreaIds: number[];
  /** true: only applied, false: only not applied, null: both. */
  applied: boolean | null;
  candidateId: number | null;
  /** Hide postings whose expiry date is past (the default). */
  hideExpired: boolean;
}

export interface CandidateFilter {
  text: string | null;
  cities: string[];
  regionIds: number[];
  skillIds: number[];
  focusAreaIds: number[];
  boardExperienceIds: number[];
}

export type SortField = 'name' | 'datePosted' | 'expiryDate' | 'lastName' | 'firstName';
export interface Sort {
  field: SortField;
  isAscending: boolean;
}

/** Ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;
/** Deeper than any list goes; beyond it an offset would overflow. */
const MAX_OFFSET = 1_000_000_000;

class Reader {
  issues: Issue[] = [];

  ids(name: string, values: unknown[]): number[] {
    const out: number[] = [];
    for (const v of values) {
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
      if (!Number.isSafeInteger(n) || n <= 0 || n > MAX_ID) {
        this.issues.push({ path: `Filters.${name}`, message: 'Must be a list of ids' });
        return [];
      }
      out.push(n);
    }
    return out;
  }

  strings(name: string, values: unknown[]): string[] {
    const out: string[] = [];
    for (const v of values) {
      if (typeof v === 'boolean') {
        this.issues.push({ path: `Filters.${name}`, message: 'Must be a list of names' });
        return [];
      }
      const s = String(v).trim().toLowerCase();
      if (s.length > 200) {
        this.issues.push({ path: `Filters.${name}`, message: 'Too long' });
        return [];
      }
      if (s) out.push(s);
    }
    return out;
  }

  bool(name: string, values: unknown[]): boolean | null {
    if (values.length === 0) return null;
    const v = values[0];
    if (v === true || v === 1 || v === '1' || (typeof v === 'string' && v.toLowerCase() === 'true')) return true;
    if (v === false || v === 0 || v === '0' || (typeof v === 'string' && v.toLowerCase() === 'false')) return false;
    this.issues.push({ path: `Filters.${name}`, message: 'Must be true or false' });
    return null;
  }

  dateRange(name: string, values: unknown[]): number {
    if (values.length === 0) return -1;
    const n = Number(values[0]);
    if (typeof values[0] === 'boolean' || !(DATE_RANGE_PRESETS as readonly number[]).includes(n)) {
      this.issues.push({ path: `Filters.${name}`, message: 'Must be -1, 0, 1 or 3' });
      return -1;
    }
    return n;
  }

  done() {
    if (this.issues.length) throw AppError.badRequest('errors.invalidInput', this.issues);
  }
}

export function searchText(q: ListQuery): string | null {
  const text = q.Search?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, 200) : null;
}

export function toPage(q: ListQuery): Page {
  const per = q.Pagination.ItemsPerPage;
  if (per === 0) throw AppError.badRequest('errors.invalidInput', [{ path: 'Pagination.ItemsPerPage', message: 'Must be -1 or more than 0' }]);
  const page = per === -1 ? { offset: 0, limit: null } : { offset: (q.Pagination.Page - 1) * per, limit: per };
  if (page.offset > MAX_OFFSET) throw AppError.badRequest('errors.invalidInput', [{ path: 'Pagination.Page', message: 'Too far' }]);
  return page;
}

const SORTABLE: Record<string, SortField> = {
  name: 'name',
  dateposted: 'datePosted',
  expirydate: 'expiryDate',
  lastname: 'lastName',
  firstname: 'firstName',
};

export function toSort(q: ListQuery, allowed: SortField[]): Sort[] {
  return q.Sort.flatMap((s) => {
    const field = SORTABLE[s.field.toLowerCase()];
    return field && allowed.includes(field) ? [{ field, isAscending: s.isAscending }] : [];
  });
}

export function charityFilter(q: ListQuery): CharityFilter {
  const r = new Reader();
  const f: CharityFilter = { text: searchText(q), cities: [], regionIds: [], focusAreaIds: [], charityIds: [] };
  for (const { name, values } of q.Filters) {
    const key = name.toLowerCase();
    if (key === 'city') f.cities = r.strings(name, values);
    else if (key === 'province') f.regionIds = r.ids(name, values);
    else if (key === 'focusareas') f.focusAreaIds = r.ids(name, values);
    else if (key === 'charityid' || key === 'id') f.charityIds = r.ids(name, values);
  }
  r.done();
  return f;
}

export function postingFilter(q: ListQuery): PostingFilter {
  const r = new Reader();
  const f: PostingFilter = {
    text: searchText(q),
    cities: [],
    regionIds: [],
    charityIds: [],
    positionIds: [],
    positionNames: [],
    dateRange: -1,
    skillIds: [],
    focusAreaIds: [],
    applied: null,
    candidateId: null,
    hideExpired: true,
  };
  for (const { name, values } of q.Filters) {
    const key = name.toLowerCase();
    if (key === 'city') f.cities = r.strings(name, values);
    else if (key === 'province') f.regionIds = r.ids(name, values);
    else if (key === 'charityid') f.charityIds = r.ids(name, values);
    else if (key === 'positions') {
      // Position names or charity_position ids.
      for (const v of values) {
        if (typeof v === 'number' || (typeof v === 'string' && /^\s*\d+\s*$/.test(v))) f.positionIds.push(...r.ids(name, [v]));
        else f.positionNames.push(...r.strings(name, [v]));
      }
    } else if (key === 'daterange') f.dateRange = r.dateRange(name, values);
    else if (key === 'skillset') f.skillIds = r.ids(name, values);
    else if (key === 'focusareas') f.focusAreaIds = r.ids(name, values);
    else if (key === 'applied') f.applied = r.bool(name, values);
    else if (key === 'candidateid') f.candidateId = values.length ? (r.ids(name, values.slice(0, 1))[0] ?? null) : null;
    else if (key === 'expire') f.hideExpired = r.bool(name, values) ?? true;
  }
  r.done();
  return f;
}

export function candidateFilter(q: ListQuery): CandidateFilter {
  const r = new Reader();
  const f: CandidateFilter = { text: searchText(q), cities: [], regionIds: [], skillIds: [], focusAreaIds: [], boardExperienceIds: [] };
  for (const { name, values } of q.Filters) {
    const key = name.toLowerCase();
    if (key === 'city') f.cities = r.strings(name, values);
    else if (key === 'province') f.regionIds = r.ids(name, values);
    else if (key === 'skillset') f.skillIds = r.ids(name, values);
    else if (key === 'focusareas') f.focusAreaIds = r.ids(name, values);
    // Board experience 1 is the default and means no filter.
    else if (key === 'boardexperience') f.boardExperienceIds = r.ids(name, values).filter((id) => id !== 1);
  }
  r.done();
  return f;
}
