import { describe, expect, it } from 'vitest';
import type { Actor } from '@boardmatch/shared';
import { nextPage } from './search-list.ts';
import { EMPTY_FILTERS, categoriesFor, isFiltered, listFilters, ranksCandidatesByFit, searchedFor, selectedCategories } from './search-state.ts';

describe('search decisions', () => {
  it('offers Candidates only to a charity representative whose roles review candidates (not Basic Access)', () => {
    const actor = (involvement: Actor['involvement'], claims: Actor['claims'] = {}): Actor => ({
      userId: 1,
      involvement,
      candidateId: involvement === 'candidate' ? 1 : null,
      charityId: involvement === 'charityRepresentative' ? 1 : null,
      charityRepresentativeId: involvement === 'charityRepresentative' ? 1 : null,
      staffRoleId: involvement === 'boardmatch' ? 1 : null,
      actingStaffUserId: null,
      claims,
    });
    expect(categoriesFor(actor('charityRepresentative', { 'charity-posting.read': 1, 'charity-board.read': 1 }))).toEqual([1, 2, 3]);
    expect(categoriesFor(actor('charityRepresentative', { 'charity-board.read': 1 }))).toEqual([2, 3]);
    expect(categoriesFor(actor('candidate'))).toEqual([2, 3]);
    expect(categoriesFor(actor('boardmatch', { 'candidates.read': 1 }))).toEqual([2, 3]);
    expect(categoriesFor(null)).toEqual([2, 3]);
  });

  it('keeps only the allowed categories of the address, all of them when none is left', () => {
    expect(selectedCategories('1,2,3', [2, 3])).toEqual([2, 3]);
    expect(selectedCategories('3', [1, 2, 3])).toEqual([3]);
    expect(selectedCategories('1', [2, 3])).toEqual([2, 3]);
    expect(selectedCategories(null, [2, 3])).toEqual([2, 3]);
  });

  it('asks for the next page while fewer items are loaded than the total', () => {
    expect(nextPage([{ total: 8, count: 6 }])).toBe(2);
    expect(nextPage([{ total: 8, count: 6 }, { total: 8, count: 2 }])).toBeUndefined();
    expect(nextPage([{ total: 0, count: 0 }])).toBeUndefined();
    // The total grew but the last page came back empty: stop rather than loop.
    expect(nextPage([{ total: 6, count: 6 }, { total: 9, count: 0 }])).toBeUndefined();
  });

  it('quotes the search words, else the filters', () => {
    expect(searchedFor(' literacy ', ['Toronto'])).toBe('literacy');
    expect(searchedFor('', ['Toronto', 'Ontario'])).toBe('Toronto, Ontario');
    expect(searchedFor('', [])).toBeNull();
  });

  it('sends each group the filters it understands', () => {
    const f = { ...EMPTY_FILTERS, cities: ['toronto'], skillIds: [2], dateRange: 1 };
    expect(isFiltered(EMPTY_FILTERS)).toBe(false);
    expect(isFiltered(f)).toBe(true);
    expect(listFilters(f, 2)).toEqual([{ name: 'City', values: ['toronto'] }]);
    expect(listFilters(f, 3)).toEqual([
      { name: 'City', values: ['toronto'] },
      { name: 'skillSet', values: [2] },
      { name: 'DateRange', values: [1] },
    ]);
    expect(listFilters(f, 1)).toEqual([
      { name: 'City', values: ['toronto'] },
      { name: 'skillSet', values: [2] },
    ]);
  });

  it('sends languages and the posting to rank for to candidates only, and ranks them by fit once something is wanted', () => {
    const f = { ...EMPTY_FILTERS, languages: ['fr'], fitForPostingId: 12 };
    expect(isFiltered({ ...EMPTY_FILTERS, fitForPostingId: 12 })).toBe(true);
    expect(listFilters(f, 1)).toEqual([
      { name: 'languages', values: ['fr'] },
      { name: 'FitFor', values: [12] },
    ]);
    expect(listFilters(f, 2)).toEqual([]);
    expect(listFilters(f, 3)).toEqual([]);
    expect(ranksCandidatesByFit(EMPTY_FILTERS)).toBe(false);
    expect(ranksCandidatesByFit({ ...EMPTY_FILTERS, dateRange: 1 })).toBe(false);
    expect(ranksCandidatesByFit({ ...EMPTY_FILTERS, focusAreaIds: [3] })).toBe(true);
    expect(ranksCandidatesByFit({ ...EMPTY_FILTERS, fitForPostingId: 4 })).toBe(true);
  });
});
