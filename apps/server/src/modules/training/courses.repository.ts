import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { collated, containsText, countCapped, sortOrder } from '../../db/list-sql.ts';
import { courses, courseTypes, enrollments } from '../../db/schema/index.ts';

export type CourseSortField = 'courseName' | 'courseId' | 'courseType';

const sortColumns = { courseName: collated(courses.courseName), courseId: courses.courseId, courseType: courses.courseTypeId };

const columns = { id: courses.id, courseName: courses.courseName, courseId: courses.courseId, courseTypeId: courses.courseTypeId, courseTypeName: courseTypes.name };

export interface CourseFilter {
  typeId?: number;
  search?: string;
}

function where(filter: CourseFilter): SQL | undefined {
  const search = filter.search || null;
  return and(filter.typeId ? eq(courses.courseTypeId, filter.typeId) : undefined, search ? containsText(courses.courseName, search) : undefined);
}

/** A page of the course catalogue, sorted and paged in SQL. */
export async function findCoursePage(db: DbOrTx, filter: CourseFilter, page: { offset: number; limit: number | null }, sort: { field: CourseSortField; isAscending: boolean }[]) {
  const condition = where(filter);
  const order = sortOrder(sort.length ? sort : [{ field: 'courseName' as const, isAscending: true }], sortColumns);
  const base = db.select(columns).from(courses).innerJoin(courseTypes, eq(courseTypes.id, courses.courseTypeId)).where(condition).orderBy(...order, asc(courses.id)).offset(page.offset);
  const rows = await (page.limit === null ? base : base.limit(page.limit));
  const { total, totalCapped } = await countCapped(db, db.select({ id: courses.id }).from(courses).where(condition));
  return { rows, total, totalCapped };
}

export async function findCourseById(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(courses).innerJoin(courseTypes, eq(courseTypes.id, courses.courseTypeId)).where(eq(courses.id, id)).limit(1);
  return row ?? null;
}
export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourseById>>>;

export async function findCourseByProviderId(db: DbOrTx, courseId: number) {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.courseId, courseId)).limit(1);
  return row ?? null;
}

export async function hasEnrollments(db: DbOrTx, courseId: number): Promise<boolean> {
  const [row] = await db.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.courseId, courseId)).limit(1);
  return Boolean(row);
}

export interface CourseValues {
  courseName: string;
  courseId: number;
  courseTypeId: number;
}

export async function insertCourse(db: DbOrTx, values: CourseValues): Promise<number> {
  const [row] = await db.insert(courses).values(values).returning({ id: courses.id });
  return row!.id;
}

export async function updateCourse(db: DbOrTx, id: number, values: CourseValues) {
  await db.update(courses).set(values).where(eq(courses.id, id));
}
