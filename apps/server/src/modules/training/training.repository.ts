import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { academyLessonProgress, courses, enrollments, userInformations, users } from '../../db/schema/index.ts';
import type { Learner } from './learning-provider-types.ts';
import { collated, countCapped } from '../../db/list-sql.ts';

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
 * One page of the courses of a type (or all) with the user's enrolment in each, enrolled or not, and their total
 * (capped: countCapped): by course type, the required orientation courses first, then by name. The required courses
 * (a few) are read apart; the others are walked in the order of the (type, name) index and left after the page, so a
 * page costs the same with 3,000 courses of a type as with 3. The user's enrolments are read for the page's courses.
 */
export async function findEnrollmentPage(
  db: DbOrTx,
  userId: number,
  courseTypeId: number | null,
  requiredCourseIds: number[],
  page: { offset: number; limit: number | null },
): Promise<{ rows: EnrollmentRow[]; total: number; totalCapped: boolean }> {
  const byType = courseTypeId === null ? undefined : eq(courses.courseTypeId, courseTypeId);
  const columns = { courseId: courses.courseId, courseName: courses.courseName, courseTypeId: courses.courseTypeId };
  const nameOrder = [asc(courses.courseTypeId), asc(collated(courses.courseName)), asc(courses.courseId)];
  const required = requiredCourseIds.length
    ? await db.select(columns).from(courses).where(and(byType, inArray(courses.courseId, requiredCourseIds))).orderBy(...nameOrder)
    : [];
  const others = db
    .select(columns)
    .from(courses)
    .where(and(byType, requiredCourseIds.length ? notInArray(courses.courseId, requiredCourseIds) : undefined))
    .orderBy(...nameOrder)
    .$dynamic();
  // The page's first offset + limit rows hold at most that many of the others, the first in their own order.
  const bound = page.limit === null ? null : page.offset + page.limit;
  const [first, counted] = await Promise.all([
    bound === null ? others : others.limit(bound),
    countCapped(db, db.select({ id: courses.id }).from(courses).where(byType)),
  ]);
  const rank = (c: CourseRow) => (required.some((r) => r.courseId === c.courseId) ? 0 : 1);
  const ordered = [...required, ...first].sort((a, b) => a.courseTypeId - b.courseTypeId || rank(a) - rank(b));
  const catalogue = ordered.slice(page.offset, bound ?? undefined);
  const ids = catalogue.map((c) => c.courseId);
  const enrolled = ids.length
    ? await db
        .select({ courseId: enrollments.courseId, percentageCompleted: enrollments.percentageCompleted, startedAt: enrollments.startedAt, completedAt: enrollments.completedAt })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), inArray(enrollments.courseId, ids)))
    : [];
  const enrolment = new Map(enrolled.map((e) => [e.courseId, e]));
  const rows = catalogue.map((c) => {
    const e = enrolment.get(c.courseId);
    return { ...c, percentageCompleted: e?.percentageCompleted ?? null, startedAt: e?.startedAt ?? null, completedAt: e?.completedAt ?? null };
  });
  return { rows, ...counted };
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
