import type { CourseRef, LearningProvider, ProviderEnrollment } from './learning-provider-types.ts';

/** The path of the Academy course player in the web app. */
export function academyCoursePath(courseId: number): string {
  return `/academy/${courseId}`;
}

/** The built-in Academy: lessons in the product; progress is written straight to the enrollments table. */
export class AcademyProvider implements LearningProvider {
  readonly kind = 'academy' as const;

  async fetchEnrollments(): Promise<ProviderEnrollment[] | null> {
    return null;
  }

  async openCourse(_learner: unknown, course: CourseRef | null): Promise<string> {
    if (!course) throw new Error('the Academy opens a course');
    return academyCoursePath(course.courseId);
  }
}
