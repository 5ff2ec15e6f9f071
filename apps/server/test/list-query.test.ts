import { describe, expect, it } from 'vitest';
import { defineListSpec, parseListQuery } from '@boardmatch/shared/list-query';

const spec = defineListSpec({
  filters: {
    skillSet: { type: 'ids' },
    candidateId: { type: 'id' },
    dateRange: { type: 'intEnum', values: [-1, 0, 1, 3] },
    city: { type: 'strings' },
    isDisabled: { type: 'boolean' },
    positions: { type: 'idsOrNames' },
    status: { type: 'intEnums', values: [1, 2, 6], aliases: ['applicationStatusId'] },
  },
  sort: { lastName: 'lastName', joinDate: 'joinDate' },
  defaultSize: 20,
  maxSize: 100,
  allCap: 1000,
});

const issues = (body: unknown, s = spec) => {
  const r = parseListQuery(body, s);
  return r.ok ? [] : r.issues;
};

describe('parseListQuery', () => {
  it('reads every filter type, names case-insensitively, aliases, page, sort and search', () => {
    const r = parseListQuery(
      {
        Filters: [
          { name: 'SKILLSET', values: [1, '2'] },
          { name: 'candidateId', values: ['7'] },
          { name: 'DateRange', values: ['-1'] },
          { name: 'City', values: [' Ottawa ', ''] },
          { name: 'isDisabled', values: [0] },
          { name: 'Positions', values: [5, 'Chair'] },
          { name: 'applicationStatusId', values: [2, 6] },
        ],
        Pagination: { Page: 3, ItemsPerPage: 10 },
        Sort: [{ field: 'LASTNAME', isAscending: false }],
        Search: '  board   chair ',
      },
      spec,
    );
    expect(r).toEqual({
      ok: true,
      filter: { skillSet: [1, 2], candidateId: 7, dateRange: -1, city: ['ottawa'], isDisabled: false, positions: { ids: [5], names: ['chair'] }, status: [2, 6] },
      page: { page: 3, size: 10, offset: 20, limit: 10 },
      sort: [{ field: 'lastName', isAscending: false }],
      search: 'board chair',
      include: [],
      adminOverride: false,
    });
  });

  it('knows AdminOverride on every list, as a flag, and says so when it is not one', () => {
    expect(parseListQuery({ Filters: [{ name: 'adminoverride', values: [1] }] }, spec)).toMatchObject({ ok: true, adminOverride: true, filter: {} });
    expect(parseListQuery({}, spec)).toMatchObject({ ok: true, adminOverride: false });
    expect(parseListQuery({ Filters: [{ name: 'AdminOverride', values: ['yes'] }] }, spec)).toMatchObject({ ok: false, issues: [{ path: 'Filters.AdminOverride' }] });
  });

  it('answers the list defaults for an empty body and leaves out filters sent without values', () => {
    const r = parseListQuery({ Filters: [{ name: 'skillSet', values: [] }] }, spec);
    expect(r).toMatchObject({ ok: true, filter: {}, page: { page: 1, size: 20, offset: 0, limit: 20 }, sort: [], search: null });
    expect(parseListQuery(undefined, spec)).toMatchObject({ ok: true });
  });

  it('answers every row up to the cap for ItemsPerPage -1, and refuses it where the list does not allow it', () => {
    expect(parseListQuery({ Pagination: { Page: 4, ItemsPerPage: -1 } }, spec)).toMatchObject({ ok: true, page: { page: 1, size: -1, offset: 0, limit: 1000 } });
    const { allCap: _, ...noAll } = spec;
    expect(issues({ Pagination: { Page: 1, ItemsPerPage: -1 } }, noAll)).toEqual([{ path: 'Pagination.ItemsPerPage', message: 'listQuery.pageSize', values: { max: 100 } }]);
  });

  it.each([
    [{ Filters: [{ name: 'skillSet', values: ['abc'] }] }, 'Filters.skillSet'],
    [{ Filters: [{ name: 'skillSet', values: [0] }] }, 'Filters.skillSet'],
    [{ Filters: [{ name: 'skillSet', values: [2_147_483_648] }] }, 'Filters.skillSet'],
    [{ Filters: [{ name: 'skillSet', values: [1.5] }] }, 'Filters.skillSet'],
    [{ Filters: [{ name: 'skillSet', values: [true] }] }, 'Filters.skillSet'],
    [{ Filters: [{ name: 'candidateId', values: [1, 2] }] }, 'Filters.candidateId'],
    [{ Filters: [{ name: 'dateRange', values: [7] }] }, 'Filters.dateRange'],
    [{ Filters: [{ name: 'isDisabled', values: ['maybe'] }] }, 'Filters.isDisabled'],
    [{ Filters: [{ name: 'city', values: [false] }] }, 'Filters.city'],
    [{ Filters: [{ name: 'city', values: ['x'.repeat(201)] }] }, 'Filters.city'],
    [{ Filters: [{ name: 'positions', values: [-3] }] }, 'Filters.positions'],
    [{ Filters: [{ name: 'status', values: [7] }] }, 'Filters.status'],
    [{ Filters: [{ name: 'colour', values: [1] }] }, 'Filters.colour'],
    [{ Pagination: { Page: 1, ItemsPerPage: 0 } }, 'Pagination.ItemsPerPage'],
    [{ Pagination: { Page: 1, ItemsPerPage: 101 } }, 'Pagination.ItemsPerPage'],
    [{ Pagination: { Page: 0, ItemsPerPage: 10 } }, 'Pagination.Page'],
    [{ Pagination: { Page: 1e20, ItemsPerPage: 10 } }, 'Pagination.Page'],
    [{ Sort: [{ field: 'password', isAscending: true }] }, 'Sort.0.field'],
    [{ Filters: 'x' }, 'Filters'],
  ])('answers an issue for %j at %s', (body, path) => {
    expect(issues(body).map((i) => i.path)).toEqual([path]);
  });

  it('names every bad part at once', () => {
    const body = { Filters: [{ name: 'skillSet', values: ['a'] }, { name: 'unknown', values: [1] }], Pagination: { Page: 1, ItemsPerPage: 0 } };
    expect(issues(body).map((i) => i.path)).toEqual(['Filters.skillSet', 'Filters.unknown', 'Pagination.ItemsPerPage']);
  });
});

describe('a bad list query over HTTP', () => {
  it('names the bad filter in the request language', async () => {
    const { buildTestApp } = await import('./helpers.ts');
    const t = await buildTestApp();
    const body = { Filters: [{ name: 'noSuchFilter', values: [1] }], Pagination: { Page: 1, ItemsPerPage: 10 }, Sort: [] };
    const en = await t.app.inject({ method: 'POST', url: '/api/charities/read-public', payload: body });
    expect(en.statusCode).toBe(400);
    expect(en.json().issues).toEqual([{ path: 'Filters.noSuchFilter', message: 'Unknown filter' }]);
    const fr = await t.app.inject({ method: 'POST', url: '/api/charities/read-public', headers: { 'accept-language': 'fr-CA' }, payload: body });
    expect(fr.json().issues).toEqual([{ path: 'Filters.noSuchFilter', message: 'Filtre inconnu' }]);

    // Enrolments and image lists read their filters through the same parser.
    const { createCandidate } = await import('./factories.ts');
    const { user, candidate } = await createCandidate(t.deps.db);
    const owner = await t.as(user);
    const enrolments = await owner.post('/api/thinkific/enrollments/read', { Filters: [{ name: 'Type', values: [3] }] });
    expect(enrolments.statusCode).toBe(400);
    expect(enrolments.json().issues).toEqual([{ path: 'Filters.Type', message: 'Must be one of 1, 2' }]);
    const images = await owner.post('/api/images/read/candidate', { Filters: [{ name: 'entityId', values: ['abc'] }] });
    expect(images.statusCode).toBe(400);
    expect(images.json().issues).toEqual([{ path: 'Filters.entityId', message: 'Must be one id' }]);
    const own = await owner.post('/api/images/read/candidate', { Filters: [{ name: 'entityId', values: [candidate.id] }] });
    expect(own.statusCode).toBe(200);
  });
});
