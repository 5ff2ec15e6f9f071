import type { Localized } from '@boardmatch/shared';

/** The charity orientation course (seeded with the demo data under the same id). */
export { CHARITY_ORIENTATION_COURSE_ID } from '@boardmatch/shared';

export interface AcademyLessonContent {
  key: string;
  minutes: number;
  title: Localized;
  /** Paragraphs of plain text; a paragraph starting with '- ' is a list item. Both languages keep the same paragraphs. */
  body: { en: string[]; fr: string[] };
}

export interface AcademyCourseContent {
  courseId: number;
  /** The catalogue name: the same as the demo data's, so the catalogue row and the content agree. */
  courseName: string;
  courseTypeId: number;
  title: Localized;
  summary: Localized;
  lessons: AcademyLessonContent[];
}
