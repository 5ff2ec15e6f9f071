import { beforeAll, describe, expect, it } from 'vitest';
import { ORIENTATION_COURSE_ID } from '@boardmatch/shared';
import { enrollments } from '../../db/schema/index.ts';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';

const t = setupTestApp();
const callers = {} as Record<'admin' | 'staff' | 'representative' | 'candidate', Caller>;
type Who = keyof typeof callers;
let candidateUserId: number;

beforeAll(async () => {
  callers.admin = await t.as('staff');
  callers.staff = await t.as('staff', { roleId: 2 });
  callers.representative = await t.as('representative');
  const candidate = await t.as('candidate');
  candidateUserId = candidate.user.id;
  callers.candidate = candidate;
});

const as = (who: Who | null) => (who ? callers[who] : t.anonymous);
const OVERRIDE = { name: 'AdminOverride', values: [1] };
const read = (who: Who | null, body: object = { Filters: [OVERRIDE] }) => as(who).post('/api/thinkific/courses/read', body);
const save = (who: Who | null, body: object) => as(who).post('/api/thinkific/courses', body);
const candidateCourses = async () =>
  (json(await as('candidate').post('/api/thinkific/enrollments/read', { Filters: [{ name: 'Type', values: [1] }] })) as unknown as { enrollments: { course_id: number; course_name: string; percentage_completed: number; can_open?: boolean }[] }).enrollments;

describe('training courses (staff)', () => {
  it('adds a course, stripping the Course ID of anything but digits, and the candidate training page lists it as not started', async () => {
    const res = await save('staff', { courseName: 'Board Finance 101', courseId: 'ID: 2-345-678', thinkificCourseTypeId: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ courseName: 'Board Finance 101', courseId: 2345678, thinkificCourseTypeId: 1, thinkificCourseType: { name: expect.any(String) } });
    const row = (await candidateCourses()).find((c) => c.course_id === 2345678);
    // The built-in Academy has no lessons for it: listed, but not offered to open.
    expect(row).toMatchObject({ course_name: 'Board Finance 101', percentage_completed: 0, can_open: false });
    expect((await candidateCourses()).find((c) => c.course_id === ORIENTATION_COURSE_ID)).toMatchObject({ can_open: true });
    // A charity course does not show on the candidate page.
    await save('admin', { courseName: 'Charity Only Course', courseId: 2345679, thinkificCourseTypeId: 2 });
    expect((await candidateCourses()).map((c) => c.course_id)).not.toContain(2345679);
  });

  it('updates a course named by its id, and refuses a duplicate Course ID with 409', async () => {
    const a = json(await save('admin', { courseName: 'Governance A', courseId: 3000001, thinkificCourseTypeId: 1 }));
    json(await save('admin', { courseName: 'Governance B', courseId: 3000002, thinkificCourseTypeId: 1 }));
    const renamed = await save('admin', { id: a.id, courseName: 'Governance A+', courseId: '3000003', thinkificCourseTypeId: 2 });
    expect(json(renamed)).toMatchObject({ id: a.id, courseName: 'Governance A+', courseId: 3000003, thinkificCourseTypeId: 2 });
    const dup = await save('admin', { courseName: 'Copy', courseId: 3000002, thinkificCourseTypeId: 1 });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).message).toBe('A course with this Course ID already exists.');
    expect((await save('admin', { id: a.id, courseName: 'Governance A+', courseId: 3000002, thinkificCourseTypeId: 1 })).statusCode).toBe(409);
    expect((await save('admin', { id: 2147483647, courseName: 'Ghost', courseId: 3000009, thinkificCourseTypeId: 1 })).statusCode).toBe(404);
  });

  it('keeps the Course ID of a course learners are enrolled in, and of the built-in orientation', async () => {
    const c = json(await save('admin', { courseName: 'Enrolled Course', courseId: 4000001, thinkificCourseTypeId: 1 }));
    await t.deps.db.insert(enrollments).values({ userId: candidateUserId, courseId: 4000001, percentageCompleted: 0.5 });
    const res = await save('admin', { id: c.id, courseName: 'Enrolled Course', courseId: 4000002, thinkificCourseTypeId: 1 });
    expect(res.statusCode).toBe(409);
    expect((await save('admin', { id: c.id, courseName: 'Enrolled Course (renamed)', courseId: 4000001, thinkificCourseTypeId: 1 })).statusCode).toBe(200);
    await candidateCourses(); // the catalogue holds the Academy's courses from the first enrolment read
    const list = json(await read('admin', { Filters: [OVERRIDE], Pagination: { Page: 1, ItemsPerPage: 100 } }));
    const orientation = list.courses.find((x: { courseId: number }) => x.courseId === ORIENTATION_COURSE_ID);
    expect((await save('admin', { id: orientation.id, courseName: orientation.courseName, courseId: 1, thinkificCourseTypeId: 1 })).statusCode).toBe(409);
  });

  it('answers the form rules: name, type and a numeric Course ID required', async () => {
    const res = await save('admin', { courseName: ' ', courseId: 'abc', thinkificCourseTypeId: 7 });
    expect(res.statusCode).toBe(400);
    expect(json(res).issues).toEqual(
      expect.arrayContaining([
        { path: 'courseName', message: 'Course Name can not be empty' },
        { path: 'courseId', message: 'Course ID can not be empty' },
        { path: 'thinkificCourseTypeId', message: 'Course Type can not be empty' },
      ]),
    );
    expect((await save('admin', { courseName: 'Huge', courseId: '99999999999', thinkificCourseTypeId: 1 })).statusCode).toBe(400);
    expect((await save('admin', { courseName: 'Nul\u0000', courseId: 5000001, thinkificCourseTypeId: 1 })).statusCode).toBe(400);
  });

  it('lists courses paged in SQL with the Type filter, staff only, with AdminOverride', async () => {
    const page = json(await read('staff', { Filters: [OVERRIDE, { name: 'Type', values: [2] }], Search: 'governance', Pagination: { Page: 1, ItemsPerPage: 5 } }));
    expect(page.courses.every((c: { thinkificCourseTypeId: number }) => c.thinkificCourseTypeId === 2)).toBe(true);
    expect(page.total).toBe(page.courses.length);
    expect((await read('staff', {})).statusCode).toBe(400);
    expect((await read('staff', { Filters: [OVERRIDE, { name: 'Type', values: [3] }] })).statusCode).toBe(400);
    for (const who of ['representative', 'candidate'] as const) {
      expect((await read(who)).statusCode).toBe(403);
      expect((await save(who, { courseName: 'Mine', courseId: 6000001, thinkificCourseTypeId: 1 })).statusCode).toBe(403);
    }
    expect((await read(null)).statusCode).toBe(401);
    expect((await save(null, { courseName: 'Mine', courseId: 6000001, thinkificCourseTypeId: 1 })).statusCode).toBe(401);
  });
});
