import { check, doublePrecision, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';

/** 1 Candidate, 2 Charity (thinkificCourseTypeId in the spec). */
export const courseTypes = pgTable('course_types', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });

/** Courses of the external learning provider; courseId is the provider's id (orientation: 1679471). */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').notNull().unique(),
    courseName: text('course_name').notNull(),
    courseTypeId: integer('course_type_id').notNull().references(() => courseTypes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_course_type_id_idx').on(t.courseTypeId),
    // The staff catalogue by name, searched in the name (migration 0017).
    index('courses_course_name_order_idx').on(sql`${t.courseName} COLLATE "und-x-icu"`, t.id),
    index('courses_course_name_trgm_idx').using('gin', sql`folded(${t.courseName}) gin_trgm_ops`),
    // A type's courses in the readers' order of their name (migration 0018).
    index('courses_type_name_order_idx').on(t.courseTypeId, sql`${t.courseName} COLLATE "und-x-icu"`, t.courseId),
  ],
);

/** A user's enrolment in a course, mirrored from the provider. Completed when percentageCompleted is 1. */
export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    courseId: integer('course_id').notNull().references(() => courses.courseId),
    /** 0 .. 1. */
    percentageCompleted: doublePrecision('percentage_completed').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('enrollments_user_course_key').on(t.userId, t.courseId),
    index('enrollments_course_id_idx').on(t.courseId),
    check('enrollments_percentage_check', sql`${t.percentageCompleted} >= 0 AND ${t.percentageCompleted} <= 1`),
  ],
);
