import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { courses } from './training.ts';

/**
 * The built-in Academy (used when no external learning provider is configured): one row per lesson a user
 * has marked as done. The course's enrolment percentage is derived from these rows.
 */
export const academyLessonProgress = pgTable(
  'academy_lesson_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    courseId: integer('course_id').notNull().references(() => courses.courseId),
    /** The lesson's stable key in the course content (e.g. 'duties'). */
    lessonKey: text('lesson_key').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('academy_lesson_progress_user_course_lesson_key').on(t.userId, t.courseId, t.lessonKey), index('academy_lesson_progress_course_id_idx').on(t.courseId)],
);
