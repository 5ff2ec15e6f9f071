import { DATE_RANGE_PRESETS, defineListSpec } from '@boardmatch/shared';
import { AppError } from '../../platform/errors/app-error.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';

/*
 * The spec's filter names (case-insensitive) turned into typed filters by the shared list query parser. A
 * filter this list does not know, or a value that cannot mean anything (a city id that is not a number, a date
 * range that is no preset), is a 400 naming it, never a 500 and never silently dropped.
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
  /** The languages the candidate works in ('en', 'fr': today their preferred language). */
  languages: string[];
  /** Rank by fit for this posting of the representative's charity (the FitFor filter). */
  fitForPostingId: number | null;
}

export type SortField = 'name' | 'datePosted' | 'expiryDate' | 'lastName' | 'firstName' | 'fit';
export interface Sort {
  field: SortField;
  isAscending: boolean;
}

const PAGING = { defaultSize: -1, maxSize: 100, allCap: 1000 } as const;
/** Clients send the spec's default BoardExperience 1 ('no filter') to every search list; only candidates filter on it. */
const BOARD_EXPERIENCE_DEFAULT = { type: 'intEnums', values: [1] } as const;

const charityList = defineListSpec({
  filters: {
    city: { type: 'strings' },
    province: { type: 'ids' },
    focusAreas: { type: 'ids' },
    charityId: { type: 'ids', aliases: ['id'] },
    boardExperience: BOARD_EXPERIENCE_DEFAULT,
  },
  sort: { name: 'name' },
  ...PAGING,
});

const postingList = defineListSpec({
  filters: {
    city: { type: 'strings' },
    province: { type: 'ids' },
    charityId: { type: 'ids' },
    /** Position names or charity_position ids. */
    positions: { type: 'idsOrNames' },
    dateRange: { type: 'intEnum', values: DATE_RANGE_PRESETS },
    skillSet: { type: 'ids' },
    focusAreas: { type: 'ids' },
    applied: { type: 'boolean' },
    candidateId: { type: 'id' },
    expire: { type: 'boolean' },
    boardExperience: BOARD_EXPERIENCE_DEFAULT,
  },
  sort: { name: 'name', datePosted: 'datePosted', expiryDate: 'expiryDate' },
  ...PAGING,
});

const candidateList = defineListSpec({
  filters: {
    city: { type: 'strings' },
    province: { type: 'ids' },
    skillSet: { type: 'ids' },
    focusAreas: { type: 'ids' },
    boardExperience: { type: 'ids' },
    languages: { type: 'strings' },
    fitFor: { type: 'id' },
  },
  sort: { lastName: 'lastName', firstName: 'firstName', fit: 'fit' },
  ...PAGING,
});

export interface SearchQuery<F> {
  filter: F;
  page: Page;
  sort: Sort[];
}

export function charityQuery(body: unknown): SearchQuery<CharityFilter> {
  const { filter: f, page, sort, search } = readListQuery(body, charityList);
  return {
    filter: { text: search, cities: f.city ?? [], regionIds: f.province ?? [], focusAreaIds: f.focusAreas ?? [], charityIds: f.charityId ?? [] },
    page,
    sort,
  };
}

export function postingQuery(body: unknown): SearchQuery<PostingFilter> {
  const { filter: f, page, sort, search } = readListQuery(body, postingList);
  return {
    filter: {
      text: search,
      cities: f.city ?? [],
      regionIds: f.province ?? [],
      charityIds: f.charityId ?? [],
      positionIds: f.positions?.ids ?? [],
      positionNames: f.positions?.names ?? [],
      dateRange: f.dateRange ?? -1,
      skillIds: f.skillSet ?? [],
      focusAreaIds: f.focusAreas ?? [],
      applied: f.applied ?? null,
      candidateId: f.candidateId ?? null,
      hideExpired: f.expire ?? true,
    },
    page,
    sort,
  };
}

/** The languages a candidate may be found by. */
export const CANDIDATE_LANGUAGES = ['en', 'fr'] as const;

export function candidateQuery(body: unknown): SearchQuery<CandidateFilter> {
  const { filter: f, page, sort, search } = readListQuery(body, candidateList);
  const languages = (f.languages ?? []).map((code) => code.trim().toLowerCase());
  if (languages.some((code) => !(CANDIDATE_LANGUAGES as readonly string[]).includes(code))) {
    throw AppError.badRequest('errors.invalidInput', [{ path: 'Filters.languages', message: 'listQuery.oneOf', values: { allowed: CANDIDATE_LANGUAGES.join(', ') } }]);
  }
  return {
    filter: {
      text: search,
      cities: f.city ?? [],
      regionIds: f.province ?? [],
      skillIds: f.skillSet ?? [],
      focusAreaIds: f.focusAreas ?? [],
      // Board experience 1 is the default and means no filter.
      boardExperienceIds: (f.boardExperience ?? []).filter((id) => id !== 1),
      languages: [...new Set(languages)],
      fitForPostingId: f.fitFor ?? null,
    },
    page,
    sort,
  };
}
