import { z } from 'zod';
import { totalCappedSchema } from './common.ts';
import { MAX_ID, CourseType } from '../constants.ts';
import { requiredText } from './fields.ts';
import { normalizeCourseId } from './course-options.ts';

/* The staff Training screen's courses (spec 3, sections 2, 3, 5 and 7: learning-provider courses). */

export const courseInputSchema = z.object({
  /** 0 or absent: a new course. */
  id: z.number().int().min(0).max(MAX_ID).optional(),
  courseName: requiredText(200),
  courseId: z.preprocess(
    normalizeCourseId,
    z.number({ error: 'courses.courseIdRequired' }).int().positive('courses.courseIdRequired').max(MAX_ID, 'courses.courseIdTooLarge'),
  ),
  thinkificCourseTypeId: z.number({ error: 'courses.courseTypeRequired' }).int().refine((v) => v === CourseType.candidate || v === CourseType.charity, 'courses.courseTypeRequired'),
});
export type CourseInput = z.input<typeof courseInputSchema>;

/** A course (spec 3, section 3): id, courseName, courseId, thinkificCourseTypeId, thinkificCourseType {name}. */
export const courseSchema = z.object({
  id: z.number(),
  courseName: z.string(),
  courseId: z.number(),
  thinkificCourseTypeId: z.number(),
  thinkificCourseType: z.object({ name: z.string() }),
});
export type Course = z.infer<typeof courseSchema>;
export const courseListSchema = z.object({ courses: z.array(courseSchema), total: z.number(), totalCapped: totalCappedSchema });
export type CourseList = z.infer<typeof courseListSchema>;
