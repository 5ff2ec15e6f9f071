import { defineListSpec, CourseType, type Course, type CourseList } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/errors/db-errors.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { findAcademyCourse } from './academy-content.ts';
import * as repo from './courses.repository.ts';
import { presentCourse } from './training.presenter.ts';

/** The Training screen's course table: filter Type (1 candidate, 2 charity), search by name. */
const courseList = defineListSpec({
  filters: { type: { type: 'intEnum', values: [CourseType.candidate, CourseType.charity], aliases: ['thinkificCourseTypeId'] } },
  sort: { courseName: 'courseName', courseId: 'courseId', courseType: 'courseType', thinkificCourseTypeId: 'courseType' } satisfies Record<string, repo.CourseSortField>,
  defaultSize: 20,
  maxSize: 100,
  allCap: 1000,
});

/** POST /api/thinkific/courses/read: staff only, with AdminOverride. */
export async function findCourses(db: DbOrTx, actor: SessionUser, body: unknown): Promise<CourseList> {
  authorize(actor, 'course.manage');
  const { filter, page, sort, search } = readListQuery(body, courseList, { actor, requireOverride: true });
  const { rows, total, totalCapped } = await repo.findCoursePage(db, { typeId: filter.type, search: search ?? undefined }, page, sort);
  return { courses: rows.map(presentCourse), total, totalCapped };
}

const duplicate = () => AppError.conflict('courses.duplicateCourseId', 'DUPLICATE_COURSE_ID');

/**
 * POST /api/thinkific/courses: create (id 0 or absent) or update. A Course ID is unique (409). A course's Course ID
 * stays as it is once learners are enrolled in it or when it is one of the built-in Academy's courses: enrolments
 * and the Academy's lessons refer to it.
 */
export async function saveCourse(db: DbOrTx, actor: SessionUser, input: { id?: number; courseName: string; courseId: number; thinkificCourseTypeId: number }): Promise<Course> {
  authorize(actor, 'course.manage');
  const values = { courseName: input.courseName, courseId: input.courseId, courseTypeId: input.thinkificCourseTypeId };
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const holder = await repo.findCourseByProviderId(tx, values.courseId);
      if (!input.id) {
        if (holder) throw duplicate();
        return repo.insertCourse(tx, values);
      }
      const current = await repo.findCourseById(tx, input.id);
      if (!current) throw AppError.notFound();
      if (holder && holder.id !== input.id) throw duplicate();
      if (current.courseId !== values.courseId && (findAcademyCourse(current.courseId) || (await repo.hasEnrollments(tx, current.courseId)))) {
        throw AppError.conflict('courses.courseIdInUse', 'COURSE_ID_IN_USE');
      }
      await repo.updateCourse(tx, input.id, values);
      return input.id;
    });
  } catch (err) {
    // Two saves of the same Course ID at once: the unique index decides.
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw duplicate();
    throw err;
  }
  const saved = await repo.findCourseById(db, id);
  return presentCourse(saved!);
}
