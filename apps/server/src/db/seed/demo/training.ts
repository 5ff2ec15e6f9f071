import { CourseType, ORIENTATION_COURSE_ID } from '@boardmatch/shared';
import type { DemoData } from './data.ts';
import type { Random } from './random.ts';
import { at } from './dates.ts';
import type { DemoCandidate } from './candidates.ts';
import type { DemoCharity } from './charities.ts';

export const CHARITY_ORIENTATION_COURSE_ID = 1679472;

const COURSES = [
  { courseId: ORIENTATION_COURSE_ID, courseName: 'BoardMatch Orientation', courseTypeId: CourseType.candidate },
  { courseId: CHARITY_ORIENTATION_COURSE_ID, courseName: 'BoardMatch Charity Orientation', courseTypeId: CourseType.charity },
  { courseId: 1702245, courseName: 'Board Governance Essentials', courseTypeId: CourseType.candidate },
  { courseId: 1702246, courseName: 'Financial Oversight for Board Members', courseTypeId: CourseType.candidate },
  { courseId: 1702247, courseName: 'Recruiting Great Board Members', courseTypeId: CourseType.charity },
  { courseId: 1702248, courseName: 'Running Effective Board Meetings', courseTypeId: CourseType.charity },
];

/** Courses, and enrolments: orientation for candidates and charity administrators, some optional courses. */
export function buildTraining(d: DemoData, random: Random, candidates: DemoCandidate[], charities: DemoCharity[]) {
  for (const course of COURSES) d.add(d.courses, course);
  const taken = new Set<string>();
  const enrol = (userId: number, courseId: number, progress: number, startedDaysAgo: number) => {
    const key = `${userId}:${courseId}`;
    if (taken.has(key)) return;
    taken.add(key);
    const startedAt = at(-startedDaysAgo);
    d.add(d.enrollments, {
      userId,
      courseId,
      percentageCompleted: progress,
      startedAt,
      completedAt: progress === 1 ? at(-startedDaysAgo + random.int(0, Math.min(14, startedDaysAgo))) : null,
      updatedAt: startedAt,
    });
  };
  for (const c of candidates) {
    const since = Math.max(1, c.joinedDaysAgo - 1);
    if (c.orientationDone) enrol(c.person.userId, ORIENTATION_COURSE_ID, 1, random.int(1, since));
    else if (c.stage >= 2 && random.chance(0.5)) enrol(c.person.userId, ORIENTATION_COURSE_ID, random.int(1, 9) / 10, random.int(1, since));
    if (c.stage === 5 && random.chance(0.25)) enrol(c.person.userId, random.pick([1702245, 1702246]), random.pick([0.25, 0.5, 1]), random.int(1, since));
  }
  for (const charity of charities) {
    if (charity.onboardingComplete) enrol(charity.admin.userId, CHARITY_ORIENTATION_COURSE_ID, 1, random.int(30, 300));
    else if (random.chance(0.5)) enrol(charity.admin.userId, CHARITY_ORIENTATION_COURSE_ID, 0.4, random.int(5, 60));
    if (random.chance(0.3)) enrol(charity.admin.userId, random.pick([1702247, 1702248]), random.pick([0.3, 0.6, 1]), random.int(10, 200));
  }
}
