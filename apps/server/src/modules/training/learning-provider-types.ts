/* What a learning provider is: the built-in Academy (academy.provider.ts) and Thinkific (thinkific.provider.ts) are two. */

/** The person a provider signs in and enrols. */
export interface Learner {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** An enrolment as the provider reports it. */
export interface ProviderEnrollment {
  courseId: number;
  courseName: string;
  /** 0 .. 1. */
  percentageCompleted: number;
  startedAt: Date | null;
  completedAt: Date | null;
}

export interface CourseRef {
  courseId: number;
  courseName: string;
}

/**
 * Where courses are taken. Thinkific when it is configured, otherwise the built-in Academy.
 * Both feed the enrollments table, from which the orientation claim is computed.
 */
export interface LearningProvider {
  readonly kind: 'thinkific' | 'academy';
  /** The learner's enrolments held by the provider; null when the enrollments table itself is the record (Academy). */
  fetchEnrollments(learner: Learner): Promise<ProviderEnrollment[] | null>;
  /** The address that opens the provider (and the course, when given) for this learner. */
  openCourse(learner: Learner, course: CourseRef | null, returnTo?: string): Promise<string>;
}
