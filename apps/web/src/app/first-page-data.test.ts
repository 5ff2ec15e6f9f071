import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIENTATION_COURSE_ID } from '@boardmatch/shared';
import { clearDataCache } from '@/lib/data-cache.tsx';
import { mockApi } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';
import { prefetchFirstPageData } from './first-page-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearDataCache();
});

const lesson = (key: string, completed: boolean) => ({ key, title: { en: key, fr: key }, minutes: 5, completed });
const course = {
  courseId: ORIENTATION_COURSE_ID,
  courseName: 'BoardMatch Orientation',
  title: { en: 'BoardMatch Orientation', fr: 'Orientation BoardMatch' },
  summary: { en: 'Short lessons.', fr: 'Courtes leçons.' },
  lessons: [lesson('a', true), lesson('b', false)],
  percentageCompleted: 0.5,
  startedAt: '2026-11-01T00:00:00.000Z',
  completedAt: null,
  completed: false,
};
const lessonBody = (key: string) => ({ key, courseId: ORIENTATION_COURSE_ID, title: { en: key, fr: key }, minutes: 5, body: { en: ['x'], fr: ['x'] }, completed: false });

describe('the first data of a page', () => {
  const academy = () =>
    mockApi({
      [`GET /api/academy/courses/${ORIENTATION_COURSE_ID}`]: { status: 200, body: course },
      [`GET /api/academy/courses/${ORIENTATION_COURSE_ID}/lessons/a`]: { status: 200, body: lessonBody('a') },
      [`GET /api/academy/courses/${ORIENTATION_COURSE_ID}/lessons/b`]: { status: 200, body: lessonBody('b') },
    });

  it('of a course: the course, then the lesson it opens at (the first not done, or the one the address names)', async () => {
    let api = academy();
    await prefetchFirstPageData({ pathname: `/academy/${ORIENTATION_COURSE_ID}`, search: '' }, makeSession());
    expect(api.calls.map((call) => call.path)).toEqual([`/api/academy/courses/${ORIENTATION_COURSE_ID}`, `/api/academy/courses/${ORIENTATION_COURSE_ID}/lessons/b`]);
    clearDataCache();
    api = academy();
    await prefetchFirstPageData({ pathname: `/academy/${ORIENTATION_COURSE_ID}`, search: '?lesson=a' }, makeSession());
    expect(api.calls.map((call) => call.path)).toContain(`/api/academy/courses/${ORIENTATION_COURSE_ID}/lessons/a`);
  });

  it('of an address that is no course asks nothing', async () => {
    const api = academy();
    await prefetchFirstPageData({ pathname: '/academy/x', search: '' }, makeSession());
    expect(api.calls).toEqual([]);
  });

  it("of the charity's profile: the profile and, for its own charity, the applicants waiting", async () => {
    const routes = {
      'GET /api/charities/9/profile': { status: 200, body: {}, offContract: 'the profile is not read here' },
      'GET /api/charities/4/profile': { status: 200, body: {}, offContract: 'the profile is not read here' },
      'POST /api/candidates/applications/read': { status: 200, body: { applications: [], total: 4, totalCapped: false } },
    };
    const rep = makeSession({ selected: 'charityRepresentative' });
    let api = mockApi(routes);
    await prefetchFirstPageData({ pathname: '/charity-profile', search: '' }, rep);
    expect(api.calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual(['GET /api/charities/9/profile', 'POST /api/candidates/applications/read']);
    clearDataCache();
    api = mockApi(routes);
    await prefetchFirstPageData({ pathname: '/charity-profile', search: '?chid=4' }, rep);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/charities/4/profile']);
  });

  it("of a list page: its first rows and its filters' choices, as the page asks for them", async () => {
    const api = mockApi({
      'POST /api/charities/admin/read': { status: 200, body: { charities: [], total: 0 } },
      'GET /api/charities/cities': { status: 200, body: [] },
      'GET /api/charities/province': { status: 200, body: [] },
    });
    const staff = makeSession({ selected: 'boardmatch' });
    await prefetchFirstPageData({ pathname: '/boardmatch-charities', search: '' }, staff);
    expect(api.calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual(['GET /api/charities/cities', 'GET /api/charities/province', 'POST /api/charities/admin/read']);
    const read = api.calls.find((call) => call.path === '/api/charities/admin/read');
    expect(read?.body).toEqual({ Filters: [{ name: 'AdminOverride', values: [1] }], Pagination: { Page: 1, ItemsPerPage: 20 }, Sort: [{ field: 'name', isAscending: true }] });
  });

  it('of the act-as audit: nothing for a user who may not read it', async () => {
    const api = mockApi({});
    await prefetchFirstPageData({ pathname: '/boardmatch-act-as-audit', search: '' }, makeSession());
    expect(api.calls).toEqual([]);
  });

  it("of Posted Positions: the named position's postings, the position choices and the applicants waiting", async () => {
    const api = mockApi({
      'POST /api/charities/9/postings/read': { status: 200, body: { postings: [], total: 0 } },
      'POST /api/charities/positions/read': { status: 200, body: { positions: [], total: 0 } },
      'POST /api/candidates/applications/read': { status: 200, body: { applications: [], total: 0, totalCapped: false } },
    });
    await prefetchFirstPageData({ pathname: '/charity-postings/7', search: '' }, makeSession({ selected: 'charityRepresentative' }));
    expect(api.calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual(['POST /api/candidates/applications/read', 'POST /api/charities/9/postings/read', 'POST /api/charities/positions/read']);
    expect(api.calls.find((call) => call.path === '/api/charities/9/postings/read')?.body).toEqual({ Filters: [{ name: 'positionId', values: [7] }], Pagination: { Page: 1, ItemsPerPage: 20 }, Sort: [{ field: 'datePosted', isAscending: false }] });
  });
});
