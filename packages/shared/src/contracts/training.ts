import { z } from 'zod';
import { idSchema, totalCappedSchema } from './common.ts';

/** One row of the enrolment table (spec 2, section 3: training enrolment). */
export const enrollmentSchema = z.object({
  course_id: z.number(),
  course_name: z.string(),
  /** 0 .. 1. */
  percentage_completed: z.number(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  completed: z.boolean(),
  /** Whether 'Go To Course' can open it: the built-in Academy opens only the courses it has lessons for. */
  can_open: z.boolean().optional(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;
/** A page of a user's courses of a type (20 unless asked), the required orientation course first, and the total. */
export const enrollmentListSchema = z.object({ enrollments: z.array(enrollmentSchema), total: z.number(), totalCapped: totalCappedSchema });
export type EnrollmentList = z.infer<typeof enrollmentListSchema>;

/** GET /api/thinkific/authenticate: the address that opens the course (single sign-on, or the Academy page). */
export const trainingAuthenticateQuerySchema = z.object({
  courseId: idSchema.optional(),
  returnTo: z.string().max(2000).optional(),
});
export const trainingAuthenticateResponseSchema = z.object({ url: z.string() });
export type TrainingAuthenticateResponse = z.infer<typeof trainingAuthenticateResponseSchema>;

/** Texts of the built-in Academy in both product languages. */
export const localizedSchema = z.object({ en: z.string(), fr: z.string() });
export type Localized = z.infer<typeof localizedSchema>;

export const academyLessonSummarySchema = z.object({
  key: z.string(),
  title: localizedSchema,
  minutes: z.number(),
  completed: z.boolean(),
});
export type AcademyLessonSummary = z.infer<typeof academyLessonSummarySchema>;

export const academyCourseSchema = z.object({
  courseId: z.number(),
  courseName: z.string(),
  title: localizedSchema,
  summary: localizedSchema,
  lessons: z.array(academyLessonSummarySchema),
  percentageCompleted: z.number(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  completed: z.boolean(),
});
export type AcademyCourse = z.infer<typeof academyCourseSchema>;

export const academyLessonSchema = z.object({
  key: z.string(),
  courseId: z.number(),
  title: localizedSchema,
  minutes: z.number(),
  /** Paragraphs of plain text; a paragraph starting with '- ' is a list item. */
  body: z.object({ en: z.array(z.string()), fr: z.array(z.string()) }),
  completed: z.boolean(),
});
export type AcademyLesson = z.infer<typeof academyLessonSchema>;

export const academyLessonProgressBodySchema = z.object({ completed: z.boolean().default(true) });

export const courseParamsSchema = z.object({ courseId: idSchema });
export const lessonParamsSchema = courseParamsSchema.extend({ lessonKey: z.string().min(1).max(100) });
