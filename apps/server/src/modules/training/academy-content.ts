import type { AcademyCourseContent } from './academy-content/model.ts';
import { boardGovernanceEssentials } from './academy-content/board-governance-essentials.ts';
import { candidateOrientation } from './academy-content/candidate-orientation.ts';
import { charityOrientation } from './academy-content/charity-orientation.ts';
import { effectiveBoardMeetings } from './academy-content/effective-board-meetings.ts';
import { financialOversight } from './academy-content/financial-oversight.ts';
import { recruitingBoardMembers } from './academy-content/recruiting-board-members.ts';

export { CHARITY_ORIENTATION_COURSE_ID, type AcademyCourseContent, type AcademyLessonContent } from './academy-content/model.ts';

/**
 * The built-in Academy's courses, one file per course under academy-content/: the two required orientations,
 * then the optional courses (the same ids and names as the demo data's catalogue).
 */
export const ACADEMY_COURSES: readonly AcademyCourseContent[] = [
  candidateOrientation,
  charityOrientation,
  boardGovernanceEssentials,
  financialOversight,
  recruitingBoardMembers,
  effectiveBoardMeetings,
];

export function findAcademyCourse(courseId: number): AcademyCourseContent | undefined {
  return ACADEMY_COURSES.find((c) => c.courseId === courseId);
}
