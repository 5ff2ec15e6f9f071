import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { academyLessonProgress, courses, enrollments, userInformations, users } from '../../db/schema/index.ts';
import type { Learner } from './learning-provider-types.ts';
import { collated } from '../../db/list-sql.ts';

export interface CourseRow {
  courseId: number;
  courseName: string;
  courseTypeId: number;
}

/** Makes sure the given courses exist in the catalogue (the Academy's own courses). */
export async function ensureCourses(db: DbOrTx, rows: CourseRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(courses).values(rows).onConflictDoNothing({ target: courses.courseId });
}

export async function findCourse(db: DbOrTx, courseId: number): Promise<CourseRow | null> {
  const [row] = await db
    .select({ courseId: courses.courseId, courseName: courses.courseName, courseTypeId: courses.courseTypeId })
    .from(courses)
    .where(eq(courses.courseId, courseId))
    .limit(1);
  return row ?? null;
}

export async function findCoursesByIds(db: DbOrTx, courseIds: number[]): Promise<CourseRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select({ courseId: courses.courseId, courseName: courses.courseName, courseTypeId: courses.courseTypeId })
    .from(courses)
    .where(inArray(courses.courseId, courseIds));
}

/** A signed-up, not deleted user as a learner (the e-mail is the user name). */
export async function findLearner(db: DbOrTx, userId: number): Promise<Learner | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.userName, firstName: userInformations.firstName, lastName: userInformations.lastName })
    .from(users)
    .innerJoin(userInformations, eq(userInformations.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export interface EnrollmentRow {
  courseId: number;
  courseName: string;
  courseTypeId: number;
  percentageCompleted: number | null;
  startedAt: Date | null;
  completedAt: Date | null;
}

/**
 * The courses of a type (or all) with the user's enrolment in each, enrolled or not: by course type, the required
 * orientation courses first, then by name. The courses are read in the order of their (type, name) index and the
 * required ones moved to the front of their type (a stable sort keeps the name order on either side): sorting
 * thousands of names in the readers' order cost more than the rest of the read. The user's enrolments, a few rows,
 * are read apart and matched to their courses.
 */
export async function findEnrollmentTable(db: DbOrTx, userId: number, courseTypeId: number | null, requiredCourseIds: number[]): Promise<EnrollmentRow[]> {
  const byType = courseTypeId === null ? undefined : eq(courses.courseTypeId, courseTypeId);
  const [catalogue, enrolled] = await Promise.all([
    db
      .select({ courseId: courses.courseId, courseName: courses.courseName, courseTypeId: courses.courseTypeId })
      .from(courses)
      .where(byType)
      .orderBy(asc(courses.courseTypeId), asc(collated(courses.courseName)), asc(courses.courseId)),
    db
      .select({ courseId: enrollments.courseId, percentageCompleted: enrollments.percentageCompleted, startedAt: enrollments.startedAt, completedAt: enrollments.completedAt })
      .from(enrollments)
      .innerJoin(courses, eq(courses.courseId, enrollments.courseId))
      .where(and(eq(enrollments.userId, userId), byType)),
  ]);
  const enrolment = new Map(enrolled.map((e) => [e.courseId, e]));
  const required = new Set(requiredCourseIds);
  const rank = (c: { courseId: number }) => (required.has(c.courseId) ? 0 : 1);
  return catalogue
    .sort((a, b) => a.courseTypeId - b.courseTypeId || rank(a) - rank(b))
    .map((c) => {
      const e = enrolment.get(c.courseId);
      return { ...c, percentageCompleted: e?.percentageCompleted ?? null, startedAt: e?.startedAt ?? null, completedAt: e?.completedAt ?? null };
    });
}

export async function findEnrollment(db: DbOrTx, userId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

/** Every enrolment of a user. */
export function findEnrollments(db: DbOrTx, userId: number) {
  return db.select().from(enrollments).where(eq(enrollments.userId, userId));
}

export interface EnrollmentValues {
  userId: number;
  courseId: number;
  percentageCompleted: number;
  startedAt: Date | null;
  completedAt: Date | null;
}

export async function upsertEnrollment(db: DbOrTx, v: EnrollmentValues): Promise<void> {
  const set = { percentageCompleted: v.percentageCompleted, startedAt: v.startedAt, completedAt: v.completedAt, updatedAt: new Date() };
  await db
    .insert(enrollments)
    .values({ userId: v.userId, courseId: v.courseId, ...set })
    .onConflictDoUpdate({ target: [enrollments.userId, enrollments.courseId], set });
}

export async function findCompletedLessonKeys(db: DbOrTx, userId: number, courseId: number): Promise<string[]> {
  const rows = await db
    .select({ key: academyLessonProgress.lessonKey })
    .from(academyLessonProgress)
    .where(and(eq(academyLessonProgress.userId, userId), eq(academyLessonProgress.courseId, courseId)));
  return rows.map((r) => r.key);
}

export async function markLesson(db: DbOrTx, userId: number, courseId: number, lessonKey: string, completed: boolean): Promise<void> {
  if (completed) {
    await db.insert(academyLessonProgress).values({ userId, courseId, lessonKey }).onConflictDoNothing();
  } else {
    await db
      .delete(academyLessonProgress)
      .where(and(eq(academyLessonProgress.userId, userId), eq(academyLessonProgress.courseId, courseId), eq(academyLessonProgress.lessonKey, lessonKey)));
  }
}
