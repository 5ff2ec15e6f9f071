import { defineListSpec, CandidateOnboardingStep, Involvement, ORIENTATION_COURSE_ID } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Deps } from '../../platform/deps.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import { recordCandidateStep } from '../onboarding/index.ts';
import { findCandidateByUser } from '../users/index.ts';
import { ACADEMY_COURSES, CHARITY_ORIENTATION_COURSE_ID, findAcademyCourse, type AcademyCourseContent } from './academy-content.ts';
import { createLearningProvider } from './learning-provider.ts';
import type { Learner, LearningProvider } from './learning-provider-types.ts';
import { ThinkificError } from './thinkific.provider.ts';
import { ThrottledLog } from '../../platform/logging/error-log.ts';
import * as repo from './training.repository.ts';

interface Log {
  warn(obj: object, msg: string): void;
}

/** The required courses, listed first in the enrolment table. */
const REQUIRED_COURSE_IDS = [ORIENTATION_COURSE_ID, CHARITY_ORIENTATION_COURSE_ID];

const installed = new WeakMap<Deps, LearningProvider>();

/** The provider the app runs on: Thinkific when configured, else the Academy (tests may install another). */
export function learningProviderFor(deps: Deps): LearningProvider {
  let provider = installed.get(deps);
  if (!provider) {
    provider = createLearningProvider(deps.config);
    installed.set(deps, provider);
  }
  return provider;
}

export function installLearningProvider(deps: Deps, provider: LearningProvider): void {
  installed.set(deps, provider);
}

const catalogued = new WeakSet<Deps>();

const providerFailures = new ThrottledLog();

/** Once per kind of failure per interval, by the provider's status only: never the learner's e-mail, the query or a stack. */
function logProviderFailure(log: Log | undefined, err: unknown, message: string): void {
  const status = err instanceof ThinkificError ? err.status : null;
  const suppressed = providerFailures.admit(`${message}:${status ?? (err as Error)?.name}`);
  if (suppressed !== null) log?.warn({ status, error: (err as Error)?.name ?? 'error', suppressed }, message);
}

/**
 * The courses enrolments refer to are in the catalogue: every Academy course when the Academy teaches, only the
 * two required orientation courses on Thinkific (its other courses are the school's own, added by staff).
 * Checked once per running app, not on every call.
 */
function academyCatalogue(deps: Deps): repo.CourseRow[] {
  const onThinkific = learningProviderFor(deps).kind === 'thinkific';
  return ACADEMY_COURSES.filter((c) => !onThinkific || REQUIRED_COURSE_IDS.includes(c.courseId)).map((c) => ({ courseId: c.courseId, courseName: c.courseName, courseTypeId: c.courseTypeId }));
}

async function ensureAcademyCourses(deps: Deps): Promise<void> {
  if (catalogued.has(deps)) return;
  await repo.ensureCourses(deps.db, academyCatalogue(deps));
  catalogued.add(deps);
}

/** A course of the catalogue, read without writing it (opening a course is a GET, and a GET changes nothing). */
async function findCatalogueCourse(deps: Deps, courseId: number): Promise<repo.CourseRow | null> {
  return (await repo.findCourse(deps.db, courseId)) ?? academyCatalogue(deps).find((c) => c.courseId === courseId) ?? null;
}

/**
 * The orientation course just became complete: record candidate onboarding step 4 (orientation).
 * The claim candidate-thinkific-enrollment-complete follows from the enrolment itself on the next token.
 */
async function onOrientationCompleted(tx: DbOrTx, userId: number): Promise<void> {
  const candidate = await findCandidateByUser(tx, userId);
  if (!candidate) return;
  await recordCandidateStep(tx, candidate.id, CandidateOnboardingStep.orientation, true);
}

/**
 * Filters UserId and Type (1 candidate, 2 charity); paged like every list (20 rows unless asked), as a type may hold
 * thousands of courses.
 */
const enrollmentList = defineListSpec({
  filters: { userId: { type: 'id' }, type: { type: 'intEnum', values: [1, 2] } },
  sort: {},
  defaultSize: 20,
  maxSize: 100,
});

/** Mirrors the provider's enrolments into the enrollments table (courses known to the catalogue only). */
async function refreshFromProvider(deps: Deps, provider: LearningProvider, learner: Learner, log?: Log): Promise<void> {
  const { userId } = learner;
  let remote;
  try {
    remote = await provider.fetchEnrollments(learner);
  } catch (err) {
    // Spec 2, section 7: a failed data call is logged; the user sees the last known enrolments.
    logProviderFailure(log, err, 'could not read enrolments from the learning provider');
    return;
  }
  if (!remote || remote.length === 0) return;
  await deps.db.transaction(async (tx) => {
    const known = new Set((await repo.findCoursesByIds(tx, remote.map((e) => e.courseId))).map((c) => c.courseId));
    const before = new Map((await repo.findEnrollments(tx, userId)).map((e) => [e.courseId, e]));
    for (const e of remote) {
      if (!known.has(e.courseId)) continue;
      await repo.upsertEnrollment(tx, { userId, courseId: e.courseId, percentageCompleted: e.percentageCompleted, startedAt: e.startedAt, completedAt: e.completedAt });
      const wasComplete = (before.get(e.courseId)?.percentageCompleted ?? 0) >= 1;
      if (e.courseId === ORIENTATION_COURSE_ID && e.percentageCompleted >= 1 && !wasComplete) await onOrientationCompleted(tx, userId);
    }
  });
}

/** POST /api/thinkific/enrollments/read: a user reads their own enrolments; staff read anyone's. */
export async function readEnrollments(deps: Deps, session: SessionUser, body: unknown, log?: Log) {
  const { filter, page } = readListQuery(body, enrollmentList, { actor: session });
  const userId = filter.userId ?? session.id;
  authorize(session, 'user.read-enrollments', { userId });
  const learner = await repo.findLearner(deps.db, userId);
  if (!learner) throw AppError.notFound();
  await ensureAcademyCourses(deps);
  const provider = learningProviderFor(deps);
  if (provider.kind === 'thinkific') await refreshFromProvider(deps, provider, learner, log);
  const { rows, total, totalCapped } = await repo.findEnrollmentPage(deps.db, userId, filter.type ?? null, REQUIRED_COURSE_IDS, page);
  // The Academy opens only its own courses; a course staff add for the external provider has no lessons here.
  return { rows: rows.map((row) => ({ ...row, canOpen: provider.kind === 'thinkific' || findAcademyCourse(row.courseId) !== undefined })), total, totalCapped };
}

/** GET /api/thinkific/authenticate: the address that opens the course (or the provider) for the signed-in user. */
export async function openCourse(deps: Deps, session: SessionUser, courseId: number | undefined, returnTo: string | undefined, log?: Log): Promise<string> {
  const learner = await repo.findLearner(deps.db, session.id);
  if (!learner) throw AppError.unauthorized();
  const provider = learningProviderFor(deps);
  let course: repo.CourseRow | null = null;
  if (courseId !== undefined) {
    course = await findCatalogueCourse(deps, courseId);
    if (!course) throw AppError.notFound();
  }
  if (provider.kind === 'academy') {
    // The Academy opens its own courses only; without a course, the user's orientation.
    const fallback = session.involvement === Involvement.charityRepresentative ? CHARITY_ORIENTATION_COURSE_ID : ORIENTATION_COURSE_ID;
    const id = course?.courseId ?? fallback;
    if (!findAcademyCourse(id)) throw AppError.notFound('training.couldNotOpenCourse');
    course = course ?? (await findCatalogueCourse(deps, id));
  }
  try {
    return await provider.openCourse(learner, course, returnTo);
  } catch (err) {
    if (err instanceof ThinkificError) {
      logProviderFailure(log, err, 'could not open the course on the learning provider');
      throw new AppError('LEARNING_PROVIDER_UNAVAILABLE', 502, 'training.couldNotOpenCourse');
    }
    throw err;
  }
}

function academyCourseOr404(deps: Deps, courseId: number): AcademyCourseContent {
  const content = findAcademyCourse(courseId);
  if (!content || learningProviderFor(deps).kind !== 'academy') throw AppError.notFound();
  return content;
}

async function academyProgress(db: DbOrTx, userId: number, content: AcademyCourseContent) {
  const [done, enrollment] = await Promise.all([repo.findCompletedLessonKeys(db, userId, content.courseId), repo.findEnrollment(db, userId, content.courseId)]);
  const courseComplete = (enrollment?.percentageCompleted ?? 0) >= 1;
  // A course completed before lessons were tracked shows every lesson done.
  const isDone = (key: string) => courseComplete || done.includes(key);
  return { done, enrollment, courseComplete, isDone };
}

/** The Academy course page: lessons with their state and the course's progress. */
export async function getAcademyCourse(deps: Deps, userId: number, courseId: number) {
  const content = academyCourseOr404(deps, courseId);
  const { enrollment, courseComplete, isDone } = await academyProgress(deps.db, userId, content);
  return {
    content,
    lessons: content.lessons.map((l) => ({ key: l.key, title: l.title, minutes: l.minutes, completed: isDone(l.key) })),
    percentageCompleted: enrollment?.percentageCompleted ?? 0,
    startedAt: enrollment?.startedAt ?? null,
    completedAt: enrollment?.completedAt ?? null,
    completed: courseComplete,
  };
}

export async function getAcademyLesson(deps: Deps, userId: number, courseId: number, lessonKey: string) {
  const content = academyCourseOr404(deps, courseId);
  const lesson = content.lessons.find((l) => l.key === lessonKey);
  if (!lesson) throw AppError.notFound();
  const { isDone } = await academyProgress(deps.db, userId, content);
  return { ...lesson, courseId, completed: isDone(lesson.key) };
}

/**
 * Marks a lesson done (or not) and recomputes the enrolment: percentage = lessons done / lessons, started
 * at the first lesson, completed when all are done. A completed course stays completed. One transaction,
 * with the onboarding step when the orientation course completes.
 */
export async function setLessonCompleted(deps: Deps, userId: number, courseId: number, lessonKey: string, completed: boolean) {
  const content = academyCourseOr404(deps, courseId);
  if (!content.lessons.some((l) => l.key === lessonKey)) throw AppError.notFound();
  await ensureAcademyCourses(deps);
  await deps.db.transaction(async (tx) => {
    await repo.markLesson(tx, userId, courseId, lessonKey, completed);
    const { done, enrollment, courseComplete } = await academyProgress(tx, userId, content);
    const total = content.lessons.length;
    const doneCount = content.lessons.filter((l) => done.includes(l.key)).length;
    const now = new Date();
    const percentage = courseComplete ? 1 : Math.round((doneCount / total) * 10000) / 10000;
    const nowComplete = courseComplete || doneCount === total;
    await repo.upsertEnrollment(tx, {
      userId,
      courseId,
      percentageCompleted: nowComplete ? 1 : percentage,
      startedAt: enrollment?.startedAt ?? (doneCount > 0 ? now : null),
      completedAt: nowComplete ? (enrollment?.completedAt ?? now) : null,
    });
    if (nowComplete && !courseComplete && courseId === ORIENTATION_COURSE_ID) await onOrientationCompleted(tx, userId);
  });
  return getAcademyCourse(deps, userId, courseId);
}

