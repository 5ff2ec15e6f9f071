import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { decodeJwt, jwtVerify } from 'jose';
import { Claim, ORIENTATION_COURSE_ID } from '@boardmatch/shared';
import { json, setupTestApp, type Caller, type SignedIn, type TestApp } from '../../../test/helpers.ts';
import { createCandidate } from '../../../test/factories.ts';
import { candidateOnboardingSteps, courses, enrollments } from '../../db/schema/index.ts';
import { ACADEMY_COURSES, findAcademyCourse } from './academy-content.ts';
import { createLearningProvider } from './learning-provider.ts';
import { ThinkificProvider } from './thinkific.provider.ts';
import { installLearningProvider } from './training.service.ts';
import { AcademyProvider } from './academy.provider.ts';

const ORIENTATION_LESSONS = findAcademyCourse(ORIENTATION_COURSE_ID)!.lessons.map((l) => l.key);

async function readEnrollments(t: TestApp, who: Caller | null, filters: { name: string; values: (string | number)[] }[] = []) {
  return (who ?? t.anonymous).post('/api/thinkific/enrollments/read', { Filters: filters });
}

async function orientationStep(t: TestApp, candidateId: number) {
  const [row] = await t.deps.db
    .select({ completedPercent: candidateOnboardingSteps.completedPercent })
    .from(candidateOnboardingSteps)
    .where(and(eq(candidateOnboardingSteps.candidateId, candidateId), eq(candidateOnboardingSteps.onboardingId, 4)));
  return row?.completedPercent ?? null;
}

async function claimsAfterRefresh(t: TestApp, refreshToken: string) {
  const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { bm_refresh: refreshToken } });
  expect(refreshed.statusCode).toBe(200);
  const body = json(refreshed);
  const session = await t.withToken(body.token).get('/api/users/session');
  const next = refreshed.cookies.find((c) => c.name === 'bm_refresh')!.value;
  return { claims: json(session).claims as Record<string, unknown>, refreshToken: next, token: body.token as string };
}

describe('learning provider choice', () => {
  it('runs on Thinkific only when both the subdomain and the API key are set', () => {
    expect(createLearningProvider({ thinkificSubdomain: 'boardmatch', thinkificApiKey: 'k'.repeat(20) }).kind).toBe('thinkific');
    expect(createLearningProvider({ thinkificSubdomain: 'boardmatch', thinkificApiKey: undefined }).kind).toBe('academy');
    expect(createLearningProvider({ thinkificSubdomain: undefined, thinkificApiKey: 'k'.repeat(20) }).kind).toBe('academy');
    const p = createLearningProvider({ thinkificSubdomain: 'boardmatch', thinkificApiKey: 'k'.repeat(20) }) as ThinkificProvider;
    expect(p.apiBaseUrl).toBe('https://api.thinkific.com/api/public/v1');
    expect(p.siteUrl).toBe('https://boardmatch.thinkific.com');
  });
});

describe('training on the built-in Academy', () => {
  const t = setupTestApp();
  let owner: Awaited<ReturnType<typeof createCandidate>>;
  let ownerSession: SignedIn;
  let other: Caller;
  let staff: Caller;
  let rep: Caller;

  beforeAll(async () => {
    owner = await createCandidate(t.deps.db, { onboardingComplete: false });
    ownerSession = await t.as(owner.user);
    other = await t.as('candidate');
    staff = await t.as('staff');
    rep = await t.as('representative');
  });

  it('lists the candidate courses with the orientation course first, not started', async () => {
    const res = await readEnrollments(t, ownerSession, [{ name: 'Type', values: [1] }]);
    expect(res.statusCode).toBe(200);
    const rows = res.json().enrollments as Record<string, unknown>[];
    expect(rows[0]).toEqual({ course_id: ORIENTATION_COURSE_ID, course_name: 'BoardMatch Orientation', percentage_completed: 0, started_at: null, completed_at: null, completed: false, can_open: true });
    // Type 1 lists candidate courses only: the charity orientation (type 2) is not among them.
    expect(rows.map((r) => r.course_id)).not.toContain(1679472);
    // The optional Academy courses are listed after the orientation, by name.
    expect(rows.map((r) => r.course_id)).toEqual([ORIENTATION_COURSE_ID, 1702245, 1702246]);
    const charity = (await readEnrollments(t, ownerSession, [{ name: 'type', values: [2] }])).json().enrollments as Record<string, unknown>[];
    expect(charity.map((r) => r.course_id)).toEqual([1679472, 1702247, 1702248]);
  });

  it('keeps the orientation first of its type even behind a name that sorts before it, the rest by name as readers sort', async () => {
    await t.deps.db.insert(courses).values([
      { courseId: 3900001, courseName: 'Éthique du conseil', courseTypeId: 1 },
      { courseId: 3900002, courseName: 'Aardvark basics', courseTypeId: 1 },
      { courseId: 3900003, courseName: 'zoning for boards', courseTypeId: 1 },
      { courseId: 3900004, courseName: 'Aardvark basics', courseTypeId: 2 },
    ]);
    const ids = async (filters: { name: string; values: number[] }[]) => ((await readEnrollments(t, ownerSession, filters)).json().enrollments as { course_id: number }[]).map((r) => r.course_id);
    expect(await ids([{ name: 'Type', values: [1] }])).toEqual([ORIENTATION_COURSE_ID, 3900002, 1702245, 3900001, 1702246, 3900003]);
    expect(await ids([{ name: 'Type', values: [2] }])).toEqual([1679472, 3900004, 1702247, 1702248]);
    // Paged as every list: the orientation on the first page only, the rest in name order across pages, each with the total.
    const page = async (n: number) =>
      (await ownerSession.post('/api/thinkific/enrollments/read', { Filters: [{ name: 'Type', values: [1] }], Pagination: { Page: n, ItemsPerPage: 4 } })).json() as {
        enrollments: { course_id: number }[];
        total: number;
      };
    const [one, two] = [await page(1), await page(2)];
    expect(one.enrollments.map((r) => r.course_id)).toEqual([ORIENTATION_COURSE_ID, 3900002, 1702245, 3900001]);
    expect(two.enrollments.map((r) => r.course_id)).toEqual([1702246, 3900003]);
    expect([one.total, two.total]).toEqual([6, 6]);
    // Both types: each type's orientation first within its type.
    const all = (await ownerSession.post('/api/thinkific/enrollments/read', { Pagination: { Page: 1, ItemsPerPage: 100 } })).json() as { enrollments: { course_id: number }[]; total: number };
    expect(all.enrollments.map((r) => r.course_id)).toEqual([ORIENTATION_COURSE_ID, 3900002, 1702245, 3900001, 1702246, 3900003, 1679472, 3900004, 1702247, 1702248]);
    expect(all.total).toBe(10);
    const second = (await ownerSession.post('/api/thinkific/enrollments/read', { Pagination: { Page: 2, ItemsPerPage: 6 } })).json() as { enrollments: { course_id: number }[] };
    expect(second.enrollments.map((r) => r.course_id)).toEqual([1679472, 3900004, 1702247, 1702248]);
    await t.deps.db.delete(courses).where(inArray(courses.courseId, [3900001, 3900002, 3900003, 3900004]));
  });

  it('lets only the owner and staff read a user\'s enrolments', async () => {
    const filter = [{ name: 'UserId', values: [owner.user.id] }];
    expect((await readEnrollments(t, ownerSession, filter)).statusCode).toBe(200);
    expect((await readEnrollments(t, other, filter)).statusCode).toBe(403);
    expect((await readEnrollments(t, rep, filter)).statusCode).toBe(403);
    expect((await readEnrollments(t, staff, filter)).statusCode).toBe(200);
    expect((await readEnrollments(t, null, filter)).statusCode).toBe(401);
    expect((await readEnrollments(t, staff, [{ name: 'UserId', values: [987654] }])).statusCode).toBe(404);
    expect((await readEnrollments(t, ownerSession, [{ name: 'UserId', values: ['abc'] }])).statusCode).toBe(400);
  });

  it('opens a course at its Academy page', async () => {
    const open = (who: Caller | null, query: string) => (who ?? t.anonymous).get(`/api/thinkific/authenticate${query}`);
    const res = await open(ownerSession, `?courseId=${ORIENTATION_COURSE_ID}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: `/academy/${ORIENTATION_COURSE_ID}` });
    expect((await open(ownerSession, '')).json()).toEqual({ url: `/academy/${ORIENTATION_COURSE_ID}` });
    expect((await open(rep, '')).json()).toEqual({ url: '/academy/1679472' });
    expect((await open(ownerSession, '?courseId=424242')).statusCode).toBe(404);
    expect((await open(ownerSession, '?courseId=abc')).statusCode).toBe(400);
    expect((await open(null, `?courseId=${ORIENTATION_COURSE_ID}`)).statusCode).toBe(401);
  });

  it('opens Board Governance Essentials at its Academy page and lists its lessons', async () => {
    const res = await ownerSession.get('/api/thinkific/authenticate?courseId=1702245');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: '/academy/1702245' });
    const course = await ownerSession.get('/api/academy/courses/1702245');
    expect(course.statusCode).toBe(200);
    const body = course.json();
    expect(body).toMatchObject({ courseId: 1702245, courseName: 'Board Governance Essentials', percentageCompleted: 0, completed: false });
    expect(body.lessons.map((l: { key: string }) => l.key)).toEqual(['fiduciary-duties', 'by-laws', 'committees-and-officers', 'board-evaluation']);
    expect(body.lessons.every((l: { title: { en: string; fr: string }; completed: boolean }) => l.title.en && l.title.fr && !l.completed)).toBe(true);
    const lesson = await ownerSession.get('/api/academy/courses/1702245/lessons/by-laws');
    expect(lesson.statusCode).toBe(200);
    expect(lesson.json().body.en.join(' ')).toMatch(/quorum/);
    expect(lesson.json().body.fr.join(' ')).toMatch(/règlements administratifs/);
  });

  it('has lessons, in both languages, for every Academy course', () => {
    for (const course of ACADEMY_COURSES) {
      expect(course.lessons.length, course.courseName).toBeGreaterThanOrEqual(3);
      expect(new Set(course.lessons.map((l) => l.key)).size).toBe(course.lessons.length);
      for (const l of course.lessons) {
        // The same paragraphs, and the same list items, in English and French.
        expect(l.body.fr.length, `${course.courseId}/${l.key}`).toBe(l.body.en.length);
        expect(l.body.fr.map((p) => p.startsWith('- ')), `${course.courseId}/${l.key}`).toEqual(l.body.en.map((p) => p.startsWith('- ')));
        expect([...l.body.en, ...l.body.fr].every((p) => p.trim().length > 0)).toBe(true);
      }
    }
  });

  it('serves lessons in English and French, and 404 for unknown courses and lessons', async () => {
    const course = await ownerSession.get(`/api/academy/courses/${ORIENTATION_COURSE_ID}`);
    expect(course.statusCode).toBe(200);
    const body = course.json();
    expect(body.lessons.length).toBeGreaterThanOrEqual(5);
    expect(body.lessons.every((l: { completed: boolean }) => !l.completed)).toBe(true);
    const lesson = await ownerSession.get(`/api/academy/courses/${ORIENTATION_COURSE_ID}/lessons/duties`);
    expect(lesson.statusCode).toBe(200);
    expect(lesson.json().body.en.join(' ')).toMatch(/duty of care/i);
    expect(lesson.json().body.fr.join(' ')).toMatch(/diligence/);
    expect((await ownerSession.get('/api/academy/courses/424242')).statusCode).toBe(404);
    expect((await ownerSession.get(`/api/academy/courses/${ORIENTATION_COURSE_ID}/lessons/nope`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/academy/courses/${ORIENTATION_COURSE_ID}` })).statusCode).toBe(401);
    const mark = await ownerSession.put(`/api/academy/courses/${ORIENTATION_COURSE_ID}/lessons/nope/progress`, { completed: true });
    expect(mark.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/academy/courses/${ORIENTATION_COURSE_ID}/lessons/duties/progress`, payload: {} })).statusCode).toBe(401);
  });

  it('records progress per lesson and, at completion, the orientation claim after a token refresh', async () => {
    const before = await claimsAfterRefresh(t, ownerSession.refreshToken);
    expect(before.claims[Claim.candidateThinkificEnrollmentComplete]).toBeUndefined();
    expect(await orientationStep(t, owner.candidate.id)).toBeNull();
    const mark = (key: string, completed = true) =>
      ownerSession.put(`/api/academy/courses/${ORIENTATION_COURSE_ID}/lessons/${key}/progress`, { completed });

    const first = await mark(ORIENTATION_LESSONS[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.json().percentageCompleted).toBeCloseTo(1 / ORIENTATION_LESSONS.length, 3);
    expect(first.json().startedAt).not.toBeNull();
    // Marking again changes nothing; un-marking takes the lesson back out.
    await mark(ORIENTATION_LESSONS[0]!);
    await mark(ORIENTATION_LESSONS[1]!);
    expect((await mark(ORIENTATION_LESSONS[1]!, false)).json().percentageCompleted).toBeCloseTo(1 / ORIENTATION_LESSONS.length, 3);

    const inProgress = (await readEnrollments(t, ownerSession)).json().enrollments[0];
    expect(inProgress.course_id).toBe(ORIENTATION_COURSE_ID);
    expect(inProgress.percentage_completed).toBeGreaterThan(0);
    expect(inProgress.completed).toBe(false);
    expect(inProgress.started_at).not.toBeNull();

    let last;
    for (const key of ORIENTATION_LESSONS.slice(1)) last = await mark(key);
    expect(last!.json()).toMatchObject({ percentageCompleted: 1, completed: true });
    expect(last!.json().completedAt).not.toBeNull();

    const done = (await readEnrollments(t, ownerSession)).json().enrollments[0];
    expect(done).toMatchObject({ course_id: ORIENTATION_COURSE_ID, percentage_completed: 1, completed: true });
    const [row] = await t.deps.db.select().from(enrollments).where(and(eq(enrollments.userId, owner.user.id), eq(enrollments.courseId, ORIENTATION_COURSE_ID)));
    expect(row!.completedAt).not.toBeNull();

    const after = await claimsAfterRefresh(t, before.refreshToken);
    expect(after.claims[Claim.candidateThinkificEnrollmentComplete]).toBe(1);
    expect(await orientationStep(t, owner.candidate.id)).toBe(100);

    // A completed course stays completed when a lesson is un-marked.
    expect((await mark(ORIENTATION_LESSONS[0]!, false)).json().completed).toBe(true);

    // Another user's progress is their own.
    const others = (await readEnrollments(t, other)).json().enrollments[0];
    expect(others).toMatchObject({ course_id: ORIENTATION_COURSE_ID, percentage_completed: 0 });
  });
});

/** A stand-in for Thinkific's public API and school site, answering as its documentation describes. */
class FakeThinkific {
  server!: Server;
  base = '';
  requests: { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers']; body: any }[] = [];
  users: { id: number; email: string; first_name: string; last_name: string; external_id: string | null }[] = [];
  enrollments: Record<string, unknown>[] = [];
  failing = false;

  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url!, this.base);
    const body = raw ? JSON.parse(raw) : undefined;
    this.requests.push({ method: req.method!, path: url.pathname, query: url.searchParams, headers: req.headers, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (this.failing) return send(500, { error: 'down' });
    if (req.headers['x-auth-api-key'] !== API_KEY || req.headers['x-auth-subdomain'] !== 'boardmatch') return send(401, { error: 'Unauthorized' });
    const page = <T>(items: T[]) => send(200, { items, meta: { pagination: { current_page: 1, next_page: null, total_items: items.length } } });
    if (req.method === 'GET' && url.pathname === '/api/public/v1/users') {
      const email = url.searchParams.get('query[email]');
      return page(this.users.filter((u) => !email || u.email === email));
    }
    if (req.method === 'POST' && url.pathname === '/api/public/v1/users') {
      const user = { id: 9000 + this.users.length, email: body.email, first_name: body.first_name, last_name: body.last_name, external_id: body.external_id ?? null };
      this.users.push(user);
      return send(201, user);
    }
    if (req.method === 'GET' && url.pathname === '/api/public/v1/enrollments') {
      const userId = url.searchParams.get('query[user_id]');
      const courseId = url.searchParams.get('query[course_id]');
      return page(this.enrollments.filter((e) => (!userId || String(e.user_id) === userId) && (!courseId || String(e.course_id) === courseId)));
    }
    if (req.method === 'POST' && url.pathname === '/api/public/v1/enrollments') {
      const enrollment = {
        id: 7000 + this.enrollments.length,
        user_id: body.user_id,
        course_id: body.course_id,
        course_name: 'BoardMatch Orientation',
        percentage_completed: '0.0',
        completed: false,
        activated_at: body.activated_at,
        started_at: null,
        completed_at: null,
      };
      this.enrollments.push(enrollment);
      return send(201, enrollment);
    }
    return send(404, { error: 'Not Found' });
  }
}

const API_KEY = 'thinkific-test-api-key-0123456789';

describe('training on Thinkific', () => {
  const t = setupTestApp();
  const fake = new FakeThinkific();
  let owner: Awaited<ReturnType<typeof createCandidate>>;
  let ownerSession: SignedIn;
  let provider: ThinkificProvider;

  beforeAll(async () => {
    await fake.start();
    provider = new ThinkificProvider({ subdomain: 'boardmatch', apiKey: API_KEY, apiBaseUrl: `${fake.base}/api/public/v1`, siteUrl: fake.base, timeoutMs: 2000 });
    installLearningProvider(t.deps, provider);
    owner = await createCandidate(t.deps.db, { onboardingComplete: false, firstName: 'Robin', lastName: 'Tremblay' });
    ownerSession = await t.as(owner.user);
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.failing = false;
    fake.requests = [];
  });

  const open = (query: string, who: Caller | null = ownerSession) => (who ?? t.anonymous).get(`/api/thinkific/authenticate${query}`);

  it('opens a course through single sign-on: user and enrolment created, JWT signed with the API key', async () => {
    const res = await open(`?courseId=${ORIENTATION_COURSE_ID}`);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.base}/api/sso/v2/sso/jwt`);
    expect(url.searchParams.get('return_to')).toBe(`${fake.base}/courses/take/boardmatch-orientation`);
    const { payload, protectedHeader } = await jwtVerify(url.searchParams.get('jwt')!, new TextEncoder().encode(API_KEY));
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ email: owner.user.email, first_name: 'Robin', last_name: 'Tremblay', external_id: String(owner.user.id) });
    expect(typeof payload.iat).toBe('number');

    // Every call carried the documented headers; the user was looked up by e-mail, then created and enrolled.
    expect(fake.requests.every((r) => r.headers['x-auth-api-key'] === API_KEY && r.headers['x-auth-subdomain'] === 'boardmatch')).toBe(true);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/public/v1/users',
      'POST /api/public/v1/users',
      'GET /api/public/v1/enrollments',
      'POST /api/public/v1/enrollments',
    ]);
    expect(fake.requests[0]!.query.get('query[email]')).toBe(owner.user.email);
    expect(fake.requests[1]!.body).toMatchObject({ email: owner.user.email, first_name: 'Robin', last_name: 'Tremblay' });
    expect(fake.requests[3]!.body).toMatchObject({ course_id: ORIENTATION_COURSE_ID, user_id: fake.users[0]!.id });

    // A second opening finds the user and the enrolment: nothing is created twice.
    fake.requests = [];
    expect((await open(`?courseId=${ORIENTATION_COURSE_ID}`)).statusCode).toBe(200);
    expect(fake.requests.filter((r) => r.method === 'POST')).toEqual([]);
    // The school's user is known by now: it is not looked up again.
    expect(fake.requests.filter((r) => r.path === '/api/public/v1/users')).toEqual([]);
  });

  it('passes on a return-to address only on the school itself', async () => {
    const local = new URL((await open(`?courseId=${ORIENTATION_COURSE_ID}&returnTo=${encodeURIComponent('/courses/take/boardmatch-orientation/lessons/2')}`)).json().url);
    expect(local.searchParams.get('return_to')).toBe(`${fake.base}/courses/take/boardmatch-orientation/lessons/2`);
    const foreign = new URL((await open(`?courseId=${ORIENTATION_COURSE_ID}&returnTo=${encodeURIComponent('https://evil.example/steal')}`)).json().url);
    expect(foreign.searchParams.get('return_to')).toBe(`${fake.base}/courses/take/boardmatch-orientation`);
    const home = new URL((await open('')).json().url);
    expect(home.searchParams.get('return_to')).toBeNull();
    expect(decodeJwt(home.searchParams.get('jwt')!).email).toBe(owner.user.email);
    expect((await open('?courseId=424242')).statusCode).toBe(404);
    expect((await open(`?courseId=${ORIENTATION_COURSE_ID}`, null)).statusCode).toBe(401);
  });

  it('mirrors Thinkific enrolments on read; completion flips the claim after a token refresh', async () => {
    const inProgress = fake.enrollments[0]!;
    Object.assign(inProgress, { percentage_completed: '0.5', started_at: '2026-11-01T10:00:00.000Z' });
    let rows = (await readEnrollments(t, ownerSession, [{ name: 'Type', values: [1] }])).json().enrollments;
    expect(rows[0]).toMatchObject({ course_id: ORIENTATION_COURSE_ID, percentage_completed: 0.5, started_at: '2026-11-01T10:00:00.000Z', completed: false });
    // The Academy's optional courses are not the school's: only the required orientation is catalogued here.
    expect(rows.map((r: { course_id: number }) => r.course_id)).toEqual([ORIENTATION_COURSE_ID]);
    expect(fake.requests.some((r) => r.path === '/api/public/v1/enrollments' && r.query.get('query[user_id]') === String(fake.users[0]!.id))).toBe(true);
    const before = await claimsAfterRefresh(t, ownerSession.refreshToken);
    expect(before.claims[Claim.candidateThinkificEnrollmentComplete]).toBeUndefined();
    expect(await orientationStep(t, owner.candidate.id)).toBeNull();

    Object.assign(inProgress, { percentage_completed: '1.0', completed: true, completed_at: '2026-11-10T12:00:00.000Z' });
    rows = (await readEnrollments(t, ownerSession)).json().enrollments;
    expect(rows[0]).toMatchObject({ course_id: ORIENTATION_COURSE_ID, percentage_completed: 1, completed: true, completed_at: '2026-11-10T12:00:00.000Z' });
    const after = await claimsAfterRefresh(t, before.refreshToken);
    expect(after.claims[Claim.candidateThinkificEnrollmentComplete]).toBe(1);
    expect(await orientationStep(t, owner.candidate.id)).toBe(100);
  });

  it('keeps the last known enrolments when Thinkific is down, and says the course could not be opened', async () => {
    fake.failing = true;
    const read = await readEnrollments(t, ownerSession);
    expect(read.statusCode).toBe(200);
    expect(read.json().enrollments[0]).toMatchObject({ course_id: ORIENTATION_COURSE_ID, completed: true });
    const res = await open(`?courseId=${ORIENTATION_COURSE_ID}`);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Could not open course');
  });

  it('has no Academy lessons while Thinkific is the provider', async () => {
    expect((await ownerSession.get(`/api/academy/courses/${ORIENTATION_COURSE_ID}`)).statusCode).toBe(404);
  });

  it('the Academy provider needs no network', async () => {
    expect(await new AcademyProvider().fetchEnrollments()).toBeNull();
  });
});
