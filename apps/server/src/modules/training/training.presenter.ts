import type { AcademyCourse, Course, Enrollment } from '@boardmatch/shared';
import type { CourseRow } from './courses.repository.ts';
import type { EnrollmentRow } from './training.repository.ts';
import type { getAcademyCourse } from './training.service.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** One row of the enrolment table, in the learning provider's field names (spec 2, section 3). */
export function presentEnrollment(row: EnrollmentRow & { canOpen?: boolean }): Enrollment {
  const percentage = row.percentageCompleted ?? 0;
  return {
    course_id: row.courseId,
    course_name: row.courseName,
    percentage_completed: percentage,
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    completed: percentage >= 1,
    ...(row.canOpen === undefined ? {} : { can_open: row.canOpen }),
  };
}

export function presentAcademyCourse(c: Awaited<ReturnType<typeof getAcademyCourse>>): AcademyCourse {
  return {
    courseId: c.content.courseId,
    courseName: c.content.courseName,
    title: c.content.title,
    summary: c.content.summary,
    lessons: c.lessons,
    percentageCompleted: c.percentageCompleted,
    startedAt: iso(c.startedAt),
    completedAt: iso(c.completedAt),
    completed: c.completed,
  };
}

/** A course of the staff Training screen's catalogue, in the learning provider's field names. */
export function presentCourse(row: CourseRow): Course {
  return { id: row.id, courseName: row.courseName, courseId: row.courseId, thinkificCourseTypeId: row.courseTypeId, thinkificCourseType: { name: row.courseTypeName } };
}
